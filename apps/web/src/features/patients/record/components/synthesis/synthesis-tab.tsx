import type { TPatient } from '@praxis/shared/patients/schemas';
import { ParcoursCard } from './parcours-card';
import { PersonalInfoCard } from './personal-info-card';
import { ReasonCard } from './reason-card';
import { RepresentativesCard } from './representatives-card';
import { WelcomeTip } from './welcome-tip';

export function SynthesisTab({ patient }: { patient: TPatient }) {
  return (
    <div className="grid gap-4">
      <WelcomeTip />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <PersonalInfoCard patient={patient} />
        <div className="grid gap-4">
          <RepresentativesCard patientId={patient.id} />
          <ReasonCard patient={patient} />
          <ParcoursCard patientId={patient.id} />
        </div>
      </div>
    </div>
  );
}
