import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { CV_MAX_BYTES, CV_MIN_TEXT_CHARS, PROFILE_MESSAGES as M } from '@launchpad/shared';
import { NotFound, TooLarge, ValidationError } from '../lib/errors';
import { Cv } from '../models/Cv';
import { User } from '../models/User';
import { looksLikePdf, readPdfText } from './pdfText';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

/** A file name safe to store and to send back in a download header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes could break the Content-Disposition header of a download.
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'cv.pdf';
}

/**
 * Checks an uploaded CV (present, under 10 MB, a PDF by its content, readable) and reads it. The SHA-256
 * of the bytes identifies the CV: the same file always gives the same `resumeHash`.
 */
export async function readCvFile(
  file: UploadedFile | undefined,
): Promise<{ text: string; pageCount: number; sha256: string }> {
  if (!file || file.buffer.length === 0) throw new ValidationError(M.cvMissing);
  if (file.buffer.length >= CV_MAX_BYTES) throw new TooLarge(M.cvTooLarge);
  if (!looksLikePdf(file.buffer)) throw new ValidationError(M.cvOnlyPdf);
  let read: { text: string; pageCount: number };
  try {
    read = await readPdfText(file.buffer);
  } catch {
    throw new ValidationError(M.cvUnreadable);
  }
  return { ...read, sha256: createHash('sha256').update(file.buffer).digest('hex') };
}

export const hasReadableText = (cv: Pick<Cv, 'text'>) => cv.text.trim().length >= CV_MIN_TEXT_CHARS;

/**
 * Stores a user's CV (replacing the previous one) after checking it is really a PDF by its content and
 * reading its text. A PDF without readable text (a scan) is kept; `hasText` tells the screens why the
 * analyzer cannot use it. All or nothing: the row is written in one statement after every check.
 */
export async function saveCv(db: Knex, userId: string, file: UploadedFile | undefined): Promise<Cv> {
  const read = await readCvFile(file);
  const row = {
    userId,
    fileName: cleanFileName(file!.originalname),
    fileSize: file!.buffer.length,
    sha256: read.sha256,
    content: file!.buffer,
    text: read.text,
    pageCount: read.pageCount,
    uploadedAt: new Date(),
  };
  return db.transaction(async (trx) => {
    await Cv.query(trx).delete().where({ userId });
    const saved = await Cv.query(trx).insertAndFetch(row);
    await User.query(trx)
      .patch({ firstCvUploadedAt: row.uploadedAt })
      .findById(userId)
      .whereNull('firstCvUploadedAt');
    return saved;
  });
}

/** The user's CV, or 404 "No CV uploaded yet". Only ever looked up by the signed-in user's id. */
export async function findCv(userId: string, trx?: Knex.Transaction): Promise<Cv> {
  const cv = await Cv.query(trx).findById(userId);
  if (!cv) throw new NotFound(M.cvNone);
  return cv;
}

/** CV metadata without loading the file itself. */
export async function findCvInfo(userId: string): Promise<Omit<Cv, 'content'>> {
  const cv = await Cv.query()
    .findById(userId)
    .select('userId', 'fileName', 'fileSize', 'sha256', 'text', 'pageCount', 'uploadedAt');
  if (!cv) throw new NotFound(M.cvNone);
  return cv;
}

export async function deleteCv(userId: string): Promise<void> {
  const deleted = await Cv.query().deleteById(userId);
  if (deleted === 0) throw new NotFound(M.cvNone);
}
