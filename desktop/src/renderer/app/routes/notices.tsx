import { NEWS_MESSAGES } from '@launchpad/shared';
import { NoticesPage } from '../../features/notices/components/notices-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /notices: Tech Industry Updates (part 2 §2.3). */
export function NoticesRoute() {
  useDocumentTitle(NEWS_MESSAGES.heading);
  return <NoticesPage />;
}
