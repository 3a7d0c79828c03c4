import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown };

/**
 * Stubs fetch with answers by "METHOD path" (e.g. 'GET /api/user/cv'; by path alone with
 * `key: 'path'`), each fixed or computed at call time and looked up at call time (so `replies` may
 * change during a test); anything else answers `fallback` (500 'Boom' unless told).
 * Returns the calls made, with their JSON bodies.
 */
export function stubApi(
  replies: Record<string, Reply | (() => Reply)>,
  {
    fallback = { status: 500, body: { success: false, message: 'Boom' } },
    key = 'method-path',
  }: { fallback?: Reply; key?: 'method-path' | 'path' } = {},
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const found = replies[key === 'path' ? url : `${method} ${url}`];
      const reply = (typeof found === 'function' ? found() : found) ?? fallback;
      return Promise.resolve(
        new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status }),
      );
    }),
  );
  return calls;
}

/** A stand-in XMLHttpRequest: records what is sent; the test drives progress and the answer. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  contentType: string | null = 'application/json; charset=utf-8';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, contentType = 'application/json; charset=utf-8') {
    this.status = status;
    this.contentType = contentType;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances[FakeXhr.instances.length - 1];
  if (!xhr) throw new Error('No request was sent');
  return xhr;
}
