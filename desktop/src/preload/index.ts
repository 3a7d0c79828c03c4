import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge } from '@launchpad/shared';
import { IPC_CHANNELS } from '../common/ipc-channels';

/**
 * The narrow, typed bridge the renderer sees as `window.desktop`. It exposes functions only, never
 * `ipcRenderer` itself, so the page cannot send arbitrary IPC messages.
 */
const bridge: DesktopBridge = {
  platform: 'desktop',
  getApiUrl: () => ipcRenderer.invoke(IPC_CHANNELS.getApiUrl) as Promise<string>,
  getToken: () => ipcRenderer.invoke(IPC_CHANNELS.getToken) as Promise<string | null>,
  setToken: async (token) => {
    await ipcRenderer.invoke(IPC_CHANNELS.setToken, token);
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
