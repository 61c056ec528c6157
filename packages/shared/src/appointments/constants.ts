import { APPOINTMENT_LOCATIONS } from '../settings/locations';

/**
 * The agenda's constants and messages, without zod: the pages import them at start, the forms'
 * schemas (schemas.ts) only when a form opens (issue 15).
 */
export { APPOINTMENT_LOCATIONS };

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'draft'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<TAppointmentStatus, string> = {
  scheduled: 'Programmé',
  completed: 'Terminé',
  cancelled: 'Annulé',
  draft: 'Brouillon',
};
export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export const ATTENDANCE_LABELS: Record<(typeof ATTENDANCE_STATUSES)[number], string> = {
  present: 'Présent',
  absent: 'Absent',
  excused: 'Excusé',
};
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];
export const CALENDAR_VIEW_LABELS: Record<TCalendarView, string> = { day: 'Jour', week: 'Semaine', month: 'Mois' };

export const DURATION_MIN = 1;
export const DURATION_MAX = 480;
export const QUICK_TYPE_DEFAULT_DURATION = 45;
export const PATIENT_SEARCH_LIMIT = 10;
export const DEFAULT_PATIENT_APPOINTMENT_TIME = '09:00';
export const MONTH_GRID_DAYS = 42;
/** A range read may not span more than this (the month grid is 42 days). */
export const RANGE_MAX_DAYS = 62;
/** The most events per day a period's read may ask for (the month grid asks for 3). */
export const PER_DAY_MAX = 20;
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export const appointmentMessages = {
  typeRequired: 'Le type de rendez-vous est obligatoire',
  timesRequired: 'Les heures de début et de fin sont obligatoires',
  endAfterStart: "L'heure de fin doit être après l'heure de début",
  overlapWith: (from: string, to: string) =>
    `Ce créneau chevauche avec un autre rendez-vous (${from}-${to}). Veuillez choisir un autre horaire.`,
  overlap: 'Ce créneau chevauche avec un autre rendez-vous existant. Veuillez choisir un autre horaire.',
  typeNotFound: 'Type de rendez-vous non trouvé ou inactif',
  patientNotFound: 'Patient non trouvé',
  createFailed: 'Erreur lors de la création du rendez-vous',
  notAuthenticated: 'Utilisateur non authentifié',
  typeCheckFailed: 'Erreur lors de la vérification du type de rendez-vous',
  patientCheckFailed: 'Erreur lors de la vérification du patient',
  noDataReturned: 'Aucune donnée retournée après la création',
  created: (name: string, date: string, time: string) => `Rendez-vous créé pour ${name} le ${date} à ${time}`,
  freeSlotCreated: (date: string, time: string) => `Créneau libre créé le ${date} à ${time}`,
  updated: 'Rendez-vous modifié avec succès',
  deleted: 'Rendez-vous supprimé avec succès',
  updateFailed: 'Erreur lors de la modification',
  deleteFailed: 'Erreur lors de la suppression du rendez-vous',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce rendez-vous ?',
  loadError: 'Erreur de chargement',
  notFound: 'Rendez-vous non trouvé',
  durationTooLong: 'La durée ne peut pas dépasser 8 heures',
  dateInvalid: 'Date invalide',
  rangeInvalid: 'Période invalide',
  rangeTooLong: 'La période demandée ne peut pas dépasser 62 jours',
  perDayInvalid: 'Le nombre de rendez-vous par jour doit être un entier entre 1 et 20',
  timeZoneInvalid: 'Fuseau horaire inconnu',
  timeZoneRequired: 'Indiquez le fuseau horaire des jours (timeZone)',
  // Wizard, step 2 (spec 2 §5.2)
  wizardTypeRequired: 'Veuillez sélectionner un type de séance',
  wizardDateRequired: 'La date est requise',
  wizardStartRequired: "L'heure de début est requise",
  durationPositive: 'La durée doit être positive',
  durationHint: 'Entre 1 et 480 minutes (8 heures maximum)',
  noPatientFound: (query: string) => `Aucun patient trouvé pour "${query}"`,
  quickTypeNameRequired: 'Le nom est requis',
  quickTypeNameTooLong: 'Le nom ne peut pas dépasser 120 caractères',
  preselectedBanner: 'Nouveau rendez-vous pour',
  stepOf: (n: number) => `Étape ${n} sur 4`,
  locationInvalid: 'Lieu invalide : Cabinet, Domicile ou Téléconsultation',
  objectivesInvalid: 'Objectifs de séance invalides',
  objectiveEmpty: 'Un objectif de séance ne peut pas être vide',
  objectiveTooLong: 'Un objectif de séance ne peut pas dépasser 500 caractères',
  objectivesTooMany: 'Pas plus de 50 objectifs de séance',
} as const;
