import { CalendarDays, Clock, MapPin, Ticket, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { FeedEvent } from '../feed';

/** One event notice with the feed view's fields (part 2 §3) and its Register button. */
export function EventCard({ event }: { event: FeedEvent }) {
  const facts = [
    { icon: CalendarDays, label: 'Date', value: event.date, wide: true },
    { icon: MapPin, label: 'Venue', value: event.location, wide: true },
    { icon: Clock, label: 'Time', value: event.time, wide: false },
    { icon: Ticket, label: 'Fee', value: event.fee, wide: false },
    { icon: Users, label: 'Participants', value: event.participants, wide: false },
  ];
  return (
    <article
      aria-label={event.title}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap gap-2">
        {event.tags.map((tag) => (
          <Badge key={tag} tone={tag === 'Event' ? 'violet' : 'slate'}>
            {tag}
          </Badge>
        ))}
      </div>
      <h3 className="text-base leading-snug font-semibold text-slate-900">{event.title}</h3>
      <p className="text-sm text-slate-600">
        <span className="text-slate-500">Organized by </span>
        <span className="font-medium text-slate-700">{event.organizer}</span>
      </p>
      <p className="line-clamp-4 text-sm text-slate-600">{event.description}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {facts.map(({ icon: Icon, label, value, wide }) => (
          <div
            key={label}
            className={cn('flex min-w-0 items-start gap-1.5 text-slate-700', wide && 'col-span-2')}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <dt className="sr-only">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-2">
        {event.registrationUrl ? (
          <a
            href={event.registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 w-full items-center justify-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
          >
            Register
            <span className="sr-only"> for {event.title} (opens in a new tab)</span>
          </a>
        ) : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-center text-sm text-slate-500">
            Registration details coming soon
          </p>
        )}
      </div>
    </article>
  );
}
