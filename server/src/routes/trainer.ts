import Router from '@koa/router';
import { TRAINER_MESSAGES as M, ZTrainerProfileInput } from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { requireUser } from '../middlewares/auth';
import { presentPublicTrainer, presentTrainerProfile } from '../presenters/trainer';
import { findPublicTrainer, loadTrainerView, updateTrainerProfile } from '../services/trainerProfiles';
import type { AppContext, AppState } from '../types';

async function ownProfile(userId: string) {
  const { user, profile, trainings } = await loadTrainerView(userId);
  return presentTrainerProfile(user, profile, trainings);
}

export function trainerRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api' });
  const trainerOnly = requireUser({ accountType: 'Trainer' });

  router.get('/trainer/profile/me', trainerOnly, async (ctx) => {
    ctx.body = { success: true, message: M.profileLoaded, data: await ownProfile(ctx.state.user!.id) };
  });

  router.put('/trainer/profile/me', trainerOnly, async (ctx) => {
    const values = parseInput(ZTrainerProfileInput, ctx.request.body);
    const { db, accounts } = ctx.deps;
    await updateTrainerProfile(db, accounts, ctx.state.user!.id, ctx.state.session?.id, values);
    ctx.deps.catalogue.invalidate(); // the catalogue shows the trainer's name
    ctx.body = { success: true, message: M.profileUpdated, data: await ownProfile(ctx.state.user!.id) };
  });

  // The public trainer profile; /trainers/ is the fallback path the catalogue client also tries.
  for (const path of ['/trainer/:trainerId', '/trainers/:trainerId']) {
    router.get(path, async (ctx) => {
      const { user, profile } = await findPublicTrainer(ctx.params.trainerId!);
      ctx.body = { success: true, data: presentPublicTrainer(user, profile) };
    });
  }

  return router;
}
