import type {
  TCodeLanguage,
  TInterviewQuestion,
  TInterviewAnswerMode,
  TOverallFeedback,
  TQuestionFeedback,
  TSpeechMetrics,
} from '@launchpad/shared';

/** A hidden test of a coding question: the program reads `input` on stdin and must print `output`. */
export interface HiddenTest {
  input: string;
  output: string;
  /** An edge case (empty input, one element, negatives, limits...). */
  edge?: boolean;
}

/**
 * A question as the server keeps it: what the candidate sees plus what grades the answer (key points,
 * hidden tests). Stored in `interviews.questions`; only `toPublicQuestion` leaves the server.
 */
export interface StoredQuestion extends TInterviewQuestion {
  /** The bank entry it came from (or `ai:<n>` for a model's question). */
  bankId: string;
  /** What a complete answer covers: each point with words that show it is covered. */
  keyPoints: { point: string; terms: string[] }[];
  /** Coding questions: the tests the code is run against. */
  tests?: HiddenTest[];
  /** Words of the job and CV the answer is expected to relate to. */
  context?: string[];
}

export interface AnswerToGrade {
  question: StoredQuestion;
  answerMode: TInterviewAnswerMode;
  text: string;
  code: string;
  language: TCodeLanguage | null;
  responseTime: number;
  speech: TSpeechMetrics | null;
}

export interface GradedAnswerForOverall {
  question: StoredQuestion;
  skipped: boolean;
  answerMode: TInterviewAnswerMode;
  score: number;
  feedback: TQuestionFeedback;
}

export interface InterviewEngine {
  /** Builds the interview's questions from the job and the CV. */
  generateQuestions(input: {
    jobTitle: string;
    jobDescription: string;
    resumeText: string;
    difficulty: string;
    questionCount: number;
  }): Promise<{ questions: StoredQuestion[]; provider: 'local' | 'openai' }>;
  /** Grades one answer (the code is run against the hidden tests). */
  evaluateAnswer(answer: AnswerToGrade): Promise<TQuestionFeedback>;
  /** The overall feedback from every question's grade. */
  overallFeedback(input: {
    jobTitle: string;
    questions: StoredQuestion[];
    answers: GradedAnswerForOverall[];
  }): Promise<TOverallFeedback>;
}

export const toPublicQuestion = (q: StoredQuestion): TInterviewQuestion => ({
  questionId: q.questionId,
  question: q.question,
  type: q.type,
  difficulty: q.difficulty,
  expectedComplexity: q.expectedComplexity,
  starterCode: q.starterCode,
  topic: q.topic,
  ...(q.examples ? { examples: q.examples } : {}),
});
