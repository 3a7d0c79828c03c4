import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MAX_BYTES, SPEECH_MESSAGES as M, transcriptionFailed } from '@launchpad/shared';
import { assertSpeechTools, silence, speak, speakWithPause, wordRecall, type Container } from './speechAudio';
import { signUpVerified, startTestApp, type Client, type TestApp } from './testApp';

assertSpeechTools();

let app: TestApp;
let client: Client;
beforeAll(async () => {
  app = await startTestApp({ SPEECH_ENGINE: 'local', TRANSCRIPTIONS_PER_MINUTE: '40' });
  ({ client } = await signUpVerified(app));
});
afterAll(async () => {
  await app.close();
});

const QUESTION = 'Tell me about a project where you built an API. How did you design and test it?';
const JOB =
  'Software Engineering Internship. You will build REST APIs with Node.js, TypeScript and PostgreSQL, ' +
  'write unit tests, fix bugs, review code and work with the team on a React user interface.';
const CONTEXT = `${QUESTION}\n${JOB}`;

function form(audio: Buffer | null, options: { context?: string; name?: string; type?: string } = {}) {
  const data = new FormData();
  if (options.context !== undefined) data.append('context', options.context);
  if (audio) {
    data.append(
      'audio',
      new Blob([new Uint8Array(audio)], { type: options.type ?? 'audio/webm' }),
      options.name ?? 'recording.webm',
    );
  }
  return data;
}
const transcribe = (data: FormData, as: Client = client) =>
  as.upload('/api/interviews/transcribe', data, 'POST');

function expectRefused(
  answer: { status: number; body: Record<string, unknown> },
  status: number,
  reason: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({
    success: false,
    text: '',
    error: reason,
    message: transcriptionFailed(reason),
  });
}

/** Answers spoken by espeak-ng, with their key words (what the answer's scoring reads). */
const ANSWERS = [
  { text: 'I built a REST API with Node and PostgreSQL', key: 'built REST API Node PostgreSQL' },
  {
    text: 'I tested the project with unit tests and fixed the bugs',
    key: 'tested project unit tests fixed bugs',
  },
  {
    text: 'We used React and TypeScript for the user interface',
    key: 'used React TypeScript user interface',
  },
  {
    text: 'I designed the API with the team and we reviewed the code',
    key: 'designed API team reviewed code',
  },
];

