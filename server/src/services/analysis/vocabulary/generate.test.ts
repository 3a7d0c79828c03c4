import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('npm run vocabulary', () => {
  it('runs, and the committed vocabulary is what it makes', () => {
    const script = fileURLToPath(new URL('./generate.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
    // Throws (failing the test) when the script cannot run or a committed file differs from its output.
    const out = execFileSync(tsx, [script, '--check'], { encoding: 'utf8', stdio: 'pipe' });
    expect(out).toMatch(/^products\.json: \d+ names/m);
  }, 60_000);
});
