import { expect, test, type Page } from '@playwright/test';
import { shot } from './support';

/**
 * The renderer's desktop paths in a real browser: a fake `window.desktop` (what the Electron preload
 * exposes) is injected before the app loads. Its state lives in sessionStorage so it survives the
 * reload that follows a server change, like electron-store does; every call is recorded.
 */
async function installFakeBridge(page: Page) {
  await page.addInitScript(() => {
    const load = <T>(key: string, fallback: T): T => {
      const raw = sessionStorage.getItem(`fake-desktop:${key}`);
      return raw === null ? fallback : (JSON.parse(raw) as T);
    };
    const keep = (key: string, value: unknown) =>
      sessionStorage.setItem(`fake-desktop:${key}`, JSON.stringify(value));
    const calls = load<{ method: string; args: unknown[] }[]>('calls', []);
    const record = (method: string, ...args: unknown[]) => {
      calls.push({ method, args });
      keep('calls', calls);
    };
    let settings = load('settings', {
      apiUrl: 'https://launchpad.invalid',
      apiUrlConfigured: false,
      modelUrl: 'https://models.example.com/ggml-base.en.bin',
      modelSha256: null as string | null,
    });
    let model: Record<string, unknown> = { state: 'missing' };
    let polls = 0;
    const bridge = {
      platform: 'desktop',
      getApiUrl: async () => settings.apiUrl,
      getToken: async () => load<string | null>('token', null),
      setToken: async (token: string | null) => {
        record('setToken', token === null ? null : 'token');
        keep('token', token);
      },
      getSettings: async () => settings,
      setApiUrl: async (url: string) => {
        record('setApiUrl', url);
        settings = { ...settings, apiUrl: url.replace(/\/+$/, ''), apiUrlConfigured: true };
        keep('settings', settings);
        return settings;
      },
      setModelSource: async (source: { url: string; sha256: string | null }) => {
        settings = { ...settings, modelUrl: source.url, modelSha256: source.sha256 };
        keep('settings', settings);
        return settings;
      },
      getModelStatus: async () => {
        // A download advances a quarter per poll, then installs.
        if (model.state === 'downloading') {
          polls += 1;
          model =
            polls >= 4
              ? { state: 'installed', bytes: 147_951_465, source: 'download' }
              : { ...model, receivedBytes: polls * 36_987_866 };
        }
        return model;
      },
      downloadModel: async () => {
        record('downloadModel');
        polls = 0;
        model = { state: 'downloading', receivedBytes: 0, totalBytes: 147_951_465 };
        return model;
      },
      cancelModelDownload: async () => ((model = { state: 'missing' }), model),
      chooseModelFile: async () => (
        (model = { state: 'installed', bytes: 77_691_713, source: 'file' }),
        model
      ),
      removeModel: async () => ((model = { state: 'missing' }), model),
      startRecording: async () => ({ id: '00000000-0000-0000-0000-000000000001' }),
      appendRecording: async () => undefined,
      finishRecording: async () => ({ path: '/tmp/r.webm', bytes: 1 }),
      cancelRecording: async () => undefined,
      transcribeOffline: async () => ({ status: 'unavailable' }),
      saveFile: async (file: { fileName: string; mimeType: string; data: Uint8Array }) => {
        record(
          'saveFile',
          file.fileName,
          file.mimeType,
          file.data.byteLength,
          String.fromCharCode(...file.data.subarray(0, 4)),
        );
        return { status: 'saved', path: `/home/me/Downloads/${file.fileName}` };
      },
    };
    Object.defineProperty(window, 'desktop', { value: Object.freeze(bridge) });
  });
}

const callsOf = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('fake-desktop:calls') ?? '[]') as {
        method: string;
        args: unknown[];
      }[],
  );

test('the desktop app asks for its server, signs in with a token, manages the model and saves natively', async ({
  page,
  baseURL,
}) => {
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await installFakeBridge(page);

  // First start: the server is asked for before anything else.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect to your Launchpad server' })).toBeVisible();
  await shot(page, '13-desktop-first-start');
  await page.getByLabel('Server URL').fill('not a url');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Enter a full URL, such as https://launchpad.example.com')).toBeVisible();
  await page.getByLabel('Server URL').fill(baseURL!);
  await page.getByRole('button', { name: 'Connect' }).click();

  // After the reload: the login screen, talking to that server with a bearer token (no cookie).
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email').fill('fresher@launchpad.test');
  await page.getByLabel('Password').fill('Launchpad123');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/fresher-dashboard$/);
  expect((await page.context().cookies()).filter((cookie) => /session/i.test(cookie.name))).toEqual([]);
  expect((await callsOf(page)).some((call) => call.method === 'setToken' && call.args[0] === 'token')).toBe(
    true,
  );

  // The admin portal is not part of the desktop app.
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/fresher-dashboard$/);

  // Desktop Settings, from the user menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Desktop Settings' }).click();
  await expect(page).toHaveURL(/\/desktop-settings$/);
  await expect(page.getByLabel('Server URL')).toHaveValue(baseURL!);
  await page.getByRole('button', { name: 'Download model' }).click();
  const bar = page.getByRole('progressbar', { name: 'Model download' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^(25|50|75)$/);
  await shot(page, '13-desktop-settings-downloading');
  await expect(page.getByText(/Installed \(141 MB, downloaded\)/)).toBeVisible();
  await shot(page, '13-desktop-settings');

  // Saving the CV goes through the native Save As, not a browser download.
  await page.goto('/profile-settings?tab=cv');
  await page.getByRole('tab', { name: 'CV Management', exact: true }).click();
  await page.getByRole('button', { name: 'Download' }).click();
  await expect
    .poll(async () => (await callsOf(page)).find((call) => call.method === 'saveFile')?.args)
    .toEqual(['Nimali-Perera-CV.pdf', 'application/pdf', expect.any(Number), '%PDF']);
  expect(downloads).toBe(0);
});
