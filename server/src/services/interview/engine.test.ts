import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxForTests } from '../../../test/codeRunnerSupport';
import type { CodeRunner } from '../code-runner/types';
import { CODING_BANK } from './coding';
import { analyseCode } from './evaluateCode';
import { codingQuestion, generateLocalQuestions } from './generate';
import { createLocalInterviewEngine } from './index';
import { computeOverallFeedback } from './overall';
import type { StoredQuestion } from './types';

const JD_BACKEND = `Software Engineering Intern - Backend
We are a small team building APIs for logistics.
Requirements:
- Python and SQL
- PostgreSQL
- REST APIs and Git
Nice to have: Docker, Kubernetes`;
const CV_PYTHON = `Jane Doe
Experience
Software Intern, Acme (2024-2025)
- Built REST APIs in Python with Flask and PostgreSQL, cutting response time by 30%
- Wrote unit tests with pytest
Skills: Python, SQL, Git`;
const JD_FRONTEND = `Frontend Developer Intern
Join our web team building user interfaces.
Requirements:
- React and TypeScript
- CSS and HTML
Nice to have: GraphQL`;
const CV_JS = `John Roe
Projects
- Built a React dashboard in JavaScript with charts for 2,000 users
Skills: JavaScript, React, HTML, CSS`;

const local = () => createLocalInterviewEngine(null as unknown as CodeRunner);

