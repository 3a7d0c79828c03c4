import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { CV_MAX_BYTES, PROFILE_MESSAGES as M } from '@launchpad/shared';
import { TooLarge, ValidationError } from '../lib/errors';
import type { AppContext, AppState } from '../types';

/** Room for the multipart envelope and a few text fields around a file just under the limit. */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * Receives one PDF in field `field` into memory (never a temp file) together with the form's text fields,
 * refusing an oversized upload from its Content-Length before reading it, and from the byte count when no
 * length is declared. Whether the bytes are really a PDF is checked by the service that reads them.
 */
export function pdfUpload(field: string): Middleware<AppState, AppContext> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CV_MAX_BYTES - 1, files: 1, fields: 10, fieldSize: 256 * 1024, parts: 12 },
  }).single(field);
  return async (ctx, next) => {
    if (Number(ctx.get('content-length')) > CV_MAX_BYTES + MULTIPART_OVERHEAD) {
      ctx.set('Connection', 'close');
      throw new TooLarge(M.cvTooLarge);
    }
    try {
      await upload(ctx as never, async () => undefined);
    } catch (error) {
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw new TooLarge(M.cvTooLarge);
      throw new ValidationError(M.cvMissing);
    }
    await next();
  };
}

/**
 * Receives one file of any type in field `field` into memory, refusing it past `maxBytes` (from the declared
 * length first). What the bytes are is checked by the service that reads them.
 */
export function fileUpload(
  field: string,
  maxBytes: number,
  messages: { tooLarge: string; missing: string },
): Middleware<AppState, AppContext> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 256 * 1024, parts: 12 },
  }).single(field);
  return async (ctx, next) => {
    if (Number(ctx.get('content-length')) > maxBytes + MULTIPART_OVERHEAD) {
      ctx.set('Connection', 'close');
      throw new TooLarge(messages.tooLarge);
    }
    try {
      await upload(ctx as never, async () => undefined);
    } catch (error) {
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw new TooLarge(messages.tooLarge);
      throw new ValidationError(messages.missing);
    }
    await next();
  };
}
