import { useState } from 'react';
import { useSession } from '../../../lib/session';
import type { StartedInterview } from '../api/interview';
import { useDebugLog } from '../lib/debug-log';
import { FeedbackScreen } from './feedback-screen';
import { InterviewRoom, type AnswerSummary } from './interview-room';
import { SetupScreen } from './setup-screen';

type Phase =
  | { name: 'setup' }
  | { name: 'interview'; interview: StartedInterview; startedAt: number }
  | { name: 'feedback'; interview: StartedInterview; answers: AnswerSummary[]; seconds: number };

/**
 * The mock interview (§2.2, §4): setup, then the interview once it has been created and started, then
 * feedback after the last question (or a failure to fetch the next); Start New Interview returns to setup
 * with the same job description.
 */
export function InterviewPage() {
  const { user } = useSession();
  const { entries, log, clear } = useDebugLog();
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [jobDescription, setJobDescription] = useState('');

  if (phase.name === 'interview') {
    return (
      <InterviewRoom
        interview={phase.interview}
        jobDescription={jobDescription}
        log={log}
        entries={entries}
        onFinished={(answers) =>
          setPhase({
            name: 'feedback',
            interview: phase.interview,
            answers,
            seconds: Math.round((Date.now() - phase.startedAt) / 1000),
          })
        }
      />
    );
  }
  if (phase.name === 'feedback') {
    return (
      <FeedbackScreen
        interviewId={phase.interview.id}
        answers={phase.answers}
        elapsedSeconds={phase.seconds}
        log={log}
        onRestart={() => {
          clear();
          setPhase({ name: 'setup' });
        }}
      />
    );
  }
  return (
    <SetupScreen
      user={user}
      initialJobDescription={jobDescription}
      onStarted={(interview, description) => {
        setJobDescription(description);
        log(`Interview ${interview.id} started with ${interview.questions.length} questions`);
        setPhase({ name: 'interview', interview, startedAt: Date.now() });
      }}
    />
  );
}
