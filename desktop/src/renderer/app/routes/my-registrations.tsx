import { MyRegistrationsPage } from '../../features/booking/components/my-registrations';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /user/my-registrations (linked from the receipt, part 2 §2.8). */
export function MyRegistrationsRoute() {
  useDocumentTitle('My Registrations');
  return <MyRegistrationsPage />;
}
