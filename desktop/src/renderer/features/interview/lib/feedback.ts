import {
  DEFAULT_FEEDBACK_SCORE,
  DEFAULT_FEEDBACK_VALUE,
  INTERVIEW_MESSAGES,
  fallbackOverallSubScores,
  type TScoreTone,
} from '@launchpad/shared';

/**
 * Reading and scoring feedback on the client (part 2 §3, §8, §9). The server shapes its answers, but the
 * spec allows per-question feedback as an object or as a string holding JSON, and says what to show when
 * values are missing or the feedback call fails, so those rules live here as pure functions.
 */

/** Tailwind classes per tone: text, bar fill and soft background. */
export const toneClasses: Record<TScoreTone, { text: string; bar: string; soft: string }> = {
  green: { text: 'text-emerald-700', bar: 'bg-emerald-500', soft: 'bg-emerald-50 ring-emerald-200' },
  yellow: { text: 'text-amber-700', bar: 'bg-amber-400', soft: 'bg-amber-50 ring-amber-200' },
  red: { text: 'text-red-700', bar: 'bg-red-500', soft: 'bg-red-50 ring-red-200' },
};

const DEFAULT_SUB_VALUE = DEFAULT_FEEDBACK_VALUE;
const DEFAULT_SCORE = DEFAULT_FEEDBACK_SCORE;

export const CODE_METRIC_GROUPS = {
  codeMetrics: ['syntaxCorrectness', 'logicalFlow', 'efficiency', 'readability', 'bestPractices'],
  algorithmicThinking: [
    'problemDecomposition',
    'algorithmChoice',
    'edgeCaseHandling',
    'timeComplexity',
    'spaceComplexity',
  ],
  codeQuality: ['structure', 'naming', 'comments', 'modularity', 'errorHandling'],
} as const;

export type CodeMetricGroup = keyof typeof CODE_METRIC_GROUPS;

export interface DetailedLists {
  technical: string[];
  algorithmic: string[];
  implementation: string[];
}

/** Per-question feedback as the screen shows it, every field present. */
export interface QuestionFeedbackView {
  score: number;
  strengths: string[];
  improvements: string[];
  detailedAnalysis: string;
  communicationClarity: number;
  technicalAccuracy: number;
  questionRelevance: number;
  responseType: string;
  /** Present for code answers. */
  code?: {
    groups: Record<CodeMetricGroup, Record<string, number>>;
    strengthsDetailed: DetailedLists;
    improvementsDetailed: DetailedLists;
    testsPassed?: number;
    testsTotal?: number;
  };
  /** True when the feedback could not be read (an unparsable string). */
  fallback: boolean;
}

/** §8: an unparsable feedback string gives score 50 and this note (the one wording, in shared). */
export const UNREADABLE_FEEDBACK_NOTE = INTERVIEW_MESSAGES.fallbackFeedbackNote;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return fallback;
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

function detailed(value: unknown): DetailedLists {
  const record = isRecord(value) ? value : {};
  return {
    technical: strings(record.technical),
    algorithmic: strings(record.algorithmic),
    implementation: strings(record.implementation),
  };
}

function hasCodeFields(record: Record<string, unknown>): boolean {
  return isRecord(record.codeMetrics) || isRecord(record.algorithmicThinking) || isRecord(record.codeQuality);
}

/**
 * Per-question feedback from the submit-answer call: an object, or a string holding JSON (§7). An
 * unparsable string gives score 50 and a fallback note (§8); missing numbers default to 5 and a missing
 * score to 50 (§3).
 */
