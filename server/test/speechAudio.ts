import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findExecutable } from '../src/services/speech/tools';

const run = promisify(execFile);

/** The tools the speech tests need; a missing one fails the tests with the Debian package to install. */
export function assertSpeechTools() {
  const missing = [
    ['ffmpeg', 'ffmpeg'],
    ['pocketsphinx_continuous', 'pocketsphinx'],
    ['espeak-ng', 'espeak-ng'],
  ].filter(([tool]) => !findExecutable(tool!));
  const model = '/usr/share/pocketsphinx/model/en-us/en-us/mdef';
  const problems = missing.map(([tool, pkg]) => `${tool} is missing: install the Debian package ${pkg}`);
  if (!existsSync(model)) problems.push(`${model} is missing: install the Debian package pocketsphinx-en-us`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

export type Container = 'webm' | 'ogg' | 'wav' | 'mp3' | 'm4a';

/** ffmpeg arguments that encode to each container the way a browser or a phone would record. */
const ENCODE: Record<Container, string[]> = {
  // What MediaRecorder sends (§9): webm, opus, captured at 44100 Hz (the opus stream itself runs at 48 kHz).
  webm: ['-ar', '48000', '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm'],
  ogg: ['-ar', '48000', '-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '64k', '-f', 'ipod'],
};

async function encode(inputArgs: string[], container: Container): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'speech-test-'));
  try {
    const out = path.join(dir, `out.${container}`);
    await run('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...inputArgs,
      '-ar',
      '44100',
      '-ac',
      '1',
      ...ENCODE[container],
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `text` spoken by espeak-ng (its Klatt voice, 150 words a minute), encoded as `container`. */
export async function speak(
  text: string,
  container: Container = 'webm',
  voice = 'en-us+klatt',
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'speech-test-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    await run('espeak-ng', ['-v', voice, '-s', '150', '-w', wav, text]);
    return await encode(['-i', wav], container);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `seconds` of digital silence encoded as `container`. */
export const silence = (seconds: number, container: Container = 'webm') =>
  encode(['-f', 'lavfi', '-t', String(seconds), '-i', 'anullsrc=r=44100:cl=mono'], container);

/** Share of the reference's words found in the transcript (word-level recall, order ignored). */
export function wordRecall(reference: string, transcript: string) {
  const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
  const heard = new Map<string, number>();
  for (const word of words(transcript)) heard.set(word, (heard.get(word) ?? 0) + 1);
  const expected = words(reference);
  let found = 0;
  for (const word of expected) {
    const left = heard.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      heard.set(word, left - 1);
    }
  }
  return { found, total: expected.length };
}

/** Two sentences spoken with `seconds` of silence between them, as one recording. */
export async function speakWithPause(
  first: string,
  second: string,
  seconds: number,
  container: Container = 'webm',
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'speech-test-'));
  try {
    const a = path.join(dir, 'a.wav');
    const b = path.join(dir, 'b.wav');
    await run('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', a, first]);
    await run('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', b, second]);
    return await encode(
      [
        ...['-i', a, '-f', 'lavfi', '-t', String(seconds), '-i', 'anullsrc=r=22050:cl=mono', '-i', b],
        ...[
          '-filter_complex',
          '[0:a]aresample=22050[a];[2:a]aresample=22050[b];[a][1:a][b]concat=n=3:v=0:a=1',
        ],
      ],
      container,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
