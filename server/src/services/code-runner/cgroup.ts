import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Memory cgroups for sandboxed runs: one fresh group per step, with a hard memory limit, whose peak usage
 * and OOM kills are read back, and whose every process can be killed at the end. Works on cgroup v1 (the
 * `memory` controller mounted on its own, as on the machines this was built on) and v2 (the unified
 * hierarchy most hosts have). RLIMIT_AS is no substitute: it counts reserved address space, which the
 * JVM, Go and V8 reserve by the gigabyte without using.
 */
export interface MemoryGroup {
  /** The file a process id is written to so the process (and its future children) join the group. */
  procsFile: string;
  /**
   * Moves a running process into the group (its later children follow). The write waits for an RCU grace
   * period in the kernel, 6-16 ms here, so a caller overlaps it with other work where it can.
   */
  adopt(pid: number): Promise<void>;
  /** Peak memory use in kilobytes, or null when the kernel does not report it. */
  peakKb(): Promise<number | null>;
  /** True when the kernel's OOM killer acted inside the group. */
  oomKilled(): Promise<boolean>;
  /** SIGKILLs every process still in the group and waits until it is empty. */
  killAll(): Promise<void>;
  /**
   * SIGKILLs every process in the group but `spared` (our own child, the outer bwrap): it then reaps the
   * box's init and exits by itself, so no zombie is left for the host's init to collect.
   */
  killAllBut(spared: number): Promise<void>;
  /**
   * Sets a new (lower) limit and starts the peak and the OOM count afresh: a one-start step's compiler
   * and program share the group, one after the other. (Moving the program into a group of its own costs
   * a cgroup migration, ~10-20 ms, which is what one start saves.)
   */
  restart(limitBytes: number): Promise<void>;
  /** Kills what is left and removes the group. */
  remove(): Promise<void>;
}

