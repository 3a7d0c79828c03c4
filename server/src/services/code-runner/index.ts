import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import type { CodeRunner } from './types';

export type { CodeRunner, LanguageAvailability, RunRequest, RunResult, TRunStatus } from './types';

/**
 * Builds the code runner the config asks for: the local sandbox (default), a Piston-compatible remote
 * engine, or (development only) the unsandboxed local runner.
 */
export function createCodeRunner(config: Config, log: Logger): CodeRunner {
  void config;
  void log;
  throw new Error('not yet implemented');
}
