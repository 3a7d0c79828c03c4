import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { net, protocol } from 'electron';
import { resolveRendererFile } from './renderer-files';
import { APP_HOST, APP_SCHEME } from './security';

/** Must run before the app is ready: `app://` behaves like https (secure, standard, fetch). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built renderer at `app://launchpad/` with a history fallback, so react-router's
 * browser routes work (and survive a reload) exactly as on the web, and sets the CSP header.
 */
export function serveRenderer({ rendererDir, csp }: { rendererDir: string; csp: () => string }): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveRendererFile(rendererDir, url.pathname, isFile) : null;
    if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    const answer = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(answer.headers);
    // Built per request: it follows the server URL chosen in the settings.
    headers.set('Content-Security-Policy', csp());
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(answer.body, { status: answer.status, headers });
  });
}
