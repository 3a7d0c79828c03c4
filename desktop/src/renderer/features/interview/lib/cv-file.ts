import { INTERVIEW_CV_MAX_BYTES, INTERVIEW_CV_TYPES, INTERVIEW_MESSAGES as M } from '@launchpad/shared';

const MIME_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The CV type by extension, else by MIME type; null when it is none of PDF, TXT, DOC, DOCX. */
export function interviewCvType(file: Pick<File, 'name' | 'type'>): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  if (extension && (INTERVIEW_CV_TYPES as readonly string[]).includes(extension)) return extension;
  return MIME_TYPES[file.type] ?? null;
}

/** §5: PDF, TXT, DOC or DOCX, and less than 5MB. The message to show, or null when it may be sent. */
export function interviewCvFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!interviewCvType(file)) return M.cvWrongType;
  if (file.size > INTERVIEW_CV_MAX_BYTES) return M.cvTooLarge;
  return null;
}
