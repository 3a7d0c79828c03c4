import { useLocation, useParams } from 'react-router-dom';
import { PaymentPage, PaymentSessionExpired } from '../../features/booking/components/payment-page';
import { isPaymentState } from '../../features/booking/state';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /training-payment/{id}: needs the booking passed from the booking screen (part 2 §2.7). */
export function TrainingPaymentRoute() {
  useDocumentTitle('Payment');
  const { id = '' } = useParams();
  const { state } = useLocation();
  if (!isPaymentState(state) || state.training._id !== id) return <PaymentSessionExpired trainingId={id} />;
  return <PaymentPage key={state.registration._id} state={state} />;
}
