import type { Knex } from 'knex';
import {
  INTERVIEW_MESSAGES as M,
  isCodingQuestionType,
  isMeaningfulCode,
  isMeaningfulText,
  MIN_RESPONSE_TIME,
  SKIP_RESPONSE_TIME,
  SKIP_SCORE,
  trainingMatchesWeakArea,
  ZInterviewCreateInput,
  ZInterviewCreateWithProfileCvInput,
  ZInterviewSubmitAnswerInput,
  type TOverallFeedback,
  type TQuestionFeedback,
} from '@launchpad/shared';
import { Conflict, NotFound, ServiceUnavailable, ValidationError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { parseInput } from '../lib/parse';
import { Interview } from '../models/Interview';
import { InterviewAnswer } from '../models/InterviewAnswer';
import type { User } from '../models/User';
import type { AppDeps } from '../types';
import { findCvInfo, hasReadableText } from './cvs';
import type { StoredQuestion } from './interview/types';
import { listAllTrainings } from './trainings';

/** Mock interviews (spec part 2 §2.2, §4, §5, §7): every call checks the interview belongs to the user. */

type Deps = Pick<AppDeps, 'db' | 'interviewEngine' | 'codeRunLimits'>;

async function createFrom(
  deps: Deps,
  user: User,
  input: { jobTitle: string; jobDescription: string; difficulty: string; questionCount: number },
  resumeText: string,
): Promise<Interview> {
  const { questions, provider } = await deps.interviewEngine.generateQuestions({ ...input, resumeText });
  if (!questions.length) throw new ServiceUnavailable(M.noQuestions);
  return Interview.query(deps.db).insertAndFetch({
    userId: user.id,
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    resumeText,
    difficulty: input.difficulty,
    provider,
    status: 'created',
    currentIndex: 0,
    questions,
  });
}

export async function createInterview(deps: Deps, user: User, body: unknown): Promise<Interview> {
  const { resumeText, ...input } = parseInput(ZInterviewCreateInput, body);
  return createFrom(deps, user, input, resumeText);
}

/** Same, with the CV text stored in the user's profile. */
export async function createInterviewWithProfileCv(
  deps: Deps,
  user: User,
  body: unknown,
): Promise<Interview> {
  const input = parseInput(ZInterviewCreateWithProfileCvInput, body);
  let cv;
  try {
    cv = await findCvInfo(user.id);
  } catch (error) {
    if (error instanceof NotFound) throw new ValidationError(M.noProfileCv);
    throw error;
  }
  if (!hasReadableText(cv)) throw new ValidationError(M.cvTextUnavailable);
  return createFrom(deps, user, input, cv.text.trim());
}

/** The user's own interview, or 404 (another user's interview is "not found" too). */
export async function findOwnInterview(db: Knex | Knex.Transaction, user: User, id: string, lock = false) {
  if (!isUuid(id)) throw new NotFound(M.interviewNotFound);
  const query = Interview.query(db).findById(id).where('userId', user.id);
  const interview = await (lock ? query.forUpdate() : query);
  if (!interview) throw new NotFound(M.interviewNotFound);
  return interview;
}

const answersOf = (db: Knex | Knex.Transaction, interviewId: string) =>
  InterviewAnswer.query(db).where('interviewId', interviewId).orderBy('createdAt');

/** Index of the first question without an answer (the count when all are answered). */
const firstOpenIndex = (questions: StoredQuestion[], answered: Set<string>) => {
  const index = questions.findIndex((q) => !answered.has(q.questionId));
  return index === -1 ? questions.length : index;
};

/** PUT :id/start: created → in_progress (again is harmless); a completed interview cannot restart. */
export async function startInterview(db: Knex, user: User, id: string): Promise<Interview> {
  return db.transaction(async (trx) => {
    const interview = await findOwnInterview(trx, user, id, true);
    if (interview.status === 'completed') throw new Conflict(M.alreadyCompleted);
    if (interview.status === 'created') {
      return interview.$query(trx).patchAndFetch({ status: 'in_progress', startedAt: new Date() });
    }
    return interview;
  });
}

/** GET :id/next-question: the first unanswered question, or completed when none is left. */
export async function nextQuestion(db: Knex, user: User, id: string) {
  const interview = await findOwnInterview(db, user, id);
  if (interview.status === 'created') throw new Conflict(M.notStarted);
  const index = interview.status === 'completed' ? interview.questions.length : interview.currentIndex;
  const question = interview.questions[index] ?? null;
  return { interview, question, index, completed: question === null };
}

function skipFeedback(): TQuestionFeedback {
  return {
    score: SKIP_SCORE,
    strengths: [],
    improvements: ['Attempt every question: even a partial answer shows how you think'],
    detailedAnalysis: 'The question was skipped.',
    communicationClarity: 0,
    technicalAccuracy: 0,
    questionRelevance: 0,
    responseType: 'skipped',
  };
}

/**
 * POST :id/submit-answer. Skips are stored with responseTime 5 and score 0. Anything else must be meaningful
 * (§5) and is graded by the engine (code runs in the sandbox) before the answer is stored; the interview row
 * is locked while it is stored so a question is answered once.
 */
export async function submitAnswer(
  deps: Deps,
  user: User,
  id: string,
  body: unknown,
): Promise<{ feedback: TQuestionFeedback; hasNext: boolean }> {
  const input = parseInput(ZInterviewSubmitAnswerInput, body);
  const interview = await findOwnInterview(deps.db, user, id);
  const checkState = (current: Interview, answered: Set<string>) => {
    if (current.status === 'completed') throw new Conflict(M.alreadyCompleted);
    if (current.status === 'created') throw new Conflict(M.notStarted);
    if (answered.has(input.questionId)) throw new Conflict(M.alreadyAnswered);
  };
  const question = interview.questions.find((q) => q.questionId === input.questionId);
  if (!question) throw new NotFound(M.questionNotFound);
  checkState(interview, new Set((await answersOf(deps.db, interview.id)).map((a) => a.questionId)));

  const skipped = input.skipped || input.answerMode === 'skipped';
  const text = input.responseText.trim() ? input.responseText : input.transcription;
  let feedback: TQuestionFeedback;
  let responseTime: number;
  if (skipped) {
    feedback = skipFeedback();
    responseTime = SKIP_RESPONSE_TIME;
  } else {
    const codeAnswer = input.answerMode === 'code';
    if (codeAnswer) {
      if (!isCodingQuestionType(question.type)) throw new ValidationError(M.codeForCodingOnly);
      if (!input.language) throw new ValidationError(M.languageRequired);
      if (!isMeaningfulCode(input.code, question.starterCode?.[input.language] ?? null))
        throw new ValidationError(M.meaningfulResponse);
    } else if (!isMeaningfulText(text)) {
      throw new ValidationError(M.meaningfulResponse);
    }
    responseTime = Math.max(MIN_RESPONSE_TIME, Math.round(input.responseTime));
    // A code answer runs the program once per hidden test: it counts as one run of the user's allowance.
    if (codeAnswer) await deps.codeRunLimits.hit(user.id);
    feedback = await deps.interviewEngine.evaluateAnswer({
      question,
      answerMode: input.answerMode,
      text: codeAnswer ? '' : text,
      code: codeAnswer ? input.code : '',
      language: codeAnswer ? (input.language ?? null) : null,
      responseTime,
      speech: input.answerMode === 'audio' ? (input.speech ?? null) : null,
    });
  }

  return deps.db.transaction(async (trx) => {
    const current = await findOwnInterview(trx, user, id, true);
    const answered = new Set((await answersOf(trx, current.id)).map((a) => a.questionId));
    checkState(current, answered);
    await InterviewAnswer.query(trx).insert({
      interviewId: current.id,
      questionId: question.questionId,
      answerMode: skipped ? 'skipped' : input.answerMode,
      textResponse: skipped || input.answerMode === 'code' ? null : input.responseText.trim() || null,
      transcription: skipped || input.answerMode !== 'audio' ? null : input.transcription.trim() || null,
      code: skipped || input.answerMode !== 'code' ? null : input.code,
      language: skipped || input.answerMode !== 'code' ? null : (input.language ?? null),
      responseTime,
      skipped,
      score: feedback.score,
      feedback,
    });
    answered.add(question.questionId);
    const currentIndex = firstOpenIndex(current.questions, answered);
    await current.$query(trx).patch({ currentIndex });
    return { feedback, hasNext: currentIndex < current.questions.length };
  });
}

/** PUT :id/complete: computes and stores the overall feedback (once; completing again returns it). */
export async function completeInterview(deps: Deps, user: User, id: string): Promise<TOverallFeedback> {
  const existing = await findOwnInterview(deps.db, user, id);
  if (existing.status === 'completed' && existing.overallFeedback) return existing.overallFeedback;
  const answers = await answersOf(deps.db, existing.id);
  const overall = await deps.interviewEngine.overallFeedback({
    jobTitle: existing.jobTitle,
    questions: existing.questions,
    answers: answers.flatMap((a) => {
      const question = existing.questions.find((q) => q.questionId === a.questionId);
      return question
        ? [{ question, skipped: a.skipped, answerMode: a.answerMode, score: a.score, feedback: a.feedback }]
        : [];
    }),
  });
  return deps.db.transaction(async (trx) => {
    const current = await findOwnInterview(trx, user, id, true);
    if (current.status === 'completed' && current.overallFeedback) return current.overallFeedback;
    await current.$query(trx).patch({
      status: 'completed',
      completedAt: new Date(),
      startedAt: current.startedAt ?? new Date(),
      overallFeedback: overall,
      overallScore: overall.score,
      currentIndex: current.questions.length,
    });
    return overall;
  });
}

/** GET :id/feedback: the overall feedback with every question and answer (after completion). */
export async function interviewFeedback(db: Knex, user: User, id: string) {
  const interview = await findOwnInterview(db, user, id);
  if (interview.status !== 'completed' || !interview.overallFeedback) throw new Conflict(M.notCompleted);
  return {
    interview,
    answers: await answersOf(db, interview.id),
    trainings: await trainingsForWeakAreas(interview.overallFeedback.weakAreas),
  };
}

/** Open trainings (not completed) for the weak areas, weakest area first, each training once, at most 6. */
export async function trainingsForWeakAreas(weakAreas: string[]) {
  if (!weakAreas.length) return [];
  const open = (await listAllTrainings()).filter((t) => t.status !== 'completed');
  const picked: { training: (typeof open)[number]; weakArea: string }[] = [];
  for (const weakArea of weakAreas) {
    for (const training of open) {
      if (picked.length >= 6) return picked;
      if (!picked.some((p) => p.training.id === training.id) && trainingMatchesWeakArea(training, weakArea))
        picked.push({ training, weakArea });
    }
  }
  return picked;
}

/** GET /api/interviews: the user's interviews, newest first, with how many questions were answered. */
export async function listOwnInterviews(db: Knex, user: User) {
  const interviews = await Interview.query(db)
    .where('userId', user.id)
    .select('id', 'jobTitle', 'status', 'overallScore', 'questions', 'createdAt', 'startedAt', 'completedAt')
    .orderBy('createdAt', 'desc')
    .limit(100);
  const counts = interviews.length
    ? ((await InterviewAnswer.query(db)
        .whereIn(
          'interviewId',
          interviews.map((i) => i.id),
        )
        .where('skipped', false)
        .groupBy('interviewId')
        .select('interviewId')
        .count('* as answered')) as unknown as { interviewId: string; answered: string }[])
    : [];
  const answered = new Map(counts.map((c) => [c.interviewId, Number(c.answered)]));
  return interviews.map((interview) => ({ interview, answered: answered.get(interview.id) ?? 0 }));
}
