/**
 * Child process that runs one offline transcription with whisper-node (started by
 * `whisper-engine.ts` with Electron as Node). Receives `{ wavFile, modelFile }` (already quoted for
 * whisper-node's command line) and answers `{ ok, text }` or `{ ok: false, message }`.
 */
import type { WorkerAnswer } from './whisper-engine';
import { joinSegments } from './transcriber';

process.once('message', (request: { wavFile: string; modelFile: string }) => {
  void (async () => {
    let answer: WorkerAnswer;
    try {
      // Loaded here, not at the top: whisper-node changes folder (and may build) as it loads.
      const loaded = (await import('whisper-node')) as typeof import('whisper-node') & {
        default?: { whisper?: typeof import('whisper-node').whisper };
      };
      const whisper = loaded.whisper ?? loaded.default?.whisper;
      if (!whisper) throw new Error('whisper-node did not load');
      const segments = await whisper(request.wavFile, {
        modelPath: request.modelFile,
        whisperOptions: { word_timestamps: true },
      });
      answer = segments
        ? { ok: true, text: joinSegments(segments) }
        : { ok: false, message: 'The transcription engine could not read this recording' };
    } catch (error) {
      answer = {
        ok: false,
        message: error instanceof Error ? error.message : 'Offline transcription failed',
      };
    }
    process.send?.(answer, () => process.exit(0));
  })();
});
