import {
  INTERVIEW_MESSAGES as M,
  microphoneFailed,
  RECORDING_CHUNK_MS,
  RECORDING_SAMPLE_RATE,
} from '@launchpad/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** §4 recording states: idle, recording (elapsed seconds), stopped (blob kept). */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'stopped';

export const RECORDING_MIME = 'audio/webm;codecs=opus';

/** §9: echo cancellation, noise suppression, auto gain, 44100 Hz. */
export const RECORDING_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
    sampleRate: RECORDING_SAMPLE_RATE,
  },
};

export interface Recording {
  blob: Blob;
  url: string;
  seconds: number;
}

/**
 * Records the microphone with MediaRecorder in 250 ms chunks as webm/opus (§9), counting elapsed seconds
 * and measuring the input level (0–1) for a live meter. `onStopped` gets the finished recording.
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

  const recorder = useRef<MediaRecorder | null>(null);
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
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
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
      media = await navigator.mediaDevices.getUserMedia(RECORDING_CONSTRAINTS);
    } catch (failure) {
      const message = microphoneFailed(failure instanceof Error ? failure.message : String(failure));
      setError(message);
      logRef.current(message);
      setState(recording ? 'stopped' : 'idle');
      return;
    }
    stream.current = media;
    const mimeType = MediaRecorder.isTypeSupported?.(RECORDING_MIME) ? RECORDING_MIME : undefined;
    let mediaRecorder: MediaRecorder;
    try {
      mediaRecorder = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    } catch {
      release();
      setError(M.recordingUnsupported);
      setState('idle');
      return;
    }
    const chunks: Blob[] = [];
    mediaRecorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    mediaRecorder.onerror = () => {
      setError(M.recordingError);
      logRef.current(M.recordingError);
    };
    mediaRecorder.onstop = () => {
      const seconds = Math.max(1, Math.round((Date.now() - startedAt.current) / 1000));
      release();
      const blob = new Blob(chunks, { type: mediaRecorder.mimeType || mimeType || 'audio/webm' });
      const finished = { blob, url: URL.createObjectURL(blob), seconds };
      setRecording(finished);
      setState('stopped');
      logRef.current(`Recording stopped: ${seconds} s, ${Math.round(blob.size / 1024)} KB`);
      onStoppedRef.current(finished);
    };
    recorder.current = mediaRecorder;
    setRecording(null);
    setElapsed(0);
    startedAt.current = Date.now();
    mediaRecorder.start(RECORDING_CHUNK_MS);
    tick.current = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
    meter(media);
    setState('recording');
    logRef.current(`Recording started (${mediaRecorder.mimeType || 'default format'})`);
  }, [meter, recording, release]);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const reset = useCallback(() => {
    setRecording(null);
    setElapsed(0);
    setError(null);
    setState('idle');
  }, []);

  return { state, elapsed, level, error, recording, start, stop, reset };
}
