export * from './domain';
export * from './schemas';
export type {
  DesktopBridge,
  DesktopRecordingSaved,
  DesktopRecordingStarted,
  DesktopSettings,
  NativeSaveResult,
  OfflineTranscription,
  WhisperModelStatus,
} from './desktop/bridge';
