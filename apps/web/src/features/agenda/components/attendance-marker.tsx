import { toast } from '@/lib/toast';
import { attendanceMessages } from '@praxis/shared/appointments/attendance';
import { appointmentMessages, ATTENDANCE_LABELS, ATTENDANCE_STATUSES } from '@praxis/shared/appointments/constants';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import { cn } from '@/lib/utils';
import { useUpdateAppointment } from '../api/update-appointment';
import { failureMessage } from '../lib/failure-message';

/**
 * Issue 17 §5: present / absent / excused in one click from the detail dialog (the labels of
 * the edit form); clicking the marked one again clears it.
 */
export function AttendanceMarker({
  appointment,
  onSaved,
}: {
  appointment: TAppointment;
  onSaved: (appointment: TAppointment) => void;
}) {
  const update = useUpdateAppointment();
  const mark = async (status: (typeof ATTENDANCE_STATUSES)[number]) => {
    const attendanceStatus = appointment.attendanceStatus === status ? null : status;
    try {
      onSaved(await update.mutateAsync({ id: appointment.id, patch: { attendanceStatus } }));
      toast.success(attendanceMessages.saved);
    } catch (error) {
      toast.error(failureMessage(error, appointmentMessages.updateFailed));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id="attendance-label" className="text-sm text-muted-foreground">
        Présence
      </span>
      <div
        role="group"
        aria-labelledby="attendance-label"
        className="inline-flex rounded-md border bg-muted p-0.5"
      >
        {ATTENDANCE_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={appointment.attendanceStatus === status}
            disabled={update.isPending}
            onClick={() => void mark(status)}
            className={cn(
              'rounded-[calc(var(--radius)-4px)] px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
              appointment.attendanceStatus === status
                ? 'bg-card text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {ATTENDANCE_LABELS[status]}
          </button>
        ))}
      </div>
    </div>
  );
}
