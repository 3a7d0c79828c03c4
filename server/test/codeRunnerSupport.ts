import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TCodeLanguage } from '@launchpad/shared';
import { createLocalEngine } from '../src/services/code-runner/localEngine';

/** The real sandbox, with a run folder of its own so the tests can check it is left empty. */
export function sandboxForTests() {
  const workRoot = mkdtempSync(path.join(os.tmpdir(), 'launchpad-code-test-'));
  const engine = createLocalEngine({ isolated: true, workRoot, log: pino({ level: 'silent' }) });
  return { engine, workRoot };
}

/**
 * Languages whose tests run here. In CI every language must run (a missing toolchain fails the test);
 * elsewhere a missing one is skipped with a message naming the package.
 */
export async function runnableLanguages(engine: ReturnType<typeof sandboxForTests>['engine']) {
  const availability = await engine.availability();
  const runnable = new Set<TCodeLanguage>();
  for (const [id, state] of Object.entries(availability) as [
    TCodeLanguage,
    { available: boolean; reason?: string },
  ][]) {
    if (state.available || process.env.CI) runnable.add(id);
    else console.warn(`code runner tests for ${id} skipped: ${state.reason}`);
  }
  return runnable;
}
