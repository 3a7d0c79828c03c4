import { interviewScoreLabel, interviewScoreTone, type TInterviewFeedbackAnswer } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PanelLoading } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { completeInterview, fetchFeedback, interviewKeys } from '../api/interview';
import {
  fallbackOverallFeedback,
  formatSeconds,
  readOverallFeedback,
  readQuestionFeedback,
  toneClasses,
  type OverallFeedbackView,
} from '../lib/feedback';
import type { AnswerSummary } from './interview-room';
import { QuestionFeedbackList, type QuestionFeedbackItem } from './question-feedback';

type ServerFeedback = TInterviewFeedbackAnswer['feedback'];

interface Result {
  overall: OverallFeedbackView;
  server: ServerFeedback | null;
}

/**
 * Completes the interview and reads its feedback (§4: complete, then feedback). When either call fails,
 * the overall feedback is computed from the answers' own scores (§8, §9), so the person always gets a
 * result.
 */
function useInterviewResult(
  interviewId: string,
  answers: readonly AnswerSummary[],
  log: (m: string) => void,
) {
  return useQuery({
    queryKey: interviewKeys.feedback(interviewId),
    retry: false,
    staleTime: Infinity,
    queryFn: async (): Promise<Result> => {
      const fallback = () => fallbackOverallFeedback(answers.map((a) => (a.skipped ? 0 : a.feedback.score)));
      try {
        await completeInterview(interviewId);
        log('Interview completed');
      } catch (error) {
        log(`Completing failed (${error instanceof Error ? error.message : 'unknown'}): computed feedback`);
        return { overall: fallback(), server: null };
      }
      try {
        const server = await fetchFeedback(interviewId);
        const overall = readOverallFeedback(server);
        if (!overall) return { overall: fallback(), server: null };
        return { overall, server };
      } catch (error) {
        log(`Feedback failed (${error instanceof Error ? error.message : 'unknown'}): computed feedback`);
        return { overall: fallback(), server: null };
      }
    },
  });
}

const SUB_SCORES = [
  ['technicalSkills', 'Technical skills'],
  ['communicationSkills', 'Communication skills'],
  ['problemSolving', 'Problem solving'],
] as const;

/** Feedback (§2.2): overall score with its label and colour, sub-scores, recommendations, each answer. */
export function FeedbackScreen({
  interviewId,
  answers,
  elapsedSeconds,
  log,
  onRestart,
}: {
  interviewId: string;
  answers: readonly AnswerSummary[];
  elapsedSeconds: number;
  log: (message: string) => void;
  onRestart: () => void;
}) {
  const result = useInterviewResult(interviewId, answers, log);
  if (result.isPending || !result.data) return <PanelLoading label="Preparing your feedback" />;
  const { overall, server } = result.data;
  const tone = toneClasses[interviewScoreTone(overall.score)];

  const items: QuestionFeedbackItem[] = server?.answers?.length
    ? server.answers.map((a) => ({
        questionId: a.questionId,
        question: a.question,
        type: a.questionType,
        answerMode: a.answerMode,
        skipped: a.skipped,
        feedback: readQuestionFeedback(a.feedback),
      }))
    : answers.map((a) => ({ ...a }));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <section
        aria-labelledby="overall-heading"
        className={cn('rounded-2xl p-6 ring-1 sm:flex sm:items-center sm:gap-8', tone.soft)}
      >
        <div className="text-center sm:text-left">
          <p className="text-sm font-medium text-slate-600">Overall score</p>
          <p className={cn('text-6xl font-bold tabular-nums', tone.text)} data-testid="overall-score">
            {overall.score}
            <span className="text-2xl font-semibold text-slate-400">/100</span>
          </p>
        </div>
        <div className="mt-4 sm:mt-0">
          <h2 id="overall-heading" className={cn('text-2xl font-bold', tone.text)}>
            {interviewScoreLabel(overall.score)}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {server
              ? `${server.completedQuestions} of ${server.totalQuestions} questions answered · readiness: ${server.readinessLevel}`
              : 'Estimated from your answers: the detailed review could not be loaded.'}
            {elapsedSeconds > 0 && ` · ${formatSeconds(elapsedSeconds)} in all`}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="subscores-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="subscores-heading" className="text-lg font-semibold text-slate-900">
          Where you stand
        </h2>
        <ul className="mt-4 space-y-4">
          {SUB_SCORES.map(([key, label]) => {
            const sub = overall[key];
            const subTone = toneClasses[interviewScoreTone(sub.score)];
            return (
              <li key={key}>
                <div className="flex items-baseline justify-between text-sm">
                  <span className="font-medium text-slate-800">{label}</span>
                  <span className={cn('font-semibold tabular-nums', subTone.text)}>{sub.score}</span>
                </div>
                <div
                  role="meter"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={sub.score}
                  className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className={cn('h-full rounded-full', subTone.bar)}
                    style={{ width: `${sub.score}%` }}
                  />
                </div>
                {sub.feedback && <p className="mt-1 text-sm text-slate-600">{sub.feedback}</p>}
              </li>
            );
          })}
        </ul>
      </section>

      {overall.recommendations.length > 0 && (
        <section
          aria-labelledby="recommendations-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
            Recommendations
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {overall.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      )}

      {server && (server.recommendedTrainings?.length ?? 0) > 0 && (
        <section
          aria-labelledby="trainings-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="trainings-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <GraduationCap aria-hidden="true" className="size-5 text-indigo-600" />
            Trainings for your weak areas
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {server.recommendedTrainings.map((t) => (
              <li key={t._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div>
                  <Link
                    to={paths.trainingDetails(t._id)}
                    className="font-medium text-indigo-700 hover:underline"
                  >
                    {t.title}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {t.trainingCategory} · for {t.weakArea}
                  </p>
                </div>
                <Link
                  to={paths.trainingDetails(t._id)}
                  className="text-sm font-medium text-indigo-700 hover:underline"
                >
                  Details
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <QuestionFeedbackList items={items} />

      <div className="flex justify-center pb-6">
        <Button onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start New Interview
        </Button>
      </div>
    </div>
  );
}
