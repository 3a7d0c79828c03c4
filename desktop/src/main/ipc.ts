import type {
  DesktopRecordingSaved,
  DesktopSettings,
  NativeSaveResult,
  OfflineTranscription,
  WhisperModelStatus,
} from '@launchpad/shared';
import { z } from 'zod';
import { IPC_CHANNELS, type IpcChannel } from '../common/ipc-channels';
import {
  httpUrlArgument,
  modelSourceArgument,
  recordingChunkArgument,
  recordingIdArgument,
  saveFileArgument,
  startRecordingArgument,
  tokenArgument,
  wavArgument,
} from '../common/ipc-schemas';
import type { RecordingWriter } from './recordings';
import type { SettingsStore } from './settings';
import type { TokenStore } from './token-store';
import type { OfflineTranscriber } from './transcriber';
import type { WhisperModelManager } from './whisper-model';

/** The part of an IPC event the sender check reads. */
export interface IpcEventLike {
  senderFrame: { url: string } | null;
  sender: { mainFrame: unknown };
}

/** The part of `ipcMain` this module needs. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

export class IpcRefusedError extends Error {
  override readonly name = 'IpcRefusedError';
}

/** What the handlers act on; each is a small module of its own. */
export interface IpcServices {
  tokens: TokenStore;
  settings: SettingsStore;
  recordings: RecordingWriter;
  transcriber: OfflineTranscriber;
  models: WhisperModelManager;
  /** Shows the native Open dialog for a model file; null when cancelled. */
  pickModelFile: () => Promise<string | null>;
  /** Native Save As. */
  saveFile: (file: { fileName: string; mimeType: string; data: Uint8Array }) => Promise<NativeSaveResult>;
  /** Called after the server URL changed (the CSP follows it). */
  onApiUrlChanged?: (url: string) => void;
}

/** Whether a value may be saved as the bearer token: null (sign out) or a short, space-free string. */
export function isValidTokenArgument(value: unknown): value is string | null {
  return tokenArgument.safeParse(value).success;
}

/**
 * Registers the handlers behind `window.desktop`. Every call checks that it comes from the app's own
 * top-level page (not a subframe, not another origin) and parses its arguments with zod before it
 * touches anything.
 */
export function registerIpcHandlers({
  ipcMain,
  isTrustedUrl,
  services,
}: {
  ipcMain: IpcMainLike;
  isTrustedUrl: (url: string) => boolean;
  services: IpcServices;
}): void {
  const assertTrustedSender = (event: IpcEventLike): void => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame || !isTrustedUrl(frame.url)) {
      throw new IpcRefusedError('Refused: IPC call from an untrusted page');
    }
  };

  function handle<A extends z.ZodType[], R>(
    channel: IpcChannel,
    schemas: [...A],
    run: (...args: { [K in keyof A]: z.output<A[K]> }) => R | Promise<R>,
  ): void {
    const tuple = z.tuple(schemas as unknown as [z.ZodType, ...z.ZodType[]]);
    ipcMain.handle(channel, async (event, ...args) => {
      assertTrustedSender(event);
      const parsed = schemas.length === 0 ? { success: args.length === 0, data: [] } : tuple.safeParse(args);
      if (!parsed.success) throw new IpcRefusedError(`Refused: invalid arguments for ${channel}`);
      return run(...(parsed.data as { [K in keyof A]: z.output<A[K]> }));
    });
  }

  const { tokens, settings, recordings, transcriber, models } = services;

  handle(IPC_CHANNELS.getApiUrl, [], () => settings.apiUrl());
  handle(IPC_CHANNELS.getToken, [], () => tokens.get());
  handle(IPC_CHANNELS.setToken, [tokenArgument], (token) => tokens.set(token));
  handle(IPC_CHANNELS.getSettings, [], (): DesktopSettings => settings.get());
  handle(IPC_CHANNELS.setApiUrl, [httpUrlArgument], (url): DesktopSettings => {
    const { settings: saved, changed } = settings.setApiUrl(url);
    if (changed) {
      // A token belongs to the server that issued it.
      tokens.set(null);
      services.onApiUrlChanged?.(saved.apiUrl);
    }
    return saved;
  });
  handle(IPC_CHANNELS.setModelSource, [modelSourceArgument], (source) => settings.setModelSource(source));

  handle(IPC_CHANNELS.startRecording, [startRecordingArgument], ({ mimeType }) => recordings.start(mimeType));
  handle(IPC_CHANNELS.appendRecording, [recordingIdArgument, recordingChunkArgument], (id, chunk) =>
    recordings.append(id, chunk),
  );
  handle(IPC_CHANNELS.finishRecording, [recordingIdArgument], (id): Promise<DesktopRecordingSaved> =>
    recordings.finish(id),
  );
  handle(IPC_CHANNELS.cancelRecording, [recordingIdArgument], (id) => recordings.cancel(id));

  handle(IPC_CHANNELS.transcribeOffline, [wavArgument], (wav): Promise<OfflineTranscription> =>
    transcriber.transcribe(wav),
  );
  handle(IPC_CHANNELS.getModelStatus, [], (): Promise<WhisperModelStatus> => models.status());
  handle(IPC_CHANNELS.downloadModel, [], () => {
    const { modelUrl, modelSha256 } = settings.get();
    return models.download({ url: modelUrl, sha256: modelSha256 });
  });
  handle(IPC_CHANNELS.cancelModelDownload, [], () => models.cancelDownload());
  handle(IPC_CHANNELS.chooseModelFile, [], async () => {
    const file = await services.pickModelFile();
    if (!file) return models.status();
    return models.installFile(file);
  });
  handle(IPC_CHANNELS.removeModel, [], () => models.remove());

  handle(IPC_CHANNELS.saveFile, [saveFileArgument], (file) => services.saveFile(file));
}
