import type { TCodeLanguage } from '@launchpad/shared';

/** The verdict of one run. */
export type TRunStatus =
  'ok' | 'compile_error' | 'runtime_error' | 'time_limit' | 'memory_limit' | 'output_limit';

export interface RunRequest {
  language: TCodeLanguage;
  /** The spec's runner version index; recorded, the installed toolchain answers. */
  versionIndex?: number;
  script: string;
  stdin?: string;
}

export interface RunResult {
  status: TRunStatus;
  stdout: string;
  stderr: string;
  /** What the compiler said (empty for interpreted languages and clean compiles). */
  compileOutput: string;
  /** The program's exit code; null when it was killed by a signal or never ran. */
  exitCode: number | null;
  /** Wall-clock time of the program's run (not the compile), in milliseconds. */
  executionTimeMs: number;
  /** Peak memory of the run in kilobytes, when the engine can measure it. */
  memoryKb: number | null;
  /** True when stdout, stderr or the compiler's output was cut at the output limit. */
  truncated: boolean;
}

export interface LanguageAvailability {
  available: boolean;
  /** The toolchain's version, e.g. "gcc 12.2.0". */
  version?: string;
  /** Why the language cannot run here, naming what to install. */
  reason?: string;
}

export interface CodeRunner {
  /** Compiles (when the language needs it) and runs one program. Cheap to call several times in a row. */
  run(request: RunRequest): Promise<RunResult>;
  /** Which languages this engine can run here, and why not. */
  availability(): Promise<Record<TCodeLanguage, LanguageAvailability>>;
  /** Stops taking work and waits for runs in flight. */
  close?(): Promise<void>;
}
