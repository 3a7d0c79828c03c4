import type {
  TInterviewAnswerRecord,
  TInterviewFeedbackAnswer,
  TInterviewSummary,
  TOverallFeedback,
} from '@launchpad/shared';
import type { Interview } from '../models/Interview';
import type { InterviewAnswer } from '../models/InterviewAnswer';
import type { Training } from '../models/Training';
import { toPublicQuestion } from '../services/interview/types';

/** Interview answers: never the hidden tests, key points or CV text. */

export const presentQuestions = (interview: Interview) => interview.questions.map(toPublicQuestion);

export function presentAnswerRecord(interview: Interview, answer: InterviewAnswer): TInterviewAnswerRecord {
  const question = interview.questions.find((q) => q.questionId === answer.questionId);
  return {
    questionId: answer.questionId,
    question: question?.question ?? '',
    questionType: question?.type ?? 'technical',
    transcription: answer.transcription,
    textResponse: answer.textResponse,
    responseTime: answer.responseTime,
    code: answer.code,
    language: answer.language,
    answerMode: answer.answerMode,
    timestamp: new Date(answer.createdAt).toISOString(),
    feedback: answer.feedback,
    skipped: answer.skipped,
    score: answer.score,
  };
}

export function presentFeedback(
  interview: Interview,
  answers: InterviewAnswer[],
  trainings: { training: Training; weakArea: string }[],
): TInterviewFeedbackAnswer['feedback'] {
  const overall = interview.overallFeedback as TOverallFeedback;
  return {
    ...overall,
    interviewId: interview.id,
    jobTitle: interview.jobTitle,
    completedAt: interview.completedAt ? new Date(interview.completedAt).toISOString() : null,
    questions: presentQuestions(interview),
    answers: answers.map((a) => presentAnswerRecord(interview, a)),
    recommendedTrainings: trainings.map(({ training, weakArea }) => ({
      _id: training.id,
      title: training.title,
      trainingType: training.trainingType,
      trainingCategory: training.trainingCategory,
      status: training.status,
      weakArea,
    })),
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentSummary(interview: Interview, answered: number): TInterviewSummary {
  return {
    id: interview.id,
    jobTitle: interview.jobTitle,
    status: interview.status,
    overallScore: interview.overallScore,
    answeredQuestions: answered,
    totalQuestions: interview.questions.length,
    createdAt: new Date(interview.createdAt).toISOString(),
    startedAt: iso(interview.startedAt),
    completedAt: iso(interview.completedAt),
  };
}
