import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge } from '@launchpad/shared';
import { IPC_CHANNELS } from '../common/ipc-channels';

/**
 * The narrow, typed bridge the renderer sees as `window.desktop`. It exposes functions only, never
 * `ipcRenderer` itself, so the page cannot send arbitrary IPC messages; the main process validates
 * every argument again.
 */
const invoke = <T>(channel: string, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args) as Promise<T>;

const bridge: DesktopBridge = {
  platform: 'desktop',
  getApiUrl: () => invoke(IPC_CHANNELS.getApiUrl),
  getToken: () => invoke(IPC_CHANNELS.getToken),
  setToken: async (token) => {
    await invoke(IPC_CHANNELS.setToken, token);
  },
  getSettings: () => invoke(IPC_CHANNELS.getSettings),
  setApiUrl: (url) => invoke(IPC_CHANNELS.setApiUrl, url),
  setModelSource: (source) => invoke(IPC_CHANNELS.setModelSource, { url: source.url, sha256: source.sha256 }),
  startRecording: (options) => invoke(IPC_CHANNELS.startRecording, { mimeType: options.mimeType }),
  appendRecording: async (id, chunk) => {
    await invoke(IPC_CHANNELS.appendRecording, id, chunk);
  },
  finishRecording: (id) => invoke(IPC_CHANNELS.finishRecording, id),
  cancelRecording: async (id) => {
    await invoke(IPC_CHANNELS.cancelRecording, id);
  },
  transcribeOffline: (wav) => invoke(IPC_CHANNELS.transcribeOffline, wav),
  getModelStatus: () => invoke(IPC_CHANNELS.getModelStatus),
  downloadModel: () => invoke(IPC_CHANNELS.downloadModel),
  cancelModelDownload: () => invoke(IPC_CHANNELS.cancelModelDownload),
  chooseModelFile: () => invoke(IPC_CHANNELS.chooseModelFile),
  removeModel: () => invoke(IPC_CHANNELS.removeModel),
  saveFile: (file) =>
    invoke(IPC_CHANNELS.saveFile, { fileName: file.fileName, mimeType: file.mimeType, data: file.data }),
};

contextBridge.exposeInMainWorld('desktop', bridge);
