import { UI_MESSAGES, homePathFor, type TAccountType } from '@launchpad/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner, SessionCheckError } from '../components/layouts/full-page-status';
import { paths } from '../config/paths';
import { redirectTargetFrom } from '../features/auth/redirect-target';
import { errorMessage } from '../lib/api-client';
import { isSignedOutOnPurpose, useSession } from '../lib/session';

/**
 * Pages for signed-in, verified users. Signed out → /login (remembering the page); signed in but
 * not verified → /email-verify; `accountType` given and different → the user's own home.
 */
export function RequireAuth({ accountType, children }: { accountType?: TAccountType; children?: ReactNode }) {
  const { user, isPending, isError, error, refetch } = useSession();
  const location = useLocation();

  if (isPending) return <FullPageSpinner />;
  if (isError && !user) {
    return (
      <SessionCheckError
        message={errorMessage(error, UI_MESSAGES.unexpectedError)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!user) {
    return (
      <Navigate to={paths.login} replace state={isSignedOutOnPurpose() ? undefined : { from: location }} />
    );
  }
  if (!user.isAccountVerified) return <Navigate to={paths.emailVerify} replace />;
  if (accountType && user.accountType !== accountType) {
    return <Navigate to={homePathFor(user.accountType)} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * The login and sign-up screens: a signed-in, verified user goes on to where they were heading, or
 * to their home. When the session cannot be checked the form is shown anyway.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <FullPageSpinner />;
  if (user?.isAccountVerified) {
    return <Navigate to={redirectTargetFrom(location.state) ?? homePathFor(user.accountType)} replace />;
  }
  return children ?? <Outlet />;
}
