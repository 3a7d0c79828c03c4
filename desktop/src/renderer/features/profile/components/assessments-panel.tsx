import { PROFILE_MESSAGES, type TSavedAnalysis, type TSkillsAssessment } from '@launchpad/shared';
import { ArrowRight, ClipboardCheck, FileSearch, Trash } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { shouldShowLoadError } from '../../../lib/load-errors';
import { useSavedAnalyses } from '../api/saved-analyses';
import { useDeleteAssessment, useSkillsAssessments } from '../api/skills-assessments';
import { formatDate } from '../../../lib/format';
import { PROFILE_TOAST_IDS } from '../toast-ids';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { EmptyState, Panel } from './panel';

/** Skills shown per assessment (spec §9: top 5 in a preview). */
const TOP_SKILLS = 5;
const DEFAULT_JOB_TITLE = 'Software Engineering Position';

/** Assessment score bands (spec §9: 90, 70, 50). */
function scoreTone(score: number): BadgeTone {
  if (score >= 90) return 'green';
  if (score >= 70) return 'blue';
  if (score >= 50) return 'amber';
  return 'slate';
}

/** Match-score colours (spec §9: 80 and up green, 60 and up blue, 40 and up amber, else red). */
function matchClasses(percent: number): string {
  if (percent >= 80) return 'bg-emerald-50 text-emerald-700 ring-emerald-600/20';
  if (percent >= 60) return 'bg-blue-50 text-blue-700 ring-blue-600/20';
  if (percent >= 40) return 'bg-amber-50 text-amber-800 ring-amber-600/20';
  return 'bg-red-50 text-red-700 ring-red-600/20';
}

const analyzerLink = (
  <Link
    to={paths.cvAnalyzer}
    className="inline-flex items-center gap-1 rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
  >
    Open the CV analyzer
    <ArrowRight aria-hidden="true" className="size-4" />
  </Link>
);

/** Profile settings > Skills Assessment: saved assessments (deletable) and saved CV analyses. */
export function AssessmentsPanel() {
  return (
    <div className="space-y-6">
      <SkillsAssessments />
      <SavedAnalyses />
    </div>
  );
}

function SkillsAssessments() {
  const assessments = useSkillsAssessments();
  const remove = useDeleteAssessment();
  const [pending, setPending] = useState<TSkillsAssessment | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending._id, {
      onSuccess: () => {
        setPending(null);
        toast.success(PROFILE_MESSAGES.assessmentDeleted, { id: PROFILE_TOAST_IDS.assessment });
      },
      onError: (error) => {
        setPending(null);
        toast.error(errorMessage(error, PROFILE_MESSAGES.deleteAssessmentFailed), {
          id: PROFILE_TOAST_IDS.assessment,
        });
      },
    });
  };

  let body;
  if (assessments.isPending) {
    body = <PanelLoading label="Loading your assessments" />;
  } else if (assessments.isError) {
    body = shouldShowLoadError(assessments.error) ? (
      <LoadError
        message={PROFILE_MESSAGES.fetchAssessmentsFailed}
        onRetry={() => void assessments.refetch()}
      />
    ) : null;
  } else if (assessments.data.length === 0) {
    body = (
      <EmptyState
        icon={<ClipboardCheck aria-hidden="true" className="size-5" />}
        title="No saved assessments yet"
      >
        <p>
          Assessments come from the CV analyzer: analyze your CV, then rate your confidence in the
          technologies it finds.
        </p>
        <p className="mt-3">{analyzerLink}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {assessments.data.map((assessment) => (
          <li key={assessment._id}>
            <AssessmentCard assessment={assessment} onDelete={() => setPending(assessment)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel
      title="Saved skills assessments"
      description="Your self-assessments of the technologies found in your CV."
    >
      {body}
      <ConfirmDialog
        open={pending !== null}
        title="Delete assessment"
        message={PROFILE_MESSAGES.assessmentDeleteConfirm}
        detail={pending ? `${pending.assessmentType}, ${formatDate(pending.completedAt)}` : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        busyText="Deleting..."
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </Panel>
  );
}

function AssessmentCard({ assessment, onDelete }: { assessment: TSkillsAssessment; onDelete: () => void }) {
  const score = Math.round(assessment.overallScore);
  const topSkills = [...assessment.skills]
    .sort((a, b) => b.proficiencyLevel - a.proficiencyLevel)
    .slice(0, TOP_SKILLS);
  const date = formatDate(assessment.completedAt);

  return (
    <article
      aria-label={`${assessment.assessmentType}, ${date}`}
      className="rounded-xl p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{assessment.assessmentType}</p>
          <p className="mt-0.5 text-sm text-slate-500">
            <time dateTime={assessment.completedAt}>{date}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={scoreTone(score)}>Score {score}%</Badge>
          {assessment.level && <Badge tone="indigo">{assessment.level}</Badge>}
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete assessment from ${date}`}
          >
            <Trash aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      {topSkills.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Top skills</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {topSkills.map((skill) => (
              <li
                key={`${skill.category}-${skill.name}`}
                className="rounded-lg bg-slate-50 px-2.5 py-1 text-sm text-slate-700 ring-1 ring-slate-200"
              >
                {skill.name} <span className="text-slate-500 tabular-nums">{skill.proficiencyLevel}/10</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

function SavedAnalyses() {
  const analyses = useSavedAnalyses();

  let body;
  if (analyses.isPending) {
    body = <PanelLoading label="Loading your saved analyses" />;
  } else if (analyses.isError) {
    body = shouldShowLoadError(analyses.error) ? (
      <LoadError message={PROFILE_MESSAGES.fetchAnalysesFailed} onRetry={() => void analyses.refetch()} />
    ) : null;
  } else if (analyses.data.length === 0) {
    body = (
      <EmptyState
        icon={<FileSearch aria-hidden="true" className="size-5" />}
        title="No saved CV analyses yet"
      >
        <p>Analyze your CV against a job description and press Save Analysis to keep the result here.</p>
        <p className="mt-3">{analyzerLink}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {analyses.data.map((analysis) => (
          <li key={analysis._id}>
            <AnalysisCard analysis={analysis} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel title="Saved CV analyses" description="Results you saved from the CV analyzer.">
      {body}
    </Panel>
  );
}

function AnalysisCard({ analysis }: { analysis: TSavedAnalysis }) {
  const date = formatDate(analysis.createdAt);
  return (
    <article aria-label={`CV analysis, ${date}`} className="rounded-xl p-4 ring-1 ring-slate-200 sm:p-5">
      <p className="text-sm text-slate-500">
        Saved <time dateTime={analysis.createdAt}>{date}</time>
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {analysis.results.map((result, index) => (
          <li key={index} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">
                {result.jobTitle || DEFAULT_JOB_TITLE}
              </span>
              {result.company && (
                <span className="block truncate text-sm text-slate-500">{result.company}</span>
              )}
            </span>
            <span
              className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset ${matchClasses(result.matchPercentage)}`}
            >
              {Math.round(result.matchPercentage)}% match
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
