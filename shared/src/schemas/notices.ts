import { z } from 'zod';
import { NOTICE_LIMITS as L, NOTICE_MESSAGES as M } from '../domain';

/** Optional text: null or missing is '', trimmed and bounded. */
const text = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max, M.fieldTooLong));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * An event notice as the admin's form sends it, for add and edit alike (part 2 §5): name and description
 * required after trim, the registration link a web address, date and time as the date/time inputs give
 * them (empty means TBD).
 */
export const ZEventNoticeInput = z
  .object({
    eventName: text(L.eventName),
    eventDescription: text(L.eventDescription),
    date: text(10).refine((v) => {
      if (!v) return true;
      if (!ISO_DATE.test(v)) return false;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    }, M.invalidDate),
    time: text(5).refine((v) => !v || TIME.test(v), M.invalidTime),
    venue: text(L.venue),
    registrationLink: text(L.registrationLink).refine((v) => {
      if (!v) return true;
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, M.invalidRegistrationLink),
    otherInfo: text(L.otherInfo),
  })
  .refine((n) => n.eventName.length > 0 && n.eventDescription.length > 0, {
    message: M.nameAndDescriptionRequired,
    path: ['eventName'],
  });
export type TEventNoticeInput = z.infer<typeof ZEventNoticeInput>;

/** A notice as the server answers it (admin list and the feed's events alike). */
export const ZEventNotice = z.object({
  _id: z.string(),
  id: z.string(),
  noticeId: z.string(),
  eventName: z.string(),
  eventDescription: z.string(),
  /** YYYY-MM-DD, or '' when not decided yet (shown as TBD). */
  date: z.string(),
  /** HH:MM, or ''. */
  time: z.string(),
  venue: z.string(),
  registrationLink: z.string(),
  otherInfo: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEventNotice = z.infer<typeof ZEventNotice>;