describe('POST /api/interviews/transcribe (local recognizer)', () => {
  it('requires a signed-in user', async () => {
    const answer = await transcribe(form(Buffer.from('RIFF')), app.client());
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });

  it('transcribes a webm/opus recording, biased with the question and the job, with speech metrics', async () => {
    const answer = await transcribe(form(await speak(ANSWERS[0]!.text), { context: CONTEXT }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, error: null, engine: 'local' });
    const { found, total } = wordRecall(ANSWERS[0]!.key, answer.body.text);
    expect(found / total, answer.body.text).toBeGreaterThanOrEqual(0.6);
    // Not in the CMU dictionary: heard thanks to the pronunciation espeak-ng gives the job's word.
    expect(answer.body.text).toContain('postgresql');
    const { speech } = answer.body;
    expect(speech.durationSeconds).toBeGreaterThan(2);
    expect(speech.durationSeconds).toBeLessThan(5);
    // espeak-ng speaks at 150 words a minute; the pauses between words make it a little slower than that.
    expect(speech.wordsPerMinute).toBeGreaterThan(90);
    expect(speech.wordsPerMinute).toBeLessThan(260);
    expect(speech.fillerWords).toEqual([]);
    expect(speech.longPauses).toEqual([]);
  });

  it('hears most key words of several answers in every accepted container (recall >= 60%)', async () => {
    const containers: Container[] = ['webm', 'ogg', 'wav', 'mp3', 'm4a'];
    const key = { found: 0, total: 0 };
    const all = { found: 0, total: 0 };
    const lines: string[] = [];
    for (const container of containers) {
      for (const { text, key: keyWords } of ANSWERS) {
        const audio = await speak(text, container);
        const answer = await transcribe(form(audio, { context: CONTEXT, name: `answer.${container}` }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const keyRecall = wordRecall(keyWords, answer.body.text);
        const allRecall = wordRecall(text, answer.body.text);
        key.found += keyRecall.found;
        key.total += keyRecall.total;
        all.found += allRecall.found;
        all.total += allRecall.total;
        lines.push(`${container} ${keyRecall.found}/${keyRecall.total}: "${answer.body.text}"`);
      }
    }
    const percent = ({ found, total }: { found: number; total: number }) =>
      `${found}/${total} = ${Math.round((found / total) * 100)}%`;
    console.info(`key word recall ${percent(key)}, all words ${percent(all)}\n${lines.join('\n')}`);
    expect(key.found / key.total).toBeGreaterThanOrEqual(0.6);
    expect(all.found / all.total).toBeGreaterThanOrEqual(0.5);
  });

  it('transcribes without a context with the general English model', async () => {
    const answer = await transcribe(form(await speak(ANSWERS[0]!.text), {}));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.text.trim().length).toBeGreaterThan(0);
    const { found, total } = wordRecall(ANSWERS[0]!.key, answer.body.text);
    console.info(`key word recall without context: ${found}/${total} "${answer.body.text}"`);
  });

  it('reports a long pause between two parts of an answer', async () => {
    const audio = await speakWithPause('I built a REST API', 'with Node and PostgreSQL', 3);
    const answer = await transcribe(form(audio, { context: CONTEXT }));
    expect(answer.status).toBe(200);
    const { longPauses, durationSeconds } = answer.body.speech;
    expect(longPauses).toHaveLength(1);
    // The silence is 3 s; espeak-ng's own trailing and leading quiet makes it a little longer.
    expect(longPauses[0].seconds).toBeGreaterThanOrEqual(2.9);
    expect(longPauses[0].seconds).toBeLessThan(4.5);
    expect(longPauses[0].start).toBeGreaterThan(0.5);
    expect(longPauses[0].end).toBeLessThan(durationSeconds);
  });

  it('counts the filler words it hears', async () => {
    const spoken = 'Um, I built the API, uh, with Node. Basically it was, like, fast.';
    const answer = await transcribe(form(await speak(spoken), { context: CONTEXT }));
    expect(answer.status).toBe(200);
    const { fillerWords } = answer.body.speech as { fillerWords: { word: string; count: number }[] };
    console.info(`fillers heard in "${answer.body.text}": ${JSON.stringify(fillerWords)}`);
    // espeak-ng's "um" and "uh" are not heard as such (docs/speech.md); its "basically" and "like" are.
    expect(fillerWords.map((f) => f.word)).toEqual(expect.arrayContaining(['basically', 'like']));
    for (const { word } of fillerWords) expect(['um', 'uh', 'basically', 'like']).toContain(word);
  });

  it('refuses content that is not audio, whatever its name and type say (415)', async () => {
    const disguised = [
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
      Buffer.from('<html><body>not a recording</body></html>'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), // PNG
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]), // ZIP
      // Playlists and concat lists would make ffmpeg open other files or URLs if it were left to probe.
      Buffer.from('#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\n'),
      Buffer.from("ffconcat version 1.0\nfile '/etc/passwd'\n"),
    ];
    for (const bytes of disguised) {
      expectRefused(await transcribe(form(bytes, { context: CONTEXT })), 415, M.unsupportedFormat);
    }
  });

  it('goes by the content, not by the name or the declared type', async () => {
    const audio = await speak(ANSWERS[2]!.text, 'ogg');
    const answer = await transcribe(form(audio, { context: CONTEXT, name: 'notes.txt', type: 'text/plain' }));
    expect(answer.status).toBe(200);
    expect(answer.body.text).toContain('interface');
  });

  it('refuses a recording that claims an audio container but cannot be decoded (400)', async () => {
    const real = await speak('hello there');
    const truncated = Buffer.concat([real.subarray(0, 40), Buffer.alloc(2000, 0x55)]);
    expectRefused(await transcribe(form(truncated)), 400, M.unreadableAudio);
    const riffOnly = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(100)]);
    expectRefused(await transcribe(form(riffOnly, { name: 'a.wav' })), 400, M.unreadableAudio);
  });

  it('answers a silent recording with a clear message (422)', async () => {
    expectRefused(await transcribe(form(await silence(3), { context: CONTEXT })), 422, M.noSpeech);
    expectRefused(await transcribe(form(await silence(2, 'wav'))), 422, M.noSpeech);
  });

  it('refuses a missing, empty or oversized recording and an over-long context', async () => {
    expectRefused(await transcribe(form(null, { context: CONTEXT })), 400, M.audioMissing);
    expectRefused(await transcribe(form(Buffer.alloc(0))), 400, M.audioEmpty);
    expectRefused(await transcribe(form(Buffer.alloc(SPEECH_MAX_BYTES + 1, 1))), 413, M.audioTooLarge);
    const audio = await speak('hello');
    expectRefused(await transcribe(form(audio, { context: 'x'.repeat(5001) })), 400, M.contextTooLong);
    const misnamed = new FormData();
    misnamed.append('recording', new Blob([new Uint8Array(audio)]), 'a.webm');
    expectRefused(await transcribe(misnamed), 400, M.audioMissing);
  });

  it('refuses a recording longer than five minutes', async () => {
    expectRefused(await transcribe(form(await silence(301))), 400, M.audioTooLong);
  });

  it('leaves no temporary files behind', async () => {
    const left = (await readdir(os.tmpdir())).filter((name) => name.startsWith('launchpad-speech-'));
    expect(left).toEqual([]);
  });
});

