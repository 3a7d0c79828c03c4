import type { TNewsNotice } from '@launchpad/shared';
import { Clock, ExternalLink, Newspaper } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { timeAgo } from '../feed';

const PRIORITY_TONE: Record<TNewsNotice['priority'], BadgeTone> = {
  high: 'amber',
  medium: 'blue',
  low: 'slate',
};
const TYPE_LABEL: Record<TNewsNotice['type'], string> = {
  government: 'Government',
  industry: 'Industry',
  education: 'Education',
};

/** One headline: source, type, priority, when, tags, and a link to the article in a new tab. */
export function NewsCard({ news }: { news: TNewsNotice }) {
  const when = timeAgo(news.time);
  return (
    <article
      aria-label={news.title}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {news.imageUrl && (
        <img
          src={news.imageUrl}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="h-40 w-full object-cover"
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="indigo">
            <Newspaper aria-hidden="true" className="mr-1 size-3" />
            Tech Notice
          </Badge>
          <Badge tone={PRIORITY_TONE[news.priority]}>
            {news.priority.charAt(0).toUpperCase() + news.priority.slice(1)} priority
          </Badge>
          <Badge>{TYPE_LABEL[news.type]}</Badge>
        </div>
        <h3 className="text-base leading-snug font-semibold text-slate-900">{news.title}</h3>
        {news.summary && <p className="line-clamp-4 text-sm text-slate-600">{news.summary}</p>}
        {news.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {news.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
          <span className="font-medium text-slate-700">{news.source}</span>
          {when && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {when}
            </span>
          )}
        </div>
        <a
          href={news.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          Read more
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">: {news.title} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
