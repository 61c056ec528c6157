import type { EventClickArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TAppointment, TCalendarView } from '@praxis/shared/appointments/schemas';
import type { TWorkingHours } from '@praxis/shared/profile/working-hours';
import { appointmentPatientLabel } from '../lib/appointment-text';
import { FULLCALENDAR_VIEWS } from '../lib/calendar-range';
import { eventClassNames } from '../lib/event-appearance';
import { businessHours, slotRange } from '../lib/working-hours';
import './agenda-calendar.css';

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
  /** The practitioner's working hours (profile): shaded, and the least the grid shows. */
  workingHours: TWorkingHours;
  onEventClick: (appointment: TAppointment) => void;
  /** `hasTime` is false for a day cell of the month grid. */
  onSlotClick: (date: Date, hasTime: boolean) => void;
  onEventMove: (move: TEventMove) => void;
};

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

function toEvent(appointment: TAppointment): EventInput {
  return {
    id: appointment.id,
    start: appointment.startsAt,
    end: appointment.endsAt,
    title: `${appointment.appointmentType.name} · ${appointmentPatientLabel(appointment)}`,
    classNames: eventClassNames(appointment.status),
    // A colleague's event is read only: the server refuses to move it (issue 10 §3).
    ...(appointment.isOwn ? {} : { editable: false }),
    extendedProps: { appointment },
  };
}

function appointmentOf(event: { extendedProps: Record<string, unknown> }): TAppointment {
  return event.extendedProps.appointment as TAppointment;
}

function EventContent({ event, timeText }: EventContentArg) {
  const appointment = appointmentOf(event);
  const patient = appointmentPatientLabel(appointment);
  return (
    // A short event of the week view cuts the patient's name off: the tooltip gives it whole.
    <div
      className="agenda-event__body"
      data-status={appointment.status}
      title={`${timeText} · ${appointment.appointmentType.name} · ${patient}`}
    >
      <span className="agenda-event__time">{timeText}</span>
      <span className="agenda-event__type">{appointment.appointmentType.name}</span>
      <span className="agenda-event__patient">{patient}</span>
    </div>
  );
}

/**
 * FullCalendar without its own header: the toolbar above drives it. Times are shown in the
 * browser's zone; events move by drag and drop (week/day: time and length; month: day only).
 */
export function AgendaCalendar({
  view,
  anchor,
  appointments,
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
  const ref = useRef<FullCalendar>(null);
  // FullCalendar reads its initial view and date once; later changes go through its API.
  const [initial] = useState({ view, anchor });

  const anchorTime = anchor.getTime();

  // FullCalendar keeps its own position: follow the toolbar's view and date.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    const date = new Date(anchorTime);
    if (api.view.type !== FULLCALENDAR_VIEWS[view]) api.changeView(FULLCALENDAR_VIEWS[view], date);
    else api.gotoDate(date);
  }, [view, anchorTime]);

  const move = (info: EventDropArg | EventResizeDoneArg) => {
    const { start, end } = info.event;
    if (!start || !end) return info.revert();
    onEventMove({ appointment: appointmentOf(info.event), start, end, revert: info.revert });
  };

  return (
    <div className="praxis-agenda">
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
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
        slotLabelFormat={TIME_FORMAT}
        eventTimeFormat={TIME_FORMAT}
        nowIndicator
        businessHours={shading}
        dayMaxEvents={3}
        // FullCalendar's '+N' link is an <a> without href carrying aria-expanded, which a link
        // may not have: it acts as a button (it opens the day's popover), so it says so.
        moreLinkDidMount={(info) => info.el.setAttribute('role', 'button')}
        eventDisplay="block"
        events={appointments.map(toEvent)}
        eventContent={EventContent}
        editable
        views={{ dayGridMonth: { eventDurationEditable: false } }}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onEventClick(appointmentOf(info.event));
        }}
        dateClick={(info: DateClickArg) => onSlotClick(info.date, !info.allDay)}
        eventDrop={move}
        eventResize={move}
      />
    </div>
  );
}
