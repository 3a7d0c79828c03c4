import { randomUUID } from 'node:crypto';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { DesktopRecordingSaved } from '@launchpad/shared';
import { MAX_RECORDING_BYTES } from '../common/ipc-channels';

/** File extension for a MediaRecorder type; unknown types are kept as `.bin`. */
export function extensionFor(mimeType: string): string {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  const known: Record<string, string> = {
    'audio/webm': 'webm',
    'audio/ogg': 'ogg',
    'audio/mp4': 'm4a',
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
  };
  return known[base] ?? 'bin';
}

interface OpenRecording {
  file: FileHandle;
  path: string;
  bytes: number;
  /** Appends run one after another, in the order they arrived. */
  queue: Promise<void>;
}

export interface RecordingWriter {
  start(mimeType: string): Promise<{ id: string }>;
  append(id: string, chunk: Uint8Array): Promise<void>;
  finish(id: string): Promise<DesktopRecordingSaved>;
  cancel(id: string): Promise<void>;
  /** Closes and deletes every unfinished recording (app quitting). */
  cancelAll(): Promise<void>;
}

/**
 * Writes recordings streamed from the renderer (MediaRecorder chunks) to files under `folder`
 * (the app's data folder). Each recording has a random id; the renderer never names a path.
 */
export function createRecordingWriter({
  folder,
  maxBytes = MAX_RECORDING_BYTES,
  now = () => new Date(),
}: {
  folder: string;
  maxBytes?: number;
  now?: () => Date;
}): RecordingWriter {
  const open_ = new Map<string, OpenRecording>();

  const take = (id: string): OpenRecording => {
    const recording = open_.get(id);
    if (!recording) throw new Error('No such recording');
    return recording;
  };

  const discard = async (id: string): Promise<void> => {
    const recording = open_.get(id);
    if (!recording) return;
    open_.delete(id);
    await recording.queue.catch(() => undefined);
    await recording.file.close().catch(() => undefined);
    await rm(recording.path, { force: true });
  };

  return {
    async start(mimeType) {
      await mkdir(folder, { recursive: true });
      const id = randomUUID();
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `recording-${stamp}-${id.slice(0, 8)}.${extensionFor(mimeType)}`);
      const handle = await open(file, 'wx', 0o600);
      open_.set(id, { file: handle, path: file, bytes: 0, queue: Promise.resolve() });
      return { id };
    },
    append(id, chunk) {
      let recording: OpenRecording;
      try {
        recording = take(id);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      if (recording.bytes + chunk.byteLength > maxBytes) {
        void discard(id);
        return Promise.reject(new Error('The recording is too long'));
      }
      recording.bytes += chunk.byteLength;
      const write = recording.queue.then(async () => {
        await recording.file.write(chunk);
      });
      recording.queue = write.catch(() => undefined);
      return write;
    },
    async finish(id) {
      const recording = take(id);
      open_.delete(id);
      await recording.queue;
      await recording.file.sync().catch(() => undefined);
      await recording.file.close();
      if (recording.bytes === 0) {
        await rm(recording.path, { force: true });
        throw new Error('The recording is empty');
      }
      return { path: recording.path, bytes: recording.bytes };
    },
    cancel: discard,
    async cancelAll() {
      await Promise.all([...open_.keys()].map((id) => discard(id)));
    },
  };
}
