/** One conditional, bounded, time-limited GET of a news source, and the backoff after a failure. */

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | { kind: 'ok'; body: string; validators: Validators }
  | { kind: 'not-modified' }
  | { kind: 'failed'; error: string; retryAfterMs?: number };

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** A day at most, however far a source's Retry-After points. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * When to try a failing source again: the source's Retry-After when it gave one, else one minute
 * doubling with each failure in a row, up to 6 hours.
 */
export function backoffMs(failures: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const minute = 60_000;
  return Math.min(minute * 2 ** Math.max(failures - 1, 0), 6 * 60 * minute);
}

/** The body as text, refusing more than maxBytes (by header when declared, and while reading). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`response larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`response larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

/** GET with If-None-Match / If-Modified-Since from the last good answer; never throws. */
export async function conditionalGet(
  url: string,
  validators: Validators,
  headers: Record<string, string>,
  limits: FetchLimits = DEFAULT_LIMITS,
): Promise<FetchOutcome> {
  const request: Record<string, string> = { 'user-agent': 'Launchpad news reader', ...headers };
  if (validators.etag) request['if-none-match'] = validators.etag;
  if (validators.lastModified) request['if-modified-since'] = validators.lastModified;
  try {
    const response = await fetch(url, {
      headers: request,
      redirect: 'follow',
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const throttled = response.status === 429 || response.status === 503;
      return {
        kind: 'failed',
        error: `HTTP ${response.status}`,
        retryAfterMs: throttled ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
      };
    }
    const body = await readCapped(response, limits.maxBytes);
    return {
      kind: 'ok',
      body,
      validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    };
  } catch (error) {
    return { kind: 'failed', error: describe(error) };
  }
}
