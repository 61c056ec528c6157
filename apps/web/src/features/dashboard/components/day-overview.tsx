import { BellRing, CalendarClock, CalendarDays, ClipboardList, Loader, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { noShowRateLabel } from '@praxis/shared/appointments/attendance-label';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import { dashboardMessages } from '@praxis/shared/dashboard/messages';
import type { TDashboard } from '@praxis/shared/dashboard/schemas';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { appointmentPatientLabel, timeRange } from '@/features/agenda/lib/appointment-text';
import { serverMessage } from '@/lib/server-errors';
import { useDashboard } from '../api/get-dashboard';

function Tile({
  title,
  icon,
  children,
  link,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  link: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <span className="text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">{children}</div>
      <div className="text-sm">{link}</div>
    </section>
  );
}

function TileLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

function Appointments({ items }: { items: TAppointment[] }) {
  if (items.length === 0) return <p className="text-muted-foreground">Aucun rendez-vous</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
      {items.map((a) => (
        <li key={a.id} className="flex gap-2">
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {timeRange(a.startsAt, a.endsAt)}
          </span>
          <span className="min-w-0 truncate">
            {appointmentPatientLabel(a)} · {a.appointmentType.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <p>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>{' '}
      <span className="text-muted-foreground">{label}</span>
    </p>
  );
}

const TILES_GRID = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';
const TILE_COUNT = 6;

/** The tiles' grid while the figures load: the same places, so nothing below jumps when they come. */
function TilesSkeleton() {
  return (
    <div className={TILES_GRID} aria-busy="true">
      {Array.from({ length: TILE_COUNT }, (_, i) => (
        <Skeleton key={i} className="h-36 w-full rounded-xl" />
      ))}
    </div>
  );
}

function Tiles({ data }: { data: TDashboard }) {
  const { today, tomorrow, bilansToDo, reminders, pendingAnalyses, attendance } = data;
  const firstTrame = pendingAnalyses.items[0];
  return (
    <div className={TILES_GRID}>
      <Tile
        title="Aujourd'hui"
        icon={<CalendarDays />}
        link={
          <TileLink to={`/agenda?view=day&date=${today.date}`}>Ouvrir l'agenda du jour</TileLink>
        }
      >
        <Appointments items={today.items} />
      </Tile>
      <Tile
        title="Demain"
        icon={<CalendarClock />}
        link={
          <TileLink to={`/agenda?view=day&date=${tomorrow.date}`}>
            Ouvrir l'agenda de demain
          </TileLink>
        }
      >
        <Appointments items={tomorrow.items} />
      </Tile>
      <Tile
        title="Bilans à faire"
        icon={<ClipboardList />}
        link={
          <TileLink to="/patients?bilanStatus=todo">
            Voir les patients au bilan « À faire »
          </TileLink>
        }
      >
        <Figure value={bilansToDo.total} label={bilansToDo.total > 1 ? 'patients' : 'patient'} />
        <LinkList
          links={bilansToDo.items.map((p) => ({
            key: p.id,
            to: `/patients/${p.id}`,
            label: `${p.firstName} ${p.lastName}`,
          }))}
        />
      </Tile>
      <Tile
        title="Rappels du jour"
        icon={<BellRing />}
        link={<TileLink to="/settings?tab=reminder-rules">Gérer les rappels</TileLink>}
      >
        <Figure value={reminders.sent} label={reminders.sent > 1 ? 'envoyés' : 'envoyé'} />
        <Figure value={reminders.failed} label="en échec" />
      </Tile>
      <Tile
        title="Analyses en cours"
        icon={<Loader />}
        link={
          <TileLink
            to={
              pendingAnalyses.total === 1 && firstTrame
                ? `/trames/${firstTrame.trameId}`
                : '/trames'
            }
          >
            Voir mes trames
          </TileLink>
        }
      >
        <Figure
          value={pendingAnalyses.total}
          label={
            pendingAnalyses.total > 1
              ? 'analyses en attente ou en cours'
              : 'analyse en attente ou en cours'
          }
        />
        <LinkList
          links={pendingAnalyses.items.map((a) => ({
            key: a.id,
            to: `/trames/${a.trameId}`,
            label: a.trameName,
          }))}
        />
      </Tile>
      <Tile
        title="Taux d'absence du mois"
        icon={<UserX />}
        link={
          <TileLink to={`/agenda?view=month&date=${today.date}`}>
            Voir le mois dans l'agenda
          </TileLink>
        }
      >
        <Figure
          value={noShowRateLabel(attendance.noShowRate)}
          label={`(${attendance.absent} absence${attendance.absent > 1 ? 's' : ''}, ${attendance.unmarked} présence${attendance.unmarked > 1 ? 's' : ''} à noter)`}
        />
      </Tile>
    </div>
  );
}

/** The places a tile's figure is made of, each a link to where it is handled. */
function LinkList({ links }: { links: { key: string; to: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="grid gap-1">
      {links.map((l) => (
        <li key={l.key}>
          <Link to={l.to} className="underline-offset-4 hover:underline">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Issue 17 §6: the practitioner's day at a glance, each part linking to where it is handled. */
export function DayOverview() {
  const dashboard = useDashboard();
  return (
    <section aria-labelledby="day-overview-title" className="grid gap-3">
      <h2 id="day-overview-title" className="text-base font-semibold">
        Votre journée
      </h2>
      {dashboard.isPending ? (
        <TilesSkeleton />
      ) : dashboard.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{dashboardMessages.loadError}</AlertTitle>
          <AlertDescription>
            <p>{serverMessage(dashboard.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2 w-fit"
              onClick={() => void dashboard.refetch()}
            >
              Réessayer
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Tiles data={dashboard.data} />
      )}
    </section>
  );
}
