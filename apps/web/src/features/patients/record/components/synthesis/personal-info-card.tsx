import { Pencil, UserRound } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { formatAddress, isMajorOn, todayIso } from '@praxis/shared/patients/rules';
import { Button } from '@/components/ui/button';
import { ageLabel, formatCalendarDate } from '../../lib/patient-display';
import { InfoRow, SectionCard } from '../section-card';

/** Fetched on first opening (issue 15, JavaScript budgets). */
const PatientEditDialog = lazy(() =>
  import('./patient-edit-dialog').then((m) => ({ default: m.PatientEditDialog })),
);

/** 'Informations personnelles', with the edit dialog (spec 1 §2, §5 Patient edit). */
export function PersonalInfoCard({ patient }: { patient: TPatient }) {
  const [isEditing, setIsEditing] = useState(false);
  const isMinor = !isMajorOn(patient.dateOfBirth, todayIso());
  const school = [patient.schoolName, patient.schoolLevel, isMinor ? patient.schoolClass : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <SectionCard
      title="Informations personnelles"
      icon={UserRound}
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsEditing(true)}
          aria-label="Modifier les informations personnelles"
        >
          <Pencil aria-hidden="true" />
          Modifier
        </Button>
      }
    >
      <dl className="grid gap-2.5">
        <InfoRow label="Date de naissance">
          {formatCalendarDate(patient.dateOfBirth)} ({ageLabel(patient.dateOfBirth)})
        </InfoRow>
        <InfoRow label="Genre">{patient.gender}</InfoRow>
        <InfoRow label="Situation familiale">{patient.familyStatus}</InfoRow>
        <InfoRow label="Profession">{patient.profession}</InfoRow>
        {school ? <InfoRow label="Scolarité">{school}</InfoRow> : null}
        <InfoRow label="E-mail">
          {patient.email ? (
            <a href={`mailto:${patient.email}`} className="text-primary hover:underline">
              {patient.email}
            </a>
          ) : null}
        </InfoRow>
        <InfoRow label="Téléphone">
          {patient.phoneNumber ? (
            <a href={`tel:${patient.phoneNumber}`} className="text-primary hover:underline">
              {patient.phoneNumber}
            </a>
          ) : null}
        </InfoRow>
        <InfoRow label="Adresse">{formatAddress(patient)}</InfoRow>
        <InfoRow label="Prescripteur">{patient.prescriber}</InfoRow>
        <InfoRow label="N° de sécurité sociale">{patient.socialSecurityNumber}</InfoRow>
        <InfoRow label="Mutuelle">{patient.insurance}</InfoRow>
        <InfoRow label="Début du suivi">
          {patient.followupStartedAt ? formatCalendarDate(patient.followupStartedAt) : null}
        </InfoRow>
        {patient.anamnesis ? (
          <InfoRow label="Anamnèse">
            <span className="whitespace-pre-line">{patient.anamnesis}</span>
          </InfoRow>
        ) : null}
      </dl>
      {isEditing ? (
        <Suspense fallback={null}>
          <PatientEditDialog patient={patient} onClose={() => setIsEditing(false)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
