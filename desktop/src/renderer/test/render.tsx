import type { TSessionUser } from '@launchpad/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/react-query';
import { SESSION_QUERY_KEY } from '../lib/session';

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

/** Renders `router` with `queryClient` and (unless `toaster` is false) the toaster, as the app does. */
export function renderRouter(
  router: Parameters<typeof RouterProvider>[0]['router'],
  { queryClient, toaster = true }: { queryClient: QueryClient; toaster?: boolean },
) {
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
}

/** Renders the app's routes at `path` with `user` signed in (null: signed out). */
export function renderRoutes(
  path: string,
  {
    user,
    queryClient = createQueryClient(),
    toaster = true,
  }: { user: TSessionUser | null; queryClient?: QueryClient; toaster?: boolean },
) {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const router = createMemoryRouter(createRoutes({ includeAdmin: true }), { initialEntries: [path] });
  renderRouter(router, { queryClient, toaster });
  return { router, queryClient };
}
