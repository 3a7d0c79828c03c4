/**
 * `npm run bench:code`: the sandbox's cost per language. Each language's starter program is compiled and
 * run through the real sandbox and through the same commands without it (the bare toolchain), in the
 * same run; reported as p50 and the ratio sandboxed/bare. Then runs per second with two workers.
 * Targets (issue 8): Python overhead under 40 ms; compiled languages within 1.2x of bare compile+run.
 */
import os from 'node:os';
import path from 'node:path';
import { chmodSync, mkdtempSync } from 'node:fs';
import pino from 'pino';
import { CODE_LANGUAGES } from '@launchpad/shared';
import { createLocalEngine } from '../server/src/services/code-runner/localEngine';
import { measure, percentile } from './stats';

const log = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'launchpad-bench-code-'));
chmodSync(root, 0o711); // the slot uids must reach their run folders below it
const boxed = createLocalEngine({ isolated: true, log, workRoot: path.join(root, 'boxed') });
const bare = createLocalEngine({ isolated: false, log, workRoot: path.join(root, 'bare') });
const rounds = Number(process.env.BENCH_CODE_ROUNDS ?? 7);
/** BENCH_CODE_LANGUAGES=c,cpp measures only those languages (all by default). */
const only = process.env.BENCH_CODE_LANGUAGES?.split(',');

async function main() {
  const availability = await boxed.availability();
  const rows = [];
  for (const language of CODE_LANGUAGES) {
    if (only && !only.includes(language.id)) continue;
    if (!availability[language.id].available) {
      rows.push({ language: language.label, note: availability[language.id].reason });
      continue;
    }
    const request = { language: language.id, script: language.helloTemplate, stdin: 'Bench\n' };
    for (const engine of [bare, boxed]) {
      const check = await engine.run(request);
      if (check.status !== 'ok') throw new Error(`${language.label}: ${check.status} ${check.stderr}`);
    }
    const bareMs = percentile(await measure(rounds, () => bare.run(request), 1), 50);
    const boxedMs = percentile(await measure(rounds, () => boxed.run(request), 1), 50);
    rows.push({
      language: language.label,
      'bare p50 ms': Math.round(bareMs),
      'sandbox p50 ms': Math.round(boxedMs),
      'overhead ms': Math.round(boxedMs - bareMs),
      ratio: Number((boxedMs / bareMs).toFixed(2)),
    });
  }
  console.table(rows);

  const python = CODE_LANGUAGES.find((language) => language.id === 'python3')!;
  const total = 40;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    [0, 1].map(async (slot) => {
      while (next < total) {
        next += 1;
        await boxed.run({ language: 'python3', script: python.helloTemplate, stdin: 'x', slot });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`python runs per second with two workers: ${(total / seconds).toFixed(1)} (${total} runs)`);
}

await main();
