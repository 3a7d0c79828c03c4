import {
  countWords,
  cvProcessFailed,
  INTERVIEW_CV_MAX_BYTES,
  INTERVIEW_CV_MAX_CHARS,
  INTERVIEW_MESSAGES as M,
  type TInterviewCvType,
} from '@launchpad/shared';
import { TooLarge, ValidationError } from '../lib/errors';
import type { UploadedFile } from './cvs';
import { looksLikePdf, readPdfText } from './pdfText';

/**
 * Reads a CV uploaded on the interview setup screen (spec part 2 §5: PDF, TXT, DOC or DOCX up to 5 MB).
 * The type is decided by the bytes, never by the name or the declared type: PDF by its header, DOCX by its
 * zip header and Word part, DOC by the OLE compound-file signature, TXT as text without binary bytes.
 */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function detectCvType(bytes: Buffer): TInterviewCvType | null {
  if (looksLikePdf(bytes)) return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))) {
    return bytes.includes('word/') ? 'docx' : null;
  }
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return 'doc';
  return readPlainText(bytes) === null ? null : 'txt';
}

/** The text of a plain-text file (UTF-8, with or without BOM, or UTF-16 with BOM), or null for binary data. */
function readPlainText(bytes: Buffer): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = bytes.subarray(2).toString('utf16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
  // Control characters other than tab, line feed, form feed and carriage return mean binary data.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f]/.test(text)) return null;
  return text.replace(/^\uFEFF/, '');
}

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

async function extract(type: TInterviewCvType, bytes: Buffer): Promise<string> {
  switch (type) {
    case 'pdf':
      return (await readPdfText(bytes)).text;
    case 'docx': {
      const mammoth = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: bytes })).value;
    }
    case 'doc': {
      const { default: WordExtractor } = await import('word-extractor');
      return (await new WordExtractor().extract(bytes)).getBody();
    }
    case 'txt':
      return readPlainText(bytes) ?? '';
  }
}

export async function readInterviewCv(
  file: UploadedFile | undefined,
): Promise<{ text: string; characterCount: number; wordCount: number; type: TInterviewCvType }> {
  if (!file || file.buffer.length === 0) throw new ValidationError(M.cvFileRequired);
  if (file.buffer.length > INTERVIEW_CV_MAX_BYTES) throw new TooLarge(M.cvTooLarge);
  const type = detectCvType(file.buffer);
  if (!type) throw new ValidationError(M.cvWrongType);
  let text: string;
  try {
    text = tidy(await extract(type, file.buffer));
  } catch (error) {
    const reason =
      error instanceof Error && error.message
        ? error.message.split('\n')[0]!.slice(0, 160)
        : 'unreadable file';
    throw new ValidationError(
      cvProcessFailed(`the ${type.toUpperCase()} file could not be read (${reason})`),
    );
  }
  // eslint-disable-next-line no-control-regex
  text = text.replace(/\u0000/g, '').slice(0, INTERVIEW_CV_MAX_CHARS);
  if (!text) throw new ValidationError(M.noCvText);
  return { text, characterCount: text.length, wordCount: countWords(text), type };
}
