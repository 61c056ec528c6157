/** The working hours' days, default and messages, without zod: the agenda reads them at start (issue 15). */
export const WEEK_DAYS = [
  { day: 1, label: 'Lundi' },
  { day: 2, label: 'Mardi' },
  { day: 3, label: 'Mercredi' },
  { day: 4, label: 'Jeudi' },
  { day: 5, label: 'Vendredi' },
  { day: 6, label: 'Samedi' },
  { day: 7, label: 'Dimanche' },
] as const;

export const DEFAULT_WORKING_HOURS = { days: [1, 2, 3, 4, 5], start: '08:00', end: '19:00' };

export const workingHoursMessages = {
  daysRequired: 'Choisissez au moins un jour travaillé',
  dayInvalid: 'Jour de la semaine invalide',
  startRequired: "L'heure de début est obligatoire",
  endRequired: "L'heure de fin est obligatoire",
  timeInvalid: "Format d'heure invalide (HH:MM)",
  startBeforeEnd: "L'heure de début doit précéder l'heure de fin",
  saved: 'Horaires de travail enregistrés',
  saveFailed: "Erreur lors de l'enregistrement des horaires",
} as const;
