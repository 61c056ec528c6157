import type { TAppointment } from '@praxis/shared/appointments/schemas';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AppointmentWizard } from './appointment-wizard/appointment-wizard';

export type AppointmentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialDate?: Date;
  /** 'HH:mm' */
  initialTime?: string;
  preselectedPatient?: { id: string; firstName: string; lastName: string } | null;
  /** Edit mode. */
  appointment?: TAppointment | null;
  /** Booking a waiting patient: that waiting-list entry goes with the creation. */
  waitingListEntryId?: string;
};

/**
 * New / edit appointment dialog (spec 2 §2.2), used by the agenda, the patient list and the
 * patient record. The wizard inside is mounted on each opening: closing resets it to its first step.
 */
export function AppointmentDialog({
  open,
  onOpenChange,
  initialDate,
  initialTime,
  preselectedPatient,
  appointment,
  waitingListEntryId,
}: AppointmentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        {open ? (
          <AppointmentWizard
            initialDate={initialDate}
            initialTime={initialTime}
            preselectedPatient={preselectedPatient}
            appointment={appointment}
            waitingListEntryId={waitingListEntryId}
            onClose={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