export interface MemoryCgroups {
  version: 1 | 2;
  /** The folder the per-run groups are made in. */
  parent: string;
  create(limitBytes: number): Promise<MemoryGroup>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readNumber(file: string): Promise<number | null> {
  try {
    const value = Number((await readFile(file, 'utf8')).trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

async function readPids(file: string): Promise<number[]> {
  try {
    return (await readFile(file, 'utf8'))
      .split('\n')
      .map(Number)
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

/** The line of /proc/self/cgroup for a v1 controller ("4:memory:/a/b") or v2 ("0::/a/b"). */
function ownGroupPath(procSelfCgroup: string, controller: string | null): string | undefined {
  for (const line of procSelfCgroup.split('\n')) {
    const [, controllers = '', groupPath] = line.split(':');
    if (groupPath === undefined) continue;
    if (controller === null ? controllers === '' : controllers.split(',').includes(controller))
      return groupPath;
  }
  return undefined;
}

async function killAndWait(procsFile: string, spared?: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const pids = (await readPids(procsFile)).filter((pid) => pid !== spared);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await sleep(attempt < 10 ? 5 : 25);
  }
  throw new Error(`processes in ${procsFile} would not die`);
}

/**
 * Finds where this process may create memory cgroups and proves it by creating and removing one.
 * Throws an error that says why when it cannot (not root, no memory controller, a read-only cgroupfs).
 */
export async function detectMemoryCgroups(root = '/sys/fs/cgroup'): Promise<MemoryCgroups> {
  const self = await readFile('/proc/self/cgroup', 'utf8');
  const v1Mount = path.join(root, 'memory');
  let version: 1 | 2;
  let parent: string;
  if (existsSync(path.join(v1Mount, 'memory.limit_in_bytes')) || existsSync(path.join(v1Mount, 'tasks'))) {
    version = 1;
    const own = ownGroupPath(self, 'memory') ?? '/';
    parent = path.join(v1Mount, own, 'launchpad-code-runner');
    await mkdir(parent, { recursive: true });
  } else if (existsSync(path.join(root, 'cgroup.controllers'))) {
    version = 2;
    const own = ownGroupPath(self, null) ?? '/';
    const ownDir = path.join(root, own);
    parent = path.join(ownDir, 'launchpad-code-runner');
    const controllers = await readFile(path.join(ownDir, 'cgroup.controllers'), 'utf8');
    if (!controllers.split(/\s+/).includes('memory')) {
      throw new Error(`the memory controller is not delegated to ${ownDir}`);
    }
    await mkdir(parent, { recursive: true });
    // v2 lets a group hand controllers to its children only while it holds no processes itself
    // ("no internal processes"); our own group holds the server, so the runs live one level down.
    try {
      await writeFile(path.join(ownDir, 'cgroup.subtree_control'), '+memory');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
      // Move this process into a leaf of its own, then try again (what container init systems do).
      const leaf = path.join(ownDir, 'launchpad-server');
      await mkdir(leaf, { recursive: true });
      await writeFile(path.join(leaf, 'cgroup.procs'), String(process.pid));
      await writeFile(path.join(ownDir, 'cgroup.subtree_control'), '+memory');
    }
    await writeFile(path.join(parent, 'cgroup.subtree_control'), '+memory');
  } else {
    throw new Error(`no cgroup filesystem at ${root}`);
  }

  const cgroups: MemoryCgroups = {
    version,
    parent,
    async create(limitBytes) {
      const dir = path.join(parent, `run-${randomBytes(8).toString('hex')}`);
      await mkdir(dir);
      const file = (name: string) => path.join(dir, name);
      if (version === 1) {
        await writeFile(file('memory.limit_in_bytes'), String(limitBytes));
        // With swap, the memory+swap limit must be set too or the program just swaps.
        if (existsSync(file('memory.memsw.limit_in_bytes'))) {
          await writeFile(file('memory.memsw.limit_in_bytes'), String(limitBytes));
        }
      } else {
        await writeFile(file('memory.max'), String(limitBytes));
        if (existsSync(file('memory.swap.max'))) await writeFile(file('memory.swap.max'), '0');
      }
      const procsFile = file('cgroup.procs');
      let oomBaseline = 0;
      let peakFile: FileHandle | undefined;
      let peakUnknown = false;
      /** OOM kills in the group so far (v1 without the counter: times the limit was hit). */
      const oomKills = async (): Promise<number> => {
        try {
          const text = await readFile(file(version === 1 ? 'memory.oom_control' : 'memory.events'), 'utf8');
          const kills = /oom_kill (\d+)/.exec(text);
          if (kills) return Number(kills[1]);
        } catch {
          // fall through to the failure counter
        }
        return version === 1 ? ((await readNumber(file('memory.failcnt'))) ?? 0) : 0;
      };
      const killAll = async () => {
        if (version === 2 && existsSync(file('cgroup.kill'))) {
          await writeFile(file('cgroup.kill'), '1').catch(() => undefined);
        }
        await killAndWait(procsFile);
      };
      return {
        procsFile,
        adopt: (pid) => writeFile(procsFile, String(pid)),
        async peakKb() {
          if (peakUnknown) return null;
          let bytes: number | null;
          if (peakFile) {
            const { buffer, bytesRead } = await peakFile.read(Buffer.alloc(32), 0, 32, 0);
            bytes = Number(buffer.subarray(0, bytesRead).toString('utf8').trim());
          } else {
            bytes = await readNumber(file(version === 1 ? 'memory.max_usage_in_bytes' : 'memory.peak'));
          }
          return bytes === null || !Number.isFinite(bytes) ? null : Math.round(bytes / 1024);
        },
        async oomKilled() {
          return (await oomKills()) > oomBaseline;
        },
        killAll,
        killAllBut: (spared) => killAndWait(procsFile, spared),
        async restart(newLimit) {
          oomBaseline = await oomKills();
          if (version === 1) {
            // Lower the memory limit before the memory+swap one (which may never be below it).
            await writeFile(file('memory.limit_in_bytes'), String(newLimit));
            if (existsSync(file('memory.memsw.limit_in_bytes'))) {
              await writeFile(file('memory.memsw.limit_in_bytes'), String(newLimit));
              await writeFile(file('memory.memsw.max_usage_in_bytes'), '0');
            }
            await writeFile(file('memory.max_usage_in_bytes'), '0');
            await writeFile(file('memory.failcnt'), '0');
          } else {
            await writeFile(file('memory.max'), String(newLimit));
            // Since Linux 6.12 a write to memory.peak restarts the peak seen through that open file.
            // Older kernels: the peak would include the compiler's, so none is reported.
            peakFile = await open(file('memory.peak'), 'r+').catch(() => undefined);
            await (peakFile?.write('reset') ?? Promise.reject(new Error('no memory.peak'))).catch(
              () => (peakUnknown = true),
            );
          }
        },
        async remove() {
          await peakFile?.close().catch(() => undefined);
          await killAll();
          await rmdir(dir).catch(async () => {
            await sleep(50);
            await rmdir(dir);
          });
        },
      };
    },
  };
  // Prove it works before promising isolation.
  const probe = await cgroups.create(64 * 1024 * 1024);
  await probe.remove();
  return cgroups;
}
