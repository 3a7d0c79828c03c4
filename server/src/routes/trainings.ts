import Router from '@koa/router';
import { BOOKING_MESSAGES, TRAINER_MESSAGES as M, ZTrainingInput } from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { requireUser } from '../middlewares/auth';
import { presentTraining } from '../presenters/training';
import {
  createTraining,
  deleteTraining,
  findTraining,
  listAllTrainings,
  updateTraining,
} from '../services/trainings';
import type { AppContext, AppState } from '../types';

export function trainingRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/trainings' });
  // Who may change which training is the policy's call (a fresher gets "Only trainers...").
  const signedIn = requireUser();

  router.get('/all', async (ctx) => {
    const viewer = ctx.state.user;
    if (viewer?.accountType === 'Trainer') {
      // A trainer sees their own meeting links: not the shared answer.
      const trainings = await listAllTrainings();
      ctx.body = { success: true, data: trainings.map((t) => presentTraining(t, viewer)) };
      return;
    }
    const answer = await ctx.deps.catalogue.publicAnswer();
    ctx.type = 'json';
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', 'no-cache'); // revalidate each time: a repeat load with the ETag costs a 304
    ctx.etag = answer.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = answer.gzip;
    } else {
      ctx.body = answer.json;
    }
  });

  router.get('/:id', async (ctx) => {
    const training = await findTraining(ctx.params.id!);
    ctx.body = { success: true, message: 'Training loaded', data: presentTraining(training, ctx.state.user) };
  });

  router.post('/', signedIn, async (ctx) => {
    const values = parseInput(ZTrainingInput, ctx.request.body);
    const training = await createTraining(ctx.state.user!, values);
    ctx.deps.catalogue.invalidate();
    ctx.status = 201;
    ctx.body = { success: true, message: M.trainingAdded, data: presentTraining(training, ctx.state.user) };
  });

  router.put('/:id', signedIn, async (ctx) => {
    const values = parseInput(ZTrainingInput, ctx.request.body);
    const training = await updateTraining(ctx.deps.db, ctx.state.user!, ctx.params.id!, values);
    ctx.deps.catalogue.invalidate();
    ctx.body = { success: true, message: M.trainingUpdated, data: presentTraining(training, ctx.state.user) };
  });

  router.delete('/:id', signedIn, async (ctx) => {
    const { db, mailer, config } = ctx.deps;
    const outcome = await deleteTraining(db, mailer, config.publicUrl, ctx.state.user!, ctx.params.id!);
    ctx.deps.catalogue.invalidate();
    const message = outcome.cancelled ? BOOKING_MESSAGES.trainingCancelled : M.trainingDeleted;
    ctx.body = { success: true, message, data: outcome };
  });

  return router;
}
