import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SPEECH_MESSAGES as M } from '@launchpad/shared';
import type { Logger } from '../../lib/logger';
import { sniffAudioContainer } from './audioFormat';
import { decodeToWav } from './decode';
import { findExecutable, runLimited } from './tools';
import type { TimedWord, Transcript, TranscribeRequest } from './types';
import { TranscriptionError } from './types';
import { buildVocabulary, guessPronunciations, loadDictionary } from './vocabulary';

/** Where Debian's pocketsphinx-en-us puts the US English model. */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface LocalEngineOptions {
  modelDir?: string;
  /** Longest a decode or a recognition may take before it is killed. */
  timeoutMs: number;
  log: Logger;
}

/** The tools the local recognizer needs, found on PATH; `missing` names the absent ones with their package. */
export function localTools(modelDir = DEFAULT_MODEL_DIR) {
  const ffmpeg = findExecutable('ffmpeg');
  // Debian 12 ships pocketsphinx 5prealpha (pocketsphinx_continuous); 5.x has one `pocketsphinx` program.
  const continuous = findExecutable('pocketsphinx_continuous');
  const modern = continuous ? null : findExecutable('pocketsphinx');
  const pocketsphinx = continuous ?? modern;
  const cli: 'continuous' | 'modern' = continuous ? 'continuous' : 'modern';
  const espeak = findExecutable('espeak-ng');
  const missing = [
    ...(ffmpeg ? [] : ['ffmpeg (package ffmpeg)']),
    ...(pocketsphinx ? [] : ['pocketsphinx_continuous or pocketsphinx (package pocketsphinx)']),
  ];
  return { ffmpeg, pocketsphinx, cli, espeak, modelDir, missing };
}

/** Lines "word start end confidence" that pocketsphinx_continuous prints with `-time yes`. */
const TIMED_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;
/** Silence, sentence marks and noise the recognizer reports among the words. */
const NOT_A_WORD = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

const ZModernLine = z.object({
  w: z.array(z.object({ t: z.string(), b: z.number(), d: z.number() })).optional(),
});

/** pocketsphinx 5.x `live`: one JSON object per speech segment, its words in `w` (t text, b start, d duration). */
export function parseModernPocketsphinx(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    let parsed: z.infer<typeof ZModernLine>;
    try {
      parsed = ZModernLine.parse(JSON.parse(line));
    } catch {
      continue;
    }
    for (const w of parsed.w ?? []) {
      if (NOT_A_WORD.test(w.t)) continue;
      words.push({ word: w.t.replace(/\(\d+\)$/, ''), start: w.b, end: w.b + w.d });
    }
  }
  return words;
}

/** pocketsphinx_continuous with `-time yes`: the hypothesis, then one "word start end confidence" line per word. */
export function parsePocketsphinx(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const match = TIMED_LINE.exec(line.trim());
    if (!match || NOT_A_WORD.test(match[1]!)) continue;
    words.push({ word: match[1]!.replace(/\(\d+\)$/, ''), start: Number(match[2]), end: Number(match[3]) });
  }
  return words;
}

/**
 * ffmpeg turns the recording into 16 kHz mono PCM; pocketsphinx recognises it with the US English model.
 * With a context, the language model is a small one built for this answer (see vocabulary.ts); without,
 * the model's own general English one. Everything happens in a private temp folder removed afterwards.
 */
export function createLocalEngine(options: LocalEngineOptions) {
  const tools = localTools(options.modelDir);
  const { modelDir = DEFAULT_MODEL_DIR, timeoutMs, log } = { ...options, modelDir: tools.modelDir };

  return {
    tools,
    async transcribe({ audio, context = '' }: TranscribeRequest): Promise<Transcript> {
      if (!tools.ffmpeg || !tools.pocketsphinx) throw new TranscriptionError(503, M.unavailable);
      const container = sniffAudioContainer(audio);
      if (!container) throw new TranscriptionError(415, M.unsupportedFormat);
      const started = Date.now();
      const left = () => Math.max(1_000, timeoutMs - (Date.now() - started));
      const dir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-speech-'));
      try {
        const { wav, durationSeconds } = await decodeToWav(tools.ffmpeg, audio, container, dir, left());
        const args = ['-hmm', path.join(modelDir, 'en-us')];
        if (context.trim()) {
          const pronunciations = await loadDictionary(path.join(modelDir, 'cmudict-en-us.dict'));
          const vocabulary = await buildVocabulary(context, pronunciations, (spellings) =>
            guessPronunciations(tools.espeak, spellings, Math.min(5_000, left())),
          );
          await writeFile(path.join(dir, 'answer.lm'), vocabulary.arpa);
          await writeFile(path.join(dir, 'answer.dict'), vocabulary.dict);
          args.push('-lm', path.join(dir, 'answer.lm'), '-dict', path.join(dir, 'answer.dict'));
        } else {
          args.push(
            '-lm',
            path.join(modelDir, 'en-us.lm.bin'),
            '-dict',
            path.join(modelDir, 'cmudict-en-us.dict'),
          );
        }
        if (tools.cli === 'continuous') args.push('-infile', wav, '-time', 'yes', '-logfn', '/dev/null');
        else args.push('live', wav);
        const result = await runLimited(tools.pocketsphinx, args, { timeoutMs: left() });
        if (result.timedOut) throw new TranscriptionError(503, M.timedOut);
        if (result.code !== 0) {
          log.error({ code: result.code, stderr: result.stderr.slice(-2000) }, 'pocketsphinx failed');
          throw new TranscriptionError(502, M.engineFailed);
        }
        const words =
          tools.cli === 'continuous'
            ? parsePocketsphinx(result.stdout)
            : parseModernPocketsphinx(result.stdout);
        log.debug(
          { seconds: durationSeconds, words: words.length, ms: Date.now() - started },
          'local transcription',
        );
        return { text: words.map((w) => w.word).join(' '), words, durationSeconds };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
