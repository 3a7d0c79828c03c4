import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { UserLayout } from '../components/layouts/user-layout';
import { DesktopFirstStart } from '../features/desktop/components/first-start';
import { paths } from '../config/paths';
import { isDesktopApp } from '../lib/platform';
import { GuestOnly, RequireAuth } from './guards';
import { AdminDashboardRoute } from './routes/admin-dashboard';
import { AdminLoginRoute } from './routes/admin-login';
import { CvAnalyzerRoute } from './routes/cv-analyzer';
import { DashboardRedirectRoute } from './routes/dashboard-redirect';
import { DesktopSettingsRoute } from './routes/desktop-settings';
import { EmailVerifyRoute } from './routes/email-verify';
import { FresherDashboardRoute } from './routes/fresher-dashboard';
import { InterviewRoute } from './routes/interview';
import { LoginRoute } from './routes/login';
import { MyRegistrationsRoute } from './routes/my-registrations';
import { NoticesRoute } from './routes/notices';
import { ProfileSettingsRoute } from './routes/profile-settings';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';
import { RouteError } from './routes/route-error';
import { SwotRoute } from './routes/swot';
import { TrainerDashboardRoute } from './routes/trainer-dashboard';
import { TrainingsRoute } from './routes/trainings';
import { TrainingBookingRoute } from './routes/training-booking';
import { TrainingDetailsRoute } from './routes/training-details';
import { TrainingPaymentRoute } from './routes/training-payment';
import { TrainingSuccessRoute } from './routes/training-success';

/** True in the Electron build (electron-vite defines the flag); the web build leaves it undefined. */
export const isDesktopBuild = import.meta.env.VITE_DESKTOP_BUILD === 'true';

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
      element: includeDesktop ? <DesktopFirstStart /> : <Outlet />,
      errorElement: <RouteError />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { index: true, element: <LoginRoute /> },
            { path: paths.login, element: <LoginRoute /> },
            { path: paths.register, element: <RegisterRoute /> },
            // Any other path shows the login screen, like '/'.
            { path: '*', element: <LoginRoute /> },
          ],
        },
        { path: paths.emailVerify, element: <EmailVerifyRoute /> },
        { path: paths.resetPassword, element: <ResetPasswordRoute /> },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <UserLayout />,
              children: [
                {
                  path: paths.fresherDashboard,
                  element: (
                    <RequireAuth accountType="Fresher">
                      <FresherDashboardRoute />
                    </RequireAuth>
                  ),
                },
                {
                  path: paths.trainerDashboard,
                  element: (
                    <RequireAuth accountType="Trainer">
                      <TrainerDashboardRoute />
                    </RequireAuth>
                  ),
                },
                { path: paths.profileSettings, element: <ProfileSettingsRoute /> },
                {
                  path: paths.cvAnalyzer,
                  element: (
                    <RequireAuth accountType="Fresher">
                      <CvAnalyzerRoute />
                    </RequireAuth>
                  ),
                },
                {
                  path: paths.swot,
                  element: (
                    <RequireAuth accountType="Fresher">
                      <SwotRoute />
                    </RequireAuth>
                  ),
                },
                // Catalogue and details (issue 10).
                { path: paths.interview, element: <InterviewRoute /> },
                { path: paths.trainings, element: <TrainingsRoute /> },
                { path: '/training-details/:id', element: <TrainingDetailsRoute /> },
                // Tech news and events (issue 10).
                { path: paths.notices, element: <NoticesRoute /> },
                // Booking and payment (issue 11).
                { path: '/training-booking/:id', element: <TrainingBookingRoute /> },
                { path: '/training-payment/:id', element: <TrainingPaymentRoute /> },
                { path: paths.trainingSuccess, element: <TrainingSuccessRoute /> },
                { path: paths.myRegistrations, element: <MyRegistrationsRoute /> },
                { path: paths.dashboard, element: <DashboardRedirectRoute /> },
              ],
            },
          ],
        },
        ...(includeDesktop
          ? [
              {
                // Reachable signed out too: a wrong server URL is fixed from here.
                element: <UserLayout />,
                children: [{ path: paths.desktopSettings, element: <DesktopSettingsRoute /> }],
              },
            ]
          : []),
        // The admin portal (issue 12) belongs to the web build only (the Electron bundle leaves it out); it
        // has its own token and layout.
        ...(includeAdmin && !isDesktopBuild
          ? [
              { path: paths.adminLogin, element: <AdminLoginRoute /> },
              { path: paths.adminDashboard, element: <AdminDashboardRoute /> },
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
