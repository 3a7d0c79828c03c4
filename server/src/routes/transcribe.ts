import Router from '@koa/router';
import type { Middleware } from 'koa';
import { SPEECH_MESSAGES as M, transcriptionFailed, ZTranscribeFields } from '@launchpad/shared';
import { AppError, RateLimited, ValidationError } from '../lib/errors';
import { parseInput } from '../lib/parse';
import { audioUpload } from '../middlewares/audioUpload';
import { requireUser } from '../middlewares/auth';
import { speechMetrics } from '../services/speech';
import type { AppContext, AppState } from '../types';

/**
 * Answers a refused transcription in the call's own shape (§7: success, text, error) with the status the
 * failure maps to: `error` is the reason, `message` the sentence to show (§8).
 */
function transcriptionAnswers(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      if (!(caught instanceof AppError) || caught.status === 401) throw caught;
      ctx.status = caught.status;
      if (caught instanceof RateLimited) ctx.set('Retry-After', String(caught.retryAfterSeconds));
      ctx.body = {
        success: false,
        text: '',
        error: caught.message,
        message: transcriptionFailed(caught.message),
      };
    }
  };
}

/** POST /api/interviews/transcribe only; the rest of /api/interviews lives in interviews.ts. */
export function transcribeRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/interviews' });

  // A spoken answer (multipart: file `audio`, optional `context` = the question and the job text) to text,
  // with how it was spoken. Counted per user like code runs: recognition takes a whole core.
  router.post('/transcribe', requireUser(), transcriptionAnswers(), audioUpload('audio'), async (ctx) => {
    const { context } = parseInput(ZTranscribeFields, ctx.request.body);
    const file = ctx.request.file ?? undefined;
    if (!file) throw new ValidationError(M.audioMissing);
    if (file.size === 0) throw new ValidationError(M.audioEmpty);
    await ctx.deps.transcriptionLimits.hit(ctx.state.user!.id);
    const transcript = await ctx.deps.transcriber.transcribe({ audio: file.buffer, context });
    ctx.body = {
      success: true,
      text: transcript.text,
      error: null,
      engine: ctx.deps.transcriber.engine,
      speech: speechMetrics(transcript.words, transcript.durationSeconds),
    };
  });

  return router;
}
