import type { TInterviewStatus, TOverallFeedback } from '@launchpad/shared';
import { Model } from 'objection';
import type { StoredQuestion } from '../services/interview/types';
import { BaseModel } from './BaseModel';
import { InterviewAnswer } from './InterviewAnswer';

/** A mock interview (spec part 2 §2.2): its questions (with hidden grading data) and overall feedback. */
export class Interview extends BaseModel {
  static override tableName = 'interviews';
  static override jsonAttributes = ['questions', 'overallFeedback'];

  userId!: string;
  jobTitle!: string;
  jobDescription!: string;
  resumeText!: string;
  difficulty!: string;
  provider!: 'local' | 'openai';
  status!: TInterviewStatus;
  currentIndex!: number;
  questions!: StoredQuestion[];
  overallFeedback!: TOverallFeedback | null;
  overallScore!: number | null;
  startedAt!: Date | null;
  completedAt!: Date | null;
  createdAt!: Date;

  answers?: InterviewAnswer[];

  static override get relationMappings() {
    return {
      answers: {
        relation: Model.HasManyRelation,
        modelClass: InterviewAnswer,
        join: { from: 'interviews.id', to: 'interview_answers.interviewId' },
      },
    };
  }
}
