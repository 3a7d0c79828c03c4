import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SPEECH_MAX_SECONDS, SPEECH_MESSAGES as M } from '@launchpad/shared';
import { containerExtension, type AudioContainer } from './audioFormat';
import { runLimited } from './tools';
import { TranscriptionError } from './types';

/** What the recognizer reads: 16 kHz, mono, 16-bit PCM. */
export const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;
/**
 * The one demuxer ffmpeg may use for each container: never its probing, which could pick a playlist or
 * concat demuxer that opens other files or URLs named inside the upload.
 */
const DEMUXER: Record<AudioContainer, string> = {
  webm: 'matroska',
  ogg: 'ogg',
  wav: 'wav',
  mp3: 'mp3',
  mp4: 'mov',
};

/** A WAV header written by ffmpeg with `-bitexact` and no metadata. */
const WAV_HEADER_BYTES = 44;

export interface Decoded {
  /** Path of the 16 kHz mono WAV file inside `dir`. */
  wav: string;
  durationSeconds: number;
}

/**
 * Decodes a recording (already known by its magic bytes to be an accepted container) into the
 * recognizer's WAV in `dir`, reading at most SPEECH_MAX_SECONDS plus one second: a longer recording is
 * refused without decoding the rest of it.
 */
export async function decodeToWav(
  ffmpeg: string,
  audio: Buffer,
  container: AudioContainer,
  dir: string,
  timeoutMs: number,
): Promise<Decoded> {
  const input = path.join(dir, `input.${containerExtension[container]}`);
  const wav = path.join(dir, 'speech.wav');
  await writeFile(input, audio, { mode: 0o600 });
  const result = await runLimited(
    ffmpeg,
    [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-threads',
      '1',
      '-protocol_whitelist',
      'file',
      '-f',
      DEMUXER[container],
      '-i',
      input,
      '-t',
      String(SPEECH_MAX_SECONDS + 1),
      '-vn',
      '-map_metadata',
      '-1',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-c:a',
      'pcm_s16le',
      '-bitexact',
      '-f',
      'wav',
      wav,
    ],
    { timeoutMs },
  );
  if (result.timedOut) throw new TranscriptionError(503, M.timedOut);
  if (result.code !== 0) throw new TranscriptionError(400, M.unreadableAudio);
  const bytes = (await readFile(wav)).length - WAV_HEADER_BYTES;
  const durationSeconds = Math.max(0, bytes) / BYTES_PER_SECOND;
  if (durationSeconds > SPEECH_MAX_SECONDS) throw new TranscriptionError(400, M.audioTooLong);
  if (durationSeconds < 0.05) throw new TranscriptionError(422, M.noSpeech);
  return { wav, durationSeconds };
}
