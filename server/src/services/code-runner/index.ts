import { CODE_MESSAGES } from '@launchpad/shared';
import type { Config } from '../../config';
import { ServiceUnavailable } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { createLocalEngine } from './localEngine';
import { createPistonEngine } from './pistonEngine';
import { Slots } from './slots';
import type { CodeRunner, RunRequest } from './types';

export type { CodeRunner, LanguageAvailability, RunRequest, RunResult, TRunStatus } from './types';

/** Runs allowed to wait per slot before new ones are turned away as "busy". */
const WAITING_PER_SLOT = 8;

/**
 * Builds the code runner the config asks for: the local sandbox (default), a Piston-compatible remote
 * engine, or (development only) the unsandboxed local runner. Every engine sits behind the same queue:
 * at most `concurrency` runs at once, a bounded number waiting, the rest refused as busy.
 */
export function createCodeRunner(config: Pick<Config, 'codeRunner'>, log: Logger): CodeRunner {
  const { engine, pistonUrl, concurrency } = config.codeRunner;
  const slots = new Slots(concurrency, concurrency * WAITING_PER_SLOT);
  const busy = (): never => {
    throw new ServiceUnavailable(CODE_MESSAGES.busy);
  };

  if (engine === 'piston') {
    const piston = createPistonEngine({ baseUrl: pistonUrl!, log });
    return {
      availability: () => piston.availability(),
      run: (request) => slots.with(() => piston.run(request), busy),
    };
  }

  if (engine === 'unsafe-local') {
    log.warn(
      '!!! CODE_RUNNER=unsafe-local: submitted programs run on this machine WITHOUT a sandbox. Development only. !!!',
    );
  }
  const local = createLocalEngine({ isolated: engine === 'local', log });
  return {
    availability: () => local.availability(),
    run: (request: RunRequest) => slots.with((slot) => local.run({ ...request, slot }), busy),
  };
}
