import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES as M, transcriptionFailed } from '@launchpad/shared';
import { assertSpeechTools, speak } from './speechAudio';
import { signUpVerified, startTestApp, type Client, type TestApp } from './testApp';

assertSpeechTools();

/** A fake OpenAI-compatible server on loopback: the only stand-in, for a service unreachable from here. */
type Mode = 'words' | 'segments' | 'silent' | 'error' | 'garbage' | 'slow';
let mode: Mode = 'words';
interface Seen {
  authorization?: string;
  path?: string;
  fields: Record<string, string[]>;
  file?: { name: string; type: string; bytes: Buffer };
}
const seen: Seen[] = [];

const WORDS = [
  ['Um', 0.5, 0.8],
  ['I', 1.0, 1.1],
  ['built', 1.1, 1.4],
  ['a', 1.4, 1.5],
  ['REST', 1.5, 1.8],
  ['API', 1.8, 2.3],
  ['with', 5.0, 5.2],
  ['like', 5.2, 5.4],
  ['Node', 5.4, 5.8],
  ['and', 5.8, 6.0],
  ['PostgreSQL.', 6.0, 6.9],
] as const;

const fake = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const form = await new Request('http://fake.local/', {
      method: 'POST',
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    }).formData();
    const entry: Seen = { authorization: req.headers.authorization, path: req.url, fields: {} };
    for (const [name, value] of form) {
      if (typeof value === 'string') (entry.fields[name] ??= []).push(value);
      else entry.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    seen.push(entry);
    const reply = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const text = WORDS.map(([word]) => word).join(' ');
    if (mode === 'error') return void ((res.statusCode = 500), res.end('{"error":{"message":"boom"}}'));
    if (mode === 'garbage') return void res.end('<html>gateway</html>');
    if (mode === 'slow') return void setTimeout(() => reply({ text }), 3_000);
    if (mode === 'silent') return reply({ text: '', duration: 3, words: [], segments: [] });
    if (mode === 'segments') {
      return reply({ text, duration: 7.5, segments: [{ start: 1, end: 3, text: ' I built a REST API' }] });
    }
    reply({
      task: 'transcribe',
      language: 'english',
      duration: 7.5,
      text,
      words: WORDS.map(([word, start, end]) => ({ word, start, end })),
      segments: [{ id: 0, start: 0.5, end: 6.9, text }],
    });
  });
});

let app: TestApp;
let client: Client;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  app = await startTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    SPEECH_TIMEOUT_MS: '1500',
  });
  ({ client } = await signUpVerified(app));
});
afterAll(async () => {
  await app.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const CONTEXT = 'Tell me about an API you built.\nInternship: REST APIs with Node.js and PostgreSQL.';
let recording: Buffer;
async function send(audio?: Buffer, context = CONTEXT) {
  recording ??= await speak('I built a REST API with Node and PostgreSQL');
  const data = new FormData();
  data.append('context', context);
  data.append('audio', new Blob([new Uint8Array(audio ?? recording)], { type: 'audio/webm' }), 'blob');
  return client.upload('/api/interviews/transcribe', data, 'POST');
}

describe('POST /api/interviews/transcribe with the OpenAI transcription API', () => {
  it('is the engine when OPENAI_API_KEY is set', () => {
    expect(app.deps.transcriber.engine).toBe('openai');
  });

  it('sends the recording as it came with whisper-1, verbose_json, word timings and the context as prompt', async () => {
    mode = 'words';
    const answer = await send();
    expect(answer.status).toBe(200);
    const request = seen.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.fields).toMatchObject({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['word', 'segment'],
      language: ['en'],
    });
    expect(request.fields.prompt![0]).toContain('PostgreSQL');
    expect(request.fields.prompt![0]).toContain('REST');
    expect(request.file!.name).toBe('answer.webm');
    expect(request.file!.bytes.equals(recording)).toBe(true);

    expect(answer.body).toMatchObject({
      success: true,
      error: null,
      engine: 'openai',
      text: 'Um I built a REST API with like Node and PostgreSQL.',
    });
    // Duration from decoding the recording here (espeak-ng's ~3 s), not the fake's 7.5.
    expect(answer.body.speech.durationSeconds).toBeGreaterThan(2);
    expect(answer.body.speech.durationSeconds).toBeLessThan(5);
    // 11 words from 0.5 s to 6.9 s.
    expect(answer.body.speech.wordsPerMinute).toBe(Math.round((11 / 6.4) * 60));
    expect(answer.body.speech.fillerWords).toEqual([
      { word: 'like', count: 1 },
      { word: 'um', count: 1 },
    ]);
    expect(answer.body.speech.longPauses).toEqual([{ start: 2.3, end: 5, seconds: 2.7 }]);
  });

  it('spreads a segment over its words when the answer has no word timings', async () => {
    mode = 'segments';
    const answer = await send();
    expect(answer.status).toBe(200);
    // Five words over the segment's two seconds.
    expect(answer.body.speech.wordsPerMinute).toBe(150);
  });

  it('refuses non-audio before anything is sent', async () => {
    const before = seen.length;
    const answer = await send(Buffer.from('%PDF-1.4 not a recording'));
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe(M.unsupportedFormat);
    expect(seen.length).toBe(before);
  });

  it('answers an empty transcript as no speech heard', async () => {
    mode = 'silent';
    const answer = await send();
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(transcriptionFailed(M.noSpeech));
  });

  it('answers a failing, unreadable or slow API with the §8 message, never a 500', async () => {
    for (const [failing, status, reason] of [
      ['error', 502, M.engineFailed],
      ['garbage', 502, M.engineFailed],
      ['slow', 503, M.timedOut],
    ] as const) {
      mode = failing;
      const answer = await send();
      expect(answer.status, failing).toBe(status);
      expect(answer.body).toEqual({
        success: false,
        text: '',
        error: reason,
        message: `Transcription failed: ${reason}. Please use text input instead.`,
      });
    }
  });
});
