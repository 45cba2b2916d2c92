import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface InterviewCalendarEntry {
  method: CalendarMethod;
  /** The interview's id: one UID for its invitation and its cancellation, so calendars replace one with the other. */
  interviewId: string;
  /** Raised by every change (the interview's version), so a calendar keeps the newest. */
  sequence: number;
  /** Wall-clock times in `timeZone`, 'YYYY-MM-DDTHH:mm'. */
  startLocal: string;
  endLocal: string;
  timeZone: string;
  summary: string;
  description: string;
  /** The call link or number. */
  location: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

export const interviewUid = (interviewId: string): string => `interview-${interviewId}@client-portal`;

/**
 * The interview as an iTIP message (RFC 5545/5546): METHOD:REQUEST invites, METHOD:CANCEL withdraws
 * the same UID. ical-generator writes the text (escaping, folding) and @touch4it/ical-timezones the
 * VTIMEZONE of the hospital's zone, so DTSTART carries the hospital's TZID and calendars show the
 * wall time the interview was agreed at (docs/decisions/0139-interview-calendar-invitations.md).
 */
export const interviewCalendar = (entry: InterviewCalendarEntry): string => {
  const calendar = ical({
    prodId: { company: 'Client Portal', product: 'Interviews' },
    method: entry.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  // A zone without a name here: the VTIMEZONE of each event's own zone is written, and DTSTAMP stays UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: interviewUid(entry.interviewId),
    sequence: entry.sequence,
    stamp: new Date(),
    start: `${entry.startLocal}:00`,
    end: `${entry.endLocal}:00`,
    timezone: entry.timeZone,
    summary: entry.summary,
    description: entry.description,
    location: entry.location,
    status: entry.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: entry.organizer,
    attendees: [
      {
        name: entry.attendee.name,
        email: entry.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: entry.method === 'REQUEST' ? ICalAttendeeStatus.NEEDSACTION : ICalAttendeeStatus.DECLINED,
        rsvp: entry.method === 'REQUEST',
      },
    ],
  });
  return calendar.toString();
};
