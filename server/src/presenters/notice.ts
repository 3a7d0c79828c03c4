import type { TEventNotice } from '@launchpad/shared';
import type { EventNotice } from '../models/EventNotice';

/** A notice for the client: the admin list and the feed's events read the same fields (part 2 §3). */
export function presentNotice(notice: EventNotice): TEventNotice {
  return {
    _id: notice.id,
    id: notice.id,
    noticeId: notice.id,
    eventName: notice.eventName,
    eventDescription: notice.eventDescription,
    date: notice.date ?? '',
    time: notice.time ? notice.time.slice(0, 5) : '',
    venue: notice.venue,
    registrationLink: notice.registrationLink,
    otherInfo: notice.otherInfo,
    createdAt: notice.createdAt.toISOString(),
    updatedAt: notice.updatedAt.toISOString(),
  };
}
