import { INTERVIEW_MESSAGES as M, transcriptionFailed, type TSpeechMetrics } from '@launchpad/shared';
import { Keyboard, Mic, Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { cn } from '../../../lib/cn';
import { transcribeOffline } from '../../../lib/desktop';
import { transcribe } from '../api/interview';
import { formatSeconds } from '../lib/feedback';
import { useRecorder, type Recording } from '../lib/use-recorder';

export type TranscriptionState = 'none' | 'transcribing' | 'done' | 'failed';

/**
 * A spoken answer (§2.2, §4): record and stop with an elapsed counter and a live level meter, play the
 * recording back, and have it transcribed at once into a transcript the candidate can correct. When
 * transcription fails, the transcript field becomes a manual transcription and text mode is offered.
 */
export function AudioAnswer({
  context,
  transcript,
  onTranscript,
  onSpeech,
  onSwitchToText,
  onSubmitShortcut,
  log,
  disabled,
}: {
  /** The question and the job description: the words the recognizer should expect. */
  context: string;
  transcript: string;
  onTranscript: (text: string) => void;
  onSpeech: (speech: TSpeechMetrics | null) => void;
  onSwitchToText: (text: string) => void;
  onSubmitShortcut: () => void;
  log: (message: string) => void;
  disabled: boolean;
}) {
  const [transcription, setTranscription] = useState<TranscriptionState>('none');
  const [transcriptionError, setTranscriptionError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [playbackError, setPlaybackError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const run = useRef(0);

  const runTranscription = async (recorded: Recording) => {
    const current = ++run.current;
    setTranscription('transcribing');
    setTranscriptionError(null);
    log(`Transcribing ${Math.round(recorded.blob.size / 1024)} KB of audio`);
    try {
      // The desktop app with a model installed transcribes on this computer (no upload, works offline);
      // otherwise, or when that fails, the server does.
      const offline = await transcribeOffline(recorded.blob);
      if (offline.status === 'failed')
        log(`Offline transcription failed (${offline.message}): asking the server`);
      const answer =
        offline.status === 'ok'
          ? { text: offline.text, speech: undefined }
          : await transcribe(recorded.blob, context);
      if (current !== run.current) return;
      const text = answer.text.trim();
      if (!text) throw new Error('No speech was recognised');
      onTranscript(text);
      onSpeech(answer.speech ?? null);
      setTranscription('done');
      log(
        `Transcribed ${text.split(/\s+/).length} words${offline.status === 'ok' ? ' on this computer' : ''}`,
      );
    } catch (error) {
      if (current !== run.current) return;
      const message = transcriptionFailed(
        (error instanceof Error && error.message ? error.message : 'Unknown error').replace(/[.\s]+$/, ''),
      );
      setTranscription('failed');
      setTranscriptionError(message);
      onSpeech(null);
      log(message);
    }
  };

  const recorder = useRecorder({ onStopped: (recorded) => void runTranscription(recorded), log });

  useEffect(() => () => void run.current++, []);

  const togglePlayback = async () => {
    const element = audio.current;
    if (!element) return;
    setPlaybackError(null);
    if (!element.paused) {
      element.pause();
      return;
    }
    try {
      await element.play();
    } catch {
      setPlaybackError(M.playbackFailed);
      log(M.playbackFailed);
    }
  };

  const recording = recorder.state === 'recording';
  const failed = transcription === 'failed';
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        {recording ? (
          <Button variant="danger" onClick={() => void recorder.stop()} disabled={disabled}>
            <Square aria-hidden="true" className="size-4" />
            Stop recording
          </Button>
        ) : (
          <Button
            onClick={() => void recorder.start()}
            busy={recorder.state === 'starting'}
            busyText="Waiting for the microphone…"
            disabled={disabled || transcription === 'transcribing'}
          >
            {recorder.recording ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <Mic aria-hidden="true" className="size-4" />
            )}
            {recorder.recording ? 'Record again' : 'Start recording'}
          </Button>
        )}

        {recording && (
          <div className="flex items-center gap-3">
            <span className="relative flex size-3" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-3 rounded-full bg-red-500" />
            </span>
            <span
              className="font-mono text-sm text-slate-800 tabular-nums"
              role="timer"
              aria-label="Recording time"
            >
              {formatSeconds(recorder.elapsed)}
            </span>
            <div
              role="meter"
              aria-label="Microphone level"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(recorder.level * 100)}
              className="h-2 w-32 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-emerald-500 transition-[width] duration-75"
                style={{ width: `${Math.round(recorder.level * 100)}%` }}
              />
            </div>
          </div>
        )}

        {recorder.recording && !recording && (
          <div className="flex items-center gap-3">
            <Button variant="secondary" onClick={() => void togglePlayback()} aria-pressed={playing}>
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              {playing ? 'Pause' : 'Play recording'}
            </Button>
            <span className="text-sm text-slate-600 tabular-nums">
              {formatSeconds(recorder.recording.seconds)}
            </span>
            <audio
              ref={audio}
              src={recorder.recording.url}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onError={() => {
                setPlaying(false);
                setPlaybackError(M.playbackFailed);
              }}
              className="hidden"
            />
          </div>
        )}

        {recorder.state === 'idle' && !recorder.recording && (
          <p className="text-sm text-slate-600">
            Speak your answer as you would in the room. It is transcribed when you stop.
          </p>
        )}
      </div>

      {(recorder.error || playbackError) && (
        <p role="alert" className="text-sm text-red-700">
          {recorder.error ?? playbackError}
        </p>
      )}

      {transcription === 'transcribing' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 text-indigo-600" /> Transcribing your answer…
        </p>
      )}

      {failed && transcriptionError && (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {transcriptionError}
        </div>
      )}

      {(transcription === 'done' || failed || transcript !== '') && (
        <div className="space-y-2">
          <TextareaField
            label={failed ? 'Manual transcription' : 'Transcript'}
            rows={6}
            value={transcript}
            onChange={(event) => onTranscript(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={disabled}
            hint={
              failed
                ? 'Type what you said, or switch to text mode.'
                : 'Check the transcript and correct anything misheard before submitting.'
            }
          />
          {failed && (
            <Button variant="secondary" size="sm" onClick={() => onSwitchToText(transcript)}>
              <Keyboard aria-hidden="true" className="size-4" />
              Switch to text mode
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The recording's words per minute and filler words, once measured, in one calm line. */
export function SpeechSummary({ speech, className }: { speech: TSpeechMetrics; className?: string }) {
  const fillers = speech.fillerWords.filter((f) => f.count > 0);
  return (
    <p className={cn('text-xs text-slate-600', className)}>
      {Math.round(speech.wordsPerMinute)} words per minute
      {fillers.length > 0 && ` · fillers: ${fillers.map((f) => `${f.word} ×${f.count}`).join(', ')}`}
      {speech.longPauses.length > 0 &&
        ` · ${speech.longPauses.length} long pause${speech.longPauses.length === 1 ? '' : 's'}`}
    </p>
  );
}
