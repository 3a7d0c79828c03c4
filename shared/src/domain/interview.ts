/**
 * Mock interview rules from the spec (part 2 §2.2, §3, §4, §5, §8, §9): constants, messages and the answer
 * meaningfulness rule shared by the interview screen and the server.
 */

/** §9: every interview asks this many questions, at this difficulty, for this job title. */
export const INTERVIEW_QUESTION_COUNT = 5;
export const INTERVIEW_DIFFICULTY = 'intermediate';
export const INTERVIEW_JOB_TITLE = 'Software Engineering Internship';
/** §2.2/§9: the job description counter shows this cap; it is not enforced (§5). */
export const INTERVIEW_JD_DISPLAY_CAP = 2000;
/** Longest job description the server accepts (ours: the display cap is not enforced, but input is bounded). */
export const INTERVIEW_JD_MAX_CHARS = 20_000;
/** Longest CV text the server accepts (ours). */
export const INTERVIEW_CV_MAX_CHARS = 100_000;
/** §5: CV text at least 50 characters after trimming; manual text warns under 10 words. */
export const INTERVIEW_CV_MIN_CHARS = 50;
export const INTERVIEW_CV_MIN_WORDS = 10;
/** §5/§9: CV upload at most 5 MB, types PDF, TXT, DOC, DOCX. */
export const INTERVIEW_CV_MAX_BYTES = 5 * 1024 * 1024;
export const INTERVIEW_CV_TYPES = ['pdf', 'txt', 'doc', 'docx'] as const;
export type TInterviewCvType = (typeof INTERVIEW_CV_TYPES)[number];
export const INTERVIEW_CV_ACCEPT = '.pdf,.txt,.doc,.docx';
/** §9: a skipped question is stored with responseTime 5 and score 0. */
export const SKIP_RESPONSE_TIME = 5;
export const SKIP_SCORE = 0;
/** §9: a submitted answer's responseTime is at least 30 s. */
export const MIN_RESPONSE_TIME = 30;
/** Longest responseTime accepted, in seconds (ours: two hours). */
export const MAX_RESPONSE_TIME = 7200;
/** Longest written answer accepted (ours). */
export const MAX_ANSWER_TEXT_CHARS = 20_000;
/** §3: a missing score defaults to 50, missing numeric sub-values to 5 (0-10 scale). */
export const DEFAULT_FEEDBACK_SCORE = 50;
export const DEFAULT_FEEDBACK_VALUE = 5;
/** §9: the debug log keeps the last 50 entries. */
export const INTERVIEW_DEBUG_LOG_ENTRIES = 50;
/** §9: recording in 250 ms chunks, 44100 Hz. */
export const RECORDING_CHUNK_MS = 250;
export const RECORDING_SAMPLE_RATE = 44_100;

export const INTERVIEW_QUESTION_TYPES = [
  'coding',
  'technical_coding',
  'problem-solving',
  'technical',
  'technical_conceptual',
  'behavioral',
] as const;
export type TInterviewQuestionType = (typeof INTERVIEW_QUESTION_TYPES)[number];
/** How each question type reads on the interview screen (ours). */
export const INTERVIEW_QUESTION_TYPE_LABELS: Record<TInterviewQuestionType, string> = {
  coding: 'Coding',
  technical_coding: 'Technical coding',
  'problem-solving': 'Problem solving',
  technical: 'Technical',
  technical_conceptual: 'Technical concept',
  behavioral: 'Behavioural',
};
export const isCodingQuestionType = (type: string) => type === 'coding' || type === 'technical_coding';

export const INTERVIEW_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TInterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];

export const INTERVIEW_ANSWER_MODES = ['audio', 'text', 'code', 'skipped'] as const;
export type TInterviewAnswerMode = (typeof INTERVIEW_ANSWER_MODES)[number];

export const INTERVIEW_STATUSES = ['created', 'in_progress', 'completed'] as const;
export type TInterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The categories the overall feedback reports percentages for (kept for the admin view, §3 Fresher). */
export const INTERVIEW_CATEGORIES = [
  'technical',
  'conceptual',
  'behavioral',
  'problemSolving',
  'coding',
] as const;
export type TInterviewCategory = (typeof INTERVIEW_CATEGORIES)[number];
export const interviewCategoryOf = (type: TInterviewQuestionType): TInterviewCategory => {
  switch (type) {
    case 'coding':
    case 'technical_coding':
      return 'coding';
    case 'problem-solving':
      return 'problemSolving';
    case 'behavioral':
      return 'behavioral';
    case 'technical_conceptual':
      return 'conceptual';
    default:
      return 'technical';
  }
};