describe('transcriptions per user', () => {
  it('refuses past the per-minute limit with Retry-After, per user', async () => {
    const limited = await startTestApp({ SPEECH_ENGINE: 'local', TRANSCRIPTIONS_PER_MINUTE: '3' });
    try {
      const { client: first } = await signUpVerified(limited);
      const { client: second } = await signUpVerified(limited);
      const quiet = await silence(0.5, 'wav');
      const send = (as: Client) => as.upload('/api/interviews/transcribe', form(quiet), 'POST');
      for (let i = 0; i < 3; i += 1) expect((await send(first)).status).toBe(422);
      const refused = await send(first);
      expectRefused(refused, 429, M.tooManyTranscriptions);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await send(second)).status).toBe(422);
    } finally {
      await limited.close();
    }
  });
});

describe('when the recognizer cannot answer', () => {
  it('answers a broken model as the engine failing (502)', async () => {
    const broken = await startTestApp({
      SPEECH_ENGINE: 'local',
      POCKETSPHINX_MODEL_DIR: '/nonexistent/model',
    });
    try {
      const audio = await speak('hello there');
      const { client: user } = await signUpVerified(broken);
      // Without a context pocketsphinx itself fails on the missing model; with one, reading the dictionary does.
      expectRefused(await transcribe(form(audio), user), 502, M.engineFailed);
      expectRefused(await transcribe(form(audio, { context: CONTEXT }), user), 502, M.engineFailed);
    } finally {
      await broken.close();
    }
  });

  it('answers an engine turned off as unavailable (503)', async () => {
    const off = await startTestApp({ SPEECH_ENGINE: 'off' });
    try {
      expect(off.deps.transcriber.engine).toBe('off');
      const { client: user } = await signUpVerified(off);
      expectRefused(await transcribe(form(await speak('hello there')), user), 503, M.unavailable);
    } finally {
      await off.close();
    }
  });
});
