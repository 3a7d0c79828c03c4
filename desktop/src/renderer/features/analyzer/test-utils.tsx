import type { TSessionUser } from '@launchpad/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../lib/react-query';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { renderRouter } from '../../test/render';

export { FakeXhr as AnalyzeXhr, lastXhr, stubApi, stubXhr as stubAnalyzeXhr } from '../../test/fake-api';

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
  renderRouter(router, { queryClient });
  return { queryClient, router };
}
