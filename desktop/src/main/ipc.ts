import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS, MAX_TOKEN_LENGTH } from '../common/ipc-channels';
import type { TokenStore } from './token-store';

/** Whether a value may be saved as the bearer token: null (sign out) or a short, space-free string. */
export function isValidTokenArgument(value: unknown): value is string | null {
  return (
    value === null || (typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && !/\s/.test(value))
  );
}

/**
 * Registers the handlers behind `window.desktop`. Every call checks that it comes from the app's own
 * top-level page, so a page that somehow got loaded cannot read the token.
 */
export function registerIpcHandlers({
  tokens,
  getApiUrl,
  isTrustedUrl,
}: {
  tokens: TokenStore;
  getApiUrl: () => string;
  isTrustedUrl: (url: string) => boolean;
}): void {
  const assertTrustedSender = (event: IpcMainInvokeEvent): void => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame || !isTrustedUrl(frame.url)) {
      throw new Error('Refused: IPC call from an untrusted page');
    }
  };

  ipcMain.handle(IPC_CHANNELS.getApiUrl, (event) => {
    assertTrustedSender(event);
    return getApiUrl();
  });
  ipcMain.handle(IPC_CHANNELS.getToken, (event) => {
    assertTrustedSender(event);
    return tokens.get();
  });
  ipcMain.handle(IPC_CHANNELS.setToken, (event, token: unknown) => {
    assertTrustedSender(event);
    if (!isValidTokenArgument(token)) throw new Error('Refused: invalid token');
    tokens.set(token);
  });
}
