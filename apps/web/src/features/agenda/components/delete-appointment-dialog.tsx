import { useState } from 'react';
import { toast } from '@/lib/toast';
import { appointmentMessages } from '@praxis/shared/appointments/constants';
import type { TSeriesScope } from '@praxis/shared/appointments/series';
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
import { SeriesScopeField } from './series-scope-field';

type DeleteAppointmentDialogProps = {
  appointmentId: string;
  /** Set for an appointment of a series: the dialog offers 'Ce rendez-vous et les suivants'. */
  seriesId?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

/**
 * Spec 2 §8: 'Êtes-vous sûr de vouloir supprimer ce rendez-vous ?' then the outcome as a toast;
 * for an appointment of a series, 'Appliquer à' as when editing it (issue 17 §2).
 */
export function DeleteAppointmentDialog({
  appointmentId,
  seriesId = null,
  open,
  onOpenChange,
  onDeleted,
}: DeleteAppointmentDialogProps) {
  const remove = useDeleteAppointment();
  const [scope, setScope] = useState<TSeriesScope>('this');
  // Opened again, the dialog starts from 'Ce rendez-vous'.
  const changeOpen = (next: boolean) => {
    if (!next) setScope('this');
    onOpenChange(next);
  };
  const onConfirm = async () => {
    try {
      await remove.mutateAsync({ id: appointmentId, scope });
      toast.success(appointmentMessages.deleted);
      changeOpen(false);
      onDeleted();
    } catch (error) {
      toast.error(failureMessage(error, appointmentMessages.deleteFailed));
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer le rendez-vous</AlertDialogTitle>
          <AlertDialogDescription>{appointmentMessages.deleteConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        {seriesId ? <SeriesScopeField value={scope} onChange={setScope} disabled={remove.isPending} /> : null}
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
