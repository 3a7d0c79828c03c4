import { SwotPage } from '../../features/analyzer/components/swot-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /swot: the skills assessment route (spec §2), with optional `?userId=` and `?next=interview`. */
export function SwotRoute() {
  useDocumentTitle('Skills Assessment');
  return <SwotPage />;
}
