import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { toast, Toaster } from 'sonner';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/react-query';
import { sessionQueryOptions } from '../lib/session';
import { createSessionExpiryHandler } from '../lib/session-expiry';
import { createAppRouter, prefetchScreens } from './router';

/**
 * The tallest header (the admin's: two lines of text) is about 90 px high, and about 130 px on a phone, where
 * its welcome and Logout wrap to a line of their own.
 */
const TOASTS_BELOW_HEADER_PX = 96;
const TOASTS_BELOW_HEADER_ON_PHONE_PX = 140;

/** The whole app: data cache, router, toasts, and what a 401 does. */
export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Ask who is signed in at once, while the first screen's code is still downloading.
    void client.prefetchQuery(sessionQueryOptions);
    return client;
  });
  const [router] = useState(createAppRouter);

  useEffect(() => {
    setUnauthorizedHandler(
      createSessionExpiryHandler({
        queryClient,
        navigate: (to) => router.navigate(to, { replace: true }),
        showError: (message, options) => toast.error(message, options),
      }),
    );
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient, router]);

  useEffect(prefetchScreens, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-right"
        // Below the headers, so that a stack of toasts never covers Logout or the user menu.
        offset={{ top: TOASTS_BELOW_HEADER_PX }}
        mobileOffset={{ top: TOASTS_BELOW_HEADER_ON_PHONE_PX }}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
