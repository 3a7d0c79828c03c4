// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../common/ipc-channels';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (..._args: unknown[]) => 'answer');

// No Electron binary here: contextBridge records what is exposed, ipcRenderer.invoke is a spy.
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: { invoke: (...args: unknown[]) => invoke(...args) },
}));

await import('./index');
const bridge = exposed.desktop as Record<string, unknown> & { platform: string };

describe('preload bridge', () => {
  it('exposes window.desktop with functions only, never ipcRenderer', () => {
    expect(Object.keys(exposed)).toEqual(['desktop']);
    expect(bridge.platform).toBe('desktop');
    for (const [name, value] of Object.entries(bridge)) {
      if (name !== 'platform') expect(typeof value, name).toBe('function');
    }
    expect(Object.values(bridge)).not.toContainEqual(expect.objectContaining({ invoke: expect.anything() }));
  });

  it('sends each call on its channel, copying only the known fields', async () => {
    const call = <T>(name: string, ...args: unknown[]) =>
      (bridge[name] as (...a: unknown[]) => Promise<T>)(...args);
    await call('setToken', 'tok');
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.setToken, 'tok');
    await call('startRecording', { mimeType: 'audio/webm', extra: 'dropped' });
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.startRecording, { mimeType: 'audio/webm' });
    const data = new Uint8Array([1]);
    await call('saveFile', { fileName: 'a.pdf', mimeType: 'application/pdf', data, path: '/etc/passwd' });
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.saveFile, {
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      data,
    });
    await expect(call('getModelStatus')).resolves.toBe('answer');
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.getModelStatus);
  });
});
