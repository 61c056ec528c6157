import { toast } from 'sonner';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteAppointment } from '../api/delete-appointment';
import { failureMessage } from '../lib/failure-message';

type DeleteAppointmentDialogProps = {
  appointmentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

/** Spec 2 §8: 'Êtes-vous sûr de vouloir supprimer ce rendez-vous ?' then the outcome as a toast. */
export function DeleteAppointmentDialog({
  appointmentId,
  open,
  onOpenChange,
  onDeleted,
}: DeleteAppointmentDialogProps) {
  const remove = useDeleteAppointment();
  const onConfirm = async () => {
    try {
      await remove.mutateAsync(appointmentId);
      toast.success(appointmentMessages.deleted);
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast.error(failureMessage(error, appointmentMessages.deleteFailed));
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer le rendez-vous</AlertDialogTitle>
          <AlertDialogDescription>{appointmentMessages.deleteConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annuler</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={() => void onConfirm()}
            disabled={remove.isPending}
          >
            {remove.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
