import { ANALYSIS_MESSAGES as M, PLAN_FEATURES, type TAccountPlan } from '@launchpad/shared';
import { ClipboardCheck, Crown, Download, FileText, TriangleAlert } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TimedMessage, useTimedMessage } from '../../../components/ui/timed-message';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { downloadReport, reportDataFrom, ReportError } from '../report/download-report';
import type { AnalysisSession } from '../session-store';
import { UPGRADE_PATH } from './job-descriptions';
import { MatchChart } from './match-chart';
import { matchStyle } from './match-style';
import { ResultSection } from './result-section';

function Overview({
  session,
  headingRef,
}: {
  session: AnalysisSession;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { answer, cvSource } = session;
  const technical = answer.analysis.filter((result) => !result.isNonTechRole).length;
  const nonTech = answer.analysis.length - technical;
  const average = answer.averageMatch;
  const style = average === null ? null : matchStyle(average);

  return (
    <section
      aria-labelledby="analysis-overview-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="analysis-overview-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Match score overview
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
        <div
          className={cn(
            'flex size-28 shrink-0 flex-col items-center justify-center rounded-full ring-8',
            style?.soft ?? 'bg-slate-50 ring-slate-100',
          )}
        >
          <span
            data-testid="average-match"
            className={cn('text-3xl font-bold tabular-nums', style?.text ?? 'text-slate-500')}
          >
            {average === null ? '—' : `${average}%`}
          </span>
          <span className="text-xs text-slate-500">average</span>
        </div>
        <div className="min-w-0 space-y-1.5 text-sm text-slate-600">
          {average === null ? (
            <p>{M.allNonTech}</p>
          ) : (
            <p>
              <span className={cn('font-semibold', style?.text)}>{style?.label}</span>: average match across{' '}
              {technical} technical {technical === 1 ? 'role' : 'roles'}.
            </p>
          )}
          {nonTech > 0 && (
            <p className="flex gap-1.5 text-amber-800">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {M.nonTechExcluded}
            </p>
          )}
          <p className="flex gap-1.5">
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span data-testid="cv-source-note" className="min-w-0 break-words">
              {cvSource.kind === 'profile' ? 'Analysed your profile CV ' : 'Analysed the uploaded file '}
              <span className="font-medium text-slate-800">{cvSource.fileName}</span>
              {cvSource.kind === 'upload' && ' (your profile CV was not changed)'}, on{' '}
              {formatDateTime(session.analysedAt)}.
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}

function ReportCard({
  session,
  plan,
  candidateName,
}: {
  session: AnalysisSession;
  plan: TAccountPlan;
  candidateName?: string;
}) {
  const [busy, setBusy] = useState(false);
  const status = useTimedMessage({ successMs: 3000, errorMs: 5000 });
  const premium = plan === 'premium';

  const download = () => {
    setBusy(true);
    status.clear();
    Promise.resolve()
      .then(() => downloadReport(reportDataFrom(session, plan, { candidateName })))
      .then((fileName) => status.success(`${M.pdfDownloaded}: ${fileName}`))
      .catch((error: unknown) => status.error(error instanceof ReportError ? error.message : M.pdfFailed))
      .finally(() => setBusy(false));
  };

  return (
    <section
      aria-labelledby="report-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2
            id="report-title"
            className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
          >
            PDF report
            <Badge tone={premium ? 'violet' : 'slate'}>{PLAN_FEATURES[plan].name}</Badge>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {premium
              ? 'The professional report: every finding, your technologies and interview preparation tips.'
              : 'The basic report: the top 3 strengths and suggestions for each job description.'}
          </p>
          {!premium && (
            <Link
              to={UPGRADE_PATH}
              className="mt-1 inline-flex items-center gap-1 rounded text-sm font-semibold text-violet-700 hover:text-violet-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
            >
              <Crown aria-hidden="true" className="size-4" />
              Get the full report with Premium
            </Link>
          )}
        </div>
        <Button variant="secondary" onClick={download} busy={busy} busyText="Preparing…" className="shrink-0">
          <Download aria-hidden="true" className="size-4" />
          Download report (PDF)
        </Button>
      </div>
      <TimedMessage message={status.message} onDismiss={status.clear} onHold={status.hold} className="mt-3" />
    </section>
  );
}

function SkillsCard({ session, onStart }: { session: AnalysisSession; onStart: () => void }) {
  const count = session.answer.extractedTechnologies.length;
  const ready = Boolean(session.answer.resumeHash) && count > 0;
  return (
    <section
      aria-labelledby="skills-card-title"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
            <ClipboardCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="skills-card-title" className="text-base font-semibold">
              Skills Assessment
            </h2>
            <p className="mt-1 text-sm text-indigo-100">
              {ready
                ? `We found ${count} ${count === 1 ? 'technology' : 'technologies'} in your CV. Rate your confidence in each to get a SWOT analysis and recommendations.`
                : session.answer.resumeHash
                  ? M.noTechnologiesExtracted
                  : M.noAnalysisForSkills}
            </p>
          </div>
        </div>
        {ready && (
          <Button
            variant="secondary"
            onClick={onStart}
            className="shrink-0 ring-0 focus-visible:ring-white focus-visible:ring-offset-indigo-600"
          >
            Start Assessment
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The right panel's results (spec §2): match score overview, the chart, the CV source, the report,
 * the Skills Assessment card and one section per job description.
 */
export function AnalysisResults({
  session,
  plan,
  candidateName,
  headingRef,
  onStartAssessment,
  onSave,
}: {
  session: AnalysisSession;
  plan: TAccountPlan;
  candidateName?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onStartAssessment: () => void;
  onSave: (index: number) => Promise<string>;
}) {
  const results = session.answer.analysis;
  return (
    <div className="space-y-6">
      <Overview session={session} headingRef={headingRef} />
      {results.length > 0 && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <MatchChart results={results} />
        </div>
      )}
      <SkillsCard session={session} onStart={onStartAssessment} />
      <ReportCard session={session} plan={plan} candidateName={candidateName} />
      <div className="space-y-6">
        <h2 className="sr-only">Detailed results</h2>
        {results.map((result, index) => (
          <ResultSection
            key={`${session.analysedAt}-${index}`}
            result={result}
            index={index}
            saved={session.savedIndexes.includes(index)}
            onSave={() => onSave(index)}
          />
        ))}
      </div>
    </div>
  );
}
