import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { UserLayout } from '../components/layouts/user-layout';
import { paths } from '../config/paths';
import { isDesktopApp } from '../lib/platform';
import { GuestOnly, RequireAuth } from './guards';
import { ComingSoonRoute } from './routes/coming-soon';
import { AdminDashboardRoute } from './routes/admin-dashboard';
import { AdminLoginRoute } from './routes/admin-login';
import { CvAnalyzerRoute } from './routes/cv-analyzer';
import { DashboardRedirectRoute } from './routes/dashboard-redirect';
import { EmailVerifyRoute } from './routes/email-verify';
import { FresherDashboardRoute } from './routes/fresher-dashboard';
import { LoginRoute } from './routes/login';
import { MyRegistrationsRoute } from './routes/my-registrations';
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

/** Screens of later slices: each shows an honest "coming soon" page inside the user layout. */
const upcomingUserScreens: { path: string; feature: string }[] = [
  { path: paths.interview, feature: 'Mock Interview' },
  { path: paths.notices, feature: 'Latest Notices' },
];

export function createRoutes({ includeAdmin }: { includeAdmin: boolean }): RouteObject[] {
  return [
    {
      element: <Outlet />,
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
                { path: paths.trainings, element: <TrainingsRoute /> },
                { path: '/training-details/:id', element: <TrainingDetailsRoute /> },
                // Booking and payment (issue 11).
                { path: '/training-booking/:id', element: <TrainingBookingRoute /> },
                { path: '/training-payment/:id', element: <TrainingPaymentRoute /> },
                { path: paths.trainingSuccess, element: <TrainingSuccessRoute /> },
                { path: paths.myRegistrations, element: <MyRegistrationsRoute /> },
                { path: paths.dashboard, element: <DashboardRedirectRoute /> },
                ...upcomingUserScreens.map(({ path, feature }) => ({
                  path,
                  element: <ComingSoonRoute feature={feature} />,
                })),
              ],
            },
          ],
        },
        // The admin portal (issue 12) belongs to the web build only; it has its own token and layout.
        ...(includeAdmin
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
  return createBrowserRouter(createRoutes({ includeAdmin: !isDesktopApp() }));
}
