import { ANALYSIS_MESSAGES as M, type TAccountPlan } from '@launchpad/shared';
import { saveBlob } from '../../../lib/save-file';
import type { AnalysisSession } from '../session-store';
import { buildReport, type JsPdfConstructor, type ReportData } from './build-report';

/** A report that could not be made, with the spec §8 message. */
export class ReportError extends Error {
  override readonly name = 'ReportError';
}

/** The report's data from the analysis session; throws 'Analysis data not found' without results. */
export function reportDataFrom(
  session: AnalysisSession | null | undefined,
  plan: TAccountPlan,
  { candidateName, now = new Date() }: { candidateName?: string; now?: Date } = {},
): ReportData {
  const results = session?.answer.analysis;
  if (!session || !Array.isArray(results) || results.length === 0) throw new ReportError(M.pdfDataMissing);
  return {
    plan,
    results,
    averageMatch: session.answer.averageMatch,
    technologies: session.answer.extractedTechnologies,
    cvSource: session.cvSource,
    candidateName,
    generatedAt: now,
  };
}

/** Loads jsPDF on first use (it is only needed for reports): spec §8 messages when it cannot be. */
export async function loadJsPdf(
  load: () => Promise<{ jsPDF?: unknown }> = () => import('jspdf'),
): Promise<JsPdfConstructor> {
  let module: { jsPDF?: unknown };
  try {
    module = await load();
  } catch {
    throw new ReportError(M.pdfLibraryFailed);
  }
  if (typeof module?.jsPDF !== 'function') throw new ReportError(M.pdfLibraryMissing);
  return module.jsPDF as JsPdfConstructor;
}

/**
 * Builds the report for the plan (basic or premium variant) and saves it as
 * 'launchpad-cv-report-YYYY-MM-DD.pdf'. Resolves with the file name; rejects with a ReportError.
 */
export async function downloadReport(data: ReportData, load?: () => Promise<{ jsPDF?: unknown }>) {
  const JsPdf = await loadJsPdf(load);
  let built;
  try {
    built = buildReport(data, JsPdf);
  } catch {
    throw new ReportError(M.pdfFailed);
  }
  await saveBlob(built.doc.output('blob'), built.fileName);
  return built.fileName;
}
