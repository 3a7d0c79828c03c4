// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isAppUrl } from './security';
import {
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

describe('hardenWebContents', () => {
  it('denies every new window and opens only allowlisted https links outside', async () => {
    const shell = { openExternal: vi.fn(() => Promise.resolve()) };
    const { contents, open } = fakeContents();
    hardenWebContents(contents, { shell, isTrustedUrl });

    expect(open('https://zoom.us/j/1')).toEqual({ action: 'deny' });
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open('app://launchpad/admin-login')).toEqual({ action: 'deny' });

    await Promise.resolve();
    expect(shell.openExternal.mock.calls).toEqual([['https://zoom.us/j/1']]);
  });

  it('keeps navigation inside the app and hands allowlisted links to the browser', () => {
    const shell = { openExternal: vi.fn(() => Promise.resolve()) };
    const { contents, fire } = fakeContents();
    hardenWebContents(contents, { shell, isTrustedUrl });

    expect(fire('will-navigate', 'app://launchpad/login')).toBe(false);
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'https://meet.google.com/abc')).toBe(true);
    expect(shell.openExternal.mock.calls).toEqual([['https://meet.google.com/abc']]);
    expect(fire('will-redirect', 'http://localhost:8080/')).toBe(true);
    expect(fire('will-redirect', 'app://launchpad/')).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('survives a failing openExternal', async () => {
    const shell = { openExternal: vi.fn(() => Promise.reject(new Error('no browser'))) };
    const { contents, open } = fakeContents();
    hardenWebContents(contents, { shell, isTrustedUrl });
    expect(open('https://zoom.us/j/1')).toEqual({ action: 'deny' });
    await new Promise((resolve) => setTimeout(resolve, 0));
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
