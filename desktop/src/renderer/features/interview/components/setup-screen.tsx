import {
  countWords,
  cvProcessFailed,
  cvTextWarnings,
  INTERVIEW_CV_ACCEPT,
  INTERVIEW_JD_DISPLAY_CAP,
  INTERVIEW_JOB_TITLE,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_QUESTION_COUNT,
  isCvTextLongEnough,
  type TSessionUser,
} from '@launchpad/shared';
import { FileText, PenLine, Play, TriangleAlert, UserRound, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FileDrop } from '../../../components/ui/file-drop';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/cv-file';
import {
  useCreateAndStartInterview,
  useProcessCv,
  useProfileCvForInterview,
  type StartedInterview,
} from '../api/interview';
import { interviewCvFileProblem } from '../lib/cv-file';
import { PastInterviews } from './past-interviews';

type CvSourceKind = 'profile' | 'upload' | 'manual';

export const CV_FILE_INPUT_LABEL = 'CV file';

/**
 * Setup (§2.2): the job description with its 2000 display counter, the CV from the profile, an upload
 * or pasted text, and Start (create, then start).
 */
export function SetupScreen({
  user,
  initialJobDescription = '',
  onStarted,
}: {
  user: TSessionUser | null;
  initialJobDescription?: string;
  onStarted: (interview: StartedInterview, jobDescription: string) => void;
}) {
  const [jobDescription, setJobDescription] = useState(initialJobDescription);
  const [chosen, setChosen] = useState<CvSourceKind | null>(null);
  const [manualText, setManualText] = useState('');
  const [manualTouched, setManualTouched] = useState(false);
  const [uploaded, setUploaded] = useState<{
    name: string;
    size: number;
    text: string;
    characters: number;
    words: number;
  } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const profileCv = useProfileCvForInterview();
  const processCv = useProcessCv();
  const start = useCreateAndStartInterview();

  // §2.2: the profile CV is preferred when loaded; when none, or loading it fails, upload.
  const autoSource: CvSourceKind = profileCv.isPending || profileCv.data ? 'profile' : 'upload';
  const source = chosen ?? autoSource;
  const profileUsable = Boolean(profileCv.data);

  const onFile = (file: File | undefined) => {
    setFormError(null);
    if (!file) return;
    const problem = interviewCvFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    setUploaded(null);
    processCv.mutate(file, {
      onSuccess: (data) => {
        if (!data.text.trim()) {
          setFileProblem(M.noCvText);
          return;
        }
        setUploaded({
          name: file.name,
          size: file.size,
          text: data.text,
          characters: data.characterCount,
          words: data.wordCount,
        });
      },
      onError: (error) => setFileProblem(cvProcessFailed(error.message.replace(/[.\s]+$/, ''))),
    });
  };

  const cvText = source === 'upload' ? (uploaded?.text ?? '') : source === 'manual' ? manualText : '';
  const hasCv = source === 'profile' ? profileUsable : cvText.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!user) return setFormError(M.loginToStart);
    if (!jobDescription.trim() || !hasCv) return setFormError(M.bothInputsRequired);
    if (source !== 'profile' && !isCvTextLongEnough(cvText)) {
      setManualTouched(true);
      return setFormError(M.cvTooShort);
    }
    start.mutate(
      {
        jobDescription: jobDescription.trim(),
        cv: source === 'profile' ? { kind: 'profile' } : { kind: 'text', text: cvText.trim() },
      },
      {
        onSuccess: (interview) => onStarted(interview, jobDescription),
        onError: (error) => setFormError(error.message),
      },
    );
  };

  const count = jobDescription.length;
  // Shown while typing (and after a refused start), never first on blur: a warning appearing on blur would
  // push the Start button down under the pointer that is on its way to click it.
  const manualWarnings =
    source === 'manual' && (manualTouched || manualText.trim() !== '') ? cvTextWarnings(manualText) : [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Interview setup">
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">Mock Interview</h1>
          <p className="mt-1 text-sm text-slate-600">
            {INTERVIEW_QUESTION_COUNT} questions for a {INTERVIEW_JOB_TITLE}, drawn from the job description
            and your CV. Answer by speaking, writing or coding; you get feedback on every answer at the end.
          </p>
        </header>

        {formError && <ErrorBanner message={formError} onDismiss={() => setFormError(null)} />}

        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <TextareaField
            label="Job description"
            rows={8}
            value={jobDescription}
            placeholder="Paste the job posting: responsibilities, requirements, technologies…"
            onChange={(event) => setJobDescription(event.target.value)}
            hint={
              <span className={cn('tabular-nums', count > INTERVIEW_JD_DISPLAY_CAP && 'text-amber-700')}>
                {count}/{INTERVIEW_JD_DISPLAY_CAP}
              </span>
            }
          />
        </section>

        <section
          aria-labelledby="cv-source-heading"
          className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="cv-source-heading" className="text-base font-semibold text-slate-900">
            Your CV
          </h2>
          <SourceChoice
            value={source}
            profileDisabled={!profileCv.isPending && !profileUsable}
            onChange={(next) => {
              setChosen(next);
              setFormError(null);
            }}
          />

          {source === 'profile' && (
            <ProfileCvPanel pending={profileCv.isPending} data={profileCv.data ?? null} />
          )}
          {profileCv.isError && source === 'upload' && chosen === null && (
            <Note tone="amber">{profileCv.error.message || M.cvTextUnavailable}</Note>
          )}
          {profileCv.data === null && source !== 'manual' && chosen === null && (
            <Note tone="slate">{M.noProfileCv}</Note>
          )}

          {source === 'upload' && (
            <div className="space-y-3">
              {uploaded ? (
                <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium break-all text-slate-900">{uploaded.name}</p>
                    <p className="text-slate-600" role="status">
                      {formatFileSize(uploaded.size)} · {uploaded.characters.toLocaleString()} characters ·{' '}
                      {uploaded.words.toLocaleString()} words
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label="Remove the uploaded CV"
                    onClick={() => setUploaded(null)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ) : (
                <FileDrop
                  inputLabel={CV_FILE_INPUT_LABEL}
                  accept={INTERVIEW_CV_ACCEPT}
                  buttonLabel="Choose file"
                  title="Drop your CV here"
                  hint="PDF, TXT, DOC or DOCX, up to 5 MB"
                  disabled={processCv.isPending}
                  onFile={onFile}
                />
              )}
              {processCv.isPending && (
                <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner className="size-4 text-indigo-600" /> Reading your CV…
                </p>
              )}
              {fileProblem && (
                <p role="alert" className="text-sm text-red-700">
                  {fileProblem}
                </p>
              )}
            </div>
          )}

          {source === 'manual' && (
            <div className="space-y-2">
              <TextareaField
                label="CV text"
                rows={8}
                value={manualText}
                placeholder="Paste your CV: education, projects, skills, experience…"
                onChange={(event) => setManualText(event.target.value)}
                hint={
                  <span className="tabular-nums">
                    {manualText.trim().length} characters · {countWords(manualText)} words
                  </span>
                }
              />
              {manualWarnings.map((warning) => (
                <Note key={warning} tone="amber">
                  {warning}
                </Note>
              ))}
            </div>
          )}
        </section>

        <div className="flex justify-end">
          <Button type="submit" size="lg" busy={start.isPending} busyText="Preparing your questions…">
            <Play aria-hidden="true" className="size-4" />
            Start Interview
          </Button>
        </div>
      </form>

      <aside aria-label="Past interviews">
        <PastInterviews />
      </aside>
    </div>
  );
}

