import { z } from 'zod';
import { ZSpeechMetrics } from './speech';
import {
  CODE_LANGUAGE_IDS,
  CODE_MESSAGES,
  CODE_MAX_SCRIPT_CHARS,
  INTERVIEW_ANSWER_MODES,
  INTERVIEW_CATEGORIES,
  INTERVIEW_CV_MAX_CHARS,
  INTERVIEW_CV_MIN_CHARS,
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_DIFFICULTY,
  INTERVIEW_JD_MAX_CHARS,
  INTERVIEW_JOB_TITLE,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_QUESTION_COUNT,
  INTERVIEW_QUESTION_TYPES,
  INTERVIEW_STATUSES,
  MAX_ANSWER_TEXT_CHARS,
  MAX_RESPONSE_TIME,
} from '../domain';

/** Interview questions and answers (part 2 §3, §7). */

export const ZInterviewQuestionType = z.enum(INTERVIEW_QUESTION_TYPES);
export const ZInterviewAnswerMode = z.enum(INTERVIEW_ANSWER_MODES, { error: M.invalidAnswerMode });
export const ZCodeLanguageId = z.enum(CODE_LANGUAGE_IDS);

/** A visible example of a coding question (input given on stdin, expected stdout). */
export const ZInterviewExample = z.object({ input: z.string(), output: z.string() });

/** §3 Interview question, as the candidate sees it (hidden tests and key points stay on the server). */
export const ZInterviewQuestion = z.object({
  questionId: z.string(),
  question: z.string(),
  type: ZInterviewQuestionType,
  difficulty: z.string(),
  expectedComplexity: z.string().nullable(),
  /** Starter code keyed by language id; null for questions answered in words. */
  starterCode: z.record(z.string(), z.string()).nullable(),
  /** What the question is about (a technology or a skill), ours. */
  topic: z.string(),
  /** Coding questions: examples of input and output. */
  examples: z.array(ZInterviewExample).optional(),
});
export type TInterviewQuestion = z.infer<typeof ZInterviewQuestion>;

const jobTitle = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? v.trim() : INTERVIEW_JOB_TITLE),
  z.string().max(200),
);
const jobDescription = z
  .string({ error: M.bothInputsRequired })
  .trim()
  .min(1, M.bothInputsRequired)
  .max(INTERVIEW_JD_MAX_CHARS, M.jobDescriptionTooLong)
  .refine((s) => !s.includes('\u0000'), M.bothInputsRequired);
const difficulty = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? INTERVIEW_DIFFICULTY : v),
  z.enum(INTERVIEW_DIFFICULTIES),
);
const questionCount = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? INTERVIEW_QUESTION_COUNT
      : typeof v === 'string' && /^\d+$/.test(v)
        ? Number(v)
        : v,
  z.literal(INTERVIEW_QUESTION_COUNT, { error: `An interview has ${INTERVIEW_QUESTION_COUNT} questions` }),
);

/** POST /api/interviews/create: the job and the CV text (§5: CV text at least 50 characters after trim). */
export const ZInterviewCreateInput = z.object({
  jobTitle,
  jobDescription,
  difficulty,
  questionCount,
  resumeText: z
    .string({ error: M.bothInputsRequired })
    .trim()
    .min(1, M.bothInputsRequired)
    .min(INTERVIEW_CV_MIN_CHARS, M.cvTooShort)
    .max(INTERVIEW_CV_MAX_CHARS, M.cvTextTooLong),
});
export type TInterviewCreateInput = z.input<typeof ZInterviewCreateInput>;

/** POST /api/interviews/create-with-profile-cv: the CV comes from the profile. */
export const ZInterviewCreateWithProfileCvInput = z.object({
  jobTitle,
  jobDescription,
  difficulty,
  questionCount,
  useProfileCV: z.literal(true).optional(),
});
export type TInterviewCreateWithProfileCvInput = z.input<typeof ZInterviewCreateWithProfileCvInput>;

export const ZInterviewCreateAnswer = z.object({
  success: z.literal(true),
  interview: z.object({ id: z.string(), questions: z.array(ZInterviewQuestion) }),
});
export type TInterviewCreateAnswer = z.infer<typeof ZInterviewCreateAnswer>;

