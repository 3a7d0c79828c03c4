import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

// koa-send wants the plain Koa context type; ours is the same object with our state on it.
type SendContext = Parameters<typeof send>[0];
import type { AppContext, AppState } from './types';

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), and index.html for
 * every other path so the client router can show it (history fallback).
 */
export function webBundle(root: string): Middleware<AppState, AppContext> {
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path === '/api'
    ) {
      return next();
    }
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build:web` (npm start does it for you).';
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    try {
      if (
        ctx.path !== '/' &&
        (await send(ctx as unknown as SendContext, ctx.path, {
          root,
          immutable: isAsset,
          maxage: isAsset ? 31536000000 : 0,
        }))
      ) {
        return;
      }
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
    if (isAsset) return next(); // a missing asset is a 404, not the app
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx as unknown as SendContext, 'index.html', { root });
  };
}
