import { EVENT_DEFAULTS as D, FEED_PAGE_SIZE, NEWS_MESSAGES as M, type TNewsNotice } from '@launchpad/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Reply } from '../../../test/fake-api';
import { signedInFresher } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { timeAgo, toFeedEvent } from '../feed';

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

function headline(n: number, overrides: Partial<TNewsNotice> = {}): TNewsNotice {
  return {
    id: `n${n}`,
    title: `Headline ${n}`,
    summary: `Summary ${n}`,
    source: 'Dev Wire',
    type: 'industry',
    priority: 'low',
    time: hoursAgo(n),
    tags: [],
    url: `https://news.example/${n}`,
    imageUrl: null,
    sample: false,
    ...overrides,
  };
}

const newsReply = (data: TNewsNotice[], source = 'live'): Reply => ({
  status: 200,
  body: { success: true, data, source, updatedAt: new Date().toISOString() },
});

const hackathon = {
  _id: 'e1',
  eventName: 'Colombo Hackathon',
  eventDescription: 'Build for 24 hours',
  date: '2026-12-05',
  time: '09:30',
  venue: 'Innovation Hub',
  registrationLink: 'https://hack.example/register',
  otherInfo: 'Dev Club',
};

const titles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

afterEach(() => vi.unstubAllGlobals());

describe('feed mapping', () => {
  it('gives every default of the event feed view', () => {
    expect(toFeedEvent({ _id: 'x' })).toEqual({
      id: 'x',
      title: D.title,
      organizer: D.organizer,
      date: 'TBD',
      time: 'TBD',
      location: D.location,
      description: D.description,
      registrationUrl: '',
      fee: 'Free',
      participants: 'TBD',
      tags: ['Event', 'Tech'],
    });
    expect(toFeedEvent({ registrationLink: 'javascript:alert(1)' }).registrationUrl).toBe('');
  });
  it('says how long ago in hours or days', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:30:00Z', now)).toBe('Under 1 hour ago');
    expect(timeAgo('2026-11-23T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-23T02:00:00Z', now)).toBe('10 hours ago');
    expect(timeAgo('2026-11-21T10:00:00Z', now)).toBe('2 days ago');
  });
});

describe('Tech Industry Updates (/notices)', () => {
  it('shows news and events in tabs, searches them and pages by 6', async () => {
    stubApi({
      'GET /api/notices/news': newsReply([
        headline(1, {
          title: 'AI chips launch',
          priority: 'high',
          tags: ['AI', 'Hardware'],
          imageUrl: 'https://news.example/1.png',
        }),
        ...Array.from({ length: 6 }, (_, i) => headline(i + 2)),
      ]),
      'GET /api/notices/events': {
        status: 200,
        body: [hackathon, { _id: 'e2', eventName: '', eventDescription: '' }],
      },
    });
    renderRoutes('/notices', { user: signedInFresher, queryClient: noRetry() });
    expect(await screen.findByRole('heading', { name: M.heading, level: 1 })).toBeInTheDocument();
    await screen.findByRole('tab', { name: /All Updates/ });
    expect(screen.getByRole('tab', { name: /All Updates/ })).toHaveTextContent('9');

    // All Updates: events first, then news; 6 on the first page.
    expect(titles()).toEqual([
      'Colombo Hackathon',
      D.title,
      'AI chips launch',
      'Headline 2',
      'Headline 3',
      'Headline 4',
    ]);
    expect(titles()).toHaveLength(FEED_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Headline 5', 'Headline 6', 'Headline 7']);

    const ai = screen.queryByRole('article', { name: 'AI chips launch' });
    expect(ai).toBeNull(); // on page 1
    fireEvent.click(screen.getByRole('tab', { name: /Tech Notices/ }));
    const card = screen.getByRole('article', { name: 'AI chips launch' });
    expect(card).toHaveTextContent('High priority');
    expect(card).toHaveTextContent('Industry');
    expect(card).toHaveTextContent('Dev Wire');
    expect(card).toHaveTextContent('1 hour ago');
    expect(card).toHaveTextContent('#AI');
    const link = within(card).getByRole('link', { name: /Read more/ });
    expect(link).toHaveAttribute('href', 'https://news.example/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    fireEvent.click(screen.getByRole('tab', { name: /Events/ }));
    expect(titles()).toEqual(['Colombo Hackathon', D.title]);
    const event = screen.getByRole('article', { name: 'Colombo Hackathon' });
    expect(event).toHaveTextContent('Organized by Dev Club');
    expect(event).toHaveTextContent('Innovation Hub');
    expect(event).toHaveTextContent('09:30');
    expect(within(event).getByRole('link', { name: /Register/ })).toHaveAttribute(
      'href',
      hackathon.registrationLink,
    );
    const untitled = screen.getByRole('article', { name: D.title });
    for (const text of [D.organizer, D.location, D.description, 'Free', 'TBD', 'Event', 'Tech']) {
      expect(untitled).toHaveTextContent(text);
    }

    const search = screen.getByRole('searchbox', { name: 'Search updates' });
    fireEvent.change(search, { target: { value: 'dev club' } });
    expect(titles()).toEqual(['Colombo Hackathon']);
    fireEvent.click(screen.getByRole('tab', { name: /All Updates/ }));
    fireEvent.change(search, { target: { value: 'hardware' } });
    expect(titles()).toEqual(['AI chips launch']);
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByText('No updates match "nothing like this".')).toBeInTheDocument();
  });

  it('falls back to the 4 samples with a note when the news fails', async () => {
    stubApi({ 'GET /api/notices/events': { status: 200, body: [hackathon] } });
    renderRoutes('/notices', { user: signedInFresher, queryClient: noRetry() });
    expect(await screen.findByText(M.newsFallback)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Tech Notices/ }));
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why events failed while the news still shows', async () => {
    stubApi({
      'GET /api/notices/news': newsReply([headline(1)]),
      'GET /api/notices/events': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    renderRoutes('/notices', { user: signedInFresher, queryClient: noRetry() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events: Database unavailable');
    expect(titles()).toEqual(['Headline 1']);
  });

  it('shows the error page with Retry when nothing loaded, and Retry loads again', async () => {
    let up = false;
    stubApi({
      'GET /api/notices/news': () =>
        up ? newsReply([headline(1)]) : { status: 500, body: { success: false, message: 'Boom' } },
      'GET /api/notices/events': () =>
        up ? { status: 200, body: [] } : { status: 503, body: { success: false, message: 'Down' } },
    });
    renderRoutes('/notices', { user: signedInFresher, queryClient: noRetry() });
    expect(await screen.findByRole('heading', { name: M.nothingLoaded })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load events: Down');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Headline 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.nothingLoaded })).not.toBeInTheDocument();
  });
});
