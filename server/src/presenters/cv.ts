import type { TCvInfo } from '@launchpad/shared';
import type { Cv } from '../models/Cv';
import { hasReadableText } from '../services/cvs';

export function presentCvInfo(cv: Omit<Cv, 'content'>): TCvInfo {
  return {
    fileName: cv.fileName,
    fileSize: cv.fileSize,
    uploadedAt: cv.uploadedAt.toISOString(),
    hasText: hasReadableText(cv),
    textLength: cv.text.length,
    pageCount: cv.pageCount,
  };
}

/**
 * The CV's text, or (spec §7) a placeholder built from the file's details when none could be read, so a
 * caller always gets something to show and `hasText` says which it is.
 */
export function presentCvText(cv: Omit<Cv, 'content'>): { text: string; hasText: boolean } {
  if (hasReadableText(cv)) return { text: cv.text, hasText: true };
  const kb = Math.max(1, Math.round(cv.fileSize / 1024));
  return {
    hasText: false,
    text: `CV file: ${cv.fileName} (${kb} KB, ${cv.pageCount} page${cv.pageCount === 1 ? '' : 's'}), uploaded ${cv.uploadedAt.toISOString().slice(0, 10)}. No text could be read from this PDF; it may be a scanned image.`,
  };
}
