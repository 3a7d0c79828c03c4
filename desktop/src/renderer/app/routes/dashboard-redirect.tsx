import { homePathFor } from '@launchpad/shared';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session';

/** /dashboard (linked from the receipt): the person's own dashboard. */
export function DashboardRedirectRoute() {
  const { user } = useSession();
  if (!user) return null;
  return <Navigate to={homePathFor(user.accountType)} replace />;
}
