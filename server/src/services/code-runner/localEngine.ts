import { execFile } from 'node:child_process';
import { accessSync, constants as fsConstants, realpathSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CODE_LANGUAGE_IDS, CODE_LIMITS, type TCodeLanguage } from '@launchpad/shared';
import { ServiceUnavailable } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { detectMemoryCgroups, type MemoryCgroups } from './cgroup';
import { LANGUAGE_SPECS, type LanguageSpec, type ToolPaths } from './languages';
import { runStep, type StepResult } from './sandbox';
import type { CodeRunner, LanguageAvailability, RunRequest, RunResult } from './types';

const execFileAsync = promisify(execFile);

/** Where toolchains are looked for: system folders only (never a user's shims such as pyenv's). */
const TOOL_DIRS = ['/usr/local/bin', '/usr/bin', '/bin'];
/** Compiles get longer than the program's 10 s: javac and mcs start a whole runtime first. */
const COMPILE_TIMEOUT_MS = 20_000;
/** Slot n runs as uid/gid FIRST_UID + n: no such user owns anything on the host. */
export const FIRST_UID = 61_000;

export interface LocalEngineOptions {
  /** false: `unsafe-local`, the program runs directly on the host (development only). */
  isolated: boolean;
  /** Folder for the runs' host folders (created 0711, root-owned). */
  workRoot?: string;
  log: Logger;
}

interface Readiness {
  cgroups: MemoryCgroups | null;
  /** Set when isolation was asked for and cannot be had: every run is refused with it. */
  refusal?: string;
}

function findTool(name: string): string | undefined {
  for (const dir of TOOL_DIRS) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, fsConstants.X_OK);
      // Inside the box only /usr exists; a tool elsewhere (e.g. /opt) could not run there.
      return realpathSync(candidate).startsWith('/usr/') ? candidate : undefined;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Why isolation is impossible here, or null when every tool the sandbox needs is present. */
function isolationProblem(): string | null {
  if (process.platform !== 'linux') return 'the sandbox needs Linux';
  if (process.getuid?.() !== 0) {
    return 'the sandbox needs the server to run as root (to drop each run to its own uid and set a memory cgroup)';
  }
  const missing = ['bwrap', 'setpriv', 'prlimit'].filter((tool) => !findTool(tool));
  if (missing.length > 0) {
    return `missing ${missing.join(', ')} (install the Debian packages bubblewrap and util-linux)`;
  }
  return null;
}

/**
 * The local engine: each run gets a fresh host folder bound at /box, compiles (when the language needs
 * it) and runs in the sandbox, and the folder is deleted afterwards. With `isolated: false` it runs the
 * same commands without the sandbox: only for development on a machine without bubblewrap.
 */
export interface LocalEngine extends CodeRunner {
  /** `slot`: which concurrency slot the run holds; it picks the uid. */
  run(request: RunRequest & { slot?: number }): Promise<RunResult>;
}

