import { InterviewPage } from '../../features/interview/components/interview-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /interview (part 2 §2.2). */
export function InterviewRoute() {
  useDocumentTitle('Mock Interview');
  return <InterviewPage />;
}
