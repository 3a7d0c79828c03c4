import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The full path of `name` on PATH, or null (checked once per engine, so a missing tool is named early). */
export function findExecutable(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const prlimit = findExecutable('prlimit');

/** Address space a speech tool may use: ffmpeg and pocketsphinx with the general model need far less. */
const MAX_MEMORY_BYTES = 1024 * 1024 * 1024;
/** Largest file a speech tool may write: five minutes of 16 kHz PCM is under 10 MB. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** prlimit's arguments for the resource limits: memory, CPU seconds, file size, open files, no core dumps. */
function limited(timeoutMs: number): string[] {
  if (!prlimit) return [];
  const cpuSeconds = Math.ceil(timeoutMs / 1000) + 1;
  return [
    `--as=${MAX_MEMORY_BYTES}`,
    `--cpu=${cpuSeconds}`,
    `--fsize=${MAX_FILE_BYTES}`,
    '--nofile=64',
    '--core=0',
    '--',
  ];
}

/** runTool under `limited`: prlimit runs the program when it is present, else the program runs alone. */
export function runLimited(file: string, args: string[], options: { timeoutMs: number; input?: string }) {
  return prlimit
    ? runTool(prlimit, [...limited(options.timeoutMs), file, ...args], options)
    : runTool(file, args, options);
}

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Most output kept from a tool; the rest is dropped (a recognizer's log must not fill the memory). */
const MAX_OUTPUT = 1024 * 1024;

/**
 * Runs a program without a shell, with `input` on stdin, killing it (and answering timedOut) past
 * `timeoutMs`. Never rejects for the program's own failure: the caller reads `code` and `stderr`.
 */
export function runTool(
  file: string,
  args: string[],
  { timeoutMs, input }: { timeoutMs: number; input?: string },
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_OUTPUT) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_OUTPUT) stderr += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
    child.stdin.on('error', () => undefined); // a program that exits without reading its input
    child.stdin.end(input ?? '');
  });
}
