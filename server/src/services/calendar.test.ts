import { describe, expect, it } from 'vitest';
import { calendarFile, trainingStart } from './calendar';

const event = {
  uid: 'r1@launchpad',
  title: 'Design, Systems; and more',
  description: 'Line one\nLine two',
  location: 'https://meet.example.com/x',
  date: '2026-12-20',
  time: '09:30',
  durationText: '90 minutes',
};

describe('calendar file', () => {
  it('converts Sri Lanka wall-clock time to UTC and uses the duration', () => {
    expect(trainingStart('2026-12-20', '09:30')?.toISOString()).toBe('2026-12-20T04:00:00.000Z');
    const ics = calendarFile(event, new Date('2026-11-23T10:00:00Z'))!;
    expect(ics).toContain('DTSTART:20261220T040000Z\r\n');
    expect(ics).toContain('DTEND:20261220T053000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261123T100000Z\r\n');
    expect(ics).toContain('SUMMARY:Design\\, Systems\\; and more\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = calendarFile({ ...event, description: 'é'.repeat(200) })!;
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(200)}`);
  });

  it('has no file for a training without a date', () => {
    expect(calendarFile({ ...event, date: '' })).toBeNull();
    expect(calendarFile({ ...event, time: '9am' })).toBeNull();
  });
});
