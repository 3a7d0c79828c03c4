import { z } from 'zod';
import { MAX_RESPONSE_TIME, SPEECH_CONTEXT_MAX_CHARS, SPEECH_MESSAGES as M } from '../domain';

/** The text fields of POST /api/interviews/transcribe (multipart; the file is field `audio`). */
export const ZTranscribeFields = z.object({
  /** The question and the job text; their words bias the recognizer. */
  context: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: M.contextTooLong }).max(SPEECH_CONTEXT_MAX_CHARS, M.contextTooLong),
  ),
});

/**
 * How a spoken answer was spoken: what the transcription call measures, and what submit-answer accepts
 * back with an audio answer (bounded, since it then comes from the client).
 */
export const ZSpeechMetrics = z.object({
  durationSeconds: z.number().min(0).max(MAX_RESPONSE_TIME),
  wordsPerMinute: z.number().min(0).max(1000),
  fillerWords: z
    .array(z.object({ word: z.string().max(40), count: z.number().int().min(0).max(10_000) }))
    .max(50),
  longPauses: z
    .array(z.object({ start: z.number().min(0), end: z.number().min(0), seconds: z.number().min(0) }))
    .max(500),
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
