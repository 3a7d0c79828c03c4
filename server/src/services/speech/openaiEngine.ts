import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SPEECH_MESSAGES as M } from '@launchpad/shared';
import type { Logger } from '../../lib/logger';
import { containerExtension, sniffAudioContainer } from './audioFormat';
import { decodeToWav } from './decode';
import { findExecutable } from './tools';
import type { TimedWord, Transcript, TranscribeRequest } from './types';
import { TranscriptionError } from './types';
import { contextWords } from './vocabulary';

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseUrl: string;
  /** whisper-1 answers word timings (verbose_json); the gpt-4o transcribe models answer text only. */
  model: string;
  timeoutMs: number;
  log: Logger;
}

const ZVerbose = z.object({
  text: z.string(),
  duration: z.coerce.number().optional(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).optional(),
});

/** The API's `prompt` is read as preceding text (at most 224 tokens): the context's words, in order. */
const PROMPT_MAX_CHARS = 800;

/** Word timings from the answer: its words when given, else each segment's words spread over its time. */
export function wordsFromVerbose(answer: z.infer<typeof ZVerbose>): TimedWord[] {
  if (answer.words?.length) {
    return answer.words
      .map((w) => ({ word: w.word.trim(), start: w.start, end: w.end }))
      .filter((w) => w.word);
  }
  return (answer.segments ?? []).flatMap((segment) => {
    const words = segment.text.trim().split(/\s+/).filter(Boolean);
    const step = (segment.end - segment.start) / Math.max(1, words.length);
    return words.map((word, i) => ({
      word,
      start: segment.start + i * step,
      end: segment.start + (i + 1) * step,
    }));
  });
}

/**
 * POST {baseUrl}/audio/transcriptions with the recording as it came (the API reads webm, ogg, wav, mp3 and
 * m4a), verbose_json with word and segment timings, English, and the context's words as the prompt. When
 * ffmpeg is present the recording is first decoded here, so an unreadable or over-long one is refused
 * before anything is sent.
 */
export function createOpenAiEngine(options: OpenAiSpeechOptions) {
  const ffmpeg = findExecutable('ffmpeg');
  return {
    async transcribe({ audio, context = '' }: TranscribeRequest): Promise<Transcript> {
      const container = sniffAudioContainer(audio);
      if (!container) throw new TranscriptionError(415, M.unsupportedFormat);
      let decodedSeconds: number | undefined;
      if (ffmpeg) {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-speech-'));
        try {
          decodedSeconds = (await decodeToWav(ffmpeg, audio, container, dir, options.timeoutMs))
            .durationSeconds;
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }

      const form = new FormData();
      const type =
        container === 'mp4' ? 'audio/mp4' : container === 'mp3' ? 'audio/mpeg' : `audio/${container}`;
      form.append(
        'file',
        new Blob([new Uint8Array(audio)], { type }),
        `answer.${containerExtension[container]}`,
      );
      form.append('model', options.model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      form.append('timestamp_granularities[]', 'segment');
      form.append('language', 'en');
      const prompt = [...contextWords(context).values()].join(' ').slice(0, PROMPT_MAX_CHARS);
      if (prompt) form.append('prompt', prompt);

      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/audio/transcriptions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}` },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        options.log.warn({ err: error }, 'OpenAI transcription unreachable');
        throw new TranscriptionError(timedOut ? 503 : 502, timedOut ? M.timedOut : M.engineFailed);
      }
      const raw = await response.text().catch(() => '');
      if (!response.ok) {
        options.log.warn(
          { status: response.status, body: raw.slice(0, 500) },
          'OpenAI transcription refused',
        );
        throw new TranscriptionError(502, M.engineFailed);
      }
      let parsed: z.infer<typeof ZVerbose>;
      try {
        parsed = ZVerbose.parse(JSON.parse(raw));
      } catch {
        options.log.warn({ body: raw.slice(0, 500) }, 'OpenAI transcription answer unreadable');
        throw new TranscriptionError(502, M.engineFailed);
      }
      const words = wordsFromVerbose(parsed);
      const durationSeconds = decodedSeconds ?? parsed.duration ?? words.at(-1)?.end ?? 0;
      return { text: parsed.text.trim(), words, durationSeconds };
    },
  };
}
