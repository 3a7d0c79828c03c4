import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeRunner, RunRequest } from '../code-runner/types';
import { generateLocalQuestions } from './generate';
import { createInterviewEngine } from './index';

/** A fake OpenAI-compatible server on loopback: the only stand-in, for a service unreachable from here. */
let mode: 'good' | 'garbage' | 'slow' | 'error' = 'good';
const seen: {
  authorization?: string;
  body: {
    model: string;
    response_format: { json_schema: { name: string } };
    messages: { content: string }[];
  };
}[] = [];
const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw);
    seen.push({ authorization: req.headers.authorization, body });
    const reply = (content: string) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    };
    if (mode === 'error') return void ((res.statusCode = 500), res.end('{"error":"boom"}'));
    if (mode === 'slow') return void setTimeout(() => reply('{}'), 1_000);
    if (mode === 'garbage') return reply('Here are some great questions!');
    if (body.response_format.json_schema.name === 'interview_questions') {
      const kp = [
        { point: 'caching', terms: ['Cache', 'redis'] },
        { point: 'measuring', terms: ['profile', 'measure'] },
      ];
      return reply(
        JSON.stringify({
          questions: [
            {
              type: 'technical',
              question: 'Model question one about Python services?',
              topic: 'Python',
              keyPoints: kp,
            },
            {
              type: 'technical_conceptual',
              question: 'Model question two about Kubernetes pods?',
              topic: 'Kubernetes',
              keyPoints: kp,
            },
            {
              type: 'behavioral',
              question: 'Model question three about a team conflict?',
              topic: 'Teamwork',
              keyPoints: kp,
            },
            {
              type: 'problem-solving',
              question: 'Model question four about a slow endpoint?',
              topic: 'Debugging',
              keyPoints: kp,
            },
          ],
        }),
      );
    }
    reply(
      JSON.stringify({
        score: 130,
        strengths: ['Model strength quoting "cache"'],
        improvements: ['Model improvement'],
        detailedAnalysis: 'Model analysis.',
        communicationClarity: 8.6,
        technicalAccuracy: -3,
        questionRelevance: 9,
      }),
    );
  });
});

const runs: RunRequest[] = [];
const runner: CodeRunner = {
  async run(request) {
    runs.push(request);
    return {
      status: 'compile_error',
      stdout: '',
      stderr: '',
      compileOutput: 'error: nope',
      exitCode: 1,
      executionTimeMs: 0,
      memoryKb: null,
      truncated: false,
    };
  },
  async availability() {
    throw new Error('not used');
  },
};

let config: { apiKey: string; baseUrl: string; model: string; timeoutMs: number };
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  config = {
    apiKey: 'test-key',
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model: 'test-model',
    timeoutMs: 300,
  };
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const JD = 'Backend intern\nRequirements:\n- Python and PostgreSQL\n- Kubernetes';
const CV =
  'Jane Doe\nExperience\n- Built REST APIs in Python with PostgreSQL for 3 teams\nSkills: Python, Git';
const input = {
  jobTitle: 'Software Engineering Internship',
  jobDescription: JD,
  resumeText: CV,
  difficulty: 'intermediate',
  questionCount: 5,
};
const ANSWER =
  'I would measure the endpoint first, then add a cache in Redis for the hot path and profile again.';

describe('a program that hits the time limit', () => {
  it('is run once, not once per test, and scores 0', async () => {
    const runsSeen: RunRequest[] = [];
    const slowRunner: CodeRunner = {
      async run(request) {
        runsSeen.push(request);
        return {
          status: 'time_limit',
          stdout: '',
          stderr: '',
          compileOutput: '',
          exitCode: null,
          executionTimeMs: 10_000,
          memoryKb: null,
          truncated: false,
        };
      },
      availability: runner.availability,
    };
    const engine = createInterviewEngine(undefined, slowRunner, pino({ level: 'silent' }));
    const coding = generateLocalQuestions(input)[4]!;
    const fb = await engine.evaluateAnswer({
      question: coding,
      answerMode: 'code',
      text: '',
      code: 'while True:\n    pass\n',
      language: 'python3',
      responseTime: 60,
      speech: null,
    });
    expect(runsSeen).toHaveLength(1);
    expect(fb.testResults).toMatchObject({ passed: 0, status: 'time_limit' });
    expect(fb.improvements_detailed!.algorithmic.join(' ')).toContain('time limit');
    expect(fb.score).toBeLessThan(15);
  });
});

describe('the OpenAI-compatible interview provider', () => {
  const log = pino({ level: 'silent' });

  it('lets the model write the questions in words and keeps the bank coding question', async () => {
    mode = 'good';
    seen.length = 0;
    const engine = createInterviewEngine(config, runner, log);
    const { questions, provider } = await engine.generateQuestions(input);
    expect(provider).toBe('openai');
    expect(questions.map((q) => q.question.slice(0, 20))).toEqual([
      'Model question one a',
      'Model question two a',
      'Model question three',
      'Model question four ',
      expect.any(String),
    ]);
    expect(questions[4]!.type).toBe('coding');
    expect(questions[4]!.tests!.length).toBeGreaterThan(0);
    expect(questions[0]!.keyPoints[0]!.terms).toEqual(['cache', 'redis']);
    expect(new Set(questions.map((q) => q.questionId)).size).toBe(5);
    expect(seen[0]!.authorization).toBe('Bearer test-key');
    expect(seen[0]!.body.model).toBe('test-model');
    expect(seen[0]!.body.messages[1]!.content).toContain('Built REST APIs in Python');
  });

  it('lets the model grade answers in words, clamped to the scales', async () => {
    mode = 'good';
    const engine = createInterviewEngine(config, runner, log);
    const [q] = generateLocalQuestions(input);
    const fb = await engine.evaluateAnswer({
      question: q!,
      answerMode: 'text',
      text: ANSWER,
      code: '',
      language: null,
      responseTime: 60,
      speech: null,
    });
    expect(fb).toMatchObject({
      score: 100,
      communicationClarity: 9,
      technicalAccuracy: 0,
      questionRelevance: 9,
      strengths: ['Model strength quoting "cache"'],
    });
    expect(fb.keyPointsCovered).toBeInstanceOf(Array);
  });

  it('never sends code to the model: code is run against the tests', async () => {
    mode = 'good';
    seen.length = 0;
    runs.length = 0;
    const engine = createInterviewEngine(config, runner, log);
    const coding = generateLocalQuestions(input)[4]!;
    const fb = await engine.evaluateAnswer({
      question: coding,
      answerMode: 'code',
      text: '',
      code: 'print(nope(',
      language: 'python3',
      responseTime: 60,
      speech: null,
    });
    expect(seen).toHaveLength(0);
    expect(runs).toHaveLength(1); // a compile error stops after the first test
    expect(fb.responseType).toBe('code');
    expect(fb.score).toBeLessThanOrEqual(10);
  });

  it.each(['garbage', 'error', 'slow'] as const)(
    'falls back to the built-in engine when the model answers %s',
    async (m) => {
      mode = m;
      const engine = createInterviewEngine(config, runner, log);
      const { questions, provider } = await engine.generateQuestions(input);
      expect(provider).toBe('local');
      expect(questions).toEqual(generateLocalQuestions(input));
      const fb = await engine.evaluateAnswer({
        question: questions[0]!,
        answerMode: 'text',
        text: ANSWER,
        code: '',
        language: null,
        responseTime: 60,
        speech: null,
      });
      expect(fb.strengths).not.toContain('Model strength quoting "cache"');
      expect(fb.score).toBeLessThan(100);
    },
  );
});
