import { createRouter } from '../../lib/context';
import { patientAppointmentsRoutes } from './appointments/patient-appointments.routes';
import { goalsRoutes } from './goals/goals.routes';
import { instructionsRoutes } from './instructions/instructions.routes';
import { patientLookupRoutes } from './lookup/lookup.routes';
import { parcoursRoutes } from './parcours/parcours.routes';
import { patientsRoutes } from './patients.routes';
import { representativesRoutes } from './representatives/representatives.routes';

/** Every endpoint of the patient core, mounted once under /api/v1. */
export const patientAreaRoutes = createRouter()
  // Before /patients/{id}: 'lookup' is not an id.
  .route('/', patientLookupRoutes)
  .route('/', patientsRoutes)
  .route('/', representativesRoutes)
  .route('/', parcoursRoutes)
  .route('/', goalsRoutes)
  .route('/', instructionsRoutes)
  .route('/', patientAppointmentsRoutes);
