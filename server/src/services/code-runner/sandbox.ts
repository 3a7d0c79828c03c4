import { spawn } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import type { MemoryCgroups, MemoryGroup } from './cgroup';

/** One process run in the box: a compile or the program itself. */
export interface BoxStep {
  argv: string[];
  env: Record<string, string>;
  /** The run's host folder, seen as /box. */
  boxDir: string;
  /** Compilers write into /box; programs get it read-only, so nothing they make reaches the host. */
  boxWritable: boolean;
  cwd: string;
  stdin: string;
  timeoutMs: number;
  memoryBytes: number;
  /** stdout and stderr are each kept to this many bytes; more kills the process. */
  outputBytes: number;
  /** The unprivileged uid (and gid) the step runs as. */
  uid: number;
}

export interface StepResult {
  stdout: string;
  stderr: string;
  truncated: boolean;
  /** Output went past the limit and the step was stopped for it. */
  outputExceeded: boolean;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  oomKilled: boolean;
  peakKb: number | null;
  wallMs: number;
}

/** Fixed limits of every step, besides the per-step time and memory. */
export const BOX_LIMITS = {
  /** Processes and threads of the uid (the JVM and Mono start ~20-40 threads). */
  processes: 128,
  openFiles: 128,
  /** Largest file a step may write (a compiled Go program is ~2 MB, a Java class a few KB). */
  fileBytes: 16 * 1024 * 1024,
  /** Size of the /tmp tmpfs (its pages also count against the memory cgroup). */
  tmpBytes: 32 * 1024 * 1024,
} as const;

const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';

/** Read-only system folders; anything not listed (home folders, the server's files, /etc) does not exist. */
const SYSTEM_BINDS = ['/usr'];
/** The few /etc entries the toolchains read (library cache, alternatives links, JDK/Mono/PHP config). */
const ETC_BINDS = [
  '/etc/alternatives',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/java-17-openjdk',
  '/etc/mono',
  '/etc/php',
  '/etc/localtime',
];

/** bwrap's arguments for the box: every namespace new, no network, read-only system, tmpfs /tmp. */
function bwrapArgs(step: BoxStep): string[] {
  const args = [
    '--unshare-all',
    '--die-with-parent',
    '--as-pid-1',
    '--new-session',
    '--hostname',
    'box',
    '--cap-drop',
    'ALL',
  ];
  for (const dir of SYSTEM_BINDS) args.push('--ro-bind', dir, dir);
  // Merged-/usr systems have /bin, /lib... as links into /usr; others have real folders.
  for (const dir of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    if (!existsSync(dir)) continue;
    const stat = lstatSync(dir);
    if (stat.isSymbolicLink()) args.push('--symlink', `usr${dir}`, dir);
    else args.push('--ro-bind', dir, dir);
  }
  for (const entry of ETC_BINDS) args.push('--ro-bind-try', entry, entry);
  args.push('--proc', '/proc', '--dev', '/dev');
  args.push('--size', String(BOX_LIMITS.tmpBytes), '--tmpfs', '/tmp');
  args.push(step.boxWritable ? '--bind' : '--ro-bind', step.boxDir, '/box');
  args.push('--chdir', step.cwd, '--clearenv');
  for (const [name, value] of Object.entries(boxEnv(step))) args.push('--setenv', name, value);
  return args;
}

function boxEnv(step: BoxStep): Record<string, string> {
  return { PATH: SANDBOX_PATH, HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8', ...step.env };
}

function prlimitArgs(step: BoxStep, withProcessLimit: boolean): string[] {
  const cpuSeconds = Math.ceil(step.timeoutMs / 1000) + 1;
  return [
    `--cpu=${cpuSeconds}`,
    `--fsize=${BOX_LIMITS.fileBytes}`,
    `--nofile=${BOX_LIMITS.openFiles}`,
    '--core=0',
    ...(withProcessLimit ? [`--nproc=${BOX_LIMITS.processes}`] : []),
  ];
}

/** Keeps the first `limit` bytes of a stream and notes whether more came. */
class CappedBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  overflowed = false;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): boolean {
    const room = this.limit - this.size;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.limit;
      this.overflowed = true;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }
  text() {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Runs one step in the box and waits for it and every process it started to be gone.
 * With `cgroups` (the sandbox), the chain is: sh (joins the fresh memory cgroup) -> setpriv (drops to
 * the slot's uid, no capabilities, no new privileges) -> prlimit -> bwrap -> the program. Without
 * (`unsafe-local`), the program runs directly with only the time, output and prlimit caps.
 */
export async function runStep(step: BoxStep, cgroups: MemoryCgroups | null): Promise<StepResult> {
  const group: MemoryGroup | null = cgroups ? await cgroups.create(step.memoryBytes) : null;
  try {
    const command = group
      ? [
          '/bin/sh',
          '-c',
          'echo $$ > "$0" && exec "$@"',
          group.procsFile,
          'setpriv',
          `--reuid=${step.uid}`,
          `--regid=${step.uid}`,
          '--clear-groups',
          '--inh-caps=-all',
          '--bounding-set=-all',
          '--no-new-privs',
          '--',
          'prlimit',
          ...prlimitArgs(step, true),
          '--',
          'bwrap',
          ...bwrapArgs(step),
          '--',
          ...step.argv,
        ]
      : ['prlimit', ...prlimitArgs(step, false), '--', ...step.argv];
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), {
      cwd: group ? '/' : step.boxDir,
      env: group ? { PATH: SANDBOX_PATH } : boxEnv(step),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so the unsafe mode can kill every descendant
    });
    const stdout = new CappedBuffer(step.outputBytes);
    const stderr = new CappedBuffer(step.outputBytes);
    let timedOut = false;
    let outputExceeded = false;
    let lastResort: NodeJS.Timeout | undefined;
    const kill = () => {
      if (group) {
        void group.killAllBut(child.pid!).catch(() => undefined);
        // Should the outer bwrap not exit once its box is dead, it goes too.
        lastResort ??= setTimeout(() => {
          child.kill('SIGKILL');
          void group.killAll().catch(() => undefined);
        }, 2000);
        return;
      }
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, step.timeoutMs);
    const onData = (buffer: CappedBuffer) => (chunk: Buffer) => {
      if (!buffer.push(chunk) && !outputExceeded) {
        outputExceeded = true;
        kill();
      }
    };
    child.stdout.on('data', onData(stdout));
    child.stderr.on('data', onData(stderr));
    child.stdin.on('error', () => undefined); // the program may exit without reading its input
    child.stdin.end(step.stdin);

    const { exitCode, signal } = await new Promise<{
      exitCode: number | null;
      signal: NodeJS.Signals | null;
    }>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, sig) => resolve({ exitCode: code, signal: sig }));
    }).finally(() => {
      clearTimeout(timer);
      clearTimeout(lastResort);
    });
    const wallMs = Math.round(performance.now() - started);
    // Anything the program left behind (a daemonised child) dies with the group.
    if (group) await group.killAll();
    else kill();
    return {
      stdout: stdout.text(),
      stderr: stderr.text(),
      truncated: stdout.overflowed || stderr.overflowed,
      outputExceeded,
      exitCode,
      signal,
      timedOut,
      oomKilled: group ? await group.oomKilled() : false,
      peakKb: group ? await group.peakKb() : null,
      wallMs,
    };
  } finally {
    await group?.remove().catch(() => undefined);
  }
}
