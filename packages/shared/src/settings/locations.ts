/** Where an appointment takes place (spec 2 §5.3), without zod (issue 15). */
export const APPOINTMENT_LOCATIONS = ['Cabinet', 'Domicile', 'Téléconsultation'] as const;