describe('question generation', () => {
  it('picks five questions of the five kinds from the job and the CV', () => {
    const qs = generateLocalQuestions({
      jobDescription: JD_BACKEND,
      resumeText: CV_PYTHON,
      questionCount: 5,
    });
    expect(qs.map((q) => q.type)).toEqual([
      'technical',
      'technical_conceptual',
      'behavioral',
      'problem-solving',
      'coding',
    ]);
    expect(new Set(qs.map((q) => q.questionId)).size).toBe(5);
    // Python is wanted and shown: a depth question quoting the CV. Docker/Kubernetes are not in the CV.
    expect(qs[0]!.topic).toBe('Python');
    expect(qs[0]!.question).toContain('Your CV says: "Built REST APIs in Python');
    expect(['SQL', 'PostgreSQL', 'Docker', 'Kubernetes', 'REST APIs']).toContain(qs[1]!.topic);
    expect(qs[3]!.bankId).toBe('ps-slow-endpoint');
    for (const q of qs) expect(q.difficulty).toBe('intermediate');
    const coding = qs[4]!;
    expect(coding.expectedComplexity).toMatch(/^O\(/);
    expect(Object.keys(coding.starterCode!).sort()).toEqual([
      'c',
      'cpp',
      'csharp',
      'go',
      'java',
      'nodejs',
      'php',
      'python3',
    ]);
    expect(coding.tests!.length).toBeGreaterThanOrEqual(6);
  });

  it('changes the questions when the job and the CV change', () => {
    const a = generateLocalQuestions({ jobDescription: JD_BACKEND, resumeText: CV_PYTHON, questionCount: 5 });
    const b = generateLocalQuestions({ jobDescription: JD_FRONTEND, resumeText: CV_JS, questionCount: 5 });
    expect(b[0]!.topic).toBe('React');
    expect(b[1]!.topic).toBe('TypeScript');
    expect(b[3]!.bankId).toBe('ps-slow-page');
    expect(b[4]!.bankId).toBe('code-brackets');
    expect(a.map((q) => q.question)).not.toEqual(b.map((q) => q.question));
    // Deterministic for the same input.
    expect(
      generateLocalQuestions({ jobDescription: JD_BACKEND, resumeText: CV_PYTHON, questionCount: 5 }),
    ).toEqual(a);
  });
});

const question = (type: StoredQuestion['type'], bankIdx = 0) => {
  const qs = generateLocalQuestions({ jobDescription: JD_BACKEND, resumeText: CV_PYTHON, questionCount: 5 });
  return qs.find((q) => q.type === type) ?? qs[bankIdx]!;
};

describe('question generation without technologies', () => {
  it('asks about a project instead of claiming the CV names a technology', () => {
    const qs = generateLocalQuestions({
      jobDescription:
        'Software Engineering Internship\nWe want someone curious, organised and good at building things with a team.',
      resumeText: 'Sam Perera\nRetail assistant at a shop for 2 years. Good with customers and teamwork.',
      questionCount: 5,
    });
    expect(qs[0]!.bankId).toBe('tech-project');
    expect(qs[0]!.question).not.toContain('Your CV');
    expect(qs[1]!.topic).toBe('REST APIs');
    expect(qs[2]!.bankId).toBe('beh-learning'); // "curious" and "internship"
  });
});

describe('grading answers in words', () => {
  it('ranks good > fair > poor on the technical question', async () => {
    const q = question('technical');
    const good = `In my internship at Acme I built a Python REST service. I split the code into modules: one package for the API routes, one for the database layer, and a class per resource. For example, I used a dict keyed by order id for fast lookup and a set to drop duplicate events, because membership checks are O(1). I tested it with pytest: 120 unit tests with fixtures and assert statements ran in CI. Dependencies were pinned in requirements.txt inside a venv. After profiling, I replaced a list scan with a generator and the memory use dropped by 40%, which made the nightly job 3x faster.`;
    const fair = `I wrote a Python script for my project that reads files and writes a report. It has a few functions and uses lists to keep the rows. I tested it by running it a few times and checking the output looked right.`;
    const poor = `Python is a language that I like a lot and I have used it for things and stuff in school.`;
    const engine = local();
    const [g, f, p] = await Promise.all(
      [good, fair, poor].map((text) =>
        engine.evaluateAnswer({
          question: q,
          answerMode: 'text',
          text,
          code: '',
          language: null,
          responseTime: 60,
          speech: null,
        }),
      ),
    );
    expect(g!.score).toBeGreaterThan(f!.score);
    expect(f!.score).toBeGreaterThan(p!.score);
    expect(g!.score).toBeGreaterThanOrEqual(70);
    expect(p!.score).toBeLessThan(35);
    expect(g!.strengths.some((s) => s.includes('"') && s.includes('pytest'))).toBe(true);
    expect(p!.improvements.some((s) => s.includes('"Python is a language'))).toBe(true);
    expect(p!.improvements.some((s) => s.startsWith('Cover '))).toBe(true);
    expect(g!.technicalAccuracy).toBeGreaterThan(p!.technicalAccuracy);
  });

  it('scores an off-topic answer low however well it is told', async () => {
    const q = question('technical');
    const offTopic = `Last summer I baked 40 loaves of sourdough bread for a local market. First I prepared the starter for 5 days, then I mixed flour and water at 75% hydration. For example, I used a Dutch oven at 250 degrees. As a result we sold everything in 2 hours and I learned a lot about fermentation and timing.`;
    const fb = await local().evaluateAnswer({
      question: q,
      answerMode: 'text',
      text: offTopic,
      code: '',
      language: null,
      responseTime: 60,
      speech: null,
    });
    expect(fb.score).toBeLessThan(30);
    expect(fb.questionRelevance).toBeLessThanOrEqual(3);
  });

  it('ranks good > fair > poor on the behavioural question and checks STAR', async () => {
    const q = question('behavioral');
    const good = `During my internship last year our team had two weeks to ship a billing report. My task was to build the export, but the scope kept growing. I decided to split the work into must-have and nice-to-have tasks and I talked to my manager on day two to agree the priorities. I set up a daily 10 minute check-in with the designer and wrote the CSV export first. As a result we delivered the must-have report on time, 2 days early, and shipped the charts in the next sprint. I learned to raise scope problems early instead of working late.`;
    const fair = `At university we had a group project with a deadline. There was a lot of work so we divided it and everyone worked harder. In the end we submitted it on time and got a good grade.`;
    const poor = `I always work hard and I am good at working with deadlines and people, I never have problems.`;
    const engine = local();
    const [g, f, p] = await Promise.all(
      [good, fair, poor].map((text) =>
        engine.evaluateAnswer({
          question: q,
          answerMode: 'text',
          text,
          code: '',
          language: null,
          responseTime: 60,
          speech: null,
        }),
      ),
    );
    expect(g!.score).toBeGreaterThan(f!.score);
    expect(f!.score).toBeGreaterThan(p!.score);
    expect(g!.detailedAnalysis).toContain('STAR structure');
    expect(p!.improvements.some((i) => i.startsWith('Add the '))).toBe(true);
  });

  it('uses speech measurements for clarity', async () => {
    const q = question('problem-solving');
    const text = `First I would measure the endpoint with logs and a trace to reproduce the slow request. Then I would run explain on the query, because an n+1 pattern or a missing index on the orders table is the usual cause. I would add an index, paginate the list to 50 rows, and cache the first page. Finally I would compare the p95 latency before and after and keep monitoring it.`;
    const engine = local();
    const calm = await engine.evaluateAnswer({
      question: q,
      answerMode: 'audio',
      text,
      code: '',
      language: null,
      responseTime: 60,
      speech: { durationSeconds: 30, wordsPerMinute: 140, fillerWords: [], longPauses: 0 },
    });
    const rushed = await engine.evaluateAnswer({
      question: q,
      answerMode: 'audio',
      text,
      code: '',
      language: null,
      responseTime: 60,
      speech: {
        durationSeconds: 15,
        wordsPerMinute: 260,
        fillerWords: [{ word: 'um', count: 9 }],
        longPauses: 6,
      },
    });
    expect(calm.communicationClarity).toBeGreaterThan(rushed.communicationClarity);
    expect(rushed.improvements.some((i) => i.includes('"um" ×9'))).toBe(true);
    expect(calm.responseType).toBe('audio');
    expect(calm.score).toBeGreaterThanOrEqual(70);
  });
});

describe('static code measures', () => {
  it('finds nested loops, functions and names', () => {
    const nested = `def solve(values):\n    best = 0\n    for i in range(len(values)):\n        for j in range(i, len(values)):\n            best = max(best, j - i)\n    return best\n`;
    const m = analyseCode(nested, 'python3');
    expect(m.loopDepth).toBe(2);
    expect(m.estimatedComplexity).toBe('O(n^2)');
    expect(m.functions).toBe(1);
    expect(m.identifiers).toContain('best');
    const flat = analyseCode(
      `const q = 1;\n// sum\nfunction sum(list) {\n  let total = 0;\n  for (const v of list) total += v;\n  return total;\n}\n`,
      'nodejs',
    );
    expect(flat.loopDepth).toBe(1);
    expect(flat.commentLines).toBe(1);
    expect(flat.functions).toBe(1);
  });
});

// Reference solutions: they prove every hidden test of the bank is right.
const REFERENCE: Record<string, string> = {
  'code-window-sum': `const [first, second = ''] = require('fs').readFileSync(0, 'utf8').split('\\n');
const [n, k] = first.trim().split(/\\s+/).map(Number);
const values = second.trim().split(/\\s+/).map(Number);
let sum = 0;
for (let i = 0; i < k; i++) sum += values[i];
let best = sum;
for (let i = k; i < n; i++) { sum += values[i] - values[i - k]; best = Math.max(best, sum); }
console.log(best);`,
  'code-increasing-run': `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
const n = Number(lines[0].trim());
const values = n ? lines[1].trim().split(/\\s+/).map(Number) : [];
let best = 0, run = 0;
values.forEach((v, i) => { run = i > 0 && v > values[i - 1] ? run + 1 : 1; best = Math.max(best, run); });
console.log(best);`,
  'code-brackets': `const line = require('fs').readFileSync(0, 'utf8').split('\\n')[0];
const pairs = { ')': '(', ']': '[', '}': '{' };
const stack = [];
let ok = true;
for (const ch of line) {
  if ('([{'.includes(ch)) stack.push(ch);
  else if (pairs[ch]) { if (stack.pop() !== pairs[ch]) { ok = false; break; } }
}
console.log(ok && stack.length === 0 ? 'YES' : 'NO');`,
  'code-top-word': `const words = require('fs').readFileSync(0, 'utf8').toLowerCase().match(/[a-z]+/g) || [];
const counts = new Map();
for (const w of words) counts.set(w, (counts.get(w) || 0) + 1);
let best = null;
for (const [w, c] of counts) if (!best || c > best[1] || (c === best[1] && w < best[0])) best = [w, c];
console.log(best ? best[0] + ' ' + best[1] : 'NONE 0');`,
};

const CORRECT_PY = `import sys


def best_window(values, k):
    """Largest sum of k consecutive values (sliding window)."""
    window = sum(values[:k])
    best = window
    for end in range(k, len(values)):
        window += values[end] - values[end - k]
        best = max(best, window)
    return best


def main():
    data = sys.stdin.read().split()
    if not data:
        return
    n, k = int(data[0]), int(data[1])
    values = [int(x) for x in data[2:2 + n]]
    print(best_window(values, k))


main()
`;
// Off by one: the last window is never considered.
const OFF_BY_ONE_PY = CORRECT_PY.replace(
  'for end in range(k, len(values)):',
  'for end in range(k, len(values) - 1):',
);

describe('grading code in the sandbox', () => {
  const { engine: runner } = sandboxForTests();
  let available = false;
  beforeAll(async () => {
    const availability = await runner.availability();
    available = availability.nodejs.available && availability.python3.available;
    if (!available && !process.env.CI) console.warn('sandbox not available: code grading tests skipped');
  });
  afterAll(async () => {
    await runner.close?.();
  });

  it('every hidden test of the bank is passed by a reference solution', async (ctx) => {
    if (!available && !process.env.CI) return ctx.skip();
    const engine = createLocalInterviewEngine(runner);
    for (const problem of CODING_BANK) {
      const q = { ...codingQuestion(problem, 'intermediate', []), questionId: 'q5' };
      const feedback = await engine.evaluateAnswer({
        question: q,
        answerMode: 'code',
        text: '',
        code: REFERENCE[problem.id]!,
        language: 'nodejs',
        responseTime: 100,
        speech: null,
      });
      expect(feedback.testResults, problem.id).toMatchObject({
        passed: problem.tests.length,
        total: problem.tests.length,
      });
    }
  }, 120_000);

  it('a correct solution scores high; an off-by-one one scores low', async (ctx) => {
    if (!available && !process.env.CI) return ctx.skip();
    const engine = createLocalInterviewEngine(runner);
    const problem = CODING_BANK.find((p) => p.id === 'code-window-sum')!;
    const q = { ...codingQuestion(problem, 'intermediate', []), questionId: 'q5' };
    const grade = (code: string) =>
      engine.evaluateAnswer({
        question: q,
        answerMode: 'code',
        text: '',
        code,
        language: 'python3',
        responseTime: 100,
        speech: null,
      });
    const right = await grade(CORRECT_PY);
    const wrong = await grade(OFF_BY_ONE_PY);
    expect(right.testResults).toMatchObject({ passed: 8, total: 8, edgeCasesPassed: 4, edgeCasesTotal: 4 });
    expect(right.score).toBeGreaterThanOrEqual(85);
    expect(right.codeMetrics!.syntaxCorrectness).toBe(10);
    expect(right.algorithmicThinking!.timeComplexity).toBeGreaterThanOrEqual(9);
    expect(right.codeQuality!.modularity).toBeGreaterThanOrEqual(8);
    expect(right.strengths_detailed!.algorithmic[0]).toContain('Passed all 8 hidden tests');
    expect(wrong.testResults!.passed).toBeLessThan(5);
    expect(wrong.score).toBeLessThan(50);
    expect(wrong.testResults!.firstFailure).not.toBeNull();
    expect(wrong.improvements_detailed!.algorithmic.join(' ')).toMatch(/expected "\d+", got "/);

    const broken = await grade('def broken(:\n    return 1\nprint(broken())\n');
    expect(broken.score).toBeLessThanOrEqual(10);
    expect(broken.codeMetrics!.syntaxCorrectness).toBeLessThan(5);

    const quadratic = await grade(
      `import sys\ndata = sys.stdin.read().split()\nn, k = int(data[0]), int(data[1])\nvalues = [int(x) for x in data[2:2 + n]]\nbest = None\nfor start in range(0, n - k + 1):\n    total = 0\n    for offset in range(k):\n        total += values[start + offset]\n    if best is None or total > best:\n        best = total\nprint(best)\n`,
    );
    expect(quadratic.testResults!.passed).toBe(8);
    expect(quadratic.algorithmicThinking!.timeComplexity).toBeLessThan(
      right.algorithmicThinking!.timeComplexity,
    );
    expect(quadratic.score).toBeLessThan(right.score);
  }, 120_000);
});

describe('overall feedback', () => {
  it('averages scores, names weak areas and computes category percentages', () => {
    const qs = generateLocalQuestions({
      jobDescription: JD_BACKEND,
      resumeText: CV_PYTHON,
      questionCount: 5,
    });
    const fb = (score: number, clarity = 7) => ({
      score,
      strengths: [],
      improvements: [],
      detailedAnalysis: '',
      communicationClarity: clarity,
      technicalAccuracy: 5,
      questionRelevance: 5,
      responseType: 'text',
      keyPointsMissed: ['indexes'],
    });
    const answers = [
      { question: qs[0]!, skipped: false, answerMode: 'text' as const, score: 90, feedback: fb(90) },
      { question: qs[1]!, skipped: false, answerMode: 'text' as const, score: 40, feedback: fb(40) },
      { question: qs[2]!, skipped: false, answerMode: 'text' as const, score: 70, feedback: fb(70) },
      { question: qs[3]!, skipped: true, answerMode: 'skipped' as const, score: 0, feedback: fb(0) },
    ];
    const overall = computeOverallFeedback({ questions: qs, answers });
    expect(overall.score).toBe(40); // (90 + 40 + 70 + 0 + 0) / 5
    expect(overall.categoryPercentages).toEqual({
      technical: 90,
      conceptual: 40,
      behavioral: 70,
      problemSolving: 0,
      coding: 0,
    });
    expect(overall.weakAreas).toContain(qs[1]!.topic);
    expect(overall.feedback.recommendations.join(' ')).toContain(`Review ${qs[1]!.topic}`);
    expect(overall.feedback.recommendations.join(' ')).toContain('you skipped');
    expect(overall.completedQuestions).toBe(3);
    expect(overall.readinessLevel).toBe('Needs practice');
  });
});