/** PUT /api/interviews/{id}/start */
export const ZInterviewStartAnswer = z.object({
  success: z.literal(true),
  firstQuestion: ZInterviewQuestion.nullable(),
  questions: z.array(ZInterviewQuestion),
  currentIndex: z.number(),
});
export type TInterviewStartAnswer = z.infer<typeof ZInterviewStartAnswer>;

/** GET /api/interviews/{id}/next-question */
export const ZInterviewNextQuestionAnswer = z.object({
  success: z.literal(true),
  completed: z.boolean(),
  question: ZInterviewQuestion.nullable(),
  /** Index of `question` among the interview's questions, or the count when none is left. */
  currentIndex: z.number(),
  totalQuestions: z.number(),
});
export type TInterviewNextQuestionAnswer = z.infer<typeof ZInterviewNextQuestionAnswer>;

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max, message));

/**
 * POST /api/interviews/{id}/submit-answer (§7). questionType, difficulty and expectedComplexity are
 * accepted as the client sends them but the server uses the stored question's own.
 */
export const ZInterviewSubmitAnswerInput = z.object({
  questionId: z.string({ error: M.questionNotFound }).trim().min(1, M.questionNotFound).max(100),
  responseTime: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: M.invalidResponseTime })
      .finite(M.invalidResponseTime)
      .min(0, M.invalidResponseTime)
      .max(MAX_RESPONSE_TIME, M.invalidResponseTime),
  ),
  answerMode: ZInterviewAnswerMode,
  responseText: optionalText(MAX_ANSWER_TEXT_CHARS, M.answerTooLong),
  /** A spoken answer's transcript (§3 Answer record `transcription`); used when responseText is empty. */
  transcription: optionalText(MAX_ANSWER_TEXT_CHARS, M.answerTooLong),
  code: optionalText(CODE_MAX_SCRIPT_CHARS, M.answerTooLong),
  language: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(CODE_LANGUAGE_IDS, { error: CODE_MESSAGES.unsupportedLanguage }).optional(),
  ),
  questionType: z.string().max(40).optional().nullable(),
  difficulty: z.string().max(40).optional().nullable(),
  expectedComplexity: z.string().max(200).optional().nullable(),
  skipped: z.preprocess((v) => v === true || v === 'true', z.boolean()),
  speech: ZSpeechMetrics.optional().nullable(),
});
export type TInterviewSubmitAnswerInput = z.input<typeof ZInterviewSubmitAnswerInput>;

/** A 0-10 measure (§3: missing values default to 5). */
const ZTenScale = z.number();

export const ZCodeMetrics = z.object({
  syntaxCorrectness: ZTenScale,
  logicalFlow: ZTenScale,
  efficiency: ZTenScale,
  readability: ZTenScale,
  bestPractices: ZTenScale,
});
export const ZAlgorithmicThinking = z.object({
  problemDecomposition: ZTenScale,
  algorithmChoice: ZTenScale,
  edgeCaseHandling: ZTenScale,
  timeComplexity: ZTenScale,
  spaceComplexity: ZTenScale,
});
export const ZCodeQuality = z.object({
  structure: ZTenScale,
  naming: ZTenScale,
  comments: ZTenScale,
  modularity: ZTenScale,
  errorHandling: ZTenScale,
});
export const ZDetailedPoints = z.object({
  technical: z.array(z.string()),
  algorithmic: z.array(z.string()),
  implementation: z.array(z.string()),
});

/** The hidden tests' outcome for a code answer (ours). */
export const ZCodeTestSummary = z.object({
  passed: z.number(),
  total: z.number(),
  edgeCasesPassed: z.number(),
  edgeCasesTotal: z.number(),
  /** The runner's verdict of the first failing test (wrong_answer when it ran but printed something else), or ok. */
  status: z.string(),
  averageTimeMs: z.number().nullable(),
  /** The first failing test, shown after the answer is in. */
  firstFailure: z
    .object({ input: z.string(), expected: z.string(), actual: z.string(), error: z.string().nullable() })
    .nullable(),
});

