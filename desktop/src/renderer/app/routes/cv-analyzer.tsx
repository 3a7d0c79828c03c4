import { CvAnalyzer } from '../../features/analyzer/components/cv-analyzer';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /cv-analyzer: the CV analyzer, which also hosts the skills assessment (spec §2). For Freshers. */
export function CvAnalyzerRoute() {
  useDocumentTitle('CV Analyzer');
  return <CvAnalyzer />;
}
