import Router from '@koa/router';
import {
  REVIEW_MESSAGES,
  TRAINER_MESSAGES as M,
  ZReviewInput,
  ZTrainerProfileInput,
} from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { requireUser } from '../middlewares/auth';
import { presentReview } from '../presenters/review';
import { presentPublicTrainer, presentTrainerProfile } from '../presenters/trainer';
import { listReviews, reviewEligibility, submitReview, trainerRatings } from '../services/reviews';
import { findPublicTrainer, loadTrainerView, updateTrainerProfile } from '../services/trainerProfiles';
import type { AppContext, AppState } from '../types';

async function ownProfile(userId: string) {
  const [{ user, profile, trainings }, ratings] = await Promise.all([
    loadTrainerView(userId),
    trainerRatings(userId),
  ]);
  return presentTrainerProfile(user, profile, trainings, ratings);
}

/** A query parameter as one string ("" when missing; the first when repeated). */
const queryText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

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
      const ratings = await trainerRatings(user.id);
      ctx.body = { success: true, data: presentPublicTrainer(user, profile, ratings) };
    });
  }

  // Reviews (part 2 §7): who may review is the server's call; anyone may read them.
  router.get('/trainer/:trainerId/training/:trainingId/can-review', async (ctx) => {
    const { trainerId, trainingId } = ctx.params;
    const answer = await reviewEligibility(ctx.state.user, trainerId!, trainingId!);
    ctx.body = { success: true, ...answer };
  });

  router.post('/trainer/:trainerId/training-review', requireUser(), async (ctx) => {
    const values = parseInput(ZReviewInput, ctx.request.body);
    const { review, ratings } = await submitReview(
      ctx.deps.db,
      ctx.state.user!,
      ctx.params.trainerId!,
      values,
    );
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: REVIEW_MESSAGES.submitted,
      data: { ratings },
      review: presentReview(review),
    };
  });

  router.get('/trainer/:trainerId/reviews', async (ctx) => {
    const reviews = await listReviews(ctx.params.trainerId!, queryText(ctx.query.trainingId));
    ctx.body = { success: true, data: { reviews: reviews.map(presentReview) } };
  });

  return router;
}
