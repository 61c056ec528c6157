import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type DayCellInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import frLocale from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TAppointment, TCalendarView } from '@praxis/shared/appointments/schemas';
import type { TWorkingHours } from '@praxis/shared/profile/working-hours';
import { appointmentPatientLabel } from '../lib/appointment-text';
import { FULLCALENDAR_VIEWS, MONTH_EVENTS_PER_DAY } from '../lib/calendar-range';
import { eventClassNames, eventColors } from '../lib/event-appearance';
import { businessHours, slotRange } from '../lib/working-hours';
import './agenda-calendar.css';
import { useSettledSize } from './use-settled-size';

export type TEventMove = {
  appointment: TAppointment;
  start: Date;
  end: Date;
  /** Puts the event back where it was (the server refused the move). */
  revert: () => void;
};

type AgendaCalendarProps = {
  view: TCalendarView;
  anchor: Date;
  appointments: TAppointment[];
  /** Month: the number of events of each day not sent ('2026-11-23': 4), shown as '+N en plus'. */
  moreByDay: Record<string, number> | undefined;
  /** Month: '+N en plus' opens that day's view. */
  onDayOpen: (date: Date) => void;
  /** The practitioner's working hours (profile): shaded, and the least the grid shows. */
  workingHours: TWorkingHours;
  onEventClick: (appointment: TAppointment) => void;
  /** `hasTime` is false for a day cell of the month grid. */
  onSlotClick: (date: Date, hasTime: boolean) => void;
  onEventMove: (move: TEventMove) => void;
};

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

// FullCalendar compares each option with its previous value by identity: a new array, object or
// function on a render re-reads every option and redraws the whole grid. Constants stay the same.
const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];
const VIEW_OPTIONS = { dayGridMonth: { eventDurationEditable: false } };

function toEvent(appointment: TAppointment): EventInput {
  return {
    id: appointment.id,
    start: appointment.startsAt,
    end: appointment.endsAt,
    title: `${appointment.appointmentType.name} · ${appointmentPatientLabel(appointment)}`,
    className: eventClassNames(appointment.status).join(' '),
    ...eventColors(appointment.status),
    // A colleague's event is read only: the server refuses to move it (issue 10 §3).
    ...(appointment.isOwn ? {} : { editable: false }),
    extendedProps: { appointment },
  };
}

function appointmentOf(event: { extendedProps: Record<string, unknown> }): TAppointment {
  return event.extendedProps.appointment as TAppointment;
}

type TMoreOfDay = { day: string; count: number };

/**
 * A month cell's '+N en plus': the events the server left out of that day (issue 15), as the
 * day's last event (23:59), which opens the day. FullCalendar's own link would need every event
 * of the month drawn, hidden, and measured.
 */
function moreEvent(day: string, count: number): EventInput {
  const more: TMoreOfDay = { day, count };
  return {
    id: `more:${day}`,
    start: `${day}T23:59:00`,
    end: `${day}T23:59:59`,
    className: 'agenda-more',
    color: 'transparent',
    contrastColor: 'var(--primary)',
    editable: false,
    extendedProps: { more },
  };
}

function moreOf(event: { extendedProps: Record<string, unknown> }): TMoreOfDay | undefined {
  return event.extendedProps.more as TMoreOfDay | undefined;
}

const moreText = (more: TMoreOfDay) => `+${more.count} en plus`;

/** A '+N en plus' event (a button, as every event) says which day it opens. */
function labelMoreEvent({
  event,
  el,
}: {
  event: { extendedProps: Record<string, unknown> };
  el: HTMLElement;
}) {
  const more = moreOf(event);
  if (!more) return;
  const day = format(parseISO(more.day), 'EEEE d MMMM', { locale: fr });
  el.setAttribute('aria-label', `${moreText(more)} : voir tous les rendez-vous du ${day}`);
}

/** An event's face, rendered by React inside FullCalendar's event element. */
function eventContent({ event, timeText: rangeText }: EventDisplayInfo) {
  // The app writes a range '09:00 - 09:45' (the detail dialog); FullCalendar 7 with an en dash.
  const timeText = rangeText.replace(' – ', ' - ');
  const more = moreOf(event);
  if (more) return <span className="agenda-more__text">{moreText(more)}</span>;
  const appointment = appointmentOf(event);
  const patient = appointmentPatientLabel(appointment);
  return (
    <div
      className="agenda-event__body"
      data-status={appointment.status}
      // A short event of the week view cuts the patient's name off: the tooltip gives it whole.
      title={`${timeText} · ${appointment.appointmentType.name} · ${patient}`}
    >
      <span className="agenda-event__time">{timeText}</span>
      <span className="agenda-event__type">{appointment.appointmentType.name}</span>
      <span className="agenda-event__patient">{patient}</span>
    </div>
  );
}

/**
 * FullCalendar 7 names its elements with generated classes: FullCalendar 6's names, which our
 * styles and tests use (and a tester who knows FullCalendar would), are given back here.
 */
function eventClass({
  isDraggable,
  isMirror,
  isDragging,
  isResizing,
  view,
}: EventDisplayInfo): string {
  return clsx(
    'fc-event',
    view.type.startsWith('timeGrid') ? 'fc-timegrid-event' : 'fc-daygrid-event',
    isDraggable && 'fc-event-draggable',
    isMirror && 'fc-event-mirror',
    isDragging && 'fc-event-dragging',
    isResizing && 'fc-event-resizing',
  );
}

function dayCellClass({ isToday, isOther }: DayCellInfo): string {
  return clsx('fc-day', 'fc-daygrid-day', isToday && 'fc-day-today', isOther && 'fc-day-other');
}

