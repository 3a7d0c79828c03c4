import {
  CODE_LIMITS,
  CODE_MESSAGES,
  codeExecutionError,
  type CodeLanguage,
  type TCodeExecuteAnswer,
} from '@launchpad/shared';
import type { RunResult } from '../services/code-runner';

/** The short reason shown after "Execution Error:" for each failed verdict. */
function failureReason(result: RunResult): string {
  switch (result.status) {
    case 'compile_error':
      return 'Compilation failed';
    case 'time_limit':
      return `Time limit exceeded (${CODE_LIMITS.timeoutMs / 1000} s)`;
    case 'memory_limit':
      return `Memory limit exceeded (${CODE_LIMITS.memoryMb} MB)`;
    case 'output_limit':
      return `Output limit exceeded (${CODE_LIMITS.outputBytes / 1024} KB)`;
    default:
      return result.exitCode === null
        ? 'The program was stopped by a signal'
        : `Exit code ${result.exitCode}`;
  }
}

/**
 * A run as POST /api/code/execute answers it: the spec's {success, output, error, executionTime, memory}
 * plus the verdict and the separate streams. `output` is what the program printed (the compiler's
 * messages for a compile error), `error` the one-line reason in the spec's wording.
 */
export function presentCodeRun(
  result: RunResult,
  language: CodeLanguage,
  versionIndex: number,
  version?: string,
): TCodeExecuteAnswer {
  const ok = result.status === 'ok';
  const output = result.status === 'compile_error' ? result.compileOutput : result.stdout;
  return {
    success: ok,
    status: result.status,
    output,
    error: ok ? null : codeExecutionError(failureReason(result) || CODE_MESSAGES.executionFailed),
    executionTime: result.executionTimeMs,
    memory: result.memoryKb,
    stdout: result.stdout,
    stderr: result.stderr,
    compileOutput: result.compileOutput,
    exitCode: result.exitCode,
    truncated: result.truncated,
    language: language.id,
    versionIndex,
    ...(version ? { version } : {}),
  };
}
