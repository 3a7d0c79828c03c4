import { RECORDING_MIME_TYPE, type OfflineTranscription } from '@launchpad/shared';
import { getDesktopBridge } from './platform';

/**
 * Audio helpers for the interview screens. They work in both builds:
 *
 * - `recordAudio()` records the microphone with MediaRecorder. Inside the desktop app every chunk is
 *   also streamed to a file in the app's data folder (so a long answer survives a renderer crash);
 *   in the browser only the Blob is kept.
 * - `transcribeOffline(blob)` turns a recording into text on this machine with whisper.cpp when the
 *   desktop app has a model installed; otherwise it answers `{ status: 'unavailable' }` and the
 *   caller sends the audio to the server (`POST /api/interviews/transcribe`) instead.
 *
 * Usage:
 * ```ts
 * const recording = await recordAudio();          // asks for the microphone
 * const answer = await recording.stop();          // { blob, mimeType, durationMs, savedPath }
 * const offline = await transcribeOffline(answer.blob);
 * if (offline.status === 'ok') useText(offline.text); else await sendToServer(answer.blob);
 * ```
 */

/** Sample rate whisper.cpp reads. */
export const WHISPER_SAMPLE_RATE = 16_000;
/** Longest audio sent to the offline engine (the main process refuses more). */
export const MAX_OFFLINE_SECONDS = 15 * 60;

export interface RecordedAudio {
  blob: Blob;
  mimeType: string;
  durationMs: number;
  /** The file the desktop app wrote (null in the browser, or when writing it failed). */
  savedPath: string | null;
  /** Why the desktop app could not keep the file, when it could not. */
  saveError: string | null;
}

export interface AudioRecording {
  readonly mimeType: string;
  /** Stops recording and resolves with the whole recording. */
  stop(): Promise<RecordedAudio>;
  /** Stops recording and throws the audio away (and the desktop app's file). */
  cancel(): Promise<void>;
}

export interface RecordAudioOptions {
  /** A microphone stream already open; by default the helper asks for one and closes it at the end. */
  stream?: MediaStream;
  /** How often MediaRecorder hands over a chunk. */
  timesliceMs?: number;
}

/** §9's webm/opus first; other browsers' nearest formats after it (the server reads all of them). */
const PREFERRED_TYPES = [RECORDING_MIME_TYPE, 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

function pickMimeType(): string {
  const supported = (type: string) =>
    typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(type);
  return PREFERRED_TYPES.find(supported) ?? '';
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Starts recording the microphone. Rejects when the microphone is refused or missing. */
export async function recordAudio({
  stream,
  timesliceMs = 1000,
}: RecordAudioOptions = {}): Promise<AudioRecording> {
  const ownStream = !stream;
  const input = stream ?? (await navigator.mediaDevices.getUserMedia({ audio: true, video: false }));
  const preferred = pickMimeType();
  const recorder = preferred ? new MediaRecorder(input, { mimeType: preferred }) : new MediaRecorder(input);
  const mimeType = recorder.mimeType || preferred || 'audio/webm';
  const chunks: Blob[] = [];
  const desktop = getDesktopBridge();

  let fileId: string | null = null;
  let saveError: string | null = null;
  let writes: Promise<void> = Promise.resolve();
  if (desktop) {
    try {
      fileId = (await desktop.startRecording({ mimeType })).id;
    } catch (error) {
      saveError = messageOf(error, 'The recording could not be saved');
    }
  }

  recorder.addEventListener('dataavailable', (event: BlobEvent) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    if (!desktop || fileId === null) return;
    const id = fileId;
    writes = writes
      .then(async () => {
        if (saveError === null)
          await desktop.appendRecording(id, new Uint8Array(await event.data.arrayBuffer()));
      })
      .catch((error: unknown) => {
        saveError = messageOf(error, 'The recording could not be saved');
      });
  });

  const startedAt = Date.now();
  const stopped = new Promise<void>((resolve) =>
    recorder.addEventListener('stop', () => resolve(), { once: true }),
  );
  const end = async () => {
    if (recorder.state !== 'inactive') recorder.stop();
    await stopped;
    if (ownStream) input.getTracks().forEach((track) => track.stop());
    await writes;
  };
  recorder.start(timesliceMs);

  return {
    mimeType,
    async stop() {
      await end();
      const durationMs = Date.now() - startedAt;
      let savedPath: string | null = null;
      if (desktop && fileId !== null) {
        if (saveError === null) {
          try {
            savedPath = (await desktop.finishRecording(fileId)).path;
          } catch (error) {
            saveError = messageOf(error, 'The recording could not be saved');
          }
        } else {
          await desktop.cancelRecording(fileId).catch(() => undefined);
        }
      }
      return { blob: new Blob(chunks, { type: mimeType }), mimeType, durationMs, savedPath, saveError };
    },
    async cancel() {
      await end();
      chunks.length = 0;
      if (desktop && fileId !== null) await desktop.cancelRecording(fileId).catch(() => undefined);
    },
  };
}

/** A 16-bit PCM mono WAV file of `samples` (each -1..1). */
export function encodeWav(samples: Float32Array, sampleRate = WHISPER_SAMPLE_RATE): Uint8Array {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + i * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  });
  return new Uint8Array(buffer);
}

/** Decodes any audio the browser can play and resamples it to 16 kHz mono. */
export async function decodeToMono16k(audio: Blob): Promise<Float32Array> {
  const context = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await context.decodeAudioData(await audio.arrayBuffer());
  } finally {
    void context.close();
  }
  const length = Math.max(1, Math.ceil(decoded.duration * WHISPER_SAMPLE_RATE));
  const offline = new OfflineAudioContext(1, length, WHISPER_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  return (await offline.startRendering()).getChannelData(0);
}

/**
 * Transcribes a recording on this machine (desktop app with a model installed). Answers
 * `unavailable` in the browser, without a model or when the engine cannot run: then ask the server.
 */
export async function transcribeOffline(
  audio: Blob,
  { decode = decodeToMono16k }: { decode?: (audio: Blob) => Promise<Float32Array> } = {},
): Promise<OfflineTranscription> {
  const desktop = getDesktopBridge();
  if (!desktop) return { status: 'unavailable' };
  const model = await desktop.getModelStatus().catch(() => null);
  if (model?.state !== 'installed') return { status: 'unavailable' };
  let samples: Float32Array;
  try {
    samples = await decode(audio);
  } catch {
    return { status: 'failed', message: 'The recording could not be read' };
  }
  if (samples.length === 0) return { status: 'failed', message: 'The recording is empty' };
  if (samples.length > MAX_OFFLINE_SECONDS * WHISPER_SAMPLE_RATE) {
    return { status: 'failed', message: 'The recording is too long to transcribe offline' };
  }
  try {
    return await desktop.transcribeOffline(encodeWav(samples));
  } catch (error) {
    return { status: 'failed', message: messageOf(error, 'Offline transcription failed') };
  }
}

/** True when the desktop app can transcribe offline now (a model is installed). */
export async function isOfflineTranscriptionReady(): Promise<boolean> {
  const status = await getDesktopBridge()
    ?.getModelStatus()
    .catch(() => null);
  return status?.state === 'installed';
}
