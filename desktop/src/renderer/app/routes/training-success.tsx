import { useLocation } from 'react-router-dom';
import { InvalidAccess, SuccessPage } from '../../features/booking/components/success-page';
import { isSuccessState } from '../../features/booking/state';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /training-success: needs the confirmed booking in navigation state (part 2 §2.8). */
export function TrainingSuccessRoute() {
  useDocumentTitle('Registration confirmed');
  const { state } = useLocation();
  if (!isSuccessState(state)) return <InvalidAccess />;
  return <SuccessPage state={state} />;
}
