import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';

/** Renders `ui` with a fresh query cache, a router and the toaster, as the app does. */
export function renderWithProviders(ui: ReactNode, { queryClient = createQueryClient() } = {}) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient };
}

export type Reply = { status: number; body?: unknown };

/**
 * Stubs fetch with answers by "METHOD path" (e.g. 'GET /api/user/cv'), each fixed or computed at
 * call time; anything else answers 500.
 * Returns the calls made, with their JSON bodies.
 */
export function stubApi(replies: Record<string, Reply | (() => Reply)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const found = replies[`${method} ${url}`];
      const reply = (typeof found === 'function' ? found() : found) ?? {
        status: 500,
        body: { success: false, message: 'Boom' },
      };
      return Promise.resolve(
        new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status }),
      );
    }),
  );
  return calls;
}

/** A stand-in XMLHttpRequest: records what is sent and lets the test drive progress and the answer. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
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
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
