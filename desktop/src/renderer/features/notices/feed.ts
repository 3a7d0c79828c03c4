import { EVENT_DEFAULTS as D, type TEventNotice, type TNewsNotice } from '@launchpad/shared';

/** An event notice as the feed shows it (part 2 §3 Event feed view, with its defaults). */
export interface FeedEvent {
  id: string;
  title: string;
  organizer: string;
  date: string;
  time: string;
  location: string;
  description: string;
  /** A web link to register at, or '' when the notice has none yet. */
  registrationUrl: string;
  fee: string;
  participants: string;
  tags: string[];
}

export type FeedItem = { kind: 'news'; news: TNewsNotice } | { kind: 'event'; event: FeedEvent };
export type FeedTab = 'all' | 'news' | 'events';

function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function eventDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.trim() || D.date;
  const date = new Date(`${value}T00:00:00`);
  if (Number.isNaN(date.getTime())) return D.date;
  return date.toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** Server fields to feed fields: eventName→title, otherInfo→organizer, venue→location, and so on. */
export function toFeedEvent(notice: Partial<TEventNotice>): FeedEvent {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const link = text(notice.registrationLink);
  return {
    id: text(notice._id) || text(notice.id) || text(notice.noticeId),
    title: text(notice.eventName) || D.title,
    organizer: text(notice.otherInfo) || D.organizer,
    date: eventDate(text(notice.date)),
    time: text(notice.time) || D.time,
    location: text(notice.venue) || D.location,
    description: text(notice.eventDescription) || D.description,
    registrationUrl: isWebLink(link) ? link : '',
    fee: D.fee,
    participants: D.participants,
    tags: [...D.tags],
  };
}

/** "Under 1 hour ago", "3 hours ago", "2 days ago" (part 2 §9). */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const hours = Math.floor(Math.max(now - then, 0) / 3_600_000);
  if (hours < 1) return 'Under 1 hour ago';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

function matches(needle: string, fields: string[]) {
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/**
 * The tab's items matching the search (title, summary or description, tags, and the organizer or the
 * news source): on All Updates the upcoming events first, then the news, newest first.
 */
export function feedItems(
  news: readonly TNewsNotice[],
  events: readonly FeedEvent[],
  { tab, search }: { tab: FeedTab; search: string },
): FeedItem[] {
  const needle = search.trim().toLowerCase();
  const items: FeedItem[] = [];
  if (tab !== 'news') {
    for (const event of events) {
      if (!needle || matches(needle, [event.title, event.description, event.organizer, ...event.tags])) {
        items.push({ kind: 'event', event });
      }
    }
  }
  if (tab !== 'events') {
    for (const n of news) {
      if (!needle || matches(needle, [n.title, n.summary, n.source, ...n.tags]))
        items.push({ kind: 'news', news: n });
    }
  }
  return items;
}
