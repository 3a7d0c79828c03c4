import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { SPEECH_MAX_BYTES, SPEECH_MESSAGES as M } from '@launchpad/shared';
import { TooLarge, ValidationError } from '../lib/errors';
import type { AppContext, AppState } from '../types';

/** Room for the multipart envelope and the `context` field around a recording just under the limit. */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * Receives one recording in field `field` into memory (never a temp file) with the form's text fields,
 * refusing an oversized upload from its Content-Length before reading it, and from the byte count when no
 * length is declared. What the bytes are is checked from their content by the transcriber.
 */
export function audioUpload(field: string): Middleware<AppState, AppContext> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: SPEECH_MAX_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 6 },
  }).single(field);
  return async (ctx, next) => {
    if (Number(ctx.get('content-length')) > SPEECH_MAX_BYTES + MULTIPART_OVERHEAD) {
      ctx.set('Connection', 'close');
      throw new TooLarge(M.audioTooLarge);
    }
    try {
      await upload(ctx as never, async () => undefined);
    } catch (error) {
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw new TooLarge(M.audioTooLarge);
      throw new ValidationError(M.audioMissing);
    }
    await next();
  };
}
