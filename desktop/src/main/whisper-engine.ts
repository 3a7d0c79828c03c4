import { fork, type ChildProcess } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { EngineUnavailableError, type TranscriptionEngine } from './transcriber';

/** What the worker sends back. */
export type WorkerAnswer = { ok: true; text: string } | { ok: false; message: string };

/** Characters a path must not hold: whisper-node puts paths into a shell command line. */
const UNSAFE_PATH = /["'`$!%^&|<>;\n\r]/;

/** Quotes a path for whisper-node's command line; refuses paths a shell could misread. */
export function quoteForShell(file: string): string {
  if (UNSAFE_PATH.test(file))
    throw new EngineUnavailableError('The app folder has characters whisper.cpp cannot use');
  return `"${file}"`;
}

/**
 * whisper.cpp's `main` program inside the whisper-node package. Packaged apps keep it outside the
 * asar archive (electron-builder's `asarUnpack`).
 */
export function whisperBinaryPath(
  whisperNodeDir: string,
  platform: NodeJS.Platform = process.platform,
): string {
  const dir = whisperNodeDir.replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
  return path.join(dir, 'lib', 'whisper.cpp', platform === 'win32' ? 'main.exe' : 'main');
}

/**
 * The whisper-node engine. whisper-node changes the working folder and may run `make` or exit the
 * process when it loads, so it runs in a child process (`whisper-worker.js`, Electron as Node), one
 * per transcription, with a time limit; the main process never loads it.
 */
export function createWhisperNodeEngine({
  workerPath,
  whisperNodeDir,
  timeoutMs = 10 * 60_000,
  spawn = (file: string) =>
    fork(file, [], {
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    }),
}: {
  workerPath: string;
  whisperNodeDir: string | null;
  timeoutMs?: number;
  spawn?: (file: string) => ChildProcess;
}): TranscriptionEngine {
  return {
    async isAvailable() {
      if (!whisperNodeDir) return false;
      try {
        await access(whisperBinaryPath(whisperNodeDir));
        return true;
      } catch {
        return false;
      }
    },
    transcribe(wavFile, modelFile) {
      const request = { wavFile: quoteForShell(wavFile), modelFile: quoteForShell(modelFile) };
      return new Promise<string>((resolve, reject) => {
        const child = spawn(workerPath);
        let settled = false;
        const finish = (error: Error | null, text?: string) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (child.exitCode === null) child.kill();
          if (error) reject(error);
          else resolve(text ?? '');
        };
        const timer = setTimeout(() => finish(new Error('Offline transcription took too long')), timeoutMs);
        child.on('message', (answer: WorkerAnswer) => {
          if (answer.ok) finish(null, answer.text);
          else finish(new Error(answer.message));
        });
        child.on('error', (error) => finish(new EngineUnavailableError(error.message)));
        child.on('exit', (code) =>
          finish(
            new EngineUnavailableError(`The transcription engine stopped (exit code ${code ?? 'none'})`),
          ),
        );
        child.send(request);
      });
    },
  };
}
