import Router from '@koa/router';
import { INTERVIEW_CV_MAX_BYTES, INTERVIEW_MESSAGES as M } from '@launchpad/shared';
import { Unauthorized } from '../lib/errors';
import { requireUser } from '../middlewares/auth';
import { fileUpload } from '../middlewares/upload';
import { presentFeedback, presentQuestions, presentSummary } from '../presenters/interview';
import { toPublicQuestion } from '../services/interview/types';
import { readInterviewCv } from '../services/interviewCv';
import {
  completeInterview,
  createInterview,
  createInterviewWithProfileCv,
  interviewFeedback,
  listOwnInterviews,
  nextQuestion,
  startInterview,
  submitAnswer,
} from '../services/interviews';
import type { AppContext, AppState } from '../types';

/**
 * The AI mock interview (spec part 2 §2.2, §7): CV reading, creation from the job and the CV, questions one
 * by one, graded answers, completion with the overall feedback, and the user's history. Signed-in users
 * only; every interview is looked up with its owner.
 */
export function interviewRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/interviews' });
  // §8: the interview's own wording for a visitor; then the usual checks (verified account).
  router.use(async (ctx, next) => {
    if (!ctx.state.user) throw new Unauthorized(M.loginRequired);
    await next();
  }, requireUser());

  router.get('/', async (ctx) => {
    const rows = await listOwnInterviews(ctx.deps.db, ctx.state.user!);
    ctx.body = { success: true, interviews: rows.map((r) => presentSummary(r.interview, r.answered)) };
  });

  router.post(
    '/process-cv',
    fileUpload('cv', INTERVIEW_CV_MAX_BYTES, { tooLarge: M.cvTooLarge, missing: M.cvFileRequired }),
    async (ctx) => {
      const { text, characterCount, wordCount } = await readInterviewCv(ctx.request.file ?? undefined);
      ctx.body = { success: true, data: { text, characterCount, wordCount } };
    },
  );

  router.post('/create', async (ctx) => {
    const interview = await createInterview(ctx.deps, ctx.state.user!, ctx.request.body);
    ctx.status = 201;
    ctx.body = { success: true, interview: { id: interview.id, questions: presentQuestions(interview) } };
  });

  router.post('/create-with-profile-cv', async (ctx) => {
    const interview = await createInterviewWithProfileCv(ctx.deps, ctx.state.user!, ctx.request.body);
    ctx.status = 201;
    ctx.body = { success: true, interview: { id: interview.id, questions: presentQuestions(interview) } };
  });

  router.put('/:id/start', async (ctx) => {
    const interview = await startInterview(ctx.deps.db, ctx.state.user!, ctx.params.id!);
    const current = interview.questions[interview.currentIndex];
    ctx.body = {
      success: true,
      firstQuestion: current ? toPublicQuestion(current) : null,
      questions: presentQuestions(interview),
      currentIndex: interview.currentIndex,
    };
  });

  router.get('/:id/next-question', async (ctx) => {
    const { interview, question, index, completed } = await nextQuestion(
      ctx.deps.db,
      ctx.state.user!,
      ctx.params.id!,
    );
    ctx.body = {
      success: true,
      completed,
      question: question ? toPublicQuestion(question) : null,
      currentIndex: index,
      totalQuestions: interview.questions.length,
    };
  });

  router.post('/:id/submit-answer', async (ctx) => {
    const { feedback, hasNext } = await submitAnswer(
      ctx.deps,
      ctx.state.user!,
      ctx.params.id!,
      ctx.request.body,
    );
    ctx.body = { success: true, feedback, hasNext };
  });

  router.put('/:id/complete', async (ctx) => {
    const feedback = await completeInterview(ctx.deps, ctx.state.user!, ctx.params.id!);
    ctx.body = { success: true, feedback };
  });

  router.get('/:id/feedback', async (ctx) => {
    const { interview, answers, trainings } = await interviewFeedback(
      ctx.deps.db,
      ctx.state.user!,
      ctx.params.id!,
    );
    ctx.body = { success: true, feedback: presentFeedback(interview, answers, trainings) };
  });

  return router;
}
