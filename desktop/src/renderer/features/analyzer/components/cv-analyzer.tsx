import {
  ANALYSIS_MESSAGES as M,
  MAX_JOB_DESCRIPTIONS,
  PLAN_FEATURES,
  type TAccountPlan,
  type TAnalyzeAnswer,
} from '@launchpad/shared';
import { ArrowLeft, Crown, FileSearch, Gauge, RotateCcw, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TimedMessage, useTimedMessage } from '../../../components/ui/timed-message';
import { useSession } from '../../../lib/session';
import { useCv } from '../../../lib/use-cv';
import { cvFileProblem } from '../../../lib/cv-file';
import { AnalyzeError, isAbortError, useAnalyzeResume, type AnalyzePhase } from '../api/analyze-resume';
import { saveAnalysisErrorMessage, useSaveAnalysis } from '../api/save-analysis';
import { analyzeProblem, canAnalyze, maxDescriptionsFor, type CvChoice } from '../form';
import { useAnalysisSession, type AnalysisSession } from '../session-store';
import { AnalysisResults } from './analysis-results';
import { CvSource } from './cv-source';
import { JobDescriptions, UPGRADE_PATH } from './job-descriptions';
import { SkillsRating } from './skills-rating';

function Card({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <section aria-labelledby={`analyzer-step-${step}`} className="space-y-4">
      <h2
        id={`analyzer-step-${step}`}
        className="flex items-center gap-2.5 text-base font-semibold text-slate-900"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-6 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function AnalysingState({
  phase,
  progress,
  count,
  onCancel,
}: {
  phase: AnalyzePhase;
  progress: number;
  count: number;
  onCancel: () => void;
}) {
  const uploading = phase === 'uploading';
  return (
    <div
      aria-busy="true"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      data-testid="analysis-loading"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <Gauge aria-hidden="true" className="size-6 animate-pulse" />
        </span>
        <div className="min-w-0 flex-1">
          <p role="status" className="text-base font-semibold text-slate-900">
            {uploading ? M.uploading : M.analysing}…
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {uploading
              ? 'Sending your PDF securely.'
              : `Matching your CV against ${count} job ${count === 1 ? 'description' : 'descriptions'}. This can take a little while.`}
          </p>
        </div>
      </div>
      <div className="mt-6">
        {uploading ? (
          <ProgressBar value={progress} label="Uploading CV" />
        ) : (
          <div
            role="progressbar"
            aria-label="Analysing"
            aria-valuetext="Analysing"
            className="relative h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="absolute inset-y-0 left-0 w-1/3 animate-[analyzer-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-indigo-600 motion-reduce:w-full motion-reduce:animate-pulse" />
          </div>
        )}
      </div>
      <ul aria-hidden="true" className="mt-6 space-y-3">
        {[0, 1, 2].map((row) => (
          <li
            key={row}
            className="h-4 animate-pulse rounded bg-slate-100"
            style={{ width: `${90 - row * 20}%` }}
          />
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </div>
      <style>{`@keyframes analyzer-indeterminate { 0% { transform: translateX(-100%); } 100% { transform: translateX(300%); } }`}</style>
    </div>
  );
}

function EmptyResults() {
  return (
    <div className="flex h-full min-h-80 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 bg-white/60 px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <FileSearch aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{M.emptyTitle}</h2>
      <p className="mt-2 max-w-sm text-sm text-slate-600">{M.emptyBody}</p>
      <ul className="mt-6 grid w-full max-w-md gap-2 text-left text-sm text-slate-600 sm:grid-cols-2">
        {['Match score per job', 'Strengths and gaps', 'Concrete recommendations', 'A PDF report'].map(
          (item) => (
            <li
              key={item}
              className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200"
            >
              <Sparkles aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
              {item}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** The reset day of the monthly allowance: the server counts months in UTC. */
function formatUtcDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function UsageNote({ usage, plan }: { usage: TAnalyzeAnswer['usage']; plan: TAccountPlan }) {
  if (usage.limit === null) {
    return <p className="text-xs text-slate-500">{M.usageUnlimited(usage.used)}</p>;
  }
  return (
    <div className="space-y-1.5">
      <ProgressBar
        value={(usage.used / usage.limit) * 100}
        label="Analyses used this month"
        showValue={false}
      />
      <p className="text-xs text-slate-600">
        <span className="font-medium text-slate-800">{M.usageLimited(usage.used, usage.limit)}</span>
        {usage.resetsAt && <> · resets on {formatUtcDate(usage.resetsAt)}</>}
        {plan === 'basic' && (
          <>
            {' · '}
            <Link
              to={UPGRADE_PATH}
              className="rounded font-semibold text-violet-700 hover:text-violet-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
            >
              Unlimited with Premium
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The CV analyzer (spec §2, §4): analysis mode (CV source and job descriptions on the left, results on
 * the right) and skills mode (the rating screen), switched with Start Assessment and Back (kept in
 * `?mode=skills`, so the browser's Back works too). The analysis session survives the visit (see
 * session-store.ts).
 */
export function CvAnalyzer() {
  const { user } = useSession();
  const plan: TAccountPlan = user?.accountPlan ?? 'basic';
  const { session, setSession, userId } = useAnalysisSession();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mode = params.get('mode') === 'skills' ? 'skills' : 'analysis';

  const cv = useCv();
  const analyze = useAnalyzeResume();
  const saveAnalysis = useSaveAnalysis();
  const status = useTimedMessage({ successMs: 3000, errorMs: 5000 });

  const [descriptions, setDescriptions] = useState<string[]>(() =>
    session?.jobDescriptions.length ? [...session.jobDescriptions] : [''],
  );
  const [preferredSource, setPreferredSource] = useState<'profile' | 'upload' | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [focusResults, setFocusResults] = useState(false);

  useEffect(() => {
    if (!focusResults || !session) return;
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    setFocusResults(false);
  }, [focusResults, session]);

  const profileCv = cv.data ?? null;
  const profileUsable = profileCv !== null && profileCv.hasText;
  const source: 'profile' | 'upload' = preferredSource === 'upload' || !profileUsable ? 'upload' : 'profile';
  const choice: CvChoice = cv.isPending
    ? { source: 'checking' }
    : source === 'profile'
      ? { source: 'profile', profileCv }
      : { source: 'upload', file };

  const maxAllowed = maxDescriptionsFor(plan);
  const running = analyze.isPending;
  const analyzeEnabled = canAnalyze({ running, choice, descriptions });

  /**
   * Start Assessment adds a history entry (so the browser's Back returns to the results); Back goes
   * back to it when there is one, and otherwise replaces the address (e.g. after a reload in skills mode).
   */
  const setMode = (next: 'analysis' | 'skills') => {
    window.scrollTo?.({ top: 0 });
    if (next === 'analysis' && (location.state as { fromAnalysis?: boolean } | null)?.fromAnalysis) {
      void navigate(-1);
      return;
    }
    const updated = new URLSearchParams(params);
    if (next === 'skills') updated.set('mode', 'skills');
    else updated.delete('mode');
    setParams(updated, next === 'skills' ? { state: { fromAnalysis: true } } : { replace: true });
  };

  const onFile = (picked: File | undefined) => {
    if (!picked) {
      setFileProblem(M.noFileSelected);
      return;
    }
    const problem = cvFileProblem(picked);
    setFileProblem(problem);
    if (!problem) setFile(picked);
  };

  const onAnalyze = () => {
    const problem = analyzeProblem(choice, descriptions);
    if (problem) {
      status.error(problem);
      return;
    }
    status.clear();
    const jobDescriptions = descriptions.map((text) => text.trim());
    const cvSource: AnalysisSession['cvSource'] =
      choice.source === 'upload' && file
        ? { kind: 'upload', fileName: file.name }
        : { kind: 'profile', fileName: profileCv?.fileName ?? 'Profile CV' };
    analyze.mutate(
      {
        cv: choice.source === 'upload' && file ? { kind: 'upload', file } : { kind: 'profile' },
        jobDescriptions,
      },
      {
        onSuccess: (answer) => {
          setSession({
            userId,
            answer,
            jobDescriptions,
            cvSource,
            savedIndexes: [],
            analysedAt: new Date().toISOString(),
          });
          status.success(M.analysisComplete);
          setFocusResults(true);
        },
        onError: (error) => {
          if (isAbortError(error)) {
            status.success(M.analysisCancelled);
            return;
          }
          const planLimit = error instanceof AnalyzeError && error.isPlanLimit;
          status.error(
            error.message,
            planLimit ? (
              <Link
                to={UPGRADE_PATH}
                className="inline-flex items-center gap-1 font-semibold text-red-800 underline underline-offset-2"
              >
                <Crown aria-hidden="true" className="size-4" />
                Upgrade to Premium
              </Link>
            ) : undefined,
          );
        },
      },
    );
  };

  const onClearAll = () => {
    analyze.cancel();
    analyze.reset();
    setDescriptions(['']);
    setFile(null);
    setFileProblem(null);
    setPreferredSource(null);
    setSession(null);
    status.clear();
  };

  const onSave = (index: number) => {
    const current = session;
    if (!current) return Promise.reject(new Error(saveAnalysisErrorMessage(new Error(M.pdfDataMissing))));
    return saveAnalysis.mutateAsync({ session: current, index }).then(
      (answer) => {
        setSession((latest) =>
          latest && latest.analysedAt === current.analysedAt
            ? { ...latest, savedIndexes: [...new Set([...latest.savedIndexes, index])] }
            : latest,
        );
        return answer.message || M.analysisSaved;
      },
      (error: unknown) => {
        throw new Error(saveAnalysisErrorMessage(error));
      },
    );
  };

  if (mode === 'skills') {
    return (
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <Button variant="link" onClick={() => setMode('analysis')} className="mb-2">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Skills Assessment
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              Rate the technologies from your CV to get a SWOT analysis of your skills.
            </p>
          </div>
        </div>
        <SkillsRating
          key={session?.answer.resumeHash ?? 'none'}
          technologies={session?.answer.extractedTechnologies}
          resumeHash={session?.answer.resumeHash}
          onBackToAnalysis={() => setMode('analysis')}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">CV Analyzer</h1>
          <p className="mt-1 text-sm text-slate-600">
            Match your CV against the jobs you want and learn exactly what to improve.
          </p>
        </div>
        <div className="self-start sm:self-auto">
          <Badge tone={plan === 'premium' ? 'violet' : 'slate'}>
            {PLAN_FEATURES[plan].name} plan · up to {maxAllowed} job{' '}
            {maxAllowed === 1 ? 'description' : 'descriptions'}
          </Badge>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <Card step={1} title="Your CV">
            <CvSource
              profileCv={{
                isPending: cv.isPending,
                isError: cv.isError,
                data: cv.data,
                refetch: () => void cv.refetch(),
              }}
              source={source}
              file={file}
              fileProblem={fileProblem}
              disabled={running}
              onSourceChange={(next) => {
                setPreferredSource(next);
                setFileProblem(null);
              }}
              onFile={onFile}
              onRemoveFile={() => {
                setFile(null);
                setFileProblem(null);
              }}
            />
          </Card>

          <Card step={2} title={maxAllowed === 1 ? 'Job description' : 'Job descriptions'}>
            <JobDescriptions
              descriptions={descriptions}
              maxAllowed={maxAllowed}
              disabled={running}
              onChange={(index, text) =>
                setDescriptions((current) => current.map((item, i) => (i === index ? text : item)))
              }
              onAdd={() =>
                setDescriptions((current) =>
                  current.length < Math.min(maxAllowed, MAX_JOB_DESCRIPTIONS) ? [...current, ''] : current,
                )
              }
              onRemove={(index) =>
                setDescriptions((current) =>
                  current.length > 1 ? current.filter((_, i) => i !== index) : current,
                )
              }
            />
          </Card>

          <div className="space-y-3 border-t border-slate-100 pt-5">
            <TimedMessage message={status.message} onDismiss={status.clear} onHold={status.hold} />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={onAnalyze}
                disabled={!analyzeEnabled}
                busy={running}
                busyText="Analysing…"
                className="sm:flex-1"
              >
                <FileSearch aria-hidden="true" className="size-4" />
                Analyze Resume
              </Button>
              <Button variant="secondary" onClick={onClearAll} disabled={running}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Clear All
              </Button>
            </div>
            {!analyzeEnabled && !running && <p className="text-xs text-slate-500">{M.chooseCvAndFill}</p>}
            {session && <UsageNote usage={session.answer.usage} plan={plan} />}
          </div>
        </div>

        <div className="min-w-0">
          {running ? (
            <AnalysingState
              phase={analyze.phase}
              progress={analyze.progress}
              count={descriptions.length}
              onCancel={analyze.cancel}
            />
          ) : session ? (
            <AnalysisResults
              session={session}
              plan={plan}
              candidateName={user?.name}
              headingRef={resultsHeading}
              onStartAssessment={() => setMode('skills')}
              onSave={onSave}
            />
          ) : (
            <EmptyResults />
          )}
        </div>
      </div>
    </div>
  );
}
