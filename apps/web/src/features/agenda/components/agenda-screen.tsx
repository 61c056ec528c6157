import { format } from 'date-fns';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  DEFAULT_PATIENT_APPOINTMENT_TIME,
  appointmentMessages,
} from '@praxis/shared/appointments/constants';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import { DEFAULT_WORKING_HOURS } from '@praxis/shared/profile/working-hours-constants';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/profile/api/get-profile';
import { useAppointmentTypes } from '@/features/settings/api/get-appointment-types';
import { serverMessage } from '@/lib/server-errors';
import { useShown } from '@/lib/use-shown';
import { useAppointments } from '../api/get-appointments';
import { monthOf } from '../api/get-attendance';
import { NoShowRate } from './no-show-rate';
import { useUpdateAppointment } from '../api/update-appointment';
import { selectableTypes } from '../lib/appointment-types';
import { AGENDA_TITLE_TIMING, periodQuery, periodTitle, shiftAnchor } from '../lib/calendar-range';
import { toIsoInstant } from '../lib/instants';
import type { TShortcutAction } from '../lib/shortcuts';
import type { TEventMove } from './agenda-calendar';
import { AgendaFilters, NO_FILTERS, type TAgendaFilters } from './agenda-filters';
import { AgendaToolbar } from './agenda-toolbar';
import { useAgendaLocation } from './use-agenda-location';
import { useAgendaShortcuts } from './use-agenda-shortcuts';
import { failureMessage } from '../lib/failure-message';
import type { TFreedSlot } from '../api/waiting-list';
import { WaitingListButton } from './waiting-list/waiting-list-button';

// The dialogs (the four-step form, the detail and its edit form) load on first use: the agenda's
// first screen is the calendar, and its route stays within the JavaScript budget.
const AppointmentDialog = lazy(() =>
  import('./appointment-dialog').then((m) => ({ default: m.AppointmentDialog })),
);
const AppointmentDetailDialog = lazy(() =>
  import('./appointment-detail-dialog').then((m) => ({ default: m.AppointmentDetailDialog })),
);

// The waiting patients a freed slot suits (issue 17 §3), after a cancellation or a deletion.
const FreedSlotMatches = lazy(() =>
  import('./waiting-list/freed-slot-matches').then((m) => ({ default: m.FreedSlotMatches })),
);

// FullCalendar (≈ 80 KB gzipped) is fetched while the toolbar shows and the appointments load:
// the agenda route's first load stays within the app budget (issue 15). The fetch starts once the
// toolbar's title is on screen (useShown below), not as this module runs nor in the commit that
// draws the toolbar: either way the title (the page's largest paint in Lighthouse) waited for the
// calendar's code. Started two frames after that commit instead, it went out before the title was
// shown in about one load in three, and Lighthouse then counted the 80 KB as needed by the title.
const importCalendar = () => import('./agenda-calendar');
let calendarModule: ReturnType<typeof importCalendar> | null = null;
const loadCalendar = () => (calendarModule ??= importCalendar());
const AgendaCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.AgendaCalendar })));

type TCreation = {
  date: Date;
  time: string;
  /** 'Proposer ce créneau': the waiting patient, and the entry the booking removes. */
  patient?: { id: string; firstName: string; lastName: string };
  waitingListEntryId?: string;
} | null;

/** A new appointment without a clicked time (toolbar, 'n', month day) starts at 09:00. */
const DEFAULT_TIME = DEFAULT_PATIENT_APPOINTMENT_TIME;

