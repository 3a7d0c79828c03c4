import {
  INTERVIEW_MESSAGES as M,
  microphoneFailed,
  RECORDING_CHUNK_MS,
  RECORDING_CONSTRAINTS,
} from '@launchpad/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordAudio, type AudioRecording } from '../../../lib/desktop';

/** §4 recording states: idle, recording (elapsed seconds), stopped (blob kept). */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'stopped';

export interface Recording {
  blob: Blob;
  url: string;
  seconds: number;
}

/**
 * Records the microphone in 250 ms chunks as webm/opus (§9) through `lib/desktop.ts` (which, inside the
 * desktop app, also streams every chunk to a file through the main process), counting elapsed seconds and
 * measuring the input level (0–1) for a live meter. `onStopped` gets the finished recording.
 */
export function useRecorder({
  onStopped,
  log,
}: {
  onStopped: (recording: Recording) => void;
  log: (message: string) => void;
}) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);

  const session = useRef<AudioRecording | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const audioContext = useRef<AudioContext | null>(null);
  const frame = useRef<number | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | null>(null);
  const startedAt = useRef(0);
  const onStoppedRef = useRef(onStopped);
  onStoppedRef.current = onStopped;
  const logRef = useRef(log);
  logRef.current = log;

  const release = useCallback(() => {
    if (tick.current) clearInterval(tick.current);
    tick.current = null;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    void audioContext.current?.close().catch(() => undefined);
    audioContext.current = null;
    setLevel(0);
  }, []);

  useEffect(
    () => () => {
      void session.current?.cancel();
      session.current = null;
      release();
    },
    [release],
  );

  useEffect(() => () => void (recording && URL.revokeObjectURL(recording.url)), [recording]);

  const meter = useCallback((media: MediaStream) => {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    try {
      const context = new Context();
      audioContext.current = context;
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(media).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const read = () => {
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
        // RMS scaled so ordinary speech fills most of the meter.
        setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
        frame.current = requestAnimationFrame(read);
      };
      read();
    } catch {
      // The meter is a comfort, not a requirement: record without it.
    }
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(M.recordingUnsupported);
      logRef.current(M.recordingUnsupported);
      return;
    }
    setState('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: { ...RECORDING_CONSTRAINTS } });
    } catch (failure) {
      // DOMException (NotAllowedError, NotFoundError) is not an Error everywhere: read its message.
      const reason = (failure as { message?: unknown } | null)?.message;
      const message = microphoneFailed(typeof reason === 'string' && reason ? reason : String(failure));
      setError(message);
      logRef.current(message);
      setState(recording ? 'stopped' : 'idle');
      return;
    }
    stream.current = media;
    let started: AudioRecording;
    try {
      started = await recordAudio({ stream: media, timesliceMs: RECORDING_CHUNK_MS });
    } catch {
      release();
      setError(M.recordingUnsupported);
      setState('idle');
      return;
    }
    session.current = started;
    setRecording(null);
    setElapsed(0);
    startedAt.current = Date.now();
    tick.current = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
    meter(media);
    setState('recording');
    logRef.current(`Recording started (${started.mimeType})`);
  }, [meter, recording, release]);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    let recorded;
    try {
      recorded = await current.stop();
    } catch {
      release();
      setError(M.recordingError);
      logRef.current(M.recordingError);
      setState('idle');
      return;
    }
    const seconds = Math.max(1, Math.round((Date.now() - startedAt.current) / 1000));
    release();
    const finished = { blob: recorded.blob, url: URL.createObjectURL(recorded.blob), seconds };
    setRecording(finished);
    setState('stopped');
    logRef.current(`Recording stopped: ${seconds} s, ${Math.round(recorded.blob.size / 1024)} KB`);
    if (recorded.savedPath) logRef.current(`Kept on this computer: ${recorded.savedPath}`);
    if (recorded.saveError) logRef.current(`Not kept on this computer: ${recorded.saveError}`);
    onStoppedRef.current(finished);
  }, [release]);

  const reset = useCallback(() => {
    setRecording(null);
    setElapsed(0);
    setError(null);
    setState('idle');
  }, []);

  return { state, elapsed, level, error, recording, start, stop, reset };
}
