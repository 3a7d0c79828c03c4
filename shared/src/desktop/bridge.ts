/**
 * What the Electron preload exposes as `window.desktop`. Types only: the renderer checks for its
 * presence to know it runs in the desktop app, and the preload implements it. Every call goes over
 * IPC to the main process, which validates the arguments and checks that the caller is the app.
 */

/** The desktop app's own settings, as the settings screen shows them. */
export interface DesktopSettings {
  /** Base URL of the cloud API (no trailing slash). */
  apiUrl: string;
  /** False until the person has chosen a server (first start); true when set or given by the environment. */
  apiUrlConfigured: boolean;
  /** Where the settings screen downloads the offline transcription model from. */
  modelUrl: string;
  /** Expected SHA-256 (hex) of the model file, when known; null: not checked. */
  modelSha256: string | null;
}

/** The offline transcription model (whisper.cpp ggml file) and any download under way. */
export type WhisperModelStatus =
  | { state: 'missing' }
  | { state: 'installed'; bytes: number; source: 'download' | 'file' }
  | { state: 'downloading'; receivedBytes: number; totalBytes: number | null }
  | { state: 'failed'; message: string };

/** A recording being written by the main process to a file in the app's data folder. */
export interface DesktopRecordingStarted {
  id: string;
}

export interface DesktopRecordingSaved {
  /** Where the file is, in the app's data folder. */
  path: string;
  bytes: number;
}

/** Offline transcription's answer: `unavailable` means "no model installed: ask the server". */
export type OfflineTranscription =
  { status: 'ok'; text: string } | { status: 'unavailable' } | { status: 'failed'; message: string };

/** What a native Save As did. */
export type NativeSaveResult = { status: 'saved'; path: string } | { status: 'cancelled' };

export interface DesktopBridge {
  readonly platform: 'desktop';
  /** Base URL of the cloud API the desktop app talks to. */
  getApiUrl(): Promise<string>;
  /** The bearer token, kept encrypted by the OS keychain (safeStorage); null when signed out. */
  getToken(): Promise<string | null>;
  setToken(token: string | null): Promise<void>;

  getSettings(): Promise<DesktopSettings>;
  /**
   * Saves the server URL (http or https). A different server forgets the saved token. The renderer
   * reloads afterwards so the page's Content-Security-Policy allows the new server.
   */
  setApiUrl(url: string): Promise<DesktopSettings>;
  /** Where the model is downloaded from, and its expected SHA-256 (null: not checked). */
  setModelSource(source: { url: string; sha256: string | null }): Promise<DesktopSettings>;

  /** Starts a recording file; `mimeType` is what MediaRecorder produces (e.g. `audio/webm`). */
  startRecording(options: { mimeType: string }): Promise<DesktopRecordingStarted>;
  /** Appends one MediaRecorder chunk, in order. */
  appendRecording(id: string, chunk: Uint8Array): Promise<void>;
  finishRecording(id: string): Promise<DesktopRecordingSaved>;
  /** Stops and deletes the file. */
  cancelRecording(id: string): Promise<void>;

  /** Transcribes 16 kHz mono 16-bit WAV audio on this machine with whisper.cpp (whisper-node). */
  transcribeOffline(wav: Uint8Array): Promise<OfflineTranscription>;
  getModelStatus(): Promise<WhisperModelStatus>;
  /** Starts downloading the model from the configured URL; poll `getModelStatus` for progress. */
  downloadModel(): Promise<WhisperModelStatus>;
  cancelModelDownload(): Promise<WhisperModelStatus>;
  /** Lets the person pick a model file already on disk (native Open dialog); it is copied in. */
  chooseModelFile(): Promise<WhisperModelStatus>;
  removeModel(): Promise<WhisperModelStatus>;

  /** Native Save As for a generated file (PDF report, receipt, text). */
  saveFile(file: { fileName: string; mimeType: string; data: Uint8Array }): Promise<NativeSaveResult>;
}
