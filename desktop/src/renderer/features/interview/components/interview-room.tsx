import {
  INTERVIEW_MESSAGES as M,
  INTERVIEW_QUESTION_TYPE_LABELS,
  isCodingQuestionType,
  isMeaningfulCode,
  isMeaningfulText,
  MIN_RESPONSE_TIME,
  SKIP_RESPONSE_TIME,
  skipQuestionFailed,
  submitAnswerFailed,
  type TCodeLanguage,
  type TInterviewQuestion,
  type TInterviewSubmitAnswerInput,
  type TSpeechMetrics,
} from '@launchpad/shared';
import { Code2, Keyboard, Mic, Send, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Tabs } from '../../../components/ui/tabs';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fetchNextQuestion, submitAnswer, type StartedInterview } from '../api/interview';
import type { DebugEntry } from '../lib/debug-log';
import { formatSeconds, readQuestionFeedback, type QuestionFeedbackView } from '../lib/feedback';
import { AudioAnswer } from './audio-answer';
import { CodeAnswer, defaultLanguage, starterTemplate } from './code-answer';
import { DebugLog } from './debug-log';

export type AnswerMode = 'audio' | 'text' | 'code';

/** What an answer mode adds to submit-answer; the rest (ids, time, empty fields) is filled in by `send`. */
type AnswerBody = Partial<
  Pick<TInterviewSubmitAnswerInput, 'responseText' | 'transcription' | 'code' | 'language' | 'speech'>
> & { answerMode: TInterviewSubmitAnswerInput['answerMode'] };

/** One question's outcome as the interview keeps it for the feedback screen. */
export interface AnswerSummary {
  questionId: string;
  question: string;
  type: string;
  answerMode: AnswerMode | 'skipped';
  skipped: boolean;
  feedback: QuestionFeedbackView;
}

const reason = (error: unknown) =>
  (error instanceof Error && error.message.trim() ? error.message : 'Unknown error').replace(/[.\s]+$/, '');

/** Seconds since `since`, refreshed every second while `running`. */
function useSecondsSince(since: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return Math.max(0, Math.floor((now - since) / 1000));
}

/**
 * The interview (§2.2, §4): one question at a time with its type and difficulty, progress, a timer from
 * the start, and the answer given by voice, in writing or in code; submit or skip, then the next question.
 * No next question, or a failure to fetch it, ends the interview (`onFinished`).
 */
