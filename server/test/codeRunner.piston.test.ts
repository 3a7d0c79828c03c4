import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIMITS, CODE_MESSAGES } from '@launchpad/shared';
import { createCodeRunner } from '../src/services/code-runner';

/**
 * The Piston engine against a Piston-compatible server on loopback (the real one cannot be reached
 * here). The fake speaks Piston's v2 API and answers each run with what the test queued for it.
 */
const RUNTIMES = [
  { language: 'python', version: '3.10.0', aliases: ['py', 'py3', 'python3'] },
  { language: 'python', version: '3.12.0', aliases: ['py', 'py3', 'python3'] },
  { language: 'javascript', version: '20.11.1', aliases: ['node-javascript', 'js'], runtime: 'node' },
  { language: 'java', version: '15.0.2', aliases: [] },
  { language: 'c++', version: '10.2.0', aliases: ['cpp', 'g++'], runtime: 'gcc' },
];
const received: Array<Record<string, unknown>> = [];
const answers: Array<{ status: number; body: unknown }> = [];
let server: http.Server;
let baseUrl = '';
const log = pino({ level: 'silent' });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/api/v2/runtimes') return res.end(JSON.stringify(RUNTIMES));
      if (req.method === 'POST' && req.url === '/api/v2/execute') {
        received.push(JSON.parse(raw) as Record<string, unknown>);
        const next = answers.shift() ?? { status: 500, body: { message: 'nothing queued' } };
        res.statusCode = next.status;
        return res.end(JSON.stringify(next.body));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const runner = () =>
  createCodeRunner(
    { codeRunner: { engine: 'piston', pistonUrl: baseUrl, concurrency: 2, runsPerMinute: 30 } },
    log,
  );
const stage = (over: Record<string, unknown>) => ({
  stdout: '',
  stderr: '',
  output: '',
  code: 0,
  signal: null,
  ...over,
});

describe('the Piston engine', () => {
  it('reports the runtimes the server has, and names the ones it lacks', async () => {
    const availability = await runner().availability();
    expect(availability.python3).toEqual({ available: true, version: 'python 3.12.0' });
    expect(availability.nodejs).toEqual({ available: true, version: 'javascript 20.11.1' });
    expect(availability.cpp.available).toBe(true);
    expect(availability.go).toEqual({
      available: false,
      reason: 'the Piston server has no go runtime installed',
    });
    await expect(runner().run({ language: 'go', script: 'package main' })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('sends the program, input and the product limits, and maps a clean run', async () => {
    answers.push({
      status: 200,
      body: {
        language: 'python',
        version: '3.12.0',
        run: stage({ stdout: 'Hello, Ada!\n', output: 'Hello, Ada!\n', wall_time: 42, memory: 9_000_000 }),
      },
    });
    const result = await runner().run({ language: 'python3', script: 'print(input())', stdin: 'Ada' });
    expect(received.at(-1)).toMatchObject({
      language: 'python',
      version: '3.12.0',
      files: [{ name: 'main.py', content: 'print(input())' }],
      stdin: 'Ada',
      run_timeout: CODE_LIMITS.timeoutMs,
      run_memory_limit: CODE_LIMITS.memoryMb * 1024 * 1024,
    });
    expect(result).toEqual({
      status: 'ok',
      stdout: 'Hello, Ada!\n',
      stderr: '',
      compileOutput: '',
      exitCode: 0,
      executionTimeMs: 42,
      memoryKb: 8789,
      truncated: false,
    });
  });

  it('names the Java file after its public class, and maps a compile error', async () => {
    answers.push({
      status: 200,
      body: {
        compile: stage({
          code: 1,
          stderr: 'Solver.java:1: error: ; expected',
          output: 'Solver.java:1: error: ; expected',
        }),
        run: stage({ code: null, signal: null }),
      },
    });
    const result = await runner().run({ language: 'java', script: 'public class Solver { int x }' });
    expect((received.at(-1)!.files as Array<{ name: string }>)[0]!.name).toBe('Solver.java');
    expect(result).toMatchObject({
      status: 'compile_error',
      compileOutput: 'Solver.java:1: error: ; expected',
    });
  });

  it('maps time, memory and output limits and runtime errors', async () => {
    answers.push(
      {
        status: 200,
        body: { run: stage({ code: null, signal: 'SIGKILL', status: 'TO', wall_time: 10_000 }) },
      },
      { status: 200, body: { run: stage({ code: 1, stderr: 'MemoryError\n' }) } },
      { status: 200, body: { run: stage({ stdout: 'x'.repeat(CODE_LIMITS.outputBytes + 10) }) } },
      { status: 200, body: { run: stage({ code: 3, stderr: 'boom' }) } },
    );
    const r = runner();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await r.run({ language: 'python3', script: 'x' }));
    expect(results.map((x) => x.status)).toEqual([
      'time_limit',
      'memory_limit',
      'output_limit',
      'runtime_error',
    ]);
    expect(results[2]!.stdout).toHaveLength(CODE_LIMITS.outputBytes);
    expect(results[2]!.truncated).toBe(true);
    expect(results[3]!.exitCode).toBe(3);
  });

  it('turns a refusal or an unreachable server into "Code execution failed" (503)', async () => {
    answers.push({
      status: 400,
      body: { message: 'run_timeout cannot exceed the configured limit of 3000' },
    });
    await expect(runner().run({ language: 'python3', script: 'x' })).rejects.toMatchObject({
      status: 503,
      message: CODE_MESSAGES.executionFailed,
    });
    const offline = createCodeRunner(
      { codeRunner: { engine: 'piston', pistonUrl: 'http://127.0.0.1:9', concurrency: 1, runsPerMinute: 1 } },
      log,
    );
    expect((await offline.availability()).python3).toEqual({
      available: false,
      reason: 'the Piston server at http://127.0.0.1:9 cannot be reached',
    });
    await expect(offline.run({ language: 'python3', script: 'x' })).rejects.toMatchObject({ status: 503 });
  });
});
