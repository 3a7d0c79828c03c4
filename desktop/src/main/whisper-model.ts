import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WhisperModelStatus } from '@launchpad/shared';

/** whisper.cpp model files start with the ggml magic 0x67676d6c, stored little-endian. */
const GGML_MAGIC = Buffer.from([0x6c, 0x6d, 0x67, 0x67]);
export const MODEL_FILE_NAME = 'ggml-model.bin';
const META_FILE_NAME = 'model.json';

export interface ModelSource {
  url: string;
  /** Expected SHA-256 in hex; null: not checked. */
  sha256: string | null;
  /** Expected size in bytes, when known. */
  bytes?: number | null;
}

export interface WhisperModelManager {
  status(): Promise<WhisperModelStatus>;
  /** The installed model file, or null. */
  modelPath(): Promise<string | null>;
  /** Starts a download in the background (one at a time) and answers the new status at once. */
  download(source: ModelSource): Promise<WhisperModelStatus>;
  /** Resolves when the current download (if any) has ended, successfully or not. */
  settled(): Promise<void>;
  cancelDownload(): Promise<WhisperModelStatus>;
  /** Copies a model file the person picked into the app's folder, after checking it. */
  installFile(file: string): Promise<WhisperModelStatus>;
  remove(): Promise<WhisperModelStatus>;
}

type Meta = { source: 'download' | 'file'; bytes: number };

async function startsWithMagic(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(GGML_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(GGML_MAGIC);
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return 'The download was cancelled';
  if (error instanceof Error && error.message) return error.message;
  return 'The download failed';
}

/**
 * Manages the offline transcription model (a whisper.cpp ggml file) in `folder` (the app's data
 * folder): download with progress from a configurable URL, or install a file already on disk. Every
 * model is checked (ggml header, and size and SHA-256 when known) before it replaces the old one.
 */
export function createWhisperModelManager({
  folder,
  fetch: fetchImpl = globalThis.fetch,
}: {
  folder: string;
  fetch?: typeof globalThis.fetch;
}): WhisperModelManager {
  const modelFile = path.join(folder, MODEL_FILE_NAME);
  const metaFile = path.join(folder, META_FILE_NAME);
  const partFile = path.join(folder, `${MODEL_FILE_NAME}.part`);
  let download: {
    controller: AbortController;
    received: number;
    total: number | null;
    done: Promise<void>;
  } | null = null;
  let lastError: string | null = null;

  const readMeta = async (): Promise<Meta | null> => {
    try {
      const meta = JSON.parse(await readFile(metaFile, 'utf8')) as Partial<Meta>;
      return meta.source === 'download' || meta.source === 'file' ? { source: meta.source, bytes: 0 } : null;
    } catch {
      return null;
    }
  };

  const installed = async (): Promise<{ bytes: number; source: Meta['source'] } | null> => {
    try {
      const info = await stat(modelFile);
      if (!info.isFile() || info.size === 0) return null;
      const meta = await readMeta();
      return { bytes: info.size, source: meta?.source ?? 'file' };
    } catch {
      return null;
    }
  };

  /** Checks a candidate file and moves it into place. Throws with a readable message. */
  const accept = async (candidate: string, source: Meta['source'], expected?: ModelSource): Promise<void> => {
    if (!(await startsWithMagic(candidate))) throw new Error('This is not a whisper.cpp (ggml) model file');
    const { size } = await stat(candidate);
    if (expected?.bytes && size !== expected.bytes) {
      throw new Error(`The model has ${size} bytes, expected ${expected.bytes}`);
    }
    if (expected?.sha256 && (await sha256Of(candidate)) !== expected.sha256.toLowerCase()) {
      throw new Error('The model file does not match its SHA-256 checksum');
    }
    await rename(candidate, modelFile);
    await writeFile(metaFile, JSON.stringify({ source, bytes: size } satisfies Meta));
  };

  const status = async (): Promise<WhisperModelStatus> => {
    if (download)
      return { state: 'downloading', receivedBytes: download.received, totalBytes: download.total };
    if (lastError) return { state: 'failed', message: lastError };
    const model = await installed();
    return model ? { state: 'installed', ...model } : { state: 'missing' };
  };

  const run = async (source: ModelSource, state: NonNullable<typeof download>): Promise<void> => {
    const response = await fetchImpl(source.url, { signal: state.controller.signal, redirect: 'follow' });
    if (!response.ok || !response.body) throw new Error(`The server answered ${response.status}`);
    const length = Number(response.headers.get('content-length'));
    state.total = Number.isFinite(length) && length > 0 ? length : (source.bytes ?? null);
    const file = await open(partFile, 'w', 0o600);
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await file.write(value);
        state.received += value.byteLength;
      }
    } finally {
      await file.close();
    }
    if (state.total !== null && state.received !== state.total) {
      throw new Error(`The download stopped after ${state.received} of ${state.total} bytes`);
    }
    await accept(partFile, 'download', source);
  };

  return {
    status,
    async modelPath() {
      return (await installed()) ? modelFile : null;
    },
    async download(source) {
      if (download) return status();
      await mkdir(folder, { recursive: true });
      lastError = null;
      const state = {
        controller: new AbortController(),
        received: 0,
        total: source.bytes ?? null,
        done: Promise.resolve(),
      };
      download = state;
      state.done = run(source, state)
        .catch(async (error: unknown) => {
          lastError = describe(error);
          await rm(partFile, { force: true });
        })
        .finally(() => {
          download = null;
        });
      return status();
    },
    async settled() {
      await download?.done;
    },
    async cancelDownload() {
      const current = download;
      if (current) {
        current.controller.abort();
        await current.done;
        lastError = null;
      }
      return status();
    },
    async installFile(file) {
      if (download) throw new Error('Wait for the download to finish first');
      await mkdir(folder, { recursive: true });
      lastError = null;
      const copy = `${partFile}.copy`;
      try {
        const source = await open(file, 'r');
        try {
          await writeFile(copy, source.createReadStream());
        } finally {
          await source.close().catch(() => undefined);
        }
        await accept(copy, 'file');
      } catch (error) {
        await rm(copy, { force: true });
        throw error;
      }
      return status();
    },
    async remove() {
      await rm(modelFile, { force: true });
      await rm(metaFile, { force: true });
      lastError = null;
      return status();
    },
  };
}
