/** IPC channel names shared by the Electron main process and the preload script. */
export const IPC_CHANNELS = {
  getApiUrl: 'launchpad:get-api-url',
  getToken: 'launchpad:get-token',
  setToken: 'launchpad:set-token',
  getSettings: 'launchpad:get-settings',
  setApiUrl: 'launchpad:set-api-url',
  setModelSource: 'launchpad:set-model-source',
  startRecording: 'launchpad:recording-start',
  appendRecording: 'launchpad:recording-append',
  finishRecording: 'launchpad:recording-finish',
  cancelRecording: 'launchpad:recording-cancel',
  transcribeOffline: 'launchpad:transcribe-offline',
  getModelStatus: 'launchpad:model-status',
  downloadModel: 'launchpad:model-download',
  cancelModelDownload: 'launchpad:model-download-cancel',
  chooseModelFile: 'launchpad:model-choose-file',
  removeModel: 'launchpad:model-remove',
  saveFile: 'launchpad:save-file',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** Longest bearer token the main process accepts from the renderer. */
export const MAX_TOKEN_LENGTH = 4096;
/** Largest MediaRecorder chunk accepted in one call (a second of Opus is a few kilobytes). */
export const MAX_RECORDING_CHUNK_BYTES = 4 * 1024 * 1024;
/** Largest recording file: about three hours of Opus at 128 kbit/s. */
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;
/** Largest WAV accepted for offline transcription: 15 minutes of 16 kHz mono 16-bit audio. */
export const MAX_TRANSCRIBE_WAV_BYTES = 15 * 60 * 16_000 * 2 + 44;
/** Largest file the native Save As writes (PDF reports and receipts are far smaller). */
export const MAX_SAVE_BYTES = 50 * 1024 * 1024;