export function InterviewRoom({
  interview,
  jobDescription,
  log,
  entries,
  onFinished,
}: {
  interview: StartedInterview;
  /** Biases the transcription of spoken answers towards the job's words. */
  jobDescription: string;
  log: (message: string) => void;
  entries: readonly DebugEntry[];
  onFinished: (answers: AnswerSummary[]) => void;
}) {
  const [question, setQuestion] = useState<TInterviewQuestion>(interview.firstQuestion);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      interview.questions.findIndex((q) => q.questionId === interview.firstQuestion.questionId),
    ),
  );
  const total = interview.questions.length;
  const [answers, setAnswers] = useState<AnswerSummary[]>([]);
  const [busy, setBusy] = useState<'submit' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [startedAt] = useState(() => Date.now());
  const [questionShownAt, setQuestionShownAt] = useState(() => Date.now());
  const [finished, setFinished] = useState(false);
  const elapsed = useSecondsSince(startedAt, !finished);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [question.questionId]);

  const advance = async (next: AnswerSummary[]) => {
    try {
      const answer = await fetchNextQuestion(interview.id);
      if (answer.completed || !answer.question) {
        log('No further question: completing the interview');
        setFinished(true);
        onFinished(next);
        return;
      }
      setQuestion(answer.question);
      setIndex(answer.currentIndex ?? index + 1);
      setQuestionShownAt(Date.now());
      log(`Question ${(answer.currentIndex ?? index + 1) + 1} of ${total}: ${answer.question.type}`);
    } catch (failure) {
      // §4: a failure to fetch the next question ends the interview.
      log(`Next question failed (${reason(failure)}): completing the interview`);
      setFinished(true);
      onFinished(next);
    }
  };

  const send = async (
    body: AnswerBody & { responseTime: number; skipped: boolean },
    mode: AnswerSummary['answerMode'],
  ) => {
    const skipped = mode === 'skipped';
    setBusy(skipped ? 'skip' : 'submit');
    setError(null);
    try {
      const raw = await submitAnswer(interview.id, {
        questionId: question.questionId,
        questionType: question.type,
        difficulty: question.difficulty,
        expectedComplexity: question.expectedComplexity,
        responseText: '',
        transcription: '',
        code: '',
        ...body,
      });
      const feedback = readQuestionFeedback(raw);
      log(skipped ? 'Question skipped' : `Answer submitted (${mode}): score ${Math.round(feedback.score)}`);
      const next = [
        ...answers,
        {
          questionId: question.questionId,
          question: question.question,
          type: question.type,
          answerMode: mode,
          skipped,
          feedback,
        },
      ];
      setAnswers(next);
      await advance(next);
    } catch (failure) {
      const message = skipped ? skipQuestionFailed(reason(failure)) : submitAnswerFailed(reason(failure));
      setError(message);
      log(message);
    } finally {
      setBusy(null);
    }
  };

  const responseTime = () => Math.max(MIN_RESPONSE_TIME, Math.round((Date.now() - questionShownAt) / 1000));

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="sticky top-0 z-10 -mx-2 rounded-2xl bg-slate-50/95 px-2 py-3 backdrop-blur">
        <div className="flex items-center justify-between gap-4 text-sm">
          <span className="font-medium text-slate-700">
            Question {index + 1} of {total}
          </span>
          <span className="font-mono text-slate-700 tabular-nums" role="timer" aria-label="Interview time">
            {formatSeconds(elapsed)}
          </span>
        </div>
        <ProgressBar
          value={((index + 1) / Math.max(1, total)) * 100}
          label="Interview progress"
          showValue={false}
          className="mt-2"
        />
      </div>

      <section
        aria-labelledby="question-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="indigo">
            {INTERVIEW_QUESTION_TYPE_LABELS[question.type as keyof typeof INTERVIEW_QUESTION_TYPE_LABELS] ??
              question.type}
          </Badge>
          <Badge tone="slate">{question.difficulty}</Badge>
          {question.topic && <Badge tone="violet">{question.topic}</Badge>}
        </div>
        <h2
          id="question-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-lg leading-relaxed font-medium whitespace-pre-line text-slate-900 focus:outline-none"
        >
          <span className="sr-only">
            Question {index + 1} of {total}:{' '}
          </span>
          {question.question}
        </h2>
        {question.expectedComplexity && (
          <p className="mt-3 text-sm text-slate-600">
            Expected complexity: <span className="font-mono">{question.expectedComplexity}</span>
          </p>
        )}
        {question.examples && question.examples.length > 0 && (
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {question.examples.map((example, i) => (
              <div key={i} className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  Example {i + 1}
                </p>
                <p className="mt-1 text-slate-600">Input</p>
                <pre className="font-mono text-xs whitespace-pre-wrap text-slate-800">
                  {example.input || '(empty)'}
                </pre>
                <p className="mt-1 text-slate-600">Output</p>
                <pre className="font-mono text-xs whitespace-pre-wrap text-slate-800">{example.output}</pre>
              </div>
            ))}
          </div>
        )}
      </section>

      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}

      <AnswerPanel
        key={question.questionId}
        question={question}
        context={`${question.question}\n${jobDescription}`}
        busy={busy}
        disabled={finished}
        log={log}
        onSubmit={(body, mode) => void send({ ...body, responseTime: responseTime(), skipped: false }, mode)}
        onSkip={() =>
          void send(
            { answerMode: 'skipped', responseTime: SKIP_RESPONSE_TIME, skipped: true, responseText: '' },
            'skipped',
          )
        }
      />

      <DebugLog entries={entries} />
    </div>
  );
}