function Note({ tone, children }: { tone: 'amber' | 'slate'; children: ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl p-3 text-sm ring-1',
        tone === 'amber'
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      {tone === 'amber' && (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      )}
      <span className="min-w-0">{children}</span>
    </p>
  );
}

const SOURCES: { value: CvSourceKind; label: string; icon: typeof FileText }[] = [
  { value: 'profile', label: 'Profile CV', icon: UserRound },
  { value: 'upload', label: 'Upload a file', icon: FileText },
  { value: 'manual', label: 'Paste text', icon: PenLine },
];

function SourceChoice({
  value,
  profileDisabled,
  onChange,
}: {
  value: CvSourceKind;
  profileDisabled: boolean;
  onChange: (value: CvSourceKind) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">CV source</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {SOURCES.map(({ value: option, label, icon: Icon }) => {
          const disabled = option === 'profile' && profileDisabled;
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                checked
                  ? 'bg-indigo-50 text-indigo-800 ring-indigo-300'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function ProfileCvPanel({
  pending,
  data,
}: {
  pending: boolean;
  data: { info: { fileName: string; textLength?: number | null }; text: string } | null;
}) {
  if (pending) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200"
      >
        <Spinner className="size-4 text-indigo-600" />
        {M.checkingCv}
      </p>
    );
  }
  if (!data) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-200">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900">{data.info.fileName}</p>
        <p className="text-slate-600">
          Using the CV from your profile · {data.text.trim().length.toLocaleString()} characters ·{' '}
          {countWords(data.text).toLocaleString()} words
        </p>
      </div>
    </div>
  );
}
