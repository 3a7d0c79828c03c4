import { CODE_LANGUAGE_IDS, CODE_LIMITS, CODE_MESSAGES, type TCodeLanguage } from '@launchpad/shared';
import { ServiceUnavailable } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { LANGUAGE_SPECS } from './languages';
import type { CodeRunner, LanguageAvailability, RunRequest, RunResult, TRunStatus } from './types';

/** Piston's names for our languages (its runtimes list also carries aliases such as "node", "py"). */
const PISTON_NAMES: Record<TCodeLanguage, string[]> = {
  nodejs: ['javascript', 'node', 'nodejs', 'node-javascript'],
  python3: ['python', 'python3', 'py'],
  java: ['java'],
  c: ['c', 'gcc'],
  cpp: ['c++', 'cpp', 'g++'],
  csharp: ['csharp', 'c#', 'cs', 'mono'],
  php: ['php'],
  go: ['go', 'golang'],
};

interface PistonRuntime {
  language: string;
  version: string;
  aliases?: string[];
}

interface PistonStage {
  stdout?: string;
  stderr?: string;
  output?: string;
  code?: number | null;
  signal?: string | null;
  /** Newer Piston: TO (timeout), OL/EL (output limits), RE, SG, XX. */
  status?: string | null;
  message?: string | null;
  wall_time?: number;
  cpu_time?: number;
  memory?: number;
}

interface PistonAnswer {
  run?: PistonStage;
  compile?: PistonStage;
  message?: string;
}

/** Newest version first, comparing dotted numbers. */
function newestFirst(a: PistonRuntime, b: PistonRuntime) {
  const pa = a.version.split('.').map(Number);
  const pb = b.version.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function cap(text: string | undefined): { text: string; cut: boolean } {
  const value = text ?? '';
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= CODE_LIMITS.outputBytes) return { text: value, cut: false };
  return { text: bytes.subarray(0, CODE_LIMITS.outputBytes).toString('utf8'), cut: true };
}

/**
 * Any Piston-compatible API (`POST /api/v2/execute`, `GET /api/v2/runtimes`) as the engine: for running
 * code on a separate cluster. The product's limits are sent with every run; the instance must allow them
 * (Piston's defaults cap runs at 3 s, so raise `PISTON_RUN_TIMEOUT` and `PISTON_OUTPUT_MAX_SIZE` there).
 */
