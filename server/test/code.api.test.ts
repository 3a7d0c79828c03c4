import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, CODE_MESSAGES, COMMON_MESSAGES } from '@launchpad/shared';
import { runnableLanguages, sandboxForTests } from './codeRunnerSupport';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

const runnable = await runnableLanguages(sandboxForTests().engine);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ CODE_RUNS_PER_MINUTE: '12', CODE_RUNNER_CONCURRENCY: '2' });
});
afterAll(async () => {
  await app.close();
});

const python = CODE_LANGUAGES.find((language) => language.id === 'python3')!;

describe('POST /api/code/execute', () => {
  it('requires a signed-in user', async () => {
    const answer = await app.client().post('/api/code/execute', { script: 'print(1)', language: 'python3' });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });

  it('validates with the spec messages', async () => {
    const { client } = await signUpVerified(app);
    const cases: [unknown, string][] = [
      [{ script: '   ', language: 'python3' }, CODE_MESSAGES.codeRequired],
      [{ language: 'python3' }, CODE_MESSAGES.codeRequired],
      [{ script: 'print(1)', language: 'cobol' }, CODE_MESSAGES.unsupportedLanguage],
      [{ script: 'print(1)', language: '__proto__' }, CODE_MESSAGES.unsupportedLanguage],
      [{ script: 'print(1)', language: 'python3', versionIndex: 'x' }, CODE_MESSAGES.invalidVersionIndex],
      [{ script: 'print(1)', language: 'python3', versionIndex: 12 }, CODE_MESSAGES.invalidVersionIndex],
      [{ script: 'print(1)\u0000', language: 'python3' }, COMMON_MESSAGES.invalidCharacters],
      [{ script: 'x'.repeat(70_000), language: 'python3' }, CODE_MESSAGES.scriptTooLong],
      [{ script: 'print(1)', language: 'python3', stdin: 'y'.repeat(70_000) }, CODE_MESSAGES.stdinTooLong],
      [{ script: 'print(1)', language: 'python3', stdin: 42 }, CODE_MESSAGES.stdinTooLong],
    ];
    for (const [body, message] of cases) {
      const answer = await client.post('/api/code/execute', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
    }
  });

  describe.skipIf(!runnable.has('python3') || !runnable.has('c'))('answers every verdict', () => {
    it('ok, compile error, runtime error, memory and output limits, in the spec shape', async () => {
      const { client } = await signUpVerified(app);
      const ok = await client.post('/api/code/execute', {
        script: python.helloTemplate,
        language: 'python3',
        versionIndex: '4',
        stdin: 'Grace',
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        success: true,
        status: 'ok',
        output: 'Hello, Grace!\n',
        error: null,
        language: 'python3',
        versionIndex: 4,
        truncated: false,
      });
      expect(ok.body.executionTime).toBeGreaterThan(0);
      expect(ok.body.memory).toBeGreaterThan(0);
      expect(ok.body.version).toMatch(/^Python 3\./);

      const [compileError, runtimeError, memory, output] = await Promise.all([
        client.post('/api/code/execute', { script: 'int main( {', language: 'c' }),
        client.post('/api/code/execute', { script: 'raise ValueError("boom")', language: 'python3' }),
        client.post('/api/code/execute', { script: 'b = bytearray(1 << 30)', language: 'python3' }),
        client.post('/api/code/execute', { script: 'while True: print("y" * 1000)', language: 'python3' }),
      ]);
      expect(compileError.body).toMatchObject({
        success: false,
        status: 'compile_error',
        error: 'Execution Error: Compilation failed. Please check your code and try again.',
      });
      expect(compileError.body.output).toMatch(/error/);
      expect(runtimeError.body).toMatchObject({
        success: false,
        status: 'runtime_error',
        exitCode: 1,
        error: 'Execution Error: Exit code 1. Please check your code and try again.',
      });
      expect(runtimeError.body.stderr).toContain('ValueError: boom');
      expect(memory.body).toMatchObject({ status: 'memory_limit', error: expect.stringContaining('128 MB') });
      expect(output.body).toMatchObject({ status: 'output_limit', truncated: true });
    });

    it('answers time_limit after 10 s', async () => {
      const { client } = await signUpVerified(app);
      const answer = await client.post('/api/code/execute', {
        script: 'while True: pass',
        language: 'python3',
      });
      expect(answer.body).toMatchObject({ success: false, status: 'time_limit', executionTime: 10_000 });
      expect(answer.body.error).toBe(
        'Execution Error: Time limit exceeded (10 s). Please check your code and try again.',
      );
    });
  });

  it('limits runs per user per minute, each user on their own counter', async () => {
    const { client } = await signUpVerified(app);
    const statuses: number[] = [];
    // Invalid bodies are refused before they count; these are valid runs of the cheapest kind.
    for (let i = 0; i < 13; i += 1) {
      const answer = await client.post('/api/code/execute', {
        script: 'print(1)',
        language: 'php',
        stdin: '',
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({ success: false, message: CODE_MESSAGES.tooManyRuns });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 12).every((status) => status !== 429)).toBe(true);
    expect(statuses[12]).toBe(429);
    const other = await signUpVerified(app);
    const fresh = await other.client.post('/api/code/execute', { script: 'print(1)', language: 'php' });
    expect(fresh.status).not.toBe(429);
  });
});
