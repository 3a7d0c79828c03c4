/**
 * The code runner's languages and limits (part 2 §2.2, §5, §8, §9). One home for the list the interview
 * screen offers, the starter templates it shows and the limits the server enforces.
 */

export const CODE_LANGUAGE_IDS = ['nodejs', 'python3', 'java', 'c', 'cpp', 'csharp', 'php', 'go'] as const;
export type TCodeLanguage = (typeof CODE_LANGUAGE_IDS)[number];

export interface CodeLanguage {
  id: TCodeLanguage;
  /** The name shown in the language choice. */
  label: string;
  /** The runner version index the spec gives each language (4 or 5); the client sends it back. */
  versionIndex: number;
  /** A starter program that reads standard input, shown when the language is chosen. */
  helloTemplate: string;
}

/** Execution limits shown to the user and enforced by the sandbox (§9: 10 s, 128 MB). */
export const CODE_LIMITS = {
  timeoutMs: 10_000,
  memoryMb: 128,
  /** stdout and stderr are each cut at this many bytes; the answer says when. */
  outputBytes: 65_536,
} as const;

/** Longest program and input accepted by POST /api/code/execute (ours: the spec sets none). */
export const CODE_MAX_SCRIPT_CHARS = 65_536;
export const CODE_MAX_STDIN_CHARS = 65_536;

export const CODE_MESSAGES = {
  codeRequired: 'Please write some code before running.',
  unsupportedLanguage: 'Unsupported language selected',
  executionFailed: 'Code execution failed',
  scriptTooLong: `Code must be at most ${CODE_MAX_SCRIPT_CHARS.toLocaleString('en-US')} characters`, // ours
  stdinTooLong: `Input must be at most ${CODE_MAX_STDIN_CHARS.toLocaleString('en-US')} characters`, // ours
  nulInScript: 'Code must not contain NUL characters', // ours
  invalidVersionIndex: 'Version index must be a whole number from 0 to 9', // ours
  tooManyRuns: 'Too many code runs. Please wait a moment and try again.', // ours
  busy: 'The code runner is busy. Please try again in a moment.', // ours
  runnerUnavailable: 'The code runner is not available on this server', // ours
} as const;

/** "Execution Error: {msg}. Please check your code and try again." (§8). */
export const codeExecutionError = (message: string) =>
  `Execution Error: ${message.replace(/[.\s]+$/, '')}. Please check your code and try again.`;

export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  {
    id: 'nodejs',
    label: 'Node.js',
    versionIndex: 4,
    helloTemplate: `const input = require('fs').readFileSync(0, 'utf8').trim();
console.log(\`Hello, \${input || 'World'}!\`);
`,
  },
  {
    id: 'python3',
    label: 'Python 3',
    versionIndex: 4,
    helloTemplate: `import sys

name = sys.stdin.read().strip()
print(f"Hello, {name or 'World'}!")
`,
  },
  {
    id: 'java',
    label: 'Java',
    versionIndex: 4,
    helloTemplate: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String name = in.hasNextLine() ? in.nextLine().trim() : "";
        System.out.println("Hello, " + (name.isEmpty() ? "World" : name) + "!");
    }
}
`,
  },
  {
    id: 'c',
    label: 'C',
    versionIndex: 5,
    helloTemplate: `#include <stdio.h>
#include <string.h>

int main(void) {
    char name[256] = "";
    if (fgets(name, sizeof name, stdin)) name[strcspn(name, "\\r\\n")] = '\\0';
    printf("Hello, %s!\\n", name[0] ? name : "World");
    return 0;
}
`,
  },
  {
    id: 'cpp',
    label: 'C++',
    versionIndex: 5,
    helloTemplate: `#include <iostream>
#include <string>

int main() {
    std::string name;
    std::getline(std::cin, name);
    std::cout << "Hello, " << (name.empty() ? "World" : name) << "!" << std::endl;
    return 0;
}
`,
  },
  {
    id: 'csharp',
    label: 'C#',
    versionIndex: 4,
    helloTemplate: `using System;

public class Program
{
    public static void Main()
    {
        string name = (Console.ReadLine() ?? "").Trim();
        Console.WriteLine("Hello, " + (name.Length == 0 ? "World" : name) + "!");
    }
}
`,
  },
  {
    id: 'php',
    label: 'PHP',
    versionIndex: 4,
    helloTemplate: `<?php
$name = trim(stream_get_contents(STDIN));
echo "Hello, " . ($name === '' ? 'World' : $name) . "!\\n";
`,
  },
  {
    id: 'go',
    label: 'Go',
    versionIndex: 4,
    helloTemplate: `package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	line, _ := bufio.NewReader(os.Stdin).ReadString('\\n')
	name := strings.TrimSpace(line)
	if name == "" {
		name = "World"
	}
	fmt.Printf("Hello, %s!\\n", name)
}
`,
  },
];

/** The language with this id, or undefined for anything else (including prototype keys). */
export function findCodeLanguage(id: unknown): CodeLanguage | undefined {
  return CODE_LANGUAGES.find((language) => language.id === id);
}