export function createPistonEngine(options: {
  baseUrl: string;
  log: Logger;
  timeoutMs?: number;
}): CodeRunner {
  const base = options.baseUrl.replace(/\/+$/, '');
  const requestTimeoutMs = options.timeoutMs ?? 60_000;
  let runtimes: { at: number; list: Promise<PistonRuntime[]> } | undefined;

  const call = async <T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      options.log.warn({ err: error, path }, 'piston: request failed');
      throw new ServiceUnavailable(CODE_MESSAGES.executionFailed);
    }
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as T };
    } catch {
      options.log.warn({ status: response.status, path }, 'piston: answer is not JSON');
      throw new ServiceUnavailable(CODE_MESSAGES.executionFailed);
    }
  };

  const listRuntimes = () => {
    // Refreshed every 5 minutes, so packages installed on the cluster show up without a restart.
    if (!runtimes || Date.now() - runtimes.at > 5 * 60_000) {
      const list = call<PistonRuntime[]>('/api/v2/runtimes').then(({ status, body }) => {
        if (status !== 200 || !Array.isArray(body))
          throw new ServiceUnavailable(CODE_MESSAGES.executionFailed);
        return body;
      });
      runtimes = { at: Date.now(), list };
      list.catch(() => (runtimes = undefined));
    }
    return runtimes.list;
  };

  const runtimeFor = async (language: TCodeLanguage) => {
    const names = PISTON_NAMES[language];
    const matches = (await listRuntimes()).filter(
      (runtime) =>
        names.includes(runtime.language) || (runtime.aliases ?? []).some((alias) => names.includes(alias)),
    );
    return matches.sort(newestFirst)[0];
  };

  return {
    async availability() {
      const entries = await Promise.all(
        CODE_LANGUAGE_IDS.map(async (id): Promise<[TCodeLanguage, LanguageAvailability]> => {
          try {
            const runtime = await runtimeFor(id);
            return runtime
              ? [id, { available: true, version: `${runtime.language} ${runtime.version}` }]
              : [
                  id,
                  {
                    available: false,
                    reason: `the Piston server has no ${PISTON_NAMES[id][0]} runtime installed`,
                  },
                ];
          } catch {
            return [id, { available: false, reason: `the Piston server at ${base} cannot be reached` }];
          }
        }),
      );
      return Object.fromEntries(entries) as Record<TCodeLanguage, LanguageAvailability>;
    },

    async run(request: RunRequest): Promise<RunResult> {
      const runtime = await runtimeFor(request.language);
      if (!runtime) {
        throw new ServiceUnavailable(
          `Code runner unavailable: the Piston server has no ${PISTON_NAMES[request.language][0]} runtime installed.`,
        );
      }
      const started = performance.now();
      const { status, body } = await call<PistonAnswer>('/api/v2/execute', {
        method: 'POST',
        body: JSON.stringify({
          language: runtime.language,
          version: runtime.version,
          files: [
            { name: LANGUAGE_SPECS[request.language].sourceFile(request.script), content: request.script },
          ],
          stdin: request.stdin ?? '',
          args: [],
          compile_timeout: 20_000,
          run_timeout: CODE_LIMITS.timeoutMs,
          run_memory_limit: CODE_LIMITS.memoryMb * 1024 * 1024,
        }),
      });
      const roundTripMs = Math.round(performance.now() - started);
      if (status !== 200 || !body.run) {
        options.log.warn({ status, message: body.message }, 'piston: run refused');
        throw new ServiceUnavailable(CODE_MESSAGES.executionFailed);
      }
      return toResult(body, roundTripMs);
    },
  };
}

/** Maps Piston's answer onto our verdicts. */
function toResult(body: PistonAnswer, roundTripMs: number): RunResult {
  const compile = body.compile;
  if (compile && (compile.code !== 0 || compile.signal)) {
    const output = cap(compile.output ?? [compile.stdout, compile.stderr].filter(Boolean).join('\n'));
    return {
      status: 'compile_error',
      stdout: '',
      stderr: '',
      compileOutput: output.text.trim(),
      exitCode: compile.code ?? null,
      executionTimeMs: 0,
      memoryKb: null,
      truncated: output.cut,
    };
  }
  const run = body.run!;
  const stdout = cap(run.stdout);
  const stderr = cap(run.stderr);
  const compileOutput = cap(compile?.output);
  const wallMs = typeof run.wall_time === 'number' ? run.wall_time : roundTripMs;
  let status: TRunStatus;
  if (run.status === 'OL' || run.status === 'EL' || stdout.cut || stderr.cut) status = 'output_limit';
  else if (run.status === 'TO' || (run.signal === 'SIGKILL' && wallMs >= CODE_LIMITS.timeoutMs))
    status = 'time_limit';
  else if (run.code === 0 && !run.signal) status = 'ok';
  else if (
    /out ?of ?memory|OutOfMemory|bad_alloc|MemoryError|heap out of memory|memory size .* exhausted/i.test(
      run.stderr ?? '',
    )
  )
    status = 'memory_limit';
  else status = 'runtime_error';
  return {
    status,
    stdout: stdout.text,
    stderr: stderr.text,
    compileOutput: compileOutput.text,
    exitCode: run.signal ? null : (run.code ?? null),
    executionTimeMs: Math.min(Math.round(wallMs), CODE_LIMITS.timeoutMs),
    memoryKb: typeof run.memory === 'number' ? Math.round(run.memory / 1024) : null,
    truncated: stdout.cut || stderr.cut || compileOutput.cut,
  };
}
