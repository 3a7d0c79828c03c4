import { z } from 'zod';
import { SPEECH_CONTEXT_MAX_CHARS, SPEECH_MESSAGES as M } from '../domain';

/** The text fields of POST /api/interviews/transcribe (multipart; the file is field `audio`). */
export const ZTranscribeFields = z.object({
  /** The question and the job text; their words bias the recognizer. */
  context: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: M.contextTooLong }).max(SPEECH_CONTEXT_MAX_CHARS, M.contextTooLong),
  ),
});

export const ZSpeechMetrics = z.object({
  durationSeconds: z.number(),
  wordsPerMinute: z.number(),
  fillerWords: z.array(z.object({ word: z.string(), count: z.number().int() })),
  longPauses: z.array(z.object({ start: z.number(), end: z.number(), seconds: z.number() })),
});
export type TSpeechMetrics = z.infer<typeof ZSpeechMetrics>;

/** The answer of POST /api/interviews/transcribe (§7: success, text, error; speech is ours). */
export const ZTranscribeAnswer = z.object({
  success: z.boolean(),
  text: z.string(),
  error: z.string().nullable(),
  message: z.string().optional(),
  engine: z.enum(['local', 'openai']).optional(),
  speech: ZSpeechMetrics.optional(),
});
export type TTranscribeAnswer = z.infer<typeof ZTranscribeAnswer>;
