import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OfflineTranscription } from '@launchpad/shared';

/** The engine could not run at all (not built for this machine): the renderer asks the server. */
export class EngineUnavailableError extends Error {
  override readonly name = 'EngineUnavailableError';
}

/** Runs speech-to-text over a 16 kHz mono WAV file with a model file; answers the text. */
export interface TranscriptionEngine {
  /** Whether the engine can run on this machine (its binary is there). */
  isAvailable(): Promise<boolean>;
  transcribe(wavFile: string, modelFile: string): Promise<string>;
}

export interface OfflineTranscriber {
  transcribe(wav: Uint8Array): Promise<OfflineTranscription>;
}

/**
 * Offline transcription: "unavailable" when no model is installed or the engine cannot run (the
 * renderer then falls back to the server's POST /api/interviews/transcribe). The audio goes to a
 * temporary file in the app's data folder, deleted afterwards; one transcription runs at a time,
 * because whisper.cpp uses every core.
 */
export function createOfflineTranscriber({
  folder,
  engine,
  modelPath,
}: {
  folder: string;
  engine: TranscriptionEngine;
  modelPath: () => Promise<string | null>;
}): OfflineTranscriber {
  let queue: Promise<unknown> = Promise.resolve();

  const runOne = async (wav: Uint8Array): Promise<OfflineTranscription> => {
    const model = await modelPath();
    if (!model || !(await engine.isAvailable())) return { status: 'unavailable' };
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${randomUUID()}.wav`);
    try {
      await writeFile(file, wav, { mode: 0o600 });
      const text = (await engine.transcribe(file, model)).trim();
      return { status: 'ok', text };
    } catch (error) {
      if (error instanceof EngineUnavailableError) return { status: 'unavailable' };
      return {
        status: 'failed',
        message: error instanceof Error && error.message ? error.message : 'Offline transcription failed',
      };
    } finally {
      await rm(file, { force: true });
    }
  };

  return {
    transcribe(wav) {
      const result = queue.then(() => runOne(wav));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** Joins whisper-node's word segments into readable text (no space before punctuation). */
export function joinSegments(segments: readonly { speech: string }[]): string {
  return segments
    .map((segment) => segment.speech.trim())
    .filter((word) => word !== '' && !/^\[.*\]$/.test(word))
    .join(' ')
    .replace(/\s+([,.!?;:%)])/g, '$1')
    .replace(/([(])\s+/g, '$1')
    .trim();
}
