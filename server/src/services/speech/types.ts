import { AppError } from '../../lib/errors';

/** One recognised word with its place in the recording, in seconds from the start. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

export interface Transcript {
  text: string;
  /** In spoken order; empty when nothing was heard. */
  words: TimedWord[];
  /** Length of the whole recording, in seconds. */
  durationSeconds: number;
}

export interface TranscribeRequest {
  audio: Buffer;
  /** Words the answer is likely to use (the question's and the job's); they bias the recognizer. */
  context?: string;
}

/** Turns a recorded answer into text with word timings. */
export interface Transcriber {
  /** local: ffmpeg + pocketsphinx on this machine; openai: the OpenAI transcription API; off: refused. */
  readonly engine: 'local' | 'openai' | 'off';
  transcribe(request: TranscribeRequest): Promise<Transcript>;
}

/**
 * A transcription that did not happen, with a reason safe to show ("Transcription failed: {reason}. ...").
 * The status says whose fault it was: 4xx the recording, 5xx the engine.
 */
export class TranscriptionError extends AppError {}
