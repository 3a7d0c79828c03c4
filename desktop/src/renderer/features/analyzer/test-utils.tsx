import type { TSessionUser } from '@launchpad/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/react-query';
import { SESSION_QUERY_KEY } from '../../lib/session';

export { stubApi } from '../profile/components/test-helpers';

export const fresher = (plan: 'basic' | 'premium' = 'premium'): TSessionUser => ({
  _id: 'u1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: '0771234567',
  accountType: 'Fresher',
  accountPlan: plan,
  isAccountVerified: true,
  trainerId: null,
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` at `path` for a signed-in fresher, with the other screens it links to as stand-ins
 * (their path shows in the 'location' test id).
 */
export function renderAt(
  ui: ReactNode,
  {
    path = '/cv-analyzer',
    user = fresher(),
    queryClient = createQueryClient(),
  }: { path?: string; user?: TSessionUser; queryClient?: QueryClient } = {},
) {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const router = createMemoryRouter(
    [
      {
        path: '/cv-analyzer',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
      {
        path: '/swot',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

/** A stand-in XMLHttpRequest for the analysis: records what is sent; the test drives progress and answers. */
export class AnalyzeXhr {
  static instances: AnalyzeXhr[] = [];
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
    AnalyzeXhr.instances.push(this);
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

export function stubAnalyzeXhr() {
  AnalyzeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', AnalyzeXhr);
}

export function lastXhr(): AnalyzeXhr {
  const xhr = AnalyzeXhr.instances[AnalyzeXhr.instances.length - 1];
  if (!xhr) throw new Error('No request was sent');
  return xhr;
}
