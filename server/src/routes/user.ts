import Router from '@koa/router';
import { PROFILE_MESSAGES as M, ZChangePasswordInput, ZUserProfileInput } from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { requireUser } from '../middlewares/auth';
import { pdfUpload } from '../middlewares/upload';
import { SavedAnalysis } from '../models/SavedAnalysis';
import { User } from '../models/User';
import { presentAssessment, presentSavedAnalysis } from '../presenters/analysis';
import { presentCvInfo, presentCvText } from '../presenters/cv';
import { presentUserProfile } from '../presenters/user';
import { deleteAssessment, listAssessments } from '../services/assessments';
import { deleteCv, findCv, findCvInfo, saveCv } from '../services/cvs';
import { changePassword, profileFacts, setPlan, updateProfile } from '../services/users';
import type { AppContext, AppState } from '../types';

async function ownProfile(user: User) {
  return presentUserProfile(user, await profileFacts(user.id));
}

export function userRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/user' });
  router.use(requireUser());

  router.get('/profile', async (ctx) => {
    ctx.body = { success: true, message: M.profileLoaded, data: await ownProfile(ctx.state.user!) };
  });

  router.put('/profile', async (ctx) => {
    const values = parseInput(ZUserProfileInput, ctx.request.body);
    const user = await updateProfile(ctx.deps.db, ctx.state.user!.id, values);
    ctx.body = { success: true, message: M.profileUpdated, data: await ownProfile(user) };
  });

  router.put('/change-password', async (ctx) => {
    const { currentPassword, newPassword } = parseInput(ZChangePasswordInput, ctx.request.body);
    await changePassword(
      ctx.deps.limits,
      ctx.state.user!,
      ctx.state.session?.id,
      currentPassword,
      newPassword,
    );
    ctx.body = { success: true, message: M.passwordUpdated };
  });

  router.put('/upgrade-premium', async (ctx) => {
    const changed = await setPlan(ctx.state.user!.id, 'premium');
    const user = await User.query().findById(ctx.state.user!.id);
    ctx.body = {
      success: true,
      message: changed ? M.upgraded : M.alreadyPremium,
      note: M.upgradeIsFree,
      data: await ownProfile(user!),
    };
  });

  router.put('/downgrade-basic', async (ctx) => {
    const changed = await setPlan(ctx.state.user!.id, 'basic');
    const user = await User.query().findById(ctx.state.user!.id);
    ctx.body = {
      success: true,
      message: changed ? M.downgraded : M.alreadyBasic,
      data: await ownProfile(user!),
    };
  });

  router.get('/cv', async (ctx) => {
    ctx.body = { success: true, data: presentCvInfo(await findCvInfo(ctx.state.user!.id)) };
  });

  router.get('/cv/text', async (ctx) => {
    ctx.body = { success: true, ...presentCvText(await findCvInfo(ctx.state.user!.id)) };
  });

  router.get('/cv/file', async (ctx) => {
    const cv = await findCv(ctx.state.user!.id);
    ctx.attachment(cv.fileName);
    ctx.type = 'application/pdf';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = cv.content;
  });

  router.put('/upload-cv', pdfUpload('cv'), async (ctx) => {
    const cv = await saveCv(ctx.deps.db, ctx.state.user!.id, ctx.request.file ?? undefined);
    ctx.body = { success: true, message: M.cvUploaded, data: presentCvInfo(cv) };
  });

  router.delete('/cv', async (ctx) => {
    await deleteCv(ctx.state.user!.id);
    ctx.body = { success: true, message: M.cvDeleted };
  });

  router.get('/saved-analyses', async (ctx) => {
    const analyses = await SavedAnalysis.query()
      .where({ userId: ctx.state.user!.id })
      .orderBy('createdAt', 'desc')
      .orderBy('id');
    ctx.body = {
      success: true,
      message: `${analyses.length} saved`,
      data: analyses.map(presentSavedAnalysis),
    };
  });

  router.get('/skills-assessments', async (ctx) => {
    const assessments = await listAssessments(ctx.state.user!.id);
    ctx.body = { success: true, data: assessments.map((a, i) => presentAssessment(a, i === 0)) };
  });

  router.delete('/assessment/:id', async (ctx) => {
    await deleteAssessment(ctx.state.user!.id, ctx.params.id!);
    ctx.body = { success: true, message: M.assessmentDeleted };
  });

  return router;
}
