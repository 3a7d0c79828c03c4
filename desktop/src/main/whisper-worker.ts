/**
 * Child process that runs one offline transcription with whisper-node (started by
 * `whisper-engine.ts` with Electron as Node). Receives `{ wavFile, modelFile }` (already quoted for
 * whisper-node's command line) and answers `{ ok, text }` or `{ ok: false, message }`.
 */
import type { WorkerAnswer } from './whisper-engine';
import { joinSegments } from './transcriber';

type Whisper = typeof import('whisper-node').whisper;

/** Loads whisper-node here, not at the top: it changes folder (and may build) as it loads. */
async function loadWhisper(): Promise<Whisper | undefined> {
  const loaded = (await import('whisper-node')) as typeof import('whisper-node') & {
    default?: { whisper?: Whisper };
  };
  return loaded.whisper ?? loaded.default?.whisper;
}

/** One transcription: every failure becomes an answer with a message, never a crash. */
export async function transcribeRequest(
  request: { wavFile: string; modelFile: string },
  load: () => Promise<Whisper | undefined> = loadWhisper,
): Promise<WorkerAnswer> {
  try {
    const whisper = await load();
    if (!whisper) throw new Error('whisper-node did not load');
    const segments = await whisper(request.wavFile, {
      modelPath: request.modelFile,
      whisperOptions: { word_timestamps: true },
    });
    return segments
      ? { ok: true, text: joinSegments(segments) }
      : { ok: false, message: 'The transcription engine could not read this recording' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Offline transcription failed' };
  }
}

// Only as the forked worker (Electron as Node, with an IPC channel): importing this file does nothing.
if (process.env.ELECTRON_RUN_AS_NODE === '1' && typeof process.send === 'function') {
  process.once('message', (request: { wavFile: string; modelFile: string }) => {
    void transcribeRequest(request).then((answer) => process.send?.(answer, () => process.exit(0)));
  });
}