/** /agenda (spec 2 §2.1): toolbar, calendar, creation and detail dialogs. */
export function AgendaScreen() {
  const { view, anchor, go, openDay } = useAgendaLocation();
  const [filters, setFilters] = useState<TAgendaFilters>(NO_FILTERS);
  const [creation, setCreation] = useState<TCreation>(null);
  const [selected, setSelected] = useState<TAppointment | null>(null);
  const [freed, setFreed] = useState<TFreedSlot | null>(null);
  const free = (a: TAppointment) => setFreed({ startsAt: a.startsAt, endsAt: a.endsAt });
  const types = selectableTypes(useAppointmentTypes().data?.items);
  const events = useAppointments({ ...periodQuery(view, anchor), ...filters });
  const { mutateAsync: updateAppointment } = useUpdateAppointment();
  const workingHours = useProfile().data?.workingHours ?? DEFAULT_WORKING_HOURS;
  const isShown = useShown(AGENDA_TITLE_TIMING);
  // A failed fetch shows through the calendar's Suspense (the error screen), not as an
  // unhandled rejection.
  useEffect(() => {
    if (isShown) void loadCalendar().catch(() => undefined);
  }, [isShown]);

  // The agenda's current date: today, unless the practitioner moved to another period or day.
  const openNew = () => setCreation({ date: anchor, time: DEFAULT_TIME });
  useAgendaShortcuts((action: TShortcutAction) => {
    if (action.type === 'previous') go({ anchor: shiftAnchor(view, anchor, -1) });
    else if (action.type === 'next') go({ anchor: shiftAnchor(view, anchor, 1) });
    else if (action.type === 'today') go({ anchor: new Date() });
    else if (action.type === 'new') openNew();
    else go({ view: action.view });
  });

  // Stable handlers: the calendar is drawn again only when its data changes (agenda-calendar.tsx).
  const onEventMove = useCallback(
    ({ appointment, start, end, revert }: TEventMove) => {
      updateAppointment({
        id: appointment.id,
        patch: { startsAt: toIsoInstant(start), endsAt: toIsoInstant(end) },
      }).then(
        () => toast.success(appointmentMessages.updated),
        (error: unknown) => {
          revert();
          toast.error(failureMessage(error, appointmentMessages.updateFailed));
        },
      );
    },
    [updateAppointment],
  );
  const onSlotClick = useCallback(
    (date: Date, hasTime: boolean) =>
      setCreation({ date, time: hasTime ? format(date, 'HH:mm') : DEFAULT_TIME }),
    [],
  );

  return (
    <div className="grid gap-4">
      <AgendaToolbar
        view={view}
        anchor={anchor}
        title={periodTitle(view, anchor)}
        stat={<NoShowRate month={monthOf(anchor)} />}
        isRefreshing={events.isFetching}
        onPrevious={() => go({ anchor: shiftAnchor(view, anchor, -1) })}
        onNext={() => go({ anchor: shiftAnchor(view, anchor, 1) })}
        onToday={() => go({ anchor: new Date() })}
        onDate={(date) => go({ anchor: date })}
        onView={(v) => go({ view: v })}
        onNew={openNew}
        filters={
          <>
            <AgendaFilters filters={filters} types={types} onChange={setFilters} />
            <WaitingListButton />
          </>
        }
      />
      {freed !== null ? (
        <Suspense fallback={null}>
          <FreedSlotMatches
            slot={freed}
            onDismiss={() => setFreed(null)}
            onPropose={(entry) =>
              setCreation({
                date: new Date(freed.startsAt),
                time: format(new Date(freed.startsAt), 'HH:mm'),
                patient: entry.patient,
                waitingListEntryId: entry.id,
              })
            }
          />
        </Suspense>
      ) : null}
      {events.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{appointmentMessages.loadError}</AlertTitle>
          <AlertDescription>
            <p>{serverMessage(events.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2 w-fit"
              onClick={() => void events.refetch()}
            >
              Réessayer
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="relative overflow-x-auto rounded-xl border bg-card p-2 shadow-xs sm:p-3">
        {events.isFetching && events.isPlaceholderData ? (
          <div className="absolute inset-0 z-10 flex items-start justify-center bg-card/50 pt-24">
            <Spinner className="size-7" label="Chargement des rendez-vous…" />
          </div>
        ) : null}
        <div
          className={
            view === 'month' ? 'min-w-[44rem]' : view === 'week' ? 'min-w-[48rem]' : undefined
          }
        >
          {/* The grid comes once with its first appointments: drawn empty, then filled, its rows
              grew under the reader's eyes and FullCalendar laid the month out twice (issue 15). */}
          {events.isPending || !isShown ? (
            <CalendarPlaceholder label="Chargement des rendez-vous…" />
          ) : (
            <Suspense fallback={<CalendarPlaceholder label="Chargement de l’agenda…" />}>
              <AgendaCalendar
                view={view}
                anchor={anchor}
                appointments={events.data?.items ?? []}
                moreByDay={events.data?.moreByDay}
                onDayOpen={openDay}
                workingHours={workingHours}
                onEventClick={setSelected}
                onSlotClick={onSlotClick}
                onEventMove={onEventMove}
              />
            </Suspense>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {creation !== null ? (
          <AppointmentDialog
            open
            onOpenChange={(open) => !open && setCreation(null)}
            initialDate={creation.date}
            initialTime={creation.time}
            preselectedPatient={creation.patient ?? null}
            waitingListEntryId={creation.waitingListEntryId}
          />
        ) : null}
        {selected !== null ? (
          <AppointmentDetailDialog
            appointment={selected}
            onOpenChange={(open) => !open && setSelected(null)}
            onSaved={(saved) => {
              if (saved.status === 'cancelled' && selected.status !== 'cancelled') free(saved);
              setSelected(saved);
            }}
            onDeleted={(deleted) => {
              if (deleted.status !== 'cancelled') free(deleted);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function CalendarPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex min-h-96 items-start justify-center pt-24">
      <Spinner className="size-7" label={label} />
    </div>
  );
}
