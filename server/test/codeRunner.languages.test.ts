import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, type TCodeLanguage } from '@launchpad/shared';
import { runnableLanguages, sandboxForTests } from './codeRunnerSupport';

const { engine } = sandboxForTests();
const runnable = await runnableLanguages(engine);

/** Prints every line of stdin back, prefixed with its number: proves multi-line input arrives intact. */
const ECHO: Record<TCodeLanguage, string> = {
  nodejs: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n').filter(Boolean);
lines.forEach((line, i) => console.log(\`\${i + 1}:\${line}\`));`,
  python3: `import sys
for i, line in enumerate(sys.stdin.read().splitlines(), 1):
    print(f"{i}:{line}")`,
  java: `import java.io.*;
class Echo {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line; int i = 0;
        while ((line = in.readLine()) != null) System.out.println((++i) + ":" + line);
    }
}`,
  c: `#include <stdio.h>
int main(void) { char line[256]; int i = 0;
  while (fgets(line, sizeof line, stdin)) printf("%d:%s", ++i, line);
  return 0; }`,
  cpp: `#include <iostream>
#include <string>
int main() { std::string line; int i = 0;
  while (std::getline(std::cin, line)) std::cout << ++i << ":" << line << "\\n"; }`,
  csharp: `using System;
class Echo { static void Main() { string line; int i = 0;
  while ((line = Console.ReadLine()) != null) Console.WriteLine((++i) + ":" + line); } }`,
  php: `<?php
$i = 0;
while (($line = fgets(STDIN)) !== false) { $i++; echo $i . ":" . rtrim($line, "\\n") . "\\n"; }`,
  go: `package main
import ("bufio"; "fmt"; "os")
func main() { s := bufio.NewScanner(os.Stdin); i := 0
  for s.Scan() { i++; fmt.Printf("%d:%s\\n", i, s.Text()) } }`,
};

/** A program each compiler (or interpreter's parser) must refuse, and a word its message must contain. */
const BROKEN: Record<TCodeLanguage, { script: string; says: RegExp }> = {
  nodejs: { script: 'console.log("a";\n', says: /SyntaxError/ },
  python3: { script: 'print("a"\n', says: /SyntaxError|was never closed/ },
  java: {
    script: 'public class Main { public static void main(String[] a) { int x = "s"; } }',
    says: /incompatible types/,
  },
  c: { script: 'int main(void) { return undefined_name; }', says: /undefined_name/ },
  cpp: { script: 'int main() { std::vector<int> v; }', says: /vector/ },
  csharp: {
    script: 'class P { static void Main() { int x = "s"; } }',
    says: /CS0029|Cannot implicitly convert/,
  },
  php: { script: '<?php\necho "a" echo "b";\n', says: /Parse error/ },
  go: { script: 'package main\nfunc main() { x := 1 }\n', says: /declared (and|but) not used/ },
};

describe.concurrent.each(CODE_LANGUAGES.map((language) => [language.label, language] as const))(
  'the sandbox runs %s',
  (_label, language) => {
    const skip = !runnable.has(language.id);

    it.skipIf(skip)('runs the starter template with its input', async () => {
      const result = await engine.run({
        language: language.id,
        script: language.helloTemplate,
        stdin: 'Ada\n',
        slot: 0,
      });
      expect(result).toMatchObject({ status: 'ok', stdout: 'Hello, Ada!\n', exitCode: 0, truncated: false });
      expect(result.executionTimeMs).toBeGreaterThan(0);
      expect(result.memoryKb).toBeGreaterThan(0);
    });

    it.skipIf(skip)('passes multi-line input through unchanged', async () => {
      const result = await engine.run({
        language: language.id,
        script: ECHO[language.id],
        stdin: 'one\ntwo words\nthree\n',
        slot: 1,
      });
      expect(result.stderr).toBe('');
      expect(result).toMatchObject({ status: 'ok', stdout: '1:one\n2:two words\n3:three\n' });
    });

    it.skipIf(skip)('reports a compile error with the compiler message', async () => {
      const broken = BROKEN[language.id];
      const result = await engine.run({ language: language.id, script: broken.script, slot: 2 });
      expect(result.status).toBe('compile_error');
      expect(result.compileOutput).toMatch(broken.says);
      expect(result.stdout).toBe('');
    });
  },
);