export function createLocalEngine(options: LocalEngineOptions): LocalEngine {
  const { log, isolated } = options;
  const workRoot = options.workRoot ?? path.join(os.tmpdir(), 'launchpad-code-runner');
  let readiness: Promise<Readiness> | undefined;
  const toolsByLanguage = new Map<TCodeLanguage, Promise<{ tools?: ToolPaths } & LanguageAvailability>>();

  const ready = () =>
    (readiness ??= (async (): Promise<Readiness> => {
      await mkdir(workRoot, { recursive: true, mode: 0o711 });
      if (!isolated) return { cgroups: null };
      // The slot uids must be able to reach their folder, and nobody may list the others.
      await chmod(workRoot, 0o711);
      const problem = isolationProblem();
      if (problem) return { cgroups: null, refusal: `Code runner unavailable: ${problem}.` };
      try {
        const cgroups = await detectMemoryCgroups();
        log.info({ version: cgroups.version, parent: cgroups.parent }, 'code runner: memory cgroups ready');
        return { cgroups };
      } catch (error) {
        const reason = `a memory cgroup cannot be created (${(error as Error).message})`;
        // Without a memory limit one program could exhaust the host: refuse rather than run half-isolated.
        return { cgroups: null, refusal: `Code runner unavailable: ${reason}.` };
      }
    })());

  const languageTools = (spec: LanguageSpec) => {
    let found = toolsByLanguage.get(spec.id);
    if (!found) {
      found = (async () => {
        const tools: ToolPaths = {};
        for (const name of spec.tools) {
          const toolPath = findTool(name);
          if (!toolPath) {
            return {
              available: false,
              reason: `${name} is not installed on the server (Debian package: ${spec.packages})`,
            };
          }
          tools[name] = toolPath;
        }
        let version: string | undefined;
        try {
          const { stdout, stderr } = await execFileAsync(tools[spec.tools[0]!]!, spec.version.args, {
            timeout: 10_000,
            env: { PATH: TOOL_DIRS.join(':'), HOME: os.tmpdir() },
          });
          const match = spec.version.pattern.exec(`${stdout}\n${stderr}`);
          version = match ? `${spec.version.label} ${match[1]}` : undefined;
        } catch {
          // the version is informative only
        }
        return { available: true, version, tools };
      })();
      toolsByLanguage.set(spec.id, found);
    }
    return found;
  };

  async function step(
    boxDir: string,
    uid: number,
    cgroups: MemoryCgroups | null,
    values: Pick<
      Parameters<typeof runStep>[0],
      'argv' | 'env' | 'boxWritable' | 'cwd' | 'stdin' | 'timeoutMs' | 'sourceFile' | 'compile'
    > & {
      memoryMb: number;
    },
  ): Promise<StepResult> {
    return runStep(
      {
        ...values,
        cwd: isolated ? values.cwd : boxDir,
        argv: isolated ? values.argv : values.argv.map((arg) => arg.replaceAll('/box/', `${boxDir}/`)),
        env: isolated
          ? values.env
          : Object.fromEntries(
              Object.entries(values.env).map(([k, v]) => [k, v.replace(/^\/tmp\b/, boxDir)]),
            ),
        boxDir,
        uid,
        memoryBytes: values.memoryMb * 1024 * 1024,
        outputBytes: CODE_LIMITS.outputBytes,
      },
      cgroups,
    );
  }

  return {
    async availability() {
      const { refusal } = await ready();
      const entries = await Promise.all(
        CODE_LANGUAGE_IDS.map(async (id) => {
          const { tools: _tools, ...found } = await languageTools(LANGUAGE_SPECS[id]);
          void _tools;
          return [
            id,
            refusal ? { available: false, version: found.version, reason: refusal } : found,
          ] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<TCodeLanguage, LanguageAvailability>;
    },

    async run(request: RunRequest & { slot?: number }): Promise<RunResult> {
      const { cgroups, refusal } = await ready();
      if (refusal) throw new ServiceUnavailable(refusal);
      const spec = LANGUAGE_SPECS[request.language];
      const found = await languageTools(spec);
      if (!found.tools) throw new ServiceUnavailable(`${found.reason}.`);
      const tools = found.tools;
      const uid = FIRST_UID + (request.slot ?? 0);

      const boxDir = await mkdtemp(path.join(workRoot, 'run-'));
      try {
        const sourceFile = spec.sourceFile(request.script);
        // Written before anything runs in the box, into a folder nobody else can write: no link can be
        // waiting there. 'wx' refuses to follow or overwrite anything.
        await writeFile(path.join(boxDir, sourceFile), request.script, { flag: 'wx', mode: 0o644 });
        if (isolated) {
          // The compiler (as the slot's uid) writes its output here; the program later gets it read-only.
          await chown(boxDir, uid, uid);
          await chmod(boxDir, 0o700);
        }

        if (isolated && spec.compile?.oneStart) {
          // One sandbox start: the box compiles, then runs the program under the program's own limits.
          const ran = await step(boxDir, uid, cgroups, {
            argv: spec.run(tools, sourceFile, request.script),
            env: spec.env ?? {},
            boxWritable: false,
            cwd: '/tmp',
            stdin: request.stdin ?? '',
            timeoutMs: CODE_LIMITS.timeoutMs,
            memoryMb: CODE_LIMITS.memoryMb,
            sourceFile,
            compile: {
              argv: spec.compile.argv(tools, sourceFile),
              env: spec.compile.env ?? {},
              timeoutMs: COMPILE_TIMEOUT_MS,
              memoryBytes: spec.compile.memoryMb * 1024 * 1024,
            },
          });
          const compiled = ran.compile!;
          if (compiled.exitCode !== 0) {
            return compileError(spec.compile, compiled.output, compiled, compiled.truncated);
          }
          return verdict(spec, ran, compiled.output, compiled.truncated);
        }

        let compileOutput = '';
        let compileTruncated = false;
        if (spec.compile) {
          const compiled = await step(boxDir, uid, cgroups, {
            argv: spec.compile.argv(tools, sourceFile),
            env: spec.compile.env ?? {},
            boxWritable: true,
            cwd: '/box',
            stdin: '',
            timeoutMs: COMPILE_TIMEOUT_MS,
            memoryMb: spec.compile.memoryMb,
          });
          compileOutput = [compiled.stdout, compiled.stderr].filter(Boolean).join('\n');
          compileTruncated = compiled.truncated;
          const failed = compiled.exitCode !== 0 || compiled.timedOut || compiled.signal !== null;
          if (failed) return compileError(spec.compile, compileOutput, compiled, compileTruncated);
        }

        const ran = await step(boxDir, uid, cgroups, {
          argv: spec.run(tools, sourceFile, request.script),
          env: spec.env ?? {},
          boxWritable: false,
          cwd: '/tmp',
          stdin: request.stdin ?? '',
          timeoutMs: CODE_LIMITS.timeoutMs,
          memoryMb: CODE_LIMITS.memoryMb,
        });
        return verdict(spec, ran, compileOutput, compileTruncated);
      } finally {
        // Every process of the run is dead by now, so nothing can swap a link in while this walks the
        // folder; fs.rm removes links themselves and never follows them.
        await rm(boxDir, { recursive: true, force: true }).catch((error: unknown) =>
          log.warn({ err: error, boxDir }, 'code runner: could not remove a run folder'),
        );
      }
    },
  };
}

/** The verdict of a compile that failed, was stopped for time or memory, or said too much. */
function compileError(
  compiler: Pick<NonNullable<LanguageSpec['compile']>, 'memoryMb' | 'outOfMemory'>,
  output: string,
  compiled: { exitCode: number | null; timedOut: boolean; oomKilled: boolean },
  truncated: boolean,
): RunResult {
  let compileOutput = output;
  if (compiled.timedOut) {
    compileOutput += `\nCompilation took longer than ${COMPILE_TIMEOUT_MS / 1000} s and was stopped.`;
  } else if (compiled.oomKilled || (compiler.outOfMemory?.test(output) ?? false)) {
    compileOutput += `\nCompilation needed more than ${compiler.memoryMb} MB and was stopped.`;
  }
  return {
    status: 'compile_error',
    stdout: '',
    stderr: '',
    compileOutput: compileOutput.trim(),
    exitCode: compiled.exitCode,
    executionTimeMs: 0,
    memoryKb: null,
    truncated,
  };
}

/** bwrap reports a program killed by signal N as exit code 128 + N. */
function killedBySignal(ran: StepResult): boolean {
  return ran.signal !== null || (ran.exitCode !== null && ran.exitCode > 128 && ran.exitCode <= 128 + 64);
}

/** Turns a finished run into the verdict the user sees. */
export function verdict(
  spec: LanguageSpec,
  ran: StepResult,
  compileOutput: string,
  compileTruncated: boolean,
): RunResult {
  const base = {
    stdout: ran.stdout,
    stderr: ran.stderr,
    compileOutput,
    exitCode: ran.signal !== null ? null : ran.exitCode,
    executionTimeMs: Math.min(ran.wallMs, CODE_LIMITS.timeoutMs),
    memoryKb: ran.peakKb,
    truncated: ran.truncated || compileTruncated,
  };
  if (ran.outputExceeded) return { ...base, status: 'output_limit', truncated: true };
  if (ran.timedOut) return { ...base, status: 'time_limit', executionTimeMs: CODE_LIMITS.timeoutMs };
  if (ran.exitCode === 0 && ran.signal === null) return { ...base, status: 'ok' };
  if (ran.oomKilled || (spec.outOfMemory?.test(ran.stderr) ?? false))
    return { ...base, status: 'memory_limit' };
  // RLIMIT_CPU: SIGXCPU (24) then SIGKILL; only a multi-threaded busy loop gets there before the wall clock.
  if (ran.signal === 'SIGXCPU' || ran.exitCode === 128 + 24) return { ...base, status: 'time_limit' };
  if (!killedBySignal(ran) && spec.syntaxError?.(ran.stderr)) {
    return { ...base, status: 'compile_error', compileOutput: ran.stderr.trim(), stderr: '' };
  }
  return { ...base, status: 'runtime_error' };
}
