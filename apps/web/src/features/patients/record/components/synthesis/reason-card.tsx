import { ClipboardList, Plus } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { patientMessages } from '@praxis/shared/patients/constants';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useConsultationReasons } from '@/features/settings/api/get-consultation-reasons';
import { serverMessage } from '@/lib/server-errors';
import { useUpdatePatient } from '../../../api/update-patient';
import { SectionCard } from '../section-card';
import { MountWhenOpened } from '@/components/mount-when-opened';

/** Fetched on first opening (issue 15, JavaScript budgets). */
const ConsultationReasonDialog = lazy(() =>
  import('../../../components/consultation-reason-dialog').then((m) => ({
    default: m.ConsultationReasonDialog,
  })),
);

/** 'Motif de consultation': choose another reason, or create one on the spot (spec 1 §2, §8). */
export function ReasonCard({ patient }: { patient: TPatient }) {
  const selectId = useId();
  const reasons = useConsultationReasons();
  const update = useUpdatePatient();
  const [isCreating, setIsCreating] = useState(false);
  const current = patient.consultationReason;

  const saveReason = (reasonId: string | null) =>
    update.mutate(
      { id: patient.id, patch: { consultationReasonId: reasonId } },
      {
        onSuccess: () => toast.success(patientMessages.reasonUpdated),
        onError: (error) =>
          toast.error(patientMessages.reasonUpdateFailed, { description: serverMessage(error) }),
      },
    );

  const options = reasons.data?.items ?? [];
  // A reason removed from the settings stays on the patient: keep it choosable as it is.
  const isCurrentListed = !current || options.some((r) => r.id === current.id);

  return (
    <SectionCard title="Motif de consultation" icon={ClipboardList}>
      <div className="grid gap-3">
        <p className="text-base font-medium">{current?.label ?? 'Aucun motif renseigné'}</p>
        <div className="grid gap-2">
          <Label htmlFor={selectId}>Changer le motif</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <NativeSelect
              id={selectId}
              value={current?.id ?? ''}
              disabled={update.isPending || reasons.isPending}
              onChange={(event) => saveReason(event.target.value || null)}
            >
              <option value="">Aucun motif</option>
              {!isCurrentListed && current ? (
                <option value={current.id}>{current.label}</option>
              ) : null}
              {options.map((reason) => (
                <option key={reason.id} value={reason.id}>
                  {reason.label}
                </option>
              ))}
            </NativeSelect>
            <Button variant="outline" onClick={() => setIsCreating(true)} className="shrink-0">
              <Plus aria-hidden="true" />
              Nouveau motif
            </Button>
          </div>
          {reasons.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Impossible de charger la liste des motifs : {reasons.error.message}
            </p>
          ) : null}
        </div>
      </div>
      <MountWhenOpened open={isCreating}>
        <ConsultationReasonDialog
          open={isCreating}
          onOpenChange={setIsCreating}
          onCreated={(reason) => saveReason(reason.id)}
        />
      </MountWhenOpened>
    </SectionCard>
  );
}