/** §9 score colours and labels. */
export const INTERVIEW_SCORE_GOOD = 80;
export const INTERVIEW_SCORE_FAIR = 60;
export type TScoreTone = 'green' | 'yellow' | 'red';
export const interviewScoreTone = (score: number): TScoreTone =>
  score >= INTERVIEW_SCORE_GOOD ? 'green' : score >= INTERVIEW_SCORE_FAIR ? 'yellow' : 'red';
export const interviewScoreLabel = (score: number) =>
  score >= INTERVIEW_SCORE_GOOD
    ? 'Excellent Performance!'
    : score >= INTERVIEW_SCORE_FAIR
      ? 'Good Performance!'
      : 'Room for Improvement';
/** Readiness level for the admin view (ours, on the same thresholds). */
export const interviewReadinessLevel = (score: number) =>
  score >= INTERVIEW_SCORE_GOOD ? 'Ready' : score >= INTERVIEW_SCORE_FAIR ? 'Almost ready' : 'Needs practice';

/** §9 fallback overall sub-scores when completion or feedback fails. */
export const fallbackOverallSubScores = (score: number) => ({
  technicalSkills: Math.max(0, score - 10),
  communicationSkills: Math.min(100, score + 5),
  problemSolving: score,
});

export const INTERVIEW_MESSAGES = {
  // §2.2 setup
  checkingCv: 'Checking for existing CV',
  // §5 setup
  jobDescriptionRequired: 'Please provide both job description and CV content',
  bothInputsRequired: 'Please provide both job description and CV content',
  cvTooShort: 'Please provide more detailed CV information (at least 50 characters)',
  cvTooFewWords: 'Please provide more comprehensive CV content (at least 10 words)',
  cvWrongType: 'Please upload a PDF, TXT, DOC, or DOCX file',
  cvTooLarge: 'File size must be less than 5MB',
  loginToStart: 'Please log in to start an interview',
  // §5 answers
  meaningfulResponse: 'Please provide a meaningful response before submitting',
  // §8 auth
  loginRequired: 'Please log in to access the mock interview system.',
  htmlInsteadOfJson: 'The server returned HTML instead of JSON',
  // §8 CV
  cvTextUnavailable: 'Could not load CV text content. Please try uploading a new file.',
  noCvText: 'No text content extracted from CV.',
  // §8 microphone
  recordingUnsupported: 'Media recording not supported in this browser',
  recordingError: 'Recording error',
  playbackFailed: 'Failed to play recording',
  // §8 interview
  noQuestions: 'Interview created but no questions were generated',
  // ours
  cvFileRequired: 'Please choose a CV file to upload',
  docUnsupported:
    'Old Word .doc files cannot be read. Please save the CV as DOCX or PDF and upload it again.',
  noProfileCv: 'No CV found in your profile. Please upload a CV or paste its text.',
  jobDescriptionTooLong: `Job description must be at most ${INTERVIEW_JD_MAX_CHARS.toLocaleString('en-US')} characters`,
  cvTextTooLong: `CV text must be at most ${INTERVIEW_CV_MAX_CHARS.toLocaleString('en-US')} characters`,
  answerTooLong: `Answer must be at most ${MAX_ANSWER_TEXT_CHARS.toLocaleString('en-US')} characters`,
  interviewNotFound: 'Interview not found',
  questionNotFound: 'Question not found in this interview',
  alreadyAnswered: 'This question has already been answered',
  notStarted: 'The interview has not been started yet',
  alreadyCompleted: 'This interview is already completed',
  notCompleted: 'Feedback is available once the interview is completed',
  invalidAnswerMode: 'Answer mode must be audio, text, code or skipped',
  invalidResponseTime: `Response time must be a number of seconds from 0 to ${MAX_RESPONSE_TIME}`,
  languageRequired: 'Please choose a programming language for your code',
  codeForCodingOnly: 'Code answers are only accepted for coding questions',
  fallbackFeedbackNote: 'Detailed feedback could not be generated for this answer; a default score was used.',
} as const;

/** §8 messages with a reason. */
export const interviewAuthFailed = (msg: string) => `Authentication failed: ${msg}.`;
export const cvProcessFailed = (msg: string) => `Failed to process CV: ${msg}`;
export const microphoneFailed = (msg: string) => `Microphone access failed: ${msg}`;
export const transcriptionFailed = (msg: string) =>
  `Transcription failed: ${msg}. Please use text input instead.`;
export const createInterviewFailed = (msg: string) => `Failed to create interview: ${msg}`;
export const startInterviewFailed = (msg: string) => `Failed to start interview: ${msg}`;
export const submitAnswerFailed = (msg: string) => `Failed to submit answer: ${msg}`;
export const skipQuestionFailed = (msg: string) => `Failed to skip question: ${msg}`;
export const completeInterviewFailed = (msg: string) => `Failed to complete interview: ${msg}`;

