import Router from '@koa/router';
import { presentNotice } from '../presenters/notice';
import { listNotices } from '../services/notices';
import type { AppContext, AppState } from '../types';

/** Browsers and proxies may reuse an answer this long: the feed changes at most every few minutes. */
const FEED_CACHE = 'public, max-age=60';

/** The feed's two public lists (part 2 §2.3, §7): tech news, and upcoming event notices. */
export function noticeRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/notices' });

  router.get('/news', async (ctx) => {
    const answer = await ctx.deps.news.list();
    ctx.set('Cache-Control', FEED_CACHE);
    ctx.body = { success: true, data: answer.items, source: answer.source, updatedAt: answer.updatedAt };
  });

  // §7: "GET {host}/api/notices/events returns an array of events": a bare array.
  router.get('/events', async (ctx) => {
    const notices = await listNotices({ upcomingOnly: true });
    ctx.set('Cache-Control', FEED_CACHE);
    ctx.body = notices.map(presentNotice);
  });

  return router;
}
