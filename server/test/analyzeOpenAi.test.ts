import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_MESSAGES as M } from '@launchpad/shared';
import { FRONTEND_CV, FRONTEND_JD } from './fixtures';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

/** A fake OpenAI-compatible server on loopback: the only stand-in, for a service unreachable from here. */
let mode: 'good' | 'garbage' | 'slow' | 'error' = 'good';
const seen: { authorization?: string; body: { model: string; messages: { content: string }[] } }[] = [];
const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    seen.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    const reply = (content: string) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    };
    if (mode === 'error') return void ((res.statusCode = 500), res.end('{"error":"boom"}'));
    if (mode === 'slow') return void setTimeout(() => reply('{}'), 2_000);
    if (mode === 'garbage') return reply('I think the candidate is great!');
    reply(
      JSON.stringify({
        results: [
          {
            matchPercentage: 87.4,
            jobTitle: 'Frontend Engineer',
            company: 'Brightside Labs',
            strengths: ['React: "Built a React design system used by 12 product teams"'],
            contentWeaknesses: ['No GraphQL experience'],
            structureWeaknesses: [],
            contentRecommendations: ['Add a GraphQL project'],
            structureRecommendations: [],
            isNonTechRole: false,
            message: 'Strong match from the model.',
          },
        ],
      }),
    );
  });
});

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  app = await startTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await app.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

async function analyse() {
  const { client } = await signUpVerified(app);
  const data = new FormData();
  data.append('jobDescriptions', JSON.stringify([FRONTEND_JD]));
  data.append('resume', new Blob([new Uint8Array(FRONTEND_CV)], { type: 'application/pdf' }), 'cv.pdf');
  return client.upload('/api/analyze/analyze-resume', data, 'POST');
}

describe('OpenAI-compatible provider', () => {
  it('asks the configured model with the CV and descriptions and uses its validated answer', async () => {
    mode = 'good';
    const res = await analyse();
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('openai');
    expect(res.body.analysis[0]).toMatchObject({
      matchPercentage: 87,
      message: 'Strong match from the model.',
    });
    const request = seen.at(-1)!;
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages.at(-1)!.content).toContain('Built a React design system');
    expect(request.body.messages.at(-1)!.content).toContain('Brightside Labs');
    // Technologies still come from the built-in engine.
    expect(res.body.extractedTechnologies.map((t: { name: string }) => t.name)).toContain('React');
  });

  it.each(['garbage', 'slow', 'error'] as const)(
    'falls back to the built-in engine when the model answers %s',
    async (m) => {
      mode = m;
      const res = await analyse();
      expect(res.status).toBe(200);
      expect(res.body.provider).toBe('local');
      expect(res.body.analysis[0].message).toContain(M.localFallback);
      expect(res.body.analysis[0].jobTitle).toBe('Frontend Engineer');
    },
  );
});
