import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIMITS, type TCodeLanguage } from '@launchpad/shared';
import { FIRST_UID } from '../src/services/code-runner/localEngine';
import { runnableLanguages, sandboxForTests } from './codeRunnerSupport';

/**
 * Hostile programs, each at the product's limits (10 s, 128 MB, 64 KB of output), run in parallel. Each
 * must end in a clean verdict and leave the host as it was: no process of a sandbox uid, no file left
 * in the run folder, no secret or host file in the output.
 */
const { engine, workRoot } = sandboxForTests();
const runnable = await runnableLanguages(engine);
const skip = !runnable.has('python3');
const SECRET = `launchpad-secret-${process.pid}-${Date.now()}`;
const thisFile = fileURLToPath(import.meta.url);
let hostServer: net.Server;
let hostPort = 0;
let connections = 0;

beforeAll(async () => {
  process.env.LAUNCHPAD_TEST_SECRET = SECRET;
  hostServer = net.createServer((socket) => {
    connections += 1;
    socket.end('hello from the host\n');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostPort = (hostServer.address() as net.AddressInfo).port;
});

afterAll(async () => {
  delete process.env.LAUNCHPAD_TEST_SECRET;
  await new Promise((resolve) => hostServer.close(resolve));
});

let nextSlot = 0;
const py = (script: string, stdin = '') =>
  engine.run({ language: 'python3', script, stdin, slot: (nextSlot += 1) % 16 });

/** Processes on the host that run as one of the sandbox's uids. */
function sandboxProcesses(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      if (uid >= FIRST_UID && uid < FIRST_UID + 64) {
        found.push(`${entry}: ${readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
      }
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

(skip ? describe.skip : describe.concurrent)('hostile programs in the sandbox', () => {
  it('a fork bomb hits the process limit and the time limit, and leaves no process behind', async () => {
    const result = await py(`import os
while True:
    try:
        os.fork()
    except OSError:
        pass`);
    expect(result.status).toBe('time_limit');
    expect(result.executionTimeMs).toBe(CODE_LIMITS.timeoutMs);
  });

  it('a C fork bomb is stopped too', async () => {
    const result = await engine.run({
      language: 'c',
      script: '#include <unistd.h>\nint main(void) { for (;;) fork(); }',
      slot: 20,
    });
    expect(['time_limit', 'runtime_error']).toContain(result.status);
  });

  it('a busy loop is stopped at 10 s', async () => {
    const result = await py('while True:\n    pass');
    expect(result).toMatchObject({ status: 'time_limit', executionTimeMs: CODE_LIMITS.timeoutMs });
  });

  it('sleep 60 is stopped at 10 s', async () => {
    const started = Date.now();
    const result = await py('import time\nprint("going to sleep", flush=True)\ntime.sleep(60)');
    expect(result).toMatchObject({ status: 'time_limit', stdout: 'going to sleep\n' });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('100 MB of output is cut at 64 KB and reported', async () => {
    const result = await py(
      'import sys\nchunk = "x" * 65536\nfor _ in range(1600):\n    sys.stdout.write(chunk)',
    );
    expect(result).toMatchObject({ status: 'output_limit', truncated: true });
    expect(Buffer.byteLength(result.stdout)).toBe(CODE_LIMITS.outputBytes);
  });

  it('a 100 MB file cannot be written anywhere, and nothing reaches the host disk', async () => {
    const result = await py(`import os
block = b"x" * (1024 * 1024)
for target in ["/tmp/big", "/box/big", "big", "/big", "/usr/big", "/dev/shm/big"]:
    try:
        with open(target, "wb") as f:
            for _ in range(100):
                f.write(block)
                f.flush()
        print(target, "WROTE", os.path.getsize(target))
    except OSError as e:
        print(target, "refused", e.errno)`);
    expect(result.status).toBe('ok');
    expect(result.stdout).not.toContain('WROTE');
    expect(result.stdout.trim().split('\n')).toHaveLength(6);
  });

  it('cannot connect to the host (the database port or any loopback port) or to the outside', async () => {
    const result = await py(`import socket
for host, port in [("127.0.0.1", ${hostPort}), ("127.0.0.1", 5432), ("1.1.1.1", 80), ("8.8.8.8", 53)]:
    try:
        s = socket.create_connection((host, port), timeout=2)
        print(host, port, "CONNECTED", s.recv(100))
    except OSError as e:
        print(host, port, "refused", e.errno)
try:
    print("DNS", socket.gethostbyname("example.com"))
except OSError as e:
    print("dns refused")`);
    expect(result.status).toBe('ok');
    expect(result.stdout).not.toMatch(/CONNECTED|DNS /);
    expect(result.stdout).toContain('dns refused');
    expect(connections).toBe(0);
  });

  it('sees an empty environment and none of the host processes or their secrets in /proc', async () => {
    const result = await py(`import os
print(sorted(os.environ))
print("pids", sorted(int(p) for p in os.listdir("/proc") if p.isdigit()))
found = []
for pid in [p for p in os.listdir("/proc") if p.isdigit()]:
    for name in ["environ", "cmdline"]:
        try:
            found.append(open(f"/proc/{pid}/{name}", "rb").read().decode("latin-1"))
        except OSError:
            pass
print("\\n".join(found))`);
    expect(result.status).toBe('ok');
    expect(result.stdout).not.toContain(SECRET);
    expect(result.stdout).toContain("['HOME', 'LANG', 'PATH', 'PWD', 'TMPDIR']");
    // Only the box's own init and the program exist in its pid namespace.
    const pids = /pids \[([\d, ]*)\]/.exec(result.stdout)?.[1]?.split(',') ?? [];
    expect(pids.length).toBeLessThanOrEqual(3);
  });

  it('cannot read /etc/shadow, home folders or the server files', async () => {
    const serverFile = path.resolve(thisFile, '../../src/config.ts');
    const result = await py(`import os
for target in ["/etc/shadow", "/etc/passwd", "/root", "/home", "${serverFile}", "${workRoot}", "/proc/1/root/etc/shadow", "/sys/fs/cgroup"]:
    try:
        if os.path.isdir(target):
            print(target, "LISTED", os.listdir(target))
        else:
            print(target, "READ", open(target).read(50))
    except OSError as e:
        print(target, "refused", e.errno)`);
    expect(result.status).toBe('ok');
    expect(result.stdout).not.toMatch(/READ|LISTED/);
    expect(result.stdout.trim().split('\n')).toHaveLength(8);
  });

  it('cannot plant links where the runner works, or leave anything for the next run', async () => {
    const planted = await py(`import os
for link, target in [("/box/main.py", "/etc/shadow"), ("/box/evil", "/"), ("/box/.." , "/")]:
    try:
        os.symlink(target, link)
        print(link, "PLANTED")
    except OSError as e:
        print(link, "refused", e.errno)
os.symlink("/", "/tmp/escape")
open("/tmp/marker", "w").write("left behind")
print("cwd", os.getcwd())`);
    expect(planted.status).toBe('ok');
    expect(planted.stdout).not.toContain('PLANTED');
    const next = await py(`import os
print(sorted(os.listdir("/tmp")), sorted(os.listdir("/box")))`);
    expect(next).toMatchObject({ status: 'ok', stdout: "[] ['main.py']\n" });
  });

  it('an orphaned background process is gone when the run ends', async () => {
    const marker = `${Date.now() % 100000}`;
    const result = await py(`import subprocess, os
subprocess.Popen(["sleep", "3${marker}"], start_new_session=True)
if os.fork() == 0:
    os.setsid()
    import time
    time.sleep(300)
print("parent done")`);
    expect(result).toMatchObject({ status: 'ok', stdout: 'parent done\n' });
    const leftovers = sandboxProcesses().filter((line) => line.includes(`sleep 3${marker}`));
    expect(leftovers).toEqual([]);
  });
});

/** C reads /proc/self/limits, probes fds 3-9 and tries to write where the box lives. */
const ONE_START_PROBE = `#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
int main(void) {
  char line[256];
  FILE *limits = fopen("/proc/self/limits", "r");
  while (fgets(line, sizeof line, limits))
    if (strncmp(line, "Max cpu time", 12) == 0 || strncmp(line, "Max address space", 17) == 0) fputs(line, stdout);
  int open_fds = 0;
  for (int fd = 3; fd < 10; fd++) if (fcntl(fd, F_GETFD) != -1) open_fds++;
  printf("open fds above 2: %d\\n", open_fds - (limits != NULL));
  printf("source writable: %d\\n", open("/box/main.c", O_WRONLY) != -1);
  printf("stdin: %s", fgets(line, sizeof line, stdin) ? line : "none\\n");
  return 0;
}`;

describe.skipIf(!runnable.has('c'))('C and C++ compile and run in one sandbox start', () => {
  it('the program gets its own CPU limit, no channel of the compiler, a read-only source and its stdin', async () => {
    const result = await engine.run({
      language: 'c',
      script: ONE_START_PROBE,
      stdin: 'for the program\n',
      slot: 50,
    });
    expect(result.status, result.compileOutput).toBe('ok');
    expect(result.stdout).toMatch(/^Max cpu time\s+11\s+11\s+seconds/m);
    // The compiler's address-space budget is lifted: the program's memory is its cgroup's business.
    expect(result.stdout).toMatch(/^Max address space\s+unlimited\s+unlimited\s+bytes/m);
    expect(result.stdout).toContain('open fds above 2: 0\n');
    expect(result.stdout).toContain('source writable: 0\n');
    expect(result.stdout).toContain('stdin: for the program\n');
  });

  it('a compile that needs more than the compiler budget ends in compile_error, saying so', async () => {
    // Seven levels of 16-fold string pasting: cc1 wants gigabytes for the tokens.
    const levels = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const script = [
      `#define A "${'x'.repeat(64)}"`,
      ...levels.slice(1).map((name, index) => `#define ${name} ${Array(16).fill(levels[index]).join(' ')}`),
      'const char *s = G;',
      'int main(void) { return s[0]; }',
    ].join('\n');
    const result = await engine.run({ language: 'c', script, slot: 52 });
    expect(result.status).toBe('compile_error');
    expect(result.compileOutput).toContain('Compilation needed more than 512 MB and was stopped.');
  });

  it("the compiler never sees the program's input", async () => {
    const result = await engine.run({
      language: 'c',
      script: '#include "/dev/stdin"\n',
      stdin: 'int main(void) { return 0; }\n',
      slot: 51,
    });
    expect(result.status).toBe('compile_error');
    expect(result.compileOutput).toContain("undefined reference to `main'");
  });
});