/** Words of a text as the rules count them: runs of non-space characters. */
export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

/** §5 setup: CV text is usable with at least 50 characters after trimming. */
export const isCvTextLongEnough = (text: string) => text.trim().length >= INTERVIEW_CV_MIN_CHARS;

/** §5 manual CV warnings, in the order the screen shows them (empty when the text is fine). */
export function cvTextWarnings(text: string): string[] {
  const warnings: string[] = [];
  if (text.trim().length < INTERVIEW_CV_MIN_CHARS) warnings.push(INTERVIEW_MESSAGES.cvTooShort);
  if (countWords(text) < INTERVIEW_CV_MIN_WORDS) warnings.push(INTERVIEW_MESSAGES.cvTooFewWords);
  return warnings;
}

/** §5: answers that say nothing, after trimming and lower-casing. */
export const NON_ANSWERS = [
  "i don't know",
  'no idea',
  'not sure',
  'pass',
  'skip',
  'i have no idea',
  "don't know",
  'no clue',
  'nothing',
] as const;
export const MEANINGFUL_TEXT_MIN_CHARS = 20;
export const MEANINGFUL_TEXT_MIN_WORDS = 5;
export const MEANINGFUL_CODE_MIN_CHARS = 20;
/** Characters that show text is code rather than prose (§5 "at least one code symbol"). */
export const CODE_SYMBOLS = /[(){}[\];=<>+\-*/%&|!:.,"'`^~]/;

/**
 * §5 non-coding answer: the trimmed, lower-cased text has at least 20 characters and 5 words, is not one
 * of the non-answers, and no single word makes up more than half of the words.
 */
export function isMeaningfulText(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const normalised = text.trim().toLowerCase();
  if (normalised.length < MEANINGFUL_TEXT_MIN_CHARS) return false;
  // Curly apostrophes (as phones type them) read like straight ones.
  const plain = normalised.replace(/[\u2018\u2019]/g, "'");
  const bare = plain.replace(/[.!?\s]+$/, '');
  if ((NON_ANSWERS as readonly string[]).includes(plain) || (NON_ANSWERS as readonly string[]).includes(bare))
    return false;
  const words = plain.split(/\s+/).filter(Boolean);
  if (words.length < MEANINGFUL_TEXT_MIN_WORDS) return false;
  const counts = new Map<string, number>();
  for (const word of words) {
    const key = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') || word;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const most = Math.max(...counts.values());
  return most <= words.length / 2;
}

/**
 * Code without its comments: `//` and `#` line comments (not `#include`-style directives) and block
 * comments. Rough on purpose: it only serves the length check of §5.
 */
export function stripCodeComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:"'])\/\/.*$/gm, '$1')
    .replace(/(^|\s)#(?![a-z]).*$/gm, '$1');
}

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

/**
 * §5 coding answer: the code is non-empty, differs from the starter template (ignoring whitespace), keeps
 * at least 20 characters once comments are removed, and holds at least one code symbol.
 */
export function isMeaningfulCode(code: unknown, starterTemplate?: string | null): boolean {
  if (typeof code !== 'string' || !code.trim()) return false;
  if (starterTemplate && withoutWhitespace(code) === withoutWhitespace(starterTemplate)) return false;
  const stripped = stripCodeComments(code).trim();
  if (stripped.length < MEANINGFUL_CODE_MIN_CHARS) return false;
  return CODE_SYMBOLS.test(stripped);
}

/** The first word of a training title, as §4's recommendation rule reads it (ours: letters only, 3 or more). */
const firstTitleWord = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .match(/^[a-z0-9+#.]+/)?.[0] ?? '';

/**
 * §4 recommendation rule applied to an interview's weak area: a training is recommended when its title or
 * category contains the weak area's name, or the name contains the first word of the training's title. A
 * weak area made of parts ("Debugging and system design") is matched part by part.
 */
export function trainingMatchesWeakArea(
  training: { title: string; trainingCategory?: string | null },
  weakArea: string,
): boolean {
  const title = training.title.toLowerCase();
  const category = (training.trainingCategory ?? '').toLowerCase();
  const first = firstTitleWord(training.title);
  return weakArea
    .toLowerCase()
    .split(/\s+and\s+|,|\//)
    .map((name) => name.trim())
    .filter((name) => name.length >= 2)
    .some(
      (name) =>
        title.includes(name) ||
        (category !== '' && category.includes(name)) ||
        (first.length >= 3 &&
          new RegExp(`(^|[^a-z0-9])${first.replace(/[.+#]/g, '\\$&')}($|[^a-z0-9])`).test(name)),
    );
}
