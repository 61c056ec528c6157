import { CalendarClock, CalendarDays, ExternalLink, History, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES } from '@praxis/shared/appointments/constants';
import type { TPatientAppointment } from '@praxis/shared/patients/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListError, ListSkeleton } from '@/components/list-states';
import { usePatientAppointments } from '../../../api/patient-appointments';
import { agendaDay, formatDateTime, formatTime } from '../../lib/patient-display';
import { SectionCard } from '../section-card';

function statusLabel(status: string): string {
  const known = APPOINTMENT_STATUSES.find((s) => s === status);
  return known ? APPOINTMENT_STATUS_LABELS[known] : status;
}

function AppointmentItem({ appointment }: { appointment: TPatientAppointment }) {
  const typeName = appointment.appointmentType?.name ?? 'Rendez-vous';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{typeName}</span>
          <Badge
            variant={appointment.status === 'cancelled' ? 'outline' : 'secondary'}
            className={
              appointment.status === 'cancelled' ? 'text-muted-foreground line-through' : undefined
            }
          >
            {statusLabel(appointment.status)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground first-letter:uppercase">
          {formatDateTime(appointment.startsAt)} – {formatTime(appointment.endsAt)}
        </p>
        {appointment.location ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3" aria-hidden="true" />
            {appointment.location}
          </p>
        ) : null}
      </div>
      <Button asChild size="sm" variant="outline" className="self-start sm:self-center">
        <Link
          to={`/agenda?date=${agendaDay(appointment.startsAt)}`}
          aria-label={`Ouvrir dans l'agenda : ${typeName}, ${formatDateTime(appointment.startsAt)}`}
        >
          <ExternalLink aria-hidden="true" />
          Ouvrir dans l&apos;agenda
        </Link>
      </Button>
    </li>
  );
}

type AppointmentListProps = {
  title: string;
  label: string;
  empty: string;
  items: TPatientAppointment[];
};

function AppointmentList({ title, label, empty, items }: AppointmentListProps) {
  return (
    <SectionCard title={title} icon={title === 'À venir' ? CalendarClock : History}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={label} className="grid gap-2">
          {items.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Spec 1 §2: up to 5 upcoming and 5 past appointments, each openable in the agenda. */
export function AppointmentsTab({ patientId }: { patientId: string }) {
  const query = usePatientAppointments(patientId);
  if (query.isPending) return <ListSkeleton label="Chargement des rendez-vous" />;
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button asChild variant="ghost" size="sm">
          <Link to="/agenda">
            <CalendarDays aria-hidden="true" />
            Voir l&apos;agenda
          </Link>
        </Button>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <AppointmentList
          title="À venir"
          label="Rendez-vous à venir"
          empty="Aucun rendez-vous à venir."
          items={query.data.upcoming}
        />
        <AppointmentList
          title="Passés"
          label="Rendez-vous passés"
          empty="Aucun rendez-vous passé."
          items={query.data.past}
        />
      </div>
    </div>
  );
}
