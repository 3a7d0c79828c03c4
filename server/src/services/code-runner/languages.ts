import type { TCodeLanguage } from '@launchpad/shared';

/**
 * How each language is built and run inside the box. Paths: the host folder of one run is `/box` (the
 * source, and what the compiler writes there; read-only while the program runs); `/tmp` is a small tmpfs
 * that is the program's working folder and HOME.
 */
export interface LanguageSpec {
  id: TCodeLanguage;
  /** Debian package(s) that provide the toolchain, named when it is missing. */
  packages: string;
  /** Programs looked up on the host; the first is the one whose version is reported. */
  tools: string[];
  /** Arguments that make the first tool print its version, and how to pick it out. */
  version: { args: string[]; pattern: RegExp; label: string };
  /** The source file's name for this program (Java's must match its public class). */
  sourceFile(script: string): string;
  compile?: {
    argv(tool: ToolPaths, sourceFile: string): string[];
    env?: Record<string, string>;
    /** Compilers get their own memory budget: javac and mcs are JVM/Mono programs themselves. */
    memoryMb: number;
    /**
     * Compile and run in one sandbox start (the box's own tmpfs at /box holds what the compiler makes).
     * Set where the compiler's output is a single file needing nothing of the host folder.
     */
    oneStart?: boolean;
    /**
     * What the compiler says when its address-space limit stops it (a one-start compiler carries one
     * until the box has joined its memory group): reported as a compile stopped for memory.
     */
    outOfMemory?: RegExp;
  };
  run(tool: ToolPaths, sourceFile: string, script: string): string[];
  env?: Record<string, string>;
  /** Stderr that means the runtime ran out of its own heap (the cgroup was not needed to stop it). */
  outOfMemory?: RegExp;
  /** Stderr of an interpreter that refused the program before running it: reported as a compile error. */
  syntaxError?: (stderr: string) => boolean;
}

/** Absolute host paths of a language's tools, by name. */
export type ToolPaths = Record<string, string>;

/** What gcc and g++ say when RLIMIT_AS stops them. */
const GCC_OUT_OF_MEMORY = /out of memory allocating|virtual memory exhausted/;

/** The program's memory limit is the cgroup's; runtimes with their own heap get a heap just below it. */
const HEAP_MB = 96;