/** A month cell's number; today's is a filled badge. */
function dayNumberClass({ isToday }: DayCellInfo): string {
  return clsx('fc-daygrid-day-number', isToday && 'agenda-today-number');
}

/**
 * FullCalendar without its own header: the toolbar above drives it. Times are shown in the
 * browser's zone; events move by drag and drop (week/day: time and length; month: day only).
 */
function AgendaCalendarGrid({
  view,
  anchor,
  appointments,
  moreByDay,
  onDayOpen,
  workingHours,
  onEventClick,
  onSlotClick,
  onEventMove,
}: AgendaCalendarProps) {
  const { slotMinTime, slotMaxTime } = useMemo(
    () => slotRange(appointments, workingHours),
    [appointments, workingHours],
  );
  // A new object on every render would make FullCalendar recompute the shading each time.
  const shading = useMemo(() => businessHours(workingHours), [workingHours]);
  const ref = useRef<CalendarRef>(null);
  // FullCalendar reads its initial view and date once; later changes go through its API.
  const [initial] = useState({ view, anchor });

  const anchorTime = anchor.getTime();

  // FullCalendar keeps its own position: follow the toolbar's view and date.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    const date = new Date(anchorTime);
    if (api.view.type !== FULLCALENDAR_VIEWS[view]) api.changeView(FULLCALENDAR_VIEWS[view], date);
    // Going to the date shown already still redraws the grid: on the first render that was half
    // a second of a slowed CPU for nothing (issue 15).
    else if (api.getDate().getTime() !== anchorTime) api.gotoDate(date);
  }, [view, anchorTime]);

  const events = useMemo(() => {
    const shown = appointments.map(toEvent);
    if (view !== 'month' || !moreByDay) return shown;
    return [...shown, ...Object.entries(moreByDay).map(([day, count]) => moreEvent(day, count))];
  }, [appointments, moreByDay, view]);

  // The handlers FullCalendar is given never change; they call the latest ones received.
  const handlers = useRef({ onEventClick, onSlotClick, onEventMove, onDayOpen });
  useLayoutEffect(() => {
    handlers.current = { onEventClick, onSlotClick, onEventMove, onDayOpen };
  });
  const [listeners] = useState(() => {
    const move = (info: EventDropInfo | EventResizeDoneInfo) => {
      const { start, end } = info.event;
      if (!start || !end) return info.revert();
      handlers.current.onEventMove({
        appointment: appointmentOf(info.event),
        start,
        end,
        revert: info.revert,
      });
    };
    return {
      eventClick: (info: EventClickInfo) => {
        info.jsEvent.preventDefault();
        const more = moreOf(info.event);
        if (more) handlers.current.onDayOpen(parseISO(more.day));
        else handlers.current.onEventClick(appointmentOf(info.event));
      },
      dateClick: (info: DateClickInfo) => handlers.current.onSlotClick(info.date, !info.allDay),
      eventDrop: move,
      eventResize: move,
    };
  });

  const frame = useRef<HTMLDivElement>(null);
  const settled = useSettledSize(frame);

  return (
    <div className="praxis-agenda" ref={frame} data-settled={settled || undefined}>
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView={FULLCALENDAR_VIEWS[initial.view]}
        initialDate={initial.anchor}
        locale={frLocale}
        timeZone="local"
        firstDay={1}
        headerToolbar={false}
        height="auto"
        fixedWeekCount
        allDaySlot={false}
        slotMinTime={slotMinTime}
        slotMaxTime={slotMaxTime}
        scrollTime="08:00:00"
        slotDuration="00:30:00"
        snapDuration="00:15:00"
        slotHeaderFormat={TIME_FORMAT}
        eventTimeFormat={TIME_FORMAT}
        nowIndicator
        businessHours={shading}
        // The server sends at most MONTH_EVENTS_PER_DAY a day and the '+N en plus' comes after
        // them: the limit only hides what a night-crossing event adds to the next day.
        dayMaxEvents={MONTH_EVENTS_PER_DAY + 1}
        eventDidMount={labelMoreEvent}
        eventDisplay="block"
        events={events}
        eventContent={eventContent}
        eventClass={eventClass}
        dayCellClass={dayCellClass}
        dayCellTopInnerClass={dayNumberClass}
        dayHeaderInnerClass="agenda-day-header"
        dayLaneClass="fc-day fc-timegrid-col"
        slotLaneClass="fc-timegrid-slot fc-timegrid-slot-lane"
        slotHeaderClass="fc-timegrid-slot fc-timegrid-slot-label"
        dayHeaderClass="fc-col-header-cell"
        moreLinkClass="fc-more-link"
        editable
        views={VIEW_OPTIONS}
        eventClick={listeners.eventClick}
        dateClick={listeners.dateClick}
        eventDrop={listeners.eventDrop}
        eventResize={listeners.eventResize}
      />
    </div>
  );
}

/** Same data (the date compared by its instant): the grid is left alone. */
function sameGridProps(previous: AgendaCalendarProps, next: AgendaCalendarProps): boolean {
  return (
    previous.view === next.view &&
    previous.anchor.getTime() === next.anchor.getTime() &&
    previous.appointments === next.appointments &&
    previous.moreByDay === next.moreByDay &&
    previous.onDayOpen === next.onDayOpen &&
    previous.workingHours === next.workingHours &&
    previous.onEventClick === next.onEventClick &&
    previous.onSlotClick === next.onSlotClick &&
    previous.onEventMove === next.onEventMove
  );
}

/**
 * The agenda's grid, drawn again only when its data changes: a dialog opening or a request
 * starting re-renders the page, and redrawing a month of events each time cost the agenda most of
 * its main-thread time (issue 15).
 */
export const AgendaCalendar = memo(AgendaCalendarGrid, sameGridProps);
