import { TrainerDashboard } from '../../features/trainer/components/trainer-dashboard';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

export function TrainerDashboardRoute() {
  useDocumentTitle('Trainer dashboard');
  const { user } = useSession();
  if (!user) return null;
  return <TrainerDashboard user={user} />;
}