const ONE_GIGABYTE: Record<TCodeLanguage, string> = {
  nodejs: 'const b = Buffer.alloc(1024 * 1024 * 1024, 1); console.log(b.length);',
  python3: 'b = bytearray(1024 * 1024 * 1024)\nprint(len(b))',
  java: 'public class Main { public static void main(String[] a) { byte[] b = new byte[1 << 30]; System.out.println(b.length); } }',
  c: '#include <stdlib.h>\n#include <string.h>\n#include <stdio.h>\nint main(void) { size_t n = 1UL << 30; volatile char *p = malloc(n); if (!p) return 3; for (size_t i = 0; i < n; i += 4096) p[i] = 1; printf("%d\\n", p[n - 4096]); return 0; }',
  cpp: '#include <vector>\n#include <iostream>\nint main() { std::vector<char> v(1UL << 30, 1); std::cout << v.size() << std::endl; }',
  csharp:
    'class P { static void Main() { var b = new byte[1 << 30]; for (int i = 0; i < b.Length; i += 4096) b[i] = 1; System.Console.WriteLine(b.Length); } }',
  php: '<?php $s = str_repeat("x", 1024 * 1024 * 1024); echo strlen($s);',
  go: 'package main\nimport "fmt"\nfunc main() { b := make([]byte, 1<<30); for i := range b { b[i] = 1 }; fmt.Println(len(b)) }',
};

describe.concurrent('a 1 GB allocation ends in memory_limit', () => {
  for (const [index, [id, script]] of (Object.entries(ONE_GIGABYTE) as [TCodeLanguage, string][]).entries()) {
    it.skipIf(!runnable.has(id))(id, async () => {
      const result = await engine.run({ language: id, script, slot: 30 + index });
      expect(result.status, `${id}: ${result.stderr.slice(0, 300)}`).toBe('memory_limit');
      expect(result.stdout).toBe('');
      if (result.memoryKb !== null)
        expect(result.memoryKb).toBeLessThanOrEqual(CODE_LIMITS.memoryMb * 1024 + 512);
    });
  }
});

describe('the host after the hostile runs', () => {
  it('has no process of a sandbox uid and an empty run folder', async () => {
    expect(sandboxProcesses()).toEqual([]);
    expect(readdirSync(workRoot)).toEqual([]);
    expect(statSync(workRoot).mode & 0o777).toBe(0o711);
  });
});
