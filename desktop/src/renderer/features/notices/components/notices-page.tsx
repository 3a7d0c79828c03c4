import { useMemo, useState } from 'react';
import { FEED_PAGE_SIZE, NEWS_MESSAGES as M, sampleNewsNotices } from '@launchpad/shared';
import { CalendarDays, Info, Layers, Newspaper, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PanelLoading } from '../../../components/ui/load-state';
import { Pagination } from '../../../components/ui/pagination';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useEvents, useNews } from '../api/notices';
import { feedItems, toFeedEvent, type FeedTab } from '../feed';
import { EventCard } from './event-card';
import { NewsCard } from './news-card';
import { SearchField } from '../../../components/ui/search-field';

/** Nothing loaded at all: the error page with Retry (part 2 §2.3, §8). */
function NothingLoaded({
  detail,
  onRetry,
  retrying,
}: {
  detail: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <section
      aria-labelledby="feed-error"
      className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-amber-500" />
      <h2 id="feed-error" className="mt-4 text-lg font-semibold text-slate-900">
        {M.nothingLoaded}
      </h2>
      <p role="alert" className="mt-2 text-sm text-slate-600">
        {detail}
      </p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </section>
  );
}

/** /notices: tech news and event notices, in three tabs, searchable and paged (part 2 §2.3). */
export function NoticesPage() {
  const news = useNews();
  const events = useEvents();
  const [tab, setTab] = useState<FeedTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  // A failed news call falls back to the 4 built-in samples (§8).
  const newsItems = useMemo(
    () => (news.isError ? sampleNewsNotices() : (news.data?.data ?? [])),
    [news.isError, news.data],
  );
  const eventItems = useMemo(() => (events.data ?? []).map(toFeedEvent), [events.data]);
  const items = useMemo(
    () => feedItems(newsItems, eventItems, { tab, search }),
    [newsItems, eventItems, tab, search],
  );

  const eventsError = events.isError
    ? M.eventsFailed(errorMessage(events.error, 'unknown error'))
    : undefined;
  const retry = () => {
    void news.refetch();
    void events.refetch();
  };

  let body;
  if (news.isPending || events.isPending) {
    body = <PanelLoading label="Loading updates" />;
  } else if (news.isError && events.isError) {
    body = (
      <NothingLoaded detail={eventsError!} onRetry={retry} retrying={news.isFetching || events.isFetching} />
    );
  } else {
    const pageCount = Math.max(1, Math.ceil(items.length / FEED_PAGE_SIZE));
    const current = Math.min(page, pageCount);
    const shown = items.slice((current - 1) * FEED_PAGE_SIZE, current * FEED_PAGE_SIZE);
    const samplesNote = news.isError
      ? M.newsFallback
      : news.data?.source === 'samples'
        ? M.samplesNote
        : undefined;
    const tabs: TabItem<FeedTab>[] = [
      { value: 'all', label: 'All Updates', icon: Layers, badge: newsItems.length + eventItems.length },
      { value: 'news', label: 'Tech Notices', icon: Newspaper, badge: newsItems.length },
      { value: 'events', label: 'Events', icon: CalendarDays, badge: eventItems.length },
    ];
    body = (
      <div className="space-y-4">
        {eventsError && tab !== 'news' && <ErrorBanner message={eventsError} />}
        {samplesNote && tab !== 'events' && (
          <p className="flex items-start gap-2 rounded-xl bg-blue-50 p-3 text-sm text-blue-800 ring-1 ring-blue-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {samplesNote}
          </p>
        )}
        <Tabs
          label="Updates"
          items={tabs}
          value={tab}
          onValueChange={(value) => {
            setTab(value);
            setPage(1);
          }}
        >
          {shown.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl bg-white py-12 text-center text-sm text-slate-600 ring-1 ring-slate-200">
              <SearchX aria-hidden="true" className="size-8 text-slate-400" />
              {search.trim()
                ? `No updates match "${search.trim()}".`
                : tab === 'events'
                  ? 'No upcoming events right now.'
                  : 'No updates right now.'}
            </div>
          ) : (
            <div className="space-y-6">
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((item) => (
                  <li key={item.kind === 'news' ? `n-${item.news.id}` : `e-${item.event.id}`}>
                    {item.kind === 'news' ? <NewsCard news={item.news} /> : <EventCard event={item.event} />}
                  </li>
                ))}
              </ul>
              <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
            </div>
          )}
        </Tabs>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{M.heading}</h1>
          <p className="mt-1 text-sm text-slate-600">
            The latest technology news, and events you can join, in one place.
          </p>
        </div>
        <SearchField
          label="Search updates"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Search by title, summary, tag or organizer"
        />
      </header>
      {body}
    </div>
  );
}
