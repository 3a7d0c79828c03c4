import { CATALOGUE_MESSAGES } from '@launchpad/shared';
import { CataloguePage } from '../../features/catalogue/components/catalogue-page';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /trainings (part 2 §2.4). */
export function TrainingsRoute() {
  useDocumentTitle(CATALOGUE_MESSAGES.heading);
  const { user } = useSession();
  return <CataloguePage isFresher={user?.accountType === 'Fresher'} />;
}
