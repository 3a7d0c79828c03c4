import type { TInterviewAnswerMode, TQuestionFeedback } from '@launchpad/shared';
import { BaseModel } from './BaseModel';

/** One answer of a mock interview (spec part 2 §3 Answer record), with its feedback. */
export class InterviewAnswer extends BaseModel {
  static override tableName = 'interview_answers';
  static override jsonAttributes = ['feedback'];

  interviewId!: string;
  questionId!: string;
  answerMode!: TInterviewAnswerMode;
  textResponse!: string | null;
  transcription!: string | null;
  code!: string | null;
  language!: string | null;
  responseTime!: number;
  skipped!: boolean;
  score!: number;
  feedback!: TQuestionFeedback;
  createdAt!: Date;
}
