// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isAppUrl } from './security';
import {
  askBeforeOpening,
  hardenWebContents,
  isPermissionAllowed,
  isPermissionCheckAllowed,
  type HardenableContents,
  type NavigationEvent,
} from './web-security';

type Listener = (event: NavigationEvent, url?: string) => void;

/** A web contents stand-in that records the handlers the app installs. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: HardenableContents = {
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
    on: (name: string, listener: Listener) => {
      listeners.set(name, listener);
    },
  } as HardenableContents;
  const fire = (name: string, url?: string) => {
    const event = { preventDefault: vi.fn() };
    listeners.get(name)!(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

const isTrustedUrl = (url: string) => isAppUrl(url);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hardenWebContents', () => {
  it('denies every new window; meeting links open at once, other web links only after a yes', async () => {
    const shell = { openExternal: vi.fn(() => Promise.resolve()) };
    const confirmOpen = vi.fn((url: string) => Promise.resolve(url.includes('yes')));
    const { contents, open } = fakeContents();
    hardenWebContents(contents, { shell, isTrustedUrl, confirmOpen });

    expect(open('https://zoom.us/j/1')).toEqual({ action: 'deny' });
    expect(open('https://news.example/yes-story')).toEqual({ action: 'deny' });
    expect(open('https://news.example/no-story')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open('ms-msdt:/id PCWDiagnostic')).toEqual({ action: 'deny' });
    expect(open('https://user:secret@news.example/yes')).toEqual({ action: 'deny' });
    expect(open('app://launchpad/admin-login')).toEqual({ action: 'deny' });

    await settle();
    expect(confirmOpen.mock.calls).toEqual([
      ['https://news.example/yes-story'],
      ['https://news.example/no-story'],
    ]);
    expect(shell.openExternal.mock.calls).toEqual([
      ['https://zoom.us/j/1'],
      ['https://news.example/yes-story'],
    ]);
  });

  it('keeps navigation inside the app and hands links to the browser by the same rule', async () => {
    const shell = { openExternal: vi.fn(() => Promise.resolve()) };
    const confirmOpen = vi.fn(() => Promise.resolve(false));
    const { contents, fire } = fakeContents();
    hardenWebContents(contents, { shell, isTrustedUrl, confirmOpen });

    expect(fire('will-navigate', 'app://launchpad/login')).toBe(false);
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'https://meet.google.com/abc')).toBe(true);
    await settle();
    expect(confirmOpen.mock.calls).toEqual([['https://evil.example/']]);
    expect(shell.openExternal.mock.calls).toEqual([['https://meet.google.com/abc']]);
    expect(fire('will-redirect', 'http://localhost:8080/')).toBe(true);
    expect(fire('will-redirect', 'app://launchpad/')).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('survives a failing openExternal or a failing question', async () => {
    const shell = { openExternal: vi.fn(() => Promise.reject(new Error('no browser'))) };
    const confirmOpen = vi.fn(() => Promise.reject(new Error('no window')));
    const { contents, open } = fakeContents();
    hardenWebContents(contents, { shell, isTrustedUrl, confirmOpen });
    expect(open('https://zoom.us/j/1')).toEqual({ action: 'deny' });
    expect(open('https://news.example/story')).toEqual({ action: 'deny' });
    await settle();
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
  });
});

describe('askBeforeOpening', () => {
  it('asks over the focused window with the host and the whole address; only "Open in browser" says yes', async () => {
    const window = { id: 1 };
    const showMessageBox = vi.fn((..._args: unknown[]) => Promise.resolve({ response: 0 }));
    const ask = askBeforeOpening({ showMessageBox } as never, () => window);
    await expect(ask('https://techcrunch.com/2026/11/23/story?x=1')).resolves.toBe(true);
    expect(showMessageBox).toHaveBeenCalledWith(
      window,
      expect.objectContaining({
        message: 'Open techcrunch.com in your browser?',
        detail: 'https://techcrunch.com/2026/11/23/story?x=1',
        buttons: ['Open in browser', 'Cancel'],
        cancelId: 1,
      }),
    );
    showMessageBox.mockResolvedValueOnce({ response: 1 });
    await expect(ask('https://news.example/')).resolves.toBe(false);
  });

  it('asks without a parent when no window has focus', async () => {
    const showMessageBox = vi.fn((..._args: unknown[]) => Promise.resolve({ response: 1 }));
    const ask = askBeforeOpening({ showMessageBox } as never, () => null);
    await expect(ask('http://events.example/meetup')).resolves.toBe(false);
    expect(showMessageBox.mock.calls[0]).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('allows the microphone for the app only', () => {
    expect(
      isPermissionAllowed(
        'media',
        { requestingUrl: 'app://launchpad/interview', mediaTypes: ['audio'] },
        isTrustedUrl,
      ),
    ).toBe(true);
  });

  it('refuses the camera, empty media requests, other origins and other permissions', () => {
    const app = 'app://launchpad/interview';
    expect(
      isPermissionAllowed('media', { requestingUrl: app, mediaTypes: ['audio', 'video'] }, isTrustedUrl),
    ).toBe(false);
    expect(isPermissionAllowed('media', { requestingUrl: app, mediaTypes: [] }, isTrustedUrl)).toBe(false);
    expect(isPermissionAllowed('media', { requestingUrl: app }, isTrustedUrl)).toBe(false);
    expect(
      isPermissionAllowed(
        'media',
        { requestingUrl: 'https://evil.example/', mediaTypes: ['audio'] },
        isTrustedUrl,
      ),
    ).toBe(false);
    expect(isPermissionAllowed('media', { mediaTypes: ['audio'] }, isTrustedUrl)).toBe(false);
    for (const permission of [
      'notifications',
      'geolocation',
      'clipboard-read',
      'openExternal',
      'fullscreen',
    ]) {
      expect(
        isPermissionAllowed(permission, { requestingUrl: app, mediaTypes: ['audio'] }, isTrustedUrl),
      ).toBe(false);
    }
  });

  it('answers permission checks for media from the app only', () => {
    expect(isPermissionCheckAllowed('media', 'app://launchpad', isTrustedUrl)).toBe(true);
    expect(isPermissionCheckAllowed('media', 'https://evil.example', isTrustedUrl)).toBe(false);
    expect(isPermissionCheckAllowed('geolocation', 'app://launchpad', isTrustedUrl)).toBe(false);
  });
});
