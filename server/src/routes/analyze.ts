import Router from '@koa/router';
import {
  ANALYSIS_MESSAGES as M,
  ZJobDescriptions,
  ZSaveAnalysisInput,
  ZSaveRatingsInput,
} from '@launchpad/shared';
import { ValidationError } from '../lib/errors';
import { parseInput } from '../lib/parse';
import { requireUser } from '../middlewares/auth';
import { pdfUpload } from '../middlewares/upload';
import { presentAssessment, presentSavedAnalysis } from '../presenters/analysis';
import { listAssessments } from '../services/assessments';
import { runAnalysis, saveAnalysis, saveRatings } from '../services/analyses';
import type { AppContext, AppState } from '../types';

export function analyzeRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api' });
  const signedIn = requireUser();

  router.post('/analyze/analyze-resume', signedIn, pdfUpload('resume'), async (ctx) => {
    const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
    const jobDescriptions = parseInput(ZJobDescriptions, fields.jobDescriptions);
    const file = ctx.request.file ?? undefined;
    if (file && file.size === 0) throw new ValidationError(M.noFileSelected);
    const answer = await runAnalysis(ctx.deps.db, ctx.deps.analyzer, ctx.state.user!, {
      file,
      useProfileCV: String(fields.useProfileCV) === 'true',
      jobDescriptions,
    });
    ctx.body = { success: true, ...answer };
  });

  router.post('/analyze/save', signedIn, async (ctx) => {
    const input = parseInput(ZSaveAnalysisInput, ctx.request.body);
    const saved = await saveAnalysis(ctx.state.user!.id, input);
    ctx.status = 201;
    ctx.body = { success: true, message: M.analysisSaved, data: presentSavedAnalysis(saved) };
  });

  router.post('/swot/save-ratings', signedIn, async (ctx) => {
    const input = parseInput(ZSaveRatingsInput, ctx.request.body);
    const assessment = await saveRatings(ctx.state.user!.id, input);
    ctx.status = 201;
    ctx.body = { success: true, message: M.ratingsSaved, data: presentAssessment(assessment, true) };
  });

  router.get('/swot/ratings', signedIn, async (ctx) => {
    const assessments = await listAssessments(ctx.state.user!.id);
    ctx.body = { success: true, data: assessments.map((a, i) => presentAssessment(a, i === 0)) };
  });

  return router;
}
