import { CalendarDays, Clock, MapPin, NotebookText, Pencil, Trash2, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { APPOINTMENT_STATUS_LABELS, ATTENDANCE_LABELS } from '@praxis/shared/appointments/constants';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import { Badge } from '@/components/ui/badge';
import { OwnerNote } from '@/components/owned-item-actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { appointmentPatientLabel, longDate, timeRange } from '../lib/appointment-text';
import { STATUS_BADGE_CLASSES } from '../lib/event-appearance';
import { AppointmentEditForm } from './appointment-edit-form';
import { AppointmentReminders } from './appointment-reminders';
import { AttendanceMarker } from './attendance-marker';
import { DeleteAppointmentDialog } from './delete-appointment-dialog';

type AppointmentDetailDialogProps = {
  appointment: TAppointment | null;
  onOpenChange: (open: boolean) => void;
  /** The saved appointment, so the dialog shows what the server stored. */
  onSaved: (appointment: TAppointment) => void;
  /** The appointment just deleted (its slot is freed: issue 17 §3). */
  onDeleted?: (appointment: TAppointment) => void;
};

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="sr-only">{label}</dt>
        <dd className="text-sm break-words">{children}</dd>
      </div>
    </div>
  );
}

function Details({ appointment }: { appointment: TAppointment }) {
  return (
    <dl className="grid gap-3">
      <Row icon={<UserRound />} label="Patient">
        <span className="font-medium">{appointmentPatientLabel(appointment)}</span>
      </Row>
      <Row icon={<CalendarDays />} label="Date">
        <span className="first-letter:uppercase">{longDate(appointment.startsAt)}</span>
      </Row>
      <Row icon={<Clock />} label="Horaire">
        <span className="tabular-nums">{timeRange(appointment.startsAt, appointment.endsAt)}</span>
      </Row>
      <Row icon={<MapPin />} label="Lieu">
        {appointment.location ?? <span className="text-muted-foreground">Lieu non précisé</span>}
      </Row>
      <Row icon={<NotebookText />} label="Notes">
        {appointment.notes ? (
          <span className="whitespace-pre-line">{appointment.notes}</span>
        ) : (
          <span className="text-muted-foreground">Aucune note</span>
        )}
      </Row>
    </dl>
  );
}

/** Spec 2 §2.3: what, who, when, where; then edit or delete. */
export function AppointmentDetailDialog({
  appointment,
  onOpenChange,
  onSaved,
  onDeleted,
}: AppointmentDetailDialogProps) {
  const [isEditing, setEditing] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const close = () => {
    setEditing(false);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {appointment ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>{appointment.appointmentType.name}</DialogTitle>
                <Badge className={STATUS_BADGE_CLASSES[appointment.status]}>
                  {APPOINTMENT_STATUS_LABELS[appointment.status]}
                </Badge>
                {appointment.attendanceStatus ? (
                  <Badge variant="outline">{ATTENDANCE_LABELS[appointment.attendanceStatus]}</Badge>
                ) : null}
              </div>
              <DialogDescription>
                {isEditing ? 'Modifier le rendez-vous' : 'Détail du rendez-vous'}
              </DialogDescription>
            </DialogHeader>
            {isEditing ? (
              <AppointmentEditForm
                appointment={appointment}
                onCancel={() => setEditing(false)}
                onSaved={(saved) => {
                  setEditing(false);
                  onSaved(saved);
                }}
              />
            ) : (
              <>
                <Details appointment={appointment} />
                {appointment.isOwn && appointment.patient ? (
                  <AttendanceMarker appointment={appointment} onSaved={onSaved} />
                ) : null}
                <AppointmentReminders appointmentId={appointment.id} />
                <DialogFooter className="sm:justify-between">
                  {/* A colleague's appointment is read only (issue 10 §3): no change offered. */}
                  {appointment.isOwn ? (
                    <Button
                      variant="ghost"
                      className="text-destructive hover:text-destructive"
                      onClick={() => setDeleteOpen(true)}
                    >
                      <Trash2 aria-hidden="true" />
                      Supprimer
                    </Button>
                  ) : (
                    <OwnerNote name={appointment.ownerName ?? ''} />
                  )}
                  <div className="flex flex-col-reverse gap-2 sm:flex-row">
                    <Button variant="outline" onClick={close}>
                      Fermer
                    </Button>
                    {appointment.isOwn ? (
                      <Button onClick={() => setEditing(true)}>
                        <Pencil aria-hidden="true" />
                        Modifier
                      </Button>
                    ) : null}
                  </div>
                </DialogFooter>
              </>
            )}
            <DeleteAppointmentDialog
              appointmentId={appointment.id}
              seriesId={appointment.seriesId}
              open={isDeleteOpen}
              onOpenChange={setDeleteOpen}
              onDeleted={() => {
                onDeleted?.(appointment);
                close();
              }}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
