import { SPEECH_MESSAGES as M } from '@launchpad/shared';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { Slots } from '../code-runner/slots';
import { createLocalEngine } from './localEngine';
import { createOpenAiEngine } from './openaiEngine';
import type { Transcriber, Transcript } from './types';
import { TranscriptionError } from './types';

export type { Transcriber, Transcript, TimedWord } from './types';
export { TranscriptionError } from './types';
export { speechMetrics } from './metrics';

/** Recordings allowed to wait per slot before new ones are turned away as busy. */
const WAITING_PER_SLOT = 2;

/**
 * The transcriber the app uses (config.speech.engine): the OpenAI transcription API, the local recognizer
 * (ffmpeg + pocketsphinx), or none. Either way at most `concurrency` recordings are worked on at once (the
 * local recognizer takes a whole core), a few wait, the rest are refused as busy; a recording in which no
 * word was heard is refused as such.
 */
export function createTranscriber(config: Config, log: Logger): Transcriber {
  const { speech } = config;
  const busy = (): never => {
    throw new TranscriptionError(503, M.busy);
  };
  const slots = new Slots(speech.concurrency, speech.concurrency * WAITING_PER_SLOT);
  const heard = (transcript: Transcript) => {
    if (!transcript.text.trim()) throw new TranscriptionError(422, M.noSpeech);
    return transcript;
  };
  /** A tool that could not start or a file that could not be written: logged, answered as the engine's failure. */
  const failed = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'transcription failed');
    throw new TranscriptionError(502, M.engineFailed);
  };

  if (speech.engine === 'openai' && config.openai) {
    const engine = createOpenAiEngine({
      apiKey: config.openai.apiKey,
      baseUrl: config.openai.baseUrl,
      model: speech.openaiModel,
      timeoutMs: speech.timeoutMs,
      log,
    });
    return {
      engine: 'openai',
      transcribe: (request) => slots.with(() => engine.transcribe(request).then(heard, failed), busy),
    };
  }
  if (speech.engine === 'local') {
    const engine = createLocalEngine({ modelDir: speech.modelDir, timeoutMs: speech.timeoutMs, log });
    if (engine.tools.missing.length === 0) {
      return {
        engine: 'local',
        transcribe: (request) => slots.with(() => engine.transcribe(request).then(heard, failed), busy),
      };
    }
    log.warn({ missing: engine.tools.missing }, 'speech recognition is off: tools missing');
  }
  return {
    engine: 'off',
    transcribe: () => Promise.reject(new TranscriptionError(503, M.unavailable)),
  };
}