/** §3 Per-question feedback. Score 0-100; the other measures 0-10. */
export const ZQuestionFeedback = z.object({
  score: z.number(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  detailedAnalysis: z.string(),
  communicationClarity: ZTenScale,
  technicalAccuracy: ZTenScale,
  questionRelevance: ZTenScale,
  responseType: z.string(),
  codeMetrics: ZCodeMetrics.optional(),
  algorithmicThinking: ZAlgorithmicThinking.optional(),
  codeQuality: ZCodeQuality.optional(),
  strengths_detailed: ZDetailedPoints.optional(),
  improvements_detailed: ZDetailedPoints.optional(),
  testResults: ZCodeTestSummary.optional(),
  speech: ZSpeechMetrics.optional(),
  /** Key points of the question the answer covered and missed (ours). */
  keyPointsCovered: z.array(z.string()).optional(),
  keyPointsMissed: z.array(z.string()).optional(),
});
export type TQuestionFeedback = z.infer<typeof ZQuestionFeedback>;

export const ZInterviewSubmitAnswerAnswer = z.object({
  success: z.literal(true),
  feedback: ZQuestionFeedback,
  /** Whether another question follows. */
  hasNext: z.boolean(),
});
export type TInterviewSubmitAnswerAnswer = z.infer<typeof ZInterviewSubmitAnswerAnswer>;

/** §3 Answer record. */
export const ZInterviewAnswerRecord = z.object({
  questionId: z.string(),
  question: z.string(),
  questionType: ZInterviewQuestionType,
  transcription: z.string().nullable(),
  textResponse: z.string().nullable(),
  responseTime: z.number(),
  code: z.string().nullable(),
  language: z.string().nullable(),
  answerMode: ZInterviewAnswerMode,
  timestamp: z.string(),
  feedback: ZQuestionFeedback,
  skipped: z.boolean(),
  score: z.number(),
});
export type TInterviewAnswerRecord = z.infer<typeof ZInterviewAnswerRecord>;

const ZSubScore = z.object({ score: z.number(), feedback: z.string() });

/** §3 Overall feedback, plus the category percentages and readiness the admin view reads (ours). */
export const ZOverallFeedback = z.object({
  score: z.number(),
  feedback: z.object({
    technicalSkills: ZSubScore,
    communicationSkills: ZSubScore,
    problemSolving: ZSubScore,
    recommendations: z.array(z.string()),
  }),
  categoryPercentages: z.partialRecord(z.enum(INTERVIEW_CATEGORIES), z.number()),
  readinessLevel: z.string(),
  /** Topics (technologies or skills) of the weakest answers, for training recommendations (ours). */
  weakAreas: z.array(z.string()),
  completedQuestions: z.number(),
  totalQuestions: z.number(),
});
export type TOverallFeedback = z.infer<typeof ZOverallFeedback>;

/** PUT /api/interviews/{id}/complete */
export const ZInterviewCompleteAnswer = z.object({
  success: z.literal(true),
  feedback: ZOverallFeedback,
});

/** GET /api/interviews/{id}/feedback */
export const ZInterviewFeedbackAnswer = z.object({
  success: z.literal(true),
  feedback: ZOverallFeedback.extend({
    interviewId: z.string(),
    jobTitle: z.string(),
    completedAt: z.string().nullable(),
    questions: z.array(ZInterviewQuestion),
    answers: z.array(ZInterviewAnswerRecord),
    /** Open trainings that match the weak areas by the §4 recommendation rule (ours for the interview). */
    recommendedTrainings: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        trainingType: z.string(),
        trainingCategory: z.string(),
        status: z.string(),
        weakArea: z.string(),
      }),
    ),
  }),
});
export type TInterviewFeedbackAnswer = z.infer<typeof ZInterviewFeedbackAnswer>;

/** GET /api/interviews: the user's interviews, newest first (ours: history with scores over time). */
export const ZInterviewSummary = z.object({
  id: z.string(),
  jobTitle: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  overallScore: z.number().nullable(),
  answeredQuestions: z.number(),
  totalQuestions: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TInterviewSummary = z.infer<typeof ZInterviewSummary>;
export const ZInterviewHistoryAnswer = z.object({
  success: z.literal(true),
  interviews: z.array(ZInterviewSummary),
});
export type TInterviewHistoryAnswer = z.infer<typeof ZInterviewHistoryAnswer>;

/** POST /api/interviews/process-cv */
export const ZProcessCvAnswer = z.object({
  success: z.literal(true),
  data: z.object({ text: z.string(), characterCount: z.number(), wordCount: z.number() }),
});
export type TProcessCvAnswer = z.infer<typeof ZProcessCvAnswer>;
