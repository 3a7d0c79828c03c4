import { findCodeLanguage, type TCodeLanguage, type TQuestionFeedback } from '@launchpad/shared';
import type { CodeRunner, RunResult } from '../code-runner/types';
import { codingProblemOf } from './generate';
import { normaliseOutput } from './coding';
import { clip } from './evaluateText';
import type { StoredQuestion } from './types';

/**
 * Grades a code answer: the program is run in the sandbox against the question's hidden tests, and the
 * source is measured (nesting, loops, naming, comments, functions, error handling). The score is mostly the
 * share of tests passed; quality and efficiency add to it.
 */

export interface StaticMetrics {
  codeLines: number;
  commentLines: number;
  maxNesting: number;
  loopDepth: number;
  functions: number;
  usesSort: boolean;
  usesCollections: boolean;
  identifiers: string[];
  descriptiveShare: number;
  errorHandling: { tryCatch: boolean; inputGuards: number };
  longestLine: number;
  estimatedComplexity: string;
}

const LOOP_RE = /\b(for|while|foreach)\b|\.(forEach|map|filter|reduce)\(/;
const FUNCTION_RES: Record<TCodeLanguage, RegExp> = {
  nodejs: /\bfunction\b\s*\w*\s*\(|=>/g,
  python3: /^\s*def\s+\w+/gm,
  java: /^\s*(?:public|private|protected|static|\s)*[\w<>[\]]+\s+\w+\s*\([^)]*\)\s*(?:throws [\w, ]+)?\{?\s*$/gm,
  c: /^\s*[\w*]+\s+\**\w+\s*\([^;]*\)\s*\{?\s*$/gm,
  cpp: /^\s*[\w:<>*&]+\s+[\w:*&]+\s*\([^;]*\)\s*(?:const)?\s*\{?\s*$/gm,
  csharp: /^\s*(?:public|private|protected|internal|static|\s)*[\w<>[\]?]+\s+\w+\s*\([^)]*\)\s*\{?\s*$/gm,
  php: /\bfunction\s+\w+\s*\(/g,
  go: /^\s*func\s+/gm,
};
const LOOP_COUNTERS = new Set(['i', 'j', 'k', 'n', 'm', 'x', 'y', '_', 'ch']);
const KEYWORDS = new Set(
  'if for while return int long char string var let const auto def func new else true false null nil none void static public private class import include using package main string bool boolean double float'.split(
    ' ',
  ),
);

export function analyseCode(code: string, language: TCodeLanguage): StaticMetrics {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const hashComments = language === 'python3' || language === 'php';
  const isComment = (l: string) => /^\s*(\/\/|\/\*|\*|\*\/)/.test(l) || (hashComments && /^\s*#/.test(l));
  const inlineComments = lines.filter((l) => !isComment(l) && /\S.*(\/\/|\s#\s|\/\*)/.test(l)).length;
  const commentLines = lines.filter(isComment).length + inlineComments;
  const codeLineList = lines.filter((l) => l.trim() && !isComment(l));

  // Nesting by indentation (what any readable program of these languages shows), in indent units.
  const indents = codeLineList.map((l) => l.match(/^[ \t]*/)![0].replace(/\t/g, '    ').length);
  const unit = indents.filter((n) => n > 0).reduce((min, n) => Math.min(min, n), Infinity);
  const maxNesting = Number.isFinite(unit) ? Math.round(Math.max(...indents) / unit) : 0;

  // Loop nesting: a stack of the indents of open loops.
  let loopDepth = 0;
  const open: number[] = [];
  codeLineList.forEach((line, i) => {
    const indent = indents[i]!;
    while (open.length && indent <= open[open.length - 1]!) open.pop();
    if (LOOP_RE.test(line)) {
      open.push(indent);
      loopDepth = Math.max(loopDepth, open.length);
      // A loop and a nested one on the same line (a comprehension inside a loop...) count twice.
      const more = (line.match(new RegExp(LOOP_RE.source, 'g')) ?? []).length - 1;
      if (more > 0) loopDepth = Math.max(loopDepth, open.length + more);
    }
  });

  const functions = (code.match(FUNCTION_RES[language]) ?? []).filter(
    (m) => !/\b(if|for|while|switch|catch|return|else)\b/.test(m),
  ).length;
  const usesSort =
    /\bsort(ed)?\b|\.sort\(|qsort|Arrays\.sort|Collections\.sort|usort|sort\.(Ints|Slice)/.test(code);
  const usesCollections =
    /\b(dict|set|Map|Set|HashMap|HashSet|Dictionary|unordered_map|map|stack|Stack|deque|Counter|defaultdict|append|push|push_back|array_push|make\()\b/.test(
      code,
    ) || /\{\s*\}|\[\s*\]/.test(code);

  const declared = new Set<string>();
  const declRe =
    /\b(?:let|const|var|int|long|double|float|char|bool|boolean|string|String|auto|def|func)\s+\**([A-Za-z_]\w*)|\bfor\s*\(?\s*(?:\w+\s+)?([A-Za-z_]\w*)\s+(?:in|:)|^\s*\$?([A-Za-z_]\w*)\s*:?=(?!=)|\$([A-Za-z_]\w*)\s*=(?!=)/gm;
  for (const match of code.matchAll(declRe)) {
    const name = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (name && !KEYWORDS.has(name)) declared.add(name);
  }
  // Destructuring and tuple assignment: `const [n, k] = ...`, `n, k = ...`, `a, b := ...`.
  const groupRe =
    /\b(?:let|const|var)\s*[[{]([^\]}]+)[\]}]\s*=|^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+)\s*:?=(?!=)/gm;
  for (const match of code.matchAll(groupRe)) {
    for (const name of (match[1] ?? match[2] ?? '').split(',').map((n) => n.trim().split(/[\s:=]/)[0]!)) {
      if (/^[A-Za-z_]\w*$/.test(name) && !KEYWORDS.has(name)) declared.add(name);
    }
  }
  const identifiers = [...declared];
  const descriptive = identifiers.filter((n) => n.length >= 3 || LOOP_COUNTERS.has(n.toLowerCase()));
  const descriptiveShare = identifiers.length ? descriptive.length / identifiers.length : 0.5;

  const tryCatch = /\b(try|catch|except|recover)\b/.test(code);
  const inputGuards =
    (
      code.match(
        /\b(if|when)\b[^\n]*(\.length\s*[=<]=?\s*0|len\([^)]*\)\s*[=<]=?\s*0|\bempty\(|isEmpty|IsNullOrEmpty|==\s*0\b|<=\s*0\b|!\s*\w+\s*\)|\bnot\s+\w+|== ""|=== ''|== ''|is None|== null|=== null|== nil|\.strip\(\)|trim)/g,
      ) ?? []
    ).length + (/\?\?|\|\|\s*['"0[]|\bor\s+(0|""|''|\[\])/.test(code) ? 1 : 0);

  const estimatedComplexity =
    loopDepth >= 3
      ? 'O(n^3)'
      : loopDepth === 2
        ? 'O(n^2)'
        : usesSort
          ? 'O(n log n)'
          : loopDepth === 1
            ? 'O(n)'
            : 'O(n)';
  return {
    codeLines: codeLineList.length,
    commentLines,
    maxNesting,
    loopDepth,
    functions,
    usesSort,
    usesCollections,
    identifiers,
    descriptiveShare,
    errorHandling: { tryCatch, inputGuards },
    longestLine: Math.max(0, ...codeLineList.map((l) => l.length)),
    estimatedComplexity,
  };
}

interface TestOutcome {
  input: string;
  expected: string;
  actual: string;
  edge: boolean;
  passed: boolean;
  result: RunResult;
}

const clamp10 = (x: number) => Math.max(0, Math.min(10, Math.round(x)));
const RANK: Record<string, number> = { 'O(1)': 0, 'O(n)': 1, 'O(n log n)': 2, 'O(n^2)': 3, 'O(n^3)': 4 };
const expectedRank = (expected: string | null) => {
  const m = expected?.match(/O\([^)]*\)/);
  return m ? (RANK[m[0]] ?? 1) : 1;
};

export async function evaluateCodeAnswer(
  runner: CodeRunner,
  question: StoredQuestion,
  code: string,
  language: TCodeLanguage,
): Promise<TQuestionFeedback> {
  const tests = question.tests ?? [];
  const outcomes: TestOutcome[] = [];
  for (const test of tests) {
    const result = await runner.run({ language, script: code, stdin: test.input });
    const actual = normaliseOutput(result.stdout);
    const passed = result.status === 'ok' && actual === normaliseOutput(test.output);
    outcomes.push({
      input: test.input,
      expected: test.output,
      actual,
      edge: Boolean(test.edge),
      passed,
      result,
    });
    // A program that does not compile fails every test the same way: no need to compile it again.
    if (result.status === 'compile_error') break;
    // Nor to wait out the time limit again and again: the remaining tests count as failed.
    if (result.status === 'time_limit' || result.status === 'memory_limit') break;
  }
  const compileError = outcomes[0]?.result.status === 'compile_error';
  const total = tests.length;
  const passed = outcomes.filter((o) => o.passed).length;
  const edgeTotal = tests.filter((t) => t.edge).length;
  const edgePassed = outcomes.filter((o) => o.passed && o.edge).length;
  const mainTotal = total - edgeTotal;
  const mainPassed = passed - edgePassed;
  const passRate = total ? passed / total : 0;
  const edgeRate = edgeTotal ? edgePassed / edgeTotal : passRate;
  const mainRate = mainTotal ? mainPassed / mainTotal : passRate;
  const timeouts = outcomes.filter((o) => o.result.status === 'time_limit').length;
  const runtimeErrors = outcomes.filter((o) => o.result.status === 'runtime_error').length;
  const okRuns = outcomes.filter((o) => o.result.status === 'ok');
  const averageTimeMs = okRuns.length
    ? Math.round(okRuns.reduce((s, o) => s + o.result.executionTimeMs, 0) / okRuns.length)
    : null;
  const firstFailure = outcomes.find((o) => !o.passed);

  const s = analyseCode(code, language);
  const problem = codingProblemOf(question.bankId);
  const expected = expectedRank(question.expectedComplexity);
  const actualRank = RANK[s.estimatedComplexity] ?? 1;
  const complexityScore = timeouts ? 2 : actualRank <= expected ? 10 : actualRank === expected + 1 ? 6 : 3;

  // Quality measures, 0-10.
  const naming = clamp10(2 + 8 * s.descriptiveShare);
  const commentRatio = s.codeLines ? s.commentLines / s.codeLines : 0;
  const comments = clamp10(s.commentLines === 0 ? 3 : commentRatio >= 0.08 ? 9 : 6);
  const modularity = clamp10(s.functions >= 2 ? 9 : s.functions === 1 ? 7 : s.codeLines > 25 ? 3 : 5);
  const structure = clamp10(s.maxNesting <= 3 ? 9 : s.maxNesting === 4 ? 7 : s.maxNesting === 5 ? 5 : 3);
  const errorHandling = clamp10(
    3 + (s.errorHandling.tryCatch ? 2 : 0) + Math.min(2, s.errorHandling.inputGuards) + 3 * edgeRate,
  );
  const lineScore = s.longestLine <= 100 ? 10 : s.longestLine <= 140 ? 7 : 4;
  const readability = clamp10((naming + structure + lineScore) / 3);
  const bestPractices = clamp10((errorHandling + modularity + comments) / 3);
  const syntaxCorrectness = compileError
    ? 1
    : runtimeErrors === outcomes.length && outcomes.length
      ? 4
      : runtimeErrors
        ? 7
        : 10;
  const logicalFlow = clamp10(10 * mainRate);
  const efficiency = clamp10(complexityScore * (0.4 + 0.6 * passRate));
  const usesFitting = problem?.needsExtraSpace ? s.usesCollections : true;
  const algorithmChoice = clamp10(((complexityScore + (usesFitting ? 10 : 5)) / 2) * (0.5 + 0.5 * passRate));
  const spaceComplexity = clamp10(
    problem?.needsExtraSpace ? (s.usesCollections ? 9 : 6) : s.usesCollections ? 7 : 9,
  );
  const problemDecomposition = clamp10((modularity + structure) / 2);
  const edgeCaseHandling = clamp10(10 * edgeRate);
  const quality = (structure + naming + comments + modularity + errorHandling) / 50;

  let score = 100 * (0.75 * passRate + 0.1 * quality + 0.15 * (efficiency / 10) * passRate);
  if (compileError) score = Math.min(score, 10);
  score = Math.max(0, Math.min(100, Math.round(score)));

  const describe = (o: TestOutcome) =>
    `input ${JSON.stringify(clip(o.input.trimEnd(), 60))} expected ${JSON.stringify(o.expected)}, got ${o.result.status === 'ok' ? JSON.stringify(clip(o.actual, 60)) : o.result.status.replace('_', ' ')}`;
  const failedEdge = outcomes.filter((o) => o.edge && !o.passed);
  const failedMain = outcomes.filter((o) => !o.edge && !o.passed);

  const technical: string[] = [];
  const algorithmic: string[] = [];
  const implementation: string[] = [];
  const techImprove: string[] = [];
  const algoImprove: string[] = [];
  const implImprove: string[] = [];

  if (compileError) {
    const firstLine =
      outcomes[0]!.result.compileOutput.split('\n').find((l) => l.trim()) ??
      'the compiler refused the program';
    techImprove.push(`The program does not compile: ${clip(firstLine, 160)}`);
  } else {
    technical.push(
      `Compiles and runs in ${findCodeLanguage(language)?.label ?? language}${averageTimeMs !== null ? ` (about ${averageTimeMs} ms per test)` : ''}`,
    );
    if (runtimeErrors)
      techImprove.push(
        `${runtimeErrors} test run(s) crashed: ${clip(
          outcomes
            .find((o) => o.result.status === 'runtime_error')!
            .result.stderr.trim()
            .split('\n')
            .pop() ?? '',
          140,
        )}`,
      );
  }
  if (passed === total && total)
    algorithmic.push(`Passed all ${total} hidden tests, including ${edgeTotal} edge cases`);
  else if (passed) algorithmic.push(`Passed ${passed} of ${total} hidden tests`);
  if (failedMain.length)
    algoImprove.push(
      `Wrong result on ${failedMain.length} regular test(s), e.g. ${describe(failedMain[0]!)}`,
    );
  if (failedEdge.length)
    algoImprove.push(
      `Handle edge cases: ${failedEdge.length} of ${edgeTotal} failed, e.g. ${describe(failedEdge[0]!)}`,
    );
  if (timeouts) algoImprove.push(`${timeouts} test(s) hit the time limit: look for a faster algorithm`);
  if (complexityScore >= 10 && passRate > 0)
    algorithmic.push(
      `Estimated ${s.estimatedComplexity} time, within the expected ${question.expectedComplexity ?? 'bound'}`,
    );
  else if (complexityScore < 10)
    algoImprove.push(
      `Estimated ${s.estimatedComplexity} time (${s.loopDepth} nested loop level(s)); aim for ${question.expectedComplexity ?? 'a linear solution'}`,
    );
  if (problem?.needsExtraSpace && !s.usesCollections)
    algoImprove.push('This problem is easiest with a stack or a map; consider one');

  if (s.descriptiveShare >= 0.8 && s.identifiers.length)
    implementation.push(
      `Descriptive names (${s.identifiers
        .filter((n) => n.length >= 3)
        .slice(0, 4)
        .join(', ')})`,
    );
  else if (s.identifiers.length)
    implImprove.push(
      `Use descriptive names instead of ${
        s.identifiers
          .filter((n) => n.length < 3 && !LOOP_COUNTERS.has(n.toLowerCase()))
          .slice(0, 4)
          .join(', ') || 'short names'
      }`,
    );
  if (s.functions >= 2) implementation.push(`Split into ${s.functions} functions`);
  else
    implImprove.push('Move the logic into a function of its own, separate from reading input and printing');
  if (s.commentLines) implementation.push(`${s.commentLines} comment line(s) explain the code`);
  else implImprove.push('Add a short comment on the approach and any non-obvious step');
  if (s.maxNesting >= 5)
    implImprove.push(`Reduce nesting: ${s.maxNesting} levels deep; return early or extract a function`);
  else implementation.push(`Shallow nesting (${s.maxNesting} levels)`);
  if (s.errorHandling.inputGuards || s.errorHandling.tryCatch)
    implementation.push('Guards against unexpected input');
  else implImprove.push('Guard against empty or malformed input');

  const strengths = [...algorithmic, ...technical, ...implementation].slice(0, 5);
  const improvements = [...algoImprove, ...techImprove, ...implImprove].slice(0, 5);
  if (!strengths.length) strengths.push('You submitted a complete program');

  return {
    score,
    strengths,
    improvements,
    detailedAnalysis: [
      compileError
        ? 'The program did not compile, so no test could run.'
        : `The program passed ${passed} of ${total} hidden tests (${mainPassed}/${mainTotal} regular, ${edgePassed}/${edgeTotal} edge cases).`,
      `Static analysis: ${s.codeLines} lines of code, ${s.functions} function(s), nesting depth ${s.maxNesting}, loop nesting ${s.loopDepth}, estimated ${s.estimatedComplexity} against the expected ${question.expectedComplexity ?? 'n/a'}; ${s.commentLines} comment line(s).`,
    ].join(' '),
    communicationClarity: clamp10((naming + comments + readability) / 3),
    technicalAccuracy: clamp10(10 * passRate),
    questionRelevance: compileError ? 2 : passed ? 10 : outcomes.some((o) => o.actual) ? 5 : 3,
    responseType: 'code',
    codeMetrics: { syntaxCorrectness, logicalFlow, efficiency, readability, bestPractices },
    algorithmicThinking: {
      problemDecomposition,
      algorithmChoice,
      edgeCaseHandling,
      timeComplexity: clamp10(complexityScore * (0.4 + 0.6 * passRate)),
      spaceComplexity,
    },
    codeQuality: { structure, naming, comments, modularity, errorHandling },
    strengths_detailed: { technical, algorithmic, implementation },
    improvements_detailed: { technical: techImprove, algorithmic: algoImprove, implementation: implImprove },
    testResults: {
      passed,
      total,
      edgeCasesPassed: edgePassed,
      edgeCasesTotal: edgeTotal,
      status: firstFailure
        ? firstFailure.result.status === 'ok'
          ? 'wrong_answer'
          : firstFailure.result.status
        : 'ok',
      averageTimeMs,
      firstFailure: firstFailure
        ? {
            input: firstFailure.input,
            expected: firstFailure.expected,
            actual: clip(firstFailure.actual, 500),
            error:
              firstFailure.result.status === 'ok'
                ? null
                : clip((firstFailure.result.compileOutput || firstFailure.result.stderr).trim(), 500) ||
                  firstFailure.result.status,
          }
        : null,
    },
  };
}
