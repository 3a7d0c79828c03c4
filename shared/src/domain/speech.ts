/** Spoken answers in the mock interview (part 2 §7, §8, §9). */

/** Recording in the browser (§9): 250 ms chunks, webm opus, 44100 Hz, echo cancellation, noise suppression, auto gain. */
export const RECORDING_CHUNK_MS = 250;
export const RECORDING_MIME_TYPE = 'audio/webm;codecs=opus';
export const RECORDING_SAMPLE_RATE = 44_100;
export const RECORDING_CONSTRAINTS = {
  sampleRate: RECORDING_SAMPLE_RATE,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;

/** Largest recording POST /api/interviews/transcribe accepts (ours: the spec sets none). */
export const SPEECH_MAX_BYTES = 10 * 1024 * 1024;
/** Longest recording transcribed (ours): an interview answer, not a lecture. */
export const SPEECH_MAX_SECONDS = 5 * 60;
/** Longest `context` (the question and the job text) used to bias the recognizer (ours). */
export const SPEECH_CONTEXT_MAX_CHARS = 5000;
/** A silence between two words longer than this is reported as a long pause (ours). */
export const SPEECH_LONG_PAUSE_SECONDS = 2;

export const SPEECH_MESSAGES = {
  audioMissing: 'Please record an answer before transcribing', // ours
  audioEmpty: 'The recording is empty', // ours
  audioTooLarge: `The recording must be at most ${SPEECH_MAX_BYTES / 1024 / 1024} MB`, // ours
  audioTooLong: `The recording must be at most ${SPEECH_MAX_SECONDS / 60} minutes long`, // ours
  unsupportedFormat: 'Unsupported audio format: please send WebM, Ogg, WAV, MP3 or M4A audio', // ours
  unreadableAudio: 'The recording could not be read', // ours
  noSpeech: 'No speech was heard in the recording', // ours
  contextTooLong: `Context must be at most ${SPEECH_CONTEXT_MAX_CHARS.toLocaleString('en-US')} characters`, // ours
  tooManyTranscriptions: 'Too many transcriptions. Please wait a moment and try again.', // ours
  busy: 'Speech recognition is busy. Please try again in a moment.', // ours
  unavailable: 'Speech recognition is not available on this server', // ours
  engineFailed: 'Speech recognition failed', // ours
  timedOut: 'Speech recognition took too long', // ours
} as const;

/** "Transcription failed: {msg}. Please use text input instead." (§8). */
export const transcriptionFailed = (message: string) =>
  `Transcription failed: ${message.replace(/[.\s]+$/, '')}. Please use text input instead.`;

/** Words that fill a silence rather than carry meaning, as counted in a spoken answer (ours). */
export const FILLER_WORDS = [
  'um',
  'uh',
  'er',
  'erm',
  'hmm',
  'like',
  'you know',
  'i mean',
  'basically',
  'actually',
  'literally',
  'so',
  'kind of',
  'sort of',
] as const;
