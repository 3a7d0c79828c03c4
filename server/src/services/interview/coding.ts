import type { TCodeLanguage } from '@launchpad/shared';
import type { HiddenTest } from './types';

/**
 * Coding questions of the bank: small stdin/stdout programs with hidden tests (edge cases marked), an
 * expected complexity, and a starter template per language.
 */
export interface CodingProblem {
  id: string;
  title: string;
  /** One line shown as a comment in the starter code. */
  summary: string;
  statement: string;
  expectedComplexity: string;
  /** Whether the best solution needs more than O(1) extra memory. */
  needsExtraSpace: boolean;
  /** Job or CV words that make this problem the best fit. */
  cues: string[];
  examples: { input: string; output: string }[];
  tests: HiddenTest[];
  keyPoints: { point: string; terms: string[] }[];
}

const t = (input: string, output: string, edge = false): HiddenTest => ({ input, output, edge });

export const CODING_BANK: CodingProblem[] = [
  {
    id: 'code-window-sum',
    title: 'Best window of k days',
    summary: 'Print the largest sum of k consecutive numbers.',
    statement: [
      'A service records the number of sign-ups per day. Write a program that prints the largest total of k consecutive days.',
      'Input: the first line holds n and k (1 ≤ k ≤ n ≤ 100000); the second line holds n integers (each between -10000 and 10000).',
      'Output: one integer, the largest sum of k consecutive numbers.',
    ].join('\n'),
    expectedComplexity: 'O(n) time, O(1) extra space (sliding window)',
    needsExtraSpace: false,
    cues: ['analytics', 'metrics', 'data', 'backend', 'performance', 'monitor'],
    examples: [{ input: '5 2\n1 2 3 4 5\n', output: '9' }],
    tests: [
      t('5 2\n1 2 3 4 5\n', '9'),
      t('8 3\n2 1 5 1 3 2 4 9\n', '15'),
      t('6 2\n1 1 1 1 10 10\n', '20'),
      t('7 3\n0 0 0 0 1 2 3\n', '6'),
      t('1 1\n7\n', '7', true),
      t('5 3\n-1 -2 -3 -4 -5\n', '-6', true),
      t('4 4\n3 -1 2 5\n', '9', true),
      t('6 1\n-5 -2 -9 -3 -7 -1\n', '-1', true),
    ],
    keyPoints: [],
  },
  {
    id: 'code-increasing-run',
    title: 'Longest rising streak',
    summary: 'Print the length of the longest strictly increasing run of consecutive numbers.',
    statement: [
      'Given daily prices, print the length of the longest run of consecutive days where each price is strictly higher than the day before.',
      'Input: the first line holds n (0 ≤ n ≤ 100000); the second line holds n integers (it may be missing when n is 0).',
      'Output: one integer, the length of the longest strictly increasing run (0 for no prices).',
    ].join('\n'),
    expectedComplexity: 'O(n) time, O(1) extra space (single pass)',
    needsExtraSpace: false,
    cues: ['finance', 'fintech', 'trading', 'algorithm', 'java', 'c++', 'python'],
    examples: [{ input: '6\n1 2 2 3 4 1\n', output: '3' }],
    tests: [
      t('6\n1 2 2 3 4 1\n', '3'),
      t('5\n1 2 3 4 5\n', '5'),
      t('7\n5 4 3 1 2 3 4\n', '4'),
      t('8\n3 4 1 2 3 4 5 6\n', '6'),
      t('0\n', '0', true),
      t('1\n42\n', '1', true),
      t('4\n7 7 7 7\n', '1', true),
      t('5\n-5 -3 -1 0 -2\n', '4', true),
    ],
    keyPoints: [],
  },
  {
    id: 'code-brackets',
    title: 'Balanced brackets',
    summary: 'Print YES when every bracket is closed in the right order, NO otherwise.',
    statement: [
      'Write a validator for a template engine: given one line of text, print YES when its brackets (), [] and {} are balanced and properly nested, and NO otherwise. Other characters are ignored.',
      'Input: one line of at most 100000 characters (it may be empty).',
      'Output: YES or NO.',
    ].join('\n'),
    expectedComplexity: 'O(n) time, O(n) extra space (stack)',
    needsExtraSpace: true,
    cues: [
      'frontend',
      'front-end',
      'react',
      'angular',
      'vue',
      'javascript',
      'typescript',
      'compiler',
      'parser',
      'web',
    ],
    examples: [{ input: 'f(a[1], {b: 2})\n', output: 'YES' }],
    tests: [
      t('f(a[1], {b: 2})\n', 'YES'),
      t('([)]\n', 'NO'),
      t('{[()()]}\n', 'YES'),
      t('((()\n', 'NO'),
      t('\n', 'YES', true),
      t(')(\n', 'NO', true),
      t('no brackets at all\n', 'YES', true),
      t('{{{{[[[(((x)))]]]}}}}}\n', 'NO', true),
    ],
    keyPoints: [],
  },
  {
    id: 'code-top-word',
    title: 'Most frequent word',
    summary: 'Print the most frequent word (ties: alphabetically first) and its count.',
    statement: [
      'Given a text, print its most frequent word and how many times it appears. Words are runs of letters a-z, compared case-insensitively and printed in lower case. On a tie print the alphabetically first word. When the text has no words print NONE 0.',
      'Input: any text over several lines (at most 100000 characters).',
      'Output: the word and its count separated by one space.',
    ].join('\n'),
    expectedComplexity: 'O(n) time, O(k) extra space for k distinct words (hash map)',
    needsExtraSpace: true,
    cues: ['data', 'search', 'nlp', 'text', 'analytics', 'python', 'machine learning', 'etl'],
    examples: [{ input: 'the cat and the hat\n', output: 'the 2' }],
    tests: [
      t('the cat and the hat\n', 'the 2'),
      t('Apple banana apple BANANA cherry\n', 'apple 2'),
      t('b a\nb a c\n', 'a 2'),
      t("It's a test. A TEST, a test!\n", 'a 3'),
      t('\n', 'NONE 0', true),
      t('1234 !!! ???\n', 'NONE 0', true),
      t('single\n', 'single 1', true),
      t('zeta alpha zeta alpha beta\n', 'alpha 2', true),
    ],
    keyPoints: [],
  },
];

