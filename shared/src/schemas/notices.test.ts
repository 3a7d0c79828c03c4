import { describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES as M } from '../domain';
import { ZEventNoticeInput } from './notices';

const valid = {
  eventName: ' Hackathon ',
  eventDescription: 'Build things',
  date: '2026-12-01',
  time: '09:30',
};

describe('ZEventNoticeInput', () => {
  it('trims and fills the optional fields', () => {
    expect(ZEventNoticeInput.parse(valid)).toEqual({
      eventName: 'Hackathon',
      eventDescription: 'Build things',
      date: '2026-12-01',
      time: '09:30',
      venue: '',
      registrationLink: '',
      otherInfo: '',
    });
  });

  it.each([
    [{ ...valid, eventName: '   ' }, M.nameAndDescriptionRequired],
    [{ ...valid, eventDescription: '' }, M.nameAndDescriptionRequired],
    [{ ...valid, registrationLink: 'javascript:alert(1)' }, M.invalidRegistrationLink],
    [{ ...valid, registrationLink: 'not a url' }, M.invalidRegistrationLink],
    [{ ...valid, date: '2026-02-30' }, M.invalidDate],
    [{ ...valid, time: '25:00' }, M.invalidTime],
  ])('refuses %j', (input, message) => {
    const result = ZEventNoticeInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts an https registration link and an undecided date', () => {
    const parsed = ZEventNoticeInput.parse({
      ...valid,
      date: '',
      time: '',
      registrationLink: 'https://x.org/r',
    });
    expect(parsed).toMatchObject({ date: '', time: '', registrationLink: 'https://x.org/r' });
  });
});
