import { interviewScoreTone, type TInterviewSummary } from '@launchpad/shared';
import { History } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useInterviewHistory } from '../api/interview';
import { toneClasses } from '../lib/feedback';

const STATUS_LABEL: Record<TInterviewSummary['status'], string> = {
  created: 'Not started',
  in_progress: 'Unfinished',
  completed: 'Completed',
};

/** Completed interviews' scores in time order, oldest first (the chart reads left to right). */
export function scoresOverTime(interviews: readonly TInterviewSummary[]) {
  return interviews
    .filter((interview) => interview.status === 'completed' && interview.overallScore !== null)
    .map((interview) => ({
      id: interview.id,
      score: Math.round(interview.overallScore!),
      at: interview.completedAt ?? interview.createdAt,
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Past interviews (GET /api/interviews): scores over time and the list, newest first. */
export function PastInterviews() {
  const history = useInterviewHistory();

  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="past-heading"
    >
      <h2 id="past-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-500" />
        Past interviews
      </h2>
      {history.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4 text-indigo-600" /> Loading your interviews…
        </p>
      ) : history.isError ? (
        <div className="mt-4">
          <LoadError
            message={errorMessage(history.error, 'Could not load your past interviews')}
            onRetry={() => void history.refetch()}
          />
        </div>
      ) : history.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No interviews yet. Your scores will appear here after your first one.
        </p>
      ) : (
        <>
          <ScoreTrend interviews={history.data} />
          <ul className="mt-4 divide-y divide-slate-100">
            {history.data.slice(0, 8).map((interview) => {
              const score = interview.overallScore;
              return (
                <li key={interview.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-800">
                      {formatDate(interview.completedAt ?? interview.createdAt)}
                    </p>
                    <p className="text-xs text-slate-500">
                      {STATUS_LABEL[interview.status]} · {interview.answeredQuestions}/
                      {interview.totalQuestions} answered
                    </p>
                  </div>
                  {score !== null && interview.status === 'completed' ? (
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1',
                        toneClasses[interviewScoreTone(score)].soft,
                        toneClasses[interviewScoreTone(score)].text,
                      )}
                    >
                      {Math.round(score)}
                    </span>
                  ) : (
                    <span className="text-xs text-slate-400">—</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function ScoreTrend({ interviews }: { interviews: readonly TInterviewSummary[] }) {
  const points = scoresOverTime(interviews).slice(-10);
  if (points.length < 2) return null;
  const first = points[0]!.score;
  const last = points[points.length - 1]!.score;
  const change = last - first;
  return (
    <figure className="mt-4">
      <div className="flex h-20 items-end gap-1.5" aria-hidden="true">
        {points.map((point) => (
          <div
            key={point.id}
            title={`${formatDate(point.at)}: ${point.score}`}
            className={cn('flex-1 rounded-t', toneClasses[interviewScoreTone(point.score)].bar)}
            style={{ height: `${Math.max(6, point.score)}%` }}
          />
        ))}
      </div>
      <figcaption className="mt-2 text-xs text-slate-600">
        Scores of your last {points.length} interviews: {points.map((p) => p.score).join(', ')}.{' '}
        {change === 0 ? 'Unchanged' : change > 0 ? `Up ${change} points` : `Down ${-change} points`} since the
        first.
      </figcaption>
    </figure>
  );
}
