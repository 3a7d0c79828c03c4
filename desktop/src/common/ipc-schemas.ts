import { z } from 'zod';
import {
  MAX_RECORDING_CHUNK_BYTES,
  MAX_SAVE_BYTES,
  MAX_TOKEN_LENGTH,
  MAX_TRANSCRIBE_WAV_BYTES,
} from './ipc-channels';

/**
 * zod schemas of every IPC argument. The main process parses each call with these before acting, so
 * a compromised or buggy renderer cannot pass paths, huge buffers or odd types.
 */

const bytes = (max: number) =>
  z
    .instanceof(Uint8Array)
    .refine((value) => value.byteLength > 0, 'must not be empty')
    .refine((value) => value.byteLength <= max, `must be at most ${max} bytes`);

export const tokenArgument = z.union([
  z.null(),
  z.string().max(MAX_TOKEN_LENGTH).regex(/^\S*$/, 'must not contain spaces'),
]);

export const httpUrlArgument = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL without credentials');

export const modelSourceArgument = z.strictObject({
  url: httpUrlArgument,
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal characters')
    .nullable(),
});

export const recordingIdArgument = z.string().regex(/^[0-9a-f-]{36}$/, 'must be a recording id');

export const startRecordingArgument = z.strictObject({
  mimeType: z
    .string()
    .max(100)
    .regex(/^audio\/[a-z0-9.+-]+(;\s*codecs=[a-z0-9.,"' -]+)?$/i, 'must be an audio type'),
});

export const recordingChunkArgument = bytes(MAX_RECORDING_CHUNK_BYTES);

/** A RIFF/WAVE file: the offline engine reads 16 kHz mono 16-bit PCM. */
export const wavArgument = bytes(MAX_TRANSCRIBE_WAV_BYTES).refine(
  (value) =>
    value.byteLength > 44 &&
    String.fromCharCode(...value.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...value.subarray(8, 12)) === 'WAVE',
  'must be a WAV file',
);

/** A plain file name: no folders, no reserved characters, with an extension. */
export const fileNameArgument = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine(
    (value) =>
      !/[\\/:*?"<>|]/.test(value) &&
      ![...value].some((char) => char.charCodeAt(0) < 0x20) &&
      !value.startsWith('.'),
    'must be a plain file name',
  );

export const saveFileArgument = z.strictObject({
  fileName: fileNameArgument,
  mimeType: z
    .string()
    .max(100)
    .regex(/^[a-z]+\/[a-z0-9.+-]+$/i, 'must be a media type'),
  data: bytes(MAX_SAVE_BYTES),
});