const STARTERS: Record<TCodeLanguage, (summary: string) => string> = {
  nodejs: (s) => `const input = require('fs').readFileSync(0, 'utf8');

function solve(input) {
  // ${s}
  return '';
}

console.log(solve(input));
`,
  python3: (s) => `import sys


def solve(data: str) -> str:
    # ${s}
    return ""


print(solve(sys.stdin.read()))
`,
  java: (s) => `import java.io.*;
import java.util.*;

public class Main {
    static String solve(String input) {
        // ${s}
        return "";
    }

    public static void main(String[] args) throws IOException {
        String input = new String(System.in.readAllBytes());
        System.out.println(solve(input));
    }
}
`,
  c: (s) => `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    /* ${s} */
    /* Read the input with scanf or fgets and print the answer with printf. */
    return 0;
}
`,
  cpp: (s) => `#include <bits/stdc++.h>
using namespace std;

int main() {
    // ${s}
    // Read the input from cin and print the answer to cout.
    return 0;
}
`,
  csharp: (s) => `using System;
using System.Collections.Generic;
using System.Linq;

public class Program
{
    static string Solve(string input)
    {
        // ${s}
        return "";
    }

    public static void Main()
    {
        string input = Console.In.ReadToEnd();
        Console.WriteLine(Solve(input));
    }
}
`,
  php: (s) => `<?php
function solve(string $input): string {
    // ${s}
    return "";
}

echo solve(stream_get_contents(STDIN)) . "\\n";
`,
  go: (s) => `package main

import (
	"fmt"
	"io"
	"os"
)

func solve(input string) string {
	// ${s}
	return ""
}

func main() {
	data, _ := io.ReadAll(os.Stdin)
	fmt.Println(solve(string(data)))
}
`,
};

/** Starter code for every language of the code runner. */
export function starterCodeFor(problem: CodingProblem): Record<TCodeLanguage, string> {
  return Object.fromEntries(
    (Object.keys(STARTERS) as TCodeLanguage[]).map((lang) => [lang, STARTERS[lang](problem.summary)]),
  ) as Record<TCodeLanguage, string>;
}

/** Output as compared with the expected one: line endings, trailing spaces and trailing blank lines ignored. */
export const normaliseOutput = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
