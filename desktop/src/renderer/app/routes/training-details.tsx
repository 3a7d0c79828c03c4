import { useParams } from 'react-router-dom';
import { TrainingDetailsPage } from '../../features/catalogue/components/training-details-page';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /training-details/{id} (part 2 §2.5). */
export function TrainingDetailsRoute() {
  useDocumentTitle('Training details');
  const { id = '' } = useParams();
  const { user } = useSession();
  return <TrainingDetailsPage key={id} trainingId={id} signedIn={Boolean(user)} />;
}
