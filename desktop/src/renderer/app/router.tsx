import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { isDesktopApp } from '../lib/platform';
import { GuestOnly, RequireAuth } from './guards';
import { RouteError } from './routes/route-error';

/** True in the Electron build (electron-vite defines the flag); the web build leaves it undefined. */
export const isDesktopBuild = import.meta.env.VITE_DESKTOP_BUILD === 'true';

/**
 * Every screen is a chunk of its own, loaded when first visited (and fetched ahead when the browser is
 * idle, see `prefetchScreens`), so the first screen carries only its own code.
 */
const screens = {
  cvAnalyzer: () => import('./routes/cv-analyzer').then((m) => m.CvAnalyzerRoute),
  dashboardRedirect: () => import('./routes/dashboard-redirect').then((m) => m.DashboardRedirectRoute),
  desktopSettings: () => import('./routes/desktop-settings').then((m) => m.DesktopSettingsRoute),
  emailVerify: () => import('./routes/email-verify').then((m) => m.EmailVerifyRoute),
  fresherDashboard: () => import('./routes/fresher-dashboard').then((m) => m.FresherDashboardRoute),
  interview: () => import('./routes/interview').then((m) => m.InterviewRoute),
  login: () => import('./routes/login').then((m) => m.LoginRoute),
  myRegistrations: () => import('./routes/my-registrations').then((m) => m.MyRegistrationsRoute),
  notices: () => import('./routes/notices').then((m) => m.NoticesRoute),
  profileSettings: () => import('./routes/profile-settings').then((m) => m.ProfileSettingsRoute),
  register: () => import('./routes/register').then((m) => m.RegisterRoute),
  resetPassword: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
  swot: () => import('./routes/swot').then((m) => m.SwotRoute),
  trainerDashboard: () => import('./routes/trainer-dashboard').then((m) => m.TrainerDashboardRoute),
  trainings: () => import('./routes/trainings').then((m) => m.TrainingsRoute),
  trainingBooking: () => import('./routes/training-booking').then((m) => m.TrainingBookingRoute),
  trainingDetails: () => import('./routes/training-details').then((m) => m.TrainingDetailsRoute),
  trainingPayment: () => import('./routes/training-payment').then((m) => m.TrainingPaymentRoute),
  trainingSuccess: () => import('./routes/training-success').then((m) => m.TrainingSuccessRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * The web build's own screens, the admin portal and the API reference: the Electron bundle must not
 * carry them, even as chunks.
 */
const adminScreens = isDesktopBuild
  ? null
  : {
      adminLogin: () => import('./routes/admin-login').then((m) => m.AdminLoginRoute),
      adminDashboard: () => import('./routes/admin-dashboard').then((m) => m.AdminDashboardRoute),
      apiReference: () => import('./routes/api-reference').then((m) => m.ApiReferenceRoute),
    };

/** The signed-in layout (menu, navigation), loaded with the first screen that needs it. */
const userLayout: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('../components/layouts/user-layout')).UserLayout }),
};

/** A route that loads its screen on first visit, inside the account guard when one is given. */
function screen(
  load: () => Promise<ComponentType>,
  accountType?: 'Fresher' | 'Trainer',
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Screen = await load();
      return {
        element: accountType ? (
          <RequireAuth accountType={accountType}>
            <Screen />
          </RequireAuth>
        ) : (
          <Screen />
        ),
      };
    },
  };
}

/**
 * Fetches every screen's code once the page has loaded and the browser is idle, one screen at a time, so
 * the prefetch never holds the connections the first screen and its data need.
 */
export function prefetchScreens(): void {
  const idle = (run: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 2000);
  const start = () =>
    idle(async () => {
      for (const load of Object.values(screens)) await load().catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The route table. `includeAdmin`: the admin portal (web build only). `includeDesktop`: the desktop
 * app's first-start server prompt and its /desktop-settings screen (only when `window.desktop` exists).
 */
export function createRoutes({
  includeAdmin,
  includeDesktop = false,
}: {
  includeAdmin: boolean;
  includeDesktop?: boolean;
}): RouteObject[] {
  return [
    {
      ...(includeDesktop
        ? {
            lazy: async () => ({
              Component: (await import('../features/desktop/components/first-start')).DesktopFirstStart,
            }),
          }
        : { element: <Outlet /> }),
      errorElement: <RouteError />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { index: true, ...screen(screens.login) },
            { path: paths.login, ...screen(screens.login) },
            { path: paths.register, ...screen(screens.register) },
            // Any other path shows the login screen, like '/'.
            { path: '*', ...screen(screens.login) },
          ],
        },
        { path: paths.emailVerify, ...screen(screens.emailVerify) },
        { path: paths.resetPassword, ...screen(screens.resetPassword) },
        {
          element: <RequireAuth />,
          children: [
            {
              ...userLayout,
              children: [
                {
                  path: paths.fresherDashboard,
                  ...screen(screens.fresherDashboard, 'Fresher'),
                },
                {
                  path: paths.trainerDashboard,
                  ...screen(screens.trainerDashboard, 'Trainer'),
                },
                { path: paths.profileSettings, ...screen(screens.profileSettings) },
                {
                  path: paths.cvAnalyzer,
                  ...screen(screens.cvAnalyzer, 'Fresher'),
                },
                {
                  path: paths.swot,
                  ...screen(screens.swot, 'Fresher'),
                },
                // Catalogue and details (issue 10).
                { path: paths.interview, ...screen(screens.interview) },
                { path: paths.trainings, ...screen(screens.trainings) },
                { path: '/training-details/:id', ...screen(screens.trainingDetails) },
                // Tech news and events (issue 10).
                { path: paths.notices, ...screen(screens.notices) },
                // Booking and payment (issue 11).
                { path: '/training-booking/:id', ...screen(screens.trainingBooking) },
                { path: '/training-payment/:id', ...screen(screens.trainingPayment) },
                { path: paths.trainingSuccess, ...screen(screens.trainingSuccess) },
                { path: paths.myRegistrations, ...screen(screens.myRegistrations) },
                { path: paths.dashboard, ...screen(screens.dashboardRedirect) },
              ],
            },
          ],
        },
        ...(includeDesktop
          ? [
              {
                // Reachable signed out too: a wrong server URL is fixed from here.
                ...userLayout,
                children: [{ path: paths.desktopSettings, ...screen(screens.desktopSettings) }],
              },
            ]
          : []),
        // The admin portal (issue 12) belongs to the web build only (the Electron bundle leaves it out); it
        // has its own token and layout.
        ...(includeAdmin && adminScreens
          ? [
              { path: paths.adminLogin, ...screen(adminScreens.adminLogin) },
              { path: paths.adminDashboard, ...screen(adminScreens.adminDashboard) },
              // The API reference, for developers; public.
              { path: paths.apiReference, ...screen(adminScreens.apiReference) },
            ]
          : []),
      ],
    },
  ];
}

export function createAppRouter() {
  const desktop = isDesktopApp();
  // The admin portal is left out of the Electron build, and never shown inside the desktop app.
  return createBrowserRouter(
    createRoutes({ includeAdmin: !isDesktopBuild && !desktop, includeDesktop: desktop }),
  );
}
