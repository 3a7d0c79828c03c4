import { ANALYSIS_MESSAGES as M, PROFILE_MESSAGES } from '@launchpad/shared';
import { ArrowLeft, ArrowRight, Bot, Info } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { shouldShowLoadError } from '../../../lib/load-errors';
import { formatDate } from '../../../lib/format';
import { useRatings } from '../api/ratings';
import { useAnalysisSession } from '../session-store';
import { AssessmentSummary } from './assessment-summary';
import { BlockingNotice } from './blocking-notice';
import { SkillsRating } from './skills-rating';

/** The latest saved assessment, for a visit without an analysis in this session. */
function LatestAssessment() {
  const ratings = useRatings();

  if (ratings.isPending) return <PanelLoading label="Loading your latest assessment" />;
  if (ratings.isError) {
    return shouldShowLoadError(ratings.error) ? (
      <LoadError message={PROFILE_MESSAGES.fetchAssessmentsFailed} onRetry={() => void ratings.refetch()} />
    ) : null;
  }
  const latest = ratings.data[0];
  if (!latest) {
    return <BlockingNotice title={M.noAssessmentYet} message={M.noAnalysisForSkills} />;
  }
  return (
    <AssessmentSummary
      assessment={latest}
      notice={
        <p className="flex gap-2 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900 ring-1 ring-indigo-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
          <span>
            Your latest assessment, from {formatDate(latest.completedAt)}. To update it, analyse your CV again
            and rate the technologies it finds.
          </span>
        </p>
      }
      actions={
        <>
          <Link to={paths.cvAnalyzer} className={buttonClasses({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to CV Analysis
          </Link>
          <Link to={paths.interview} className={buttonClasses({ className: 'sm:ml-auto' })}>
            <Bot aria-hidden="true" className="size-4" />
            Proceed to Mock Interview
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </>
      }
    />
  );
}

/**
 * /swot (spec §2): the skills rating screen for the analysis of this visit; on a direct visit without
 * one, the latest saved assessment (or the blocking message). `?next=interview` goes on to interview
 * practice after saving. `?userId=` is accepted, but the page only ever shows the signed-in user's own
 * data (the server answers from the session), and says so when the id is someone else's.
 */
export function SwotPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { session } = useAnalysisSession();
  const next = params.get('next') === 'interview' ? 'interview' : undefined;
  const requestedUser = params.get('userId');
  const foreignUser = Boolean(requestedUser && user && requestedUser !== user._id);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Skills Assessment</h1>
        <p className="mt-1 text-sm text-slate-600">
          {session
            ? 'Rate the technologies from your CV to get a SWOT analysis of your skills.'
            : 'Your skills, strengths and where to grow next.'}
          {next === 'interview' && session && ' After saving, you go straight to interview practice.'}
        </p>
      </div>
      {foreignUser && (
        <p role="note" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          {M.otherUserIgnored}
        </p>
      )}
      {session ? (
        <SkillsRating
          key={session.answer.resumeHash}
          technologies={session.answer.extractedTechnologies}
          resumeHash={session.answer.resumeHash}
          onBackToAnalysis={() => void navigate(paths.cvAnalyzer)}
          afterSave={next}
        />
      ) : (
        <LatestAssessment />
      )}
    </div>
  );
}
