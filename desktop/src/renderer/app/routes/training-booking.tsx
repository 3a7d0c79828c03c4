import { useParams } from 'react-router-dom';
import { BookingPage } from '../../features/booking/components/booking-page';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /training-booking/{id} (part 2 §2.6). */
export function TrainingBookingRoute() {
  useDocumentTitle('Book a training');
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return <BookingPage key={id} trainingId={id} user={user} />;
}
