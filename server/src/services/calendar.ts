import { durationHours, TRAINING_UTC_OFFSET_MINUTES } from '@launchpad/shared';

/**
 * A small RFC 5545 writer for the one event a receipt needs. We write it ourselves rather than add the
 * `ics` package (which brings yup and a runtime schema layer for what is ~40 lines): escaping, CRLF,
 * line folding at 75 octets and UTC times are all the standard asks of a single VEVENT.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  /** The training's date 'YYYY-MM-DD' and time 'HH:MM' as the trainer wrote them (platform time zone). */
  date: string;
  time: string;
  durationText: string;
  url?: string;
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line to 75 octets per line (RFC 5545 §3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The start of a training in UTC: its wall-clock time in the platform's time zone (Sri Lanka, +05:30). */
export function trainingStart(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const local = Date.parse(`${date}T${time}:00Z`);
  return Number.isNaN(local) ? null : new Date(local - TRAINING_UTC_OFFSET_MINUTES * 60_000);
}

/** The .ics text for `event`, or null when the training has no date and time (soft skills). */
export function calendarFile(event: CalendarEvent, now = new Date()): string | null {
  const start = trainingStart(event.date, event.time);
  if (!start) return null;
  // An unreadable duration still gives the attendee a one-hour block to move, not a zero-length event.
  const hours = durationHours(event.durationText) || 1;
  const end = new Date(start.getTime() + hours * 3_600_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Launchpad//Training booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Training starts soon: join 5 minutes early',
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
