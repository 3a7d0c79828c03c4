import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
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
  /**
   * Compile first in the same box (one start instead of two). The compiler keeps its own budget: the
   * run's memory cgroup at the compiler's limit, its own wall clock and CPU seconds, stdin from /dev/null,
   * its messages on a channel of their own. /box is then a tmpfs of the box holding the source read-only:
   * nothing the compiler or the program writes reaches the host folder. The program starts only once the
   * host has restarted the cgroup at the program's limit and started the program's clock.
   */
  compile?: { argv: string[]; env: Record<string, string>; timeoutMs: number; memoryBytes: number };
  /** With `compile`: the source's file name in the host folder. */
  sourceFile?: string;
}

/** How the compile of a one-start step ended. */
export interface CompileResult {
  /** The compiler's stdout and stderr, interleaved, capped like the program's streams. */
  output: string;
  truncated: boolean;
  /** Null when the compiler was stopped (time, memory or output) before it exited. */
  exitCode: number | null;
  timedOut: boolean;
  oomKilled: boolean;
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
  /** Set for a one-start step; when its exitCode is not 0, the program never ran. */
  compile?: CompileResult;
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
  if (step.compile) {
    args.push('--size', String(BOX_LIMITS.tmpBytes), '--tmpfs', '/box');
    args.push('--ro-bind', path.join(step.boxDir, step.sourceFile!), `/box/${step.sourceFile!}`);
  } else {
    args.push(step.boxWritable ? '--bind' : '--ro-bind', step.boxDir, '/box');
  }
  args.push('--chdir', step.cwd, '--clearenv');
  for (const [name, value] of Object.entries(boxEnv(step))) args.push('--setenv', name, value);
  return args;
}