const MODES = [
  { value: 'audio', label: 'Speak', icon: Mic },
  { value: 'text', label: 'Write', icon: Keyboard },
  { value: 'code', label: 'Code', icon: Code2 },
] as const;

function AnswerPanel({
  question,
  context,
  busy,
  disabled,
  log,
  onSubmit,
  onSkip,
}: {
  question: TInterviewQuestion;
  context: string;
  busy: 'submit' | 'skip' | null;
  disabled: boolean;
  log: (message: string) => void;
  onSubmit: (body: AnswerBody, mode: AnswerMode) => void;
  onSkip: () => void;
}) {
  const coding = isCodingQuestionType(question.type);
  const [mode, setMode] = useState<AnswerMode>(coding ? 'code' : 'text');
  const [text, setText] = useState('');
  const [transcript, setTranscript] = useState('');
  const [speech, setSpeech] = useState<TSpeechMetrics | null>(null);
  const [language, setLanguage] = useState<TCodeLanguage>(() => defaultLanguage(question.starterCode));
  const [codeByLanguage, setCodeByLanguage] = useState<Partial<Record<TCodeLanguage, string>>>({});
  const [stdin, setStdin] = useState(question.examples?.[0]?.input ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const template = starterTemplate(question.starterCode, language);
  const code = codeByLanguage[language] ?? template;
  const locked = disabled || busy !== null;

  const submit = () => {
    setProblem(null);
    if (mode === 'code') {
      if (!isMeaningfulCode(code, template)) return setProblem(M.meaningfulResponse);
      return onSubmit({ answerMode: 'code', code, language, responseText: '' }, 'code');
    }
    const answer = mode === 'audio' ? transcript : text;
    if (!isMeaningfulText(answer)) return setProblem(M.meaningfulResponse);
    if (mode === 'audio') {
      return onSubmit(
        { answerMode: 'audio', responseText: answer, transcription: answer, speech: speech ?? undefined },
        'audio',
      );
    }
    return onSubmit({ answerMode: 'text', responseText: answer }, 'text');
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section aria-label="Answer" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Tabs
        label="Answer mode"
        // Code answers are for coding questions (the server refuses them elsewhere).
        items={coding ? MODES : MODES.filter((m) => m.value !== 'code')}
        value={mode}
        onValueChange={(next) => {
          setMode(next);
          setProblem(null);
        }}
      >
        {mode === 'audio' && (
          <AudioAnswer
            context={context}
            transcript={transcript}
            onTranscript={setTranscript}
            onSpeech={setSpeech}
            onSwitchToText={(typed) => {
              if (typed.trim() && !text.trim()) setText(typed);
              setMode('text');
            }}
            onSubmitShortcut={submit}
            log={log}
            disabled={locked}
          />
        )}
        {mode === 'text' && (
          <TextareaField
            label="Your answer"
            rows={9}
            value={text}
            disabled={locked}
            placeholder={
              question.type === 'behavioral'
                ? 'Situation, task, action, result: tell it as a short story.'
                : 'Explain your answer as you would to the interviewer.'
            }
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onTextKeyDown}
            hint="Ctrl+Enter submits."
          />
        )}
        {mode === 'code' && (
          <CodeAnswer
            language={language}
            code={code}
            stdin={stdin}
            template={template}
            onLanguage={(next) => {
              setLanguage(next);
              log(`Language: ${next}`);
            }}
            onCode={(next) => setCodeByLanguage((current) => ({ ...current, [language]: next }))}
            onStdin={setStdin}
            log={log}
            disabled={locked}
          />
        )}
      </Tabs>

      {problem && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {problem}
        </p>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button
          variant="ghost"
          onClick={onSkip}
          disabled={locked}
          busy={busy === 'skip'}
          busyText="Skipping…"
        >
          <SkipForward aria-hidden="true" className="size-4" />
          Skip question
        </Button>
        <Button onClick={submit} disabled={locked} busy={busy === 'submit'} busyText="Reviewing your answer…">
          <Send aria-hidden="true" className="size-4" />
          Submit answer
        </Button>
      </div>
    </section>
  );
}
