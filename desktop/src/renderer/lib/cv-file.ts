import { CV_MAX_BYTES, PROFILE_MESSAGES } from '@launchpad/shared';

/** What the file picker accepts. */
export const CV_ACCEPT = 'application/pdf,.pdf';

/** A PDF by its type or, when the system gives none or a generic one, by its extension. */
export function looksLikePdf(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type === 'application/pdf') return true;
  return /\.pdf$/i.test(file.name.trim());
}

/**
 * The checks made before a CV is sent (spec §5): a file is chosen, it is a PDF, and it is under
 * 10MB. Returns the message to show, or null when the file may be uploaded. The server checks again
 * (and reads the file's content, which the browser cannot judge from a name).
 */
export function cvFileProblem(file: File | null | undefined): string | null {
  if (!file) return PROFILE_MESSAGES.cvMissing;
  if (!looksLikePdf(file)) return PROFILE_MESSAGES.cvOnlyPdf;
  if (file.size >= CV_MAX_BYTES) return PROFILE_MESSAGES.cvTooLarge;
  return null;
}

/** 2048 → '2.0 KB', 3 145 728 → '3.0 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} MB`;
  return `${Math.max(0.1, bytes / 1024).toFixed(1)} KB`;
}