function boxEnv(step: BoxStep): Record<string, string> {
  return { PATH: SANDBOX_PATH, HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8', ...step.env };
}

/** RLIMIT_CPU for a step of this wall-clock limit: one second more, so the wall clock acts first. */
const cpuSecondsFor = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 1;

function prlimitArgs(step: BoxStep, withProcessLimit: boolean): string[] {
  const cpuSeconds = cpuSecondsFor(step.compile?.timeoutMs ?? step.timeoutMs);
  return [
    `--cpu=${cpuSeconds}`,
    `--fsize=${BOX_LIMITS.fileBytes}`,
    `--nofile=${BOX_LIMITS.openFiles}`,
    '--core=0',
    ...(withProcessLimit ? [`--nproc=${BOX_LIMITS.processes}`] : []),
    // A one-start compiler may work before the box has joined its memory group (see runStep): each of its
    // processes is held to the compiler's budget of address space too (gcc reserves only what it uses).
    // Only the soft limit: the box's shell lifts it before the program, which is in the group by then.
    ...(step.compile ? [`--as=${step.compile.memoryBytes}:unlimited`] : []),
  ];
}

const shellQuote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The box's pid 1 for a one-start step: compile with stdin from /dev/null and the messages on fd 3,
 * report the exit status on fd 4, wait for the host's go-ahead on fd 4 (this shell is in the memory
 * group, restarted at the program's limit, by then), close both channels, lower RLIMIT_CPU to the
 * program's, lift the compiler's address-space limit and exec the program.
 * $1 is the compile command, quoted by the host from its own argv (no user text); the rest is the program.
 */
const oneStartScript = (programCpuSeconds: number) =>
  [
    'eval "$1" </dev/null >&3 2>&3',
    'status=$?',
    'echo "$status" >&4',
    '[ "$status" = 0 ] || exit "$status"',
    'read -r go <&4 && [ "$go" = go ] || exit 125',
    'exec 3>&- 4>&-',
    'shift',
    `ulimit -t ${programCpuSeconds} && ulimit -S -v unlimited && exec "$@"`,
  ].join('\n');

/**
 * The first child of our `child` (bwrap: the box's pid 1), once it has one; polled, as it comes within ms.
 * Read only while `child` is unreaped, so its pid is still its own; and the kernel hands pids out in
 * order up to pid_max, so the box's pid cannot be another process's in the moment before it is moved.
 */
async function firstChildOf(child: ChildProcess, deadline: number): Promise<number> {
  const file = `/proc/${child.pid!}/task/${child.pid!}/children`;
  const running = () => child.exitCode === null && child.signalCode === null;
  while (running() && performance.now() < deadline) {
    const first = Number.parseInt(await readFile(file, 'utf8'), 10);
    if (first > 0 && running()) return first;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`no box under process ${child.pid!}`);
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
 * With `step.compile` (sandbox only), the box compiles first under the compiler's budget; see `BoxStep`.
 * Joining a cgroup costs a wait of 6-16 ms in the kernel, about a third of a small C job; so a one-start
 * chain starts at prlimit, as the slot's uid, and the host moves the box's pid 1 into the group while the
 * compiler works.
 * The compiler is held to its budget either way: by the group's limit once joined, and by RLIMIT_AS
 * before. The program starts only once the join is done.
 */
export async function runStep(step: BoxStep, cgroups: MemoryCgroups | null): Promise<StepResult> {
  if (step.compile && !cgroups) throw new Error('a one-start step needs the sandbox');
  // A one-start step's group holds the compiler's budget first, then is restarted at the program's.
  const group: MemoryGroup | null = cgroups
    ? await cgroups.create(step.compile?.memoryBytes ?? step.memoryBytes)
    : null;
  try {
    const boxCommand = step.compile
      ? [
          '/bin/sh',
          '-c',
          oneStartScript(cpuSecondsFor(step.timeoutMs)),
          'sh',
          [
            ...Object.entries(step.compile.env).map(([name, value]) => `${name}=${shellQuote(value)}`),
            ...step.compile.argv.map(shellQuote),
          ].join(' '),
          ...step.argv,
        ]
      : step.argv;
    const boxed = [
      'prlimit',
      ...prlimitArgs(step, true),
      '--',
      'bwrap',
      ...bwrapArgs(step),
      '--',
      ...boxCommand,
    ];
    // A one-start chain is started by Node as the slot's uid (libuv: no groups, then setgid and setuid,
    // so no capabilities); the others by a root shell that joins the group first, then setpriv.
    // bwrap then sets no_new_privs and an empty capability bounding set for everything in the box.
    const joinsLater = step.compile !== undefined;
    let command: string[];
    if (!group) command = ['prlimit', ...prlimitArgs(step, false), '--', ...step.argv];
    else if (joinsLater) command = boxed;
    else {
      command = [
        ...['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', group.procsFile],
        ...['setpriv', `--reuid=${step.uid}`, `--regid=${step.uid}`, '--clear-groups'],
        ...['--inh-caps=-all', '--bounding-set=-all', '--no-new-privs', '--'],
        ...boxed,
      ];
    }
    let started = performance.now();
    const child = spawn(command[0]!, command.slice(1), {
      ...(group && joinsLater ? { uid: step.uid, gid: step.uid } : {}),
      cwd: group ? '/' : step.boxDir,
      env: group ? { PATH: SANDBOX_PATH } : boxEnv(step),
      // fd 3: the compiler's messages, fd 4: its exit status and the host's go-ahead (one-start only).
      stdio: step.compile ? ['pipe', 'pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so the unsafe mode can kill every descendant
    });
    const stdout = new CappedBuffer(step.outputBytes);
    const stderr = new CappedBuffer(step.outputBytes);
    const compilerOutput = new CappedBuffer(step.outputBytes);
    let compiling = step.compile !== undefined;
    let compileExit: number | null = null;
    let compileTimedOut = false;
    let timedOut = false;
    let outputExceeded = false;
    let lastResort: NodeJS.Timeout | undefined;
    /** The box's pid 1 (one-start steps): killing it ends every process of the box's pid namespace. */
    let boxInit: number | undefined;
    const kill = () => {
      if (group) {
        void group.killAllBut(child.pid!).catch(() => undefined);
        if (boxInit !== undefined) {
          try {
            process.kill(boxInit, 'SIGKILL'); // bwrap has not reaped it yet, so the pid is still its
          } catch {
            // already gone
          }
        }
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
    const startClock = (ms: number, onTimeout: () => void) =>
      setTimeout(() => {
        onTimeout();
        kill();
      }, ms);
    let timer = step.compile
      ? startClock(step.compile.timeoutMs, () => (compileTimedOut = true))
      : startClock(step.timeoutMs, () => (timedOut = true));
    const onData = (buffer: CappedBuffer) => (chunk: Buffer) => {
      if (!buffer.push(chunk) && !outputExceeded) {
        outputExceeded = true;
        kill();
      }
    };
    child.stdout!.on('data', onData(stdout));
    child.stderr!.on('data', onData(stderr));
    child.stdin!.on('error', () => undefined); // the program may exit without reading its input
    child.stdin!.end(step.stdin);
    if (step.compile && group) {
      const compileDeadline = performance.now() + step.compile.timeoutMs;
      const joined = firstChildOf(child, compileDeadline).then((pid) => {
        boxInit = pid;
        return group.adopt(pid);
      });
      joined.catch(() => undefined); // a compile that fails at once may leave nothing to move
      const messages = child.stdio[3] as Readable;
      // Extra 'pipe' entries are sockets: one channel carries the status up and the go-ahead down.
      const control = child.stdio[4] as unknown as Duplex;
      messages.on('data', onData(compilerOutput));
      messages.on('error', () => undefined);
      control.on('error', () => undefined);
      let reported = '';
      control.on('data', (chunk: Buffer) => {
        if (!compiling) return; // the program has no access to this channel; nothing more is read
        reported += chunk.toString('utf8');
        if (!reported.includes('\n')) return;
        compiling = false;
        compileExit = Number.parseInt(reported, 10);
        if (compileExit !== 0 || outputExceeded || compileTimedOut) return;
        clearTimeout(timer);
        // The compiler is gone: once the box is in the group, the group gets the program's limit and a
        // fresh peak, and only then does the program start, on its own clock. No join, no program.
        void joined
          .then(() => group.restart(step.memoryBytes))
          .then(() => {
            timer = startClock(step.timeoutMs, () => (timedOut = true));
            started = performance.now();
            control.write('go\n');
          })
          .catch(() => kill());
      });
    }

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
    const compileFailed = compiling || compileExit !== 0;
    const compile: CompileResult | undefined =
      step.compile && group
        ? {
            output: compilerOutput.text(),
            truncated: compilerOutput.overflowed,
            exitCode: compiling ? null : compileExit,
            timedOut: compileTimedOut,
            oomKilled: compileFailed && (await group.oomKilled()),
          }
        : undefined;
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
      compile,
    };
  } finally {
    await group?.remove().catch(() => undefined);
  }
}