/** Java's file must be named after its public class; without one, after the class holding main. */
export function javaMainClass(script: string): string {
  const publicClass = /\bpublic\s+(?:(?:final|abstract|strictfp)\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(script);
  if (publicClass) return publicClass[1]!;
  const mainHolder =
    /\bclass\s+([A-Za-z_$][\w$]*)[^{]*\{(?:(?!\bclass\s)[\s\S])*?\bstatic\s+void\s+main\s*\(/.exec(script);
  return mainHolder?.[1] ?? 'Main';
}

const JVM_FLAGS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto'];

export const LANGUAGE_SPECS: Record<TCodeLanguage, LanguageSpec> = {
  nodejs: {
    id: 'nodejs',
    packages: 'nodejs',
    tools: ['node'],
    version: { args: ['--version'], pattern: /v?(\d+\.\d+\.\d+)/, label: 'Node.js' },
    sourceFile: () => 'main.js',
    run: (t, file) => [t.node!, `--max-old-space-size=${HEAP_MB}`, `/box/${file}`],
    outOfMemory: /JavaScript heap out of memory|Reached heap limit/,
    // A program V8 cannot parse fails while the module is compiled, before any of it runs.
    syntaxError: (stderr) =>
      /^SyntaxError: /m.test(stderr) && /\bat (wrapSafe|internalCompileFunction)\b/.test(stderr),
  },
  python3: {
    id: 'python3',
    packages: 'python3',
    tools: ['python3'],
    version: { args: ['--version'], pattern: /Python (\d+\.\d+\.\d+)/, label: 'Python' },
    sourceFile: () => 'main.py',
    run: (t, file) => [t.python3!, '-I', '-B', `/box/${file}`],
    outOfMemory: /^MemoryError\b/m,
    // Compile-time errors print "File ..., line N" with no "in <function>": nothing ran.
    syntaxError: (stderr) =>
      /^(SyntaxError|IndentationError|TabError): /m.test(stderr) &&
      !/^\s*File ".*", line \d+, in /m.test(stderr),
  },
  java: {
    id: 'java',
    packages: 'default-jdk-headless',
    tools: ['javac', 'java'],
    version: { args: ['-version'], pattern: /javac (\S+)/, label: 'Java' },
    sourceFile: (script) => `${javaMainClass(script)}.java`,
    compile: {
      argv: (t, file) => [
        t.javac!,
        ...JVM_FLAGS.map((flag) => `-J${flag}`),
        '-J-Xmx384m',
        '-encoding',
        'UTF-8',
        '-nowarn',
        '-d',
        '/box',
        `/box/${file}`,
      ],
      memoryMb: 512,
    },
    run: (t, file) => [
      t.java!,
      ...JVM_FLAGS,
      `-Xmx${HEAP_MB}m`,
      '-Xss8m',
      '-XX:MaxMetaspaceSize=48m',
      '-XX:ReservedCodeCacheSize=16m',
      '-cp',
      '/box',
      file.replace(/\.java$/, ''),
    ],
    outOfMemory: /java\.lang\.OutOfMemoryError/,
  },
  c: {
    id: 'c',
    packages: 'gcc',
    tools: ['gcc'],
    version: { args: ['-dumpfullversion'], pattern: /(\d+\.\d+(?:\.\d+)?)/, label: 'GCC' },
    sourceFile: () => 'main.c',
    compile: {
      argv: (t, file) => [t.gcc!, '-O2', '-std=gnu17', '-pipe', '-o', '/box/main', `/box/${file}`, '-lm'],
      memoryMb: 512,
      oneStart: true,
      outOfMemory: GCC_OUT_OF_MEMORY,
    },
    run: () => ['/box/main'],
  },
  cpp: {
    id: 'cpp',
    packages: 'g++',
    tools: ['g++'],
    version: { args: ['-dumpfullversion'], pattern: /(\d+\.\d+(?:\.\d+)?)/, label: 'G++' },
    sourceFile: () => 'main.cpp',
    compile: {
      argv: (t, file) => [t['g++']!, '-O2', '-std=gnu++17', '-pipe', '-o', '/box/main', `/box/${file}`],
      memoryMb: 512,
      oneStart: true,
      outOfMemory: GCC_OUT_OF_MEMORY,
    },
    run: () => ['/box/main'],
    outOfMemory: /std::bad_alloc/,
  },
  csharp: {
    id: 'csharp',
    packages: 'mono-mcs',
    tools: ['mcs', 'mono'],
    version: { args: ['--version'], pattern: /Mono C# compiler version (\S+)/, label: 'Mono C#' },
    sourceFile: () => 'main.cs',
    compile: {
      argv: (t, file) => [t.mcs!, '-optimize+', '-nologo', '-out:/box/main.exe', `/box/${file}`],
      memoryMb: 512,
    },
    run: (t) => [t.mono!, '/box/main.exe'],
    env: { MONO_GC_PARAMS: `max-heap-size=${HEAP_MB}m` },
    outOfMemory: /OutOfMemoryException|Out of memory/,
  },
  php: {
    id: 'php',
    packages: 'php-cli',
    tools: ['php'],
    version: { args: ['--version'], pattern: /PHP (\d+\.\d+\.\d+)/, label: 'PHP' },
    sourceFile: () => 'main.php',
    run: (t, file) => [
      t.php!,
      '-d',
      'display_errors=stderr',
      '-d',
      `memory_limit=${HEAP_MB}M`,
      '-d',
      'opcache.enable_cli=0',
      '-f',
      `/box/${file}`,
    ],
    outOfMemory: /Allowed memory size of \d+ bytes exhausted/,
    syntaxError: (stderr) => /^(PHP )?Parse error: /m.test(stderr),
  },
  go: {
    id: 'go',
    packages: 'golang-go',
    tools: ['go'],
    version: { args: ['version'], pattern: /go version go(\S+)/, label: 'Go' },
    sourceFile: () => 'main.go',
    compile: {
      argv: (t, file) => [t.go!, 'build', '-o', '/box/main', `/box/${file}`],
      // The build cache must be writable: a fresh one in the tmpfs for every compile.
      env: { GOCACHE: '/tmp/go-cache', GOPATH: '/tmp/go', GO111MODULE: 'off', CGO_ENABLED: '0', GOFLAGS: '' },
      memoryMb: 512,
    },
    run: () => ['/box/main'],
    // Go's own heap limit makes a large allocation a clean runtime error instead of an OOM kill.
    env: { GOMEMLIMIT: `${HEAP_MB}MiB`, GOMAXPROCS: '2' },
    outOfMemory: /fatal error: runtime: out of memory/,
  },
};