export function readQuestionFeedback(raw: unknown): QuestionFeedbackView {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      value = null;
    }
  }
  if (!isRecord(value)) {
    return {
      score: DEFAULT_SCORE,
      strengths: [],
      improvements: [],
      detailedAnalysis: UNREADABLE_FEEDBACK_NOTE,
      communicationClarity: DEFAULT_SUB_VALUE,
      technicalAccuracy: DEFAULT_SUB_VALUE,
      questionRelevance: DEFAULT_SUB_VALUE,
      responseType: 'unknown',
      fallback: true,
    };
  }
  const view: QuestionFeedbackView = {
    score: num(value.score, DEFAULT_SCORE),
    strengths: strings(value.strengths),
    improvements: strings(value.improvements),
    detailedAnalysis: typeof value.detailedAnalysis === 'string' ? value.detailedAnalysis : '',
    communicationClarity: num(value.communicationClarity, DEFAULT_SUB_VALUE),
    technicalAccuracy: num(value.technicalAccuracy, DEFAULT_SUB_VALUE),
    questionRelevance: num(value.questionRelevance, DEFAULT_SUB_VALUE),
    responseType: typeof value.responseType === 'string' ? value.responseType : 'text',
    fallback: false,
  };
  if (hasCodeFields(value)) {
    const groups = {} as Record<CodeMetricGroup, Record<string, number>>;
    for (const group of Object.keys(CODE_METRIC_GROUPS) as CodeMetricGroup[]) {
      const source = isRecord(value[group]) ? value[group] : {};
      groups[group] = Object.fromEntries(
        CODE_METRIC_GROUPS[group].map((field) => [field, num(source[field], DEFAULT_SUB_VALUE)]),
      );
    }
    const tests = isRecord(value.testResults) ? value.testResults : value;
    const testsPassed = num(tests.testsPassed ?? tests.passed, Number.NaN);
    const testsTotal = num(tests.testsTotal ?? tests.total, Number.NaN);
    view.code = {
      groups,
      strengthsDetailed: detailed(value.strengths_detailed),
      improvementsDetailed: detailed(value.improvements_detailed),
      ...(Number.isFinite(testsPassed) ? { testsPassed } : {}),
      ...(Number.isFinite(testsTotal) ? { testsTotal } : {}),
    };
  }
  return view;
}

export interface SubScore {
  score: number;
  feedback: string;
}

/** Overall feedback (§3) as the screen shows it. */
export interface OverallFeedbackView {
  score: number;
  technicalSkills: SubScore;
  communicationSkills: SubScore;
  problemSolving: SubScore;
  recommendations: string[];
  /** True when it was computed on the client because the feedback call failed. */
  computed: boolean;
}

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * The fallback overall feedback of §8 and §9, computed when completion or the feedback call fails: the
 * score is the mean of the answers' scores (skips count 0); technical = score − 10 (min 0),
 * communication = score + 5 (max 100), problem solving = score.
 */
export function fallbackOverallFeedback(answerScores: readonly number[]): OverallFeedbackView {
  const score = answerScores.length
    ? clamp(answerScores.reduce((sum, s) => sum + s, 0) / answerScores.length)
    : 0;
  const note = 'Estimated from your answers because the detailed review could not be loaded.';
  const sub = fallbackOverallSubScores(score);
  return {
    score,
    technicalSkills: { score: sub.technicalSkills, feedback: note },
    communicationSkills: { score: sub.communicationSkills, feedback: note },
    problemSolving: { score: sub.problemSolving, feedback: note },
    recommendations: [
      score >= 60
        ? 'Keep practising with new job descriptions to stay sharp.'
        : 'Practise structured answers: state the situation, your action and the result.',
      'Review the per-question notes below and retry the questions you skipped.',
    ],
    computed: true,
  };
}

function subScore(value: unknown): SubScore {
  const record = isRecord(value) ? value : {};
  return {
    score: clamp(num(record.score, DEFAULT_SCORE)),
    feedback: typeof record.feedback === 'string' ? record.feedback : '',
  };
}

/**
 * The overall feedback of GET /api/interviews/{id}/feedback: `{ score, feedback: { technicalSkills,
 * communicationSkills, problemSolving, recommendations } }` (§3). Null when it holds no score.
 */
export function readOverallFeedback(raw: unknown): OverallFeedbackView | null {
  if (!isRecord(raw)) return null;
  const score = num(raw.score ?? raw.overallScore, Number.NaN);
  if (!Number.isFinite(score)) return null;
  const inner = isRecord(raw.feedback) ? raw.feedback : raw;
  return {
    score: clamp(score),
    technicalSkills: subScore(inner.technicalSkills),
    communicationSkills: subScore(inner.communicationSkills),
    problemSolving: subScore(inner.problemSolving),
    recommendations: strings(inner.recommendations ?? raw.recommendations),
    computed: false,
  };
}

/** "1:05" for 65 seconds. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
