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
    const trainings = await listAllTrainings();
    ctx.body = { success: true, data: trainings.map((t) => presentTraining(t, ctx.state.user)) };
  });

  router.get('/:id', async (ctx) => {
    const training = await findTraining(ctx.params.id!);
    ctx.body = { success: true, message: 'Training loaded', data: presentTraining(training, ctx.state.user) };
  });

  router.post('/', signedIn, async (ctx) => {
    const values = parseInput(ZTrainingInput, ctx.request.body);
    const training = await createTraining(ctx.state.user!, values);
    ctx.status = 201;
    ctx.body = { success: true, message: M.trainingAdded, data: presentTraining(training, ctx.state.user) };
  });

  router.put('/:id', signedIn, async (ctx) => {
    const values = parseInput(ZTrainingInput, ctx.request.body);
    const training = await updateTraining(ctx.deps.db, ctx.state.user!, ctx.params.id!, values);
    ctx.body = { success: true, message: M.trainingUpdated, data: presentTraining(training, ctx.state.user) };
  });

  router.delete('/:id', signedIn, async (ctx) => {
    const { db, mailer, config } = ctx.deps;
    const outcome = await deleteTraining(db, mailer, config.publicUrl, ctx.state.user!, ctx.params.id!);
    const message = outcome.cancelled ? BOOKING_MESSAGES.trainingCancelled : M.trainingDeleted;
    ctx.body = { success: true, message, data: outcome };
  });

  return router;
}
