import {
  ANALYSIS_MESSAGES as M,
  MAX_CONFIDENCE,
  MIN_CONFIDENCE,
  proficiencyBand,
  type TSkillsAssessment,
  type TTechnology,
} from '@launchpad/shared';
import { ArrowLeft, ArrowRight, Bot, RefreshCw, Save } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TimedMessage, useTimedMessage } from '../../../components/ui/timed-message';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { ratingsErrorMessage, useSaveRatings } from '../api/ratings';
import { groupByCategory, initialRatings } from '../technologies';
import { AssessmentSummary } from './assessment-summary';
import { BlockingNotice } from './blocking-notice';

const bandColour: Record<ReturnType<typeof proficiencyBand>, string> = {
  Expert: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Proficient: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  Intermediate: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Beginner: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** One technology's slider (1–10, step 1) with its value and band. */
export function SkillSlider({
  name,
  value,
  disabled,
  onChange,
}: {
  name: string;
  value: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const band = proficiencyBand(value);
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="min-w-0 truncate text-sm font-medium text-slate-900">
          {name}
        </label>
        <output
          htmlFor={id}
          className={cn(
            'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset',
            bandColour[band],
          )}
        >
          {value}/10 · {band}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={MIN_CONFIDENCE}
        max={MAX_CONFIDENCE}
        step={1}
        value={value}
        disabled={disabled}
        aria-valuetext={`${value} of 10, ${band}`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-2 h-2 w-full cursor-pointer accent-indigo-600 disabled:cursor-not-allowed"
      />
    </div>
  );
}

/**
 * The skills rating screen (spec §2): one slider per technology, grouped by category, all starting at
 * 5; Save Ratings sends them and shows the assessment (score, level, top skills, SWOT,
 * recommendations). Without a resume hash or technologies it shows the blocking message instead.
 * With `afterSave="interview"` a successful save goes on to interview practice.
 */
export function SkillsRating({
  technologies,
  resumeHash,
  onBackToAnalysis,
  afterSave,
}: {
  technologies: readonly TTechnology[] | null | undefined;
  resumeHash: string | null | undefined;
  onBackToAnalysis: () => void;
  afterSave?: 'interview';
}) {
  const navigate = useNavigate();
  const groups = useMemo(() => groupByCategory(technologies ?? []), [technologies]);
  const [ratings, setRatings] = useState(() => initialRatings(technologies ?? []));
  const [saved, setSaved] = useState<TSkillsAssessment | null>(null);
  const save = useSaveRatings();
  const status = useTimedMessage({ successMs: 3000, errorMs: 5000 });

  const backButton = (
    <Button variant="secondary" onClick={onBackToAnalysis}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to CV Analysis
    </Button>
  );

  if (!resumeHash) {
    return (
      <BlockingNotice title="Analyse your CV first" message={M.noAnalysisForSkills} action={backButton} />
    );
  }
  if (groups.length === 0) {
    return (
      <BlockingNotice
        title="No technologies to rate"
        message={M.noTechnologiesExtracted}
        action={backButton}
      />
    );
  }

  const count = groups.reduce((sum, group) => sum + group.technologies.length, 0);

  const submit = () => {
    status.clear();
    const list = groups.flatMap((group) =>
      group.technologies.map((technology) => ({
        name: technology.name,
        category: group.category,
        confidenceLevel: ratings[technology.name] ?? 5,
      })),
    );
    save.mutate(
      { technologies: list, resumeHash },
      {
        onSuccess: (answer) => {
          if (afterSave === 'interview') {
            toast.success(answer.message || M.ratingsSaved, { id: 'skills-ratings' });
            void navigate(paths.interview);
            return;
          }
          setSaved(answer.data);
          window.scrollTo?.({ top: 0, behavior: 'smooth' });
        },
        onError: (error) => status.error(ratingsErrorMessage(error)),
      },
    );
  };

  if (saved) {
    return (
      <AssessmentSummary
        assessment={saved}
        notice={
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
          >
            {M.ratingsSaved}
          </p>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setSaved(null)}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Update Assessments
            </Button>
            {backButton}
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

  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Rate your confidence</h2>
        <p className="mt-1 text-sm text-slate-600">
          We found {count} {count === 1 ? 'technology' : 'technologies'} in your CV. Move each slider to how
          confident you are, from 1 (just starting) to 10 (expert). Be honest: the SWOT analysis and
          recommendations are built from your answers.
        </p>
        <dl className="mt-4 flex flex-wrap gap-2 text-xs">
          {(
            [
              ['1–3', 'Beginner'],
              ['4–5', 'Intermediate'],
              ['6–7', 'Proficient'],
              ['8–10', 'Expert'],
            ] as const
          ).map(([range, band]) => (
            <div
              key={band}
              className={cn('flex gap-1 rounded-full px-2.5 py-0.5 ring-1 ring-inset', bandColour[band])}
            >
              <dt className="font-semibold tabular-nums">{range}</dt>
              <dd>{band}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        {groups.map((group) => (
          <fieldset
            key={group.category}
            className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            disabled={save.isPending}
          >
            <legend className="sr-only">{group.category}</legend>
            <h3 aria-hidden="true" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
              {group.category}
            </h3>
            <div className="mt-4 space-y-5">
              {group.technologies.map((technology) => (
                <SkillSlider
                  key={technology.name}
                  name={technology.name}
                  value={ratings[technology.name] ?? 5}
                  onChange={(value) => setRatings((current) => ({ ...current, [technology.name]: value }))}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>

      <TimedMessage message={status.message} onDismiss={status.clear} onHold={status.hold} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {backButton}
        <Button onClick={submit} busy={save.isPending} busyText="Saving…">
          <Save aria-hidden="true" className="size-4" />
          Save Ratings
        </Button>
      </div>
    </div>
  );
}
