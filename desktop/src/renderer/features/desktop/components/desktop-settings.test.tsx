import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../../app/router';
import { createQueryClient } from '../../../lib/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { installFakeDesktop } from '../../../test/fake-desktop';
import { signedInFresher } from '../../../test/fixtures';
import { renderRouter, renderWithProviders } from '../../../test/render';
import { MODEL_POLL_MS } from '../api/desktop-settings';
import { DesktopFirstStart } from './first-start';
import { DesktopSettingsPage } from './desktop-settings-page';
import { serverUrlProblem } from './server-url-form';

function renderDesktopRoutes(path: string, { includeDesktop = true } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, signedInFresher);
  const router = createMemoryRouter(createRoutes({ includeAdmin: false, includeDesktop }), {
    initialEntries: [path],
  });
  renderRouter(router, { queryClient, toaster: false });
  return { router };
}

describe('Desktop settings', () => {
  it('saves a new server URL and reloads the app', async () => {
    const fake = installFakeDesktop();
    const reload = vi.fn();
    renderWithProviders(<DesktopSettingsPage reload={reload} />);
    const field = await screen.findByLabelText('Server URL');
    expect(field).toHaveValue('http://localhost:8080');

    fireEvent.change(field, { target: { value: 'ftp://files.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save server' }));
    expect(await screen.findByText('The URL must start with http:// or https://')).toBeInTheDocument();
    expect(fake.bridge.setApiUrl).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' https://launchpad.example.com/ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save server' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fake.bridge.setApiUrl).toHaveBeenCalledWith('https://launchpad.example.com/');
  });

  it('downloads the model with a progress bar, and can choose a file instead', async () => {
    const fake = installFakeDesktop();
    renderWithProviders(<DesktopSettingsPage />);
    expect(await screen.findByText(/No model installed/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download model' }));
    const bar = await screen.findByRole('progressbar', { name: 'Model download' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(fake.bridge.downloadModel).toHaveBeenCalledTimes(1);

    // The screen polls while the download runs.
    fake.setModel({ state: 'downloading', receivedBytes: 600, totalBytes: 1000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'), { timeout: MODEL_POLL_MS * 4 });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByRole('button', { name: 'Download model' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choose a model file…' }));
    expect(await screen.findByText(/Installed \(72 MB, from a file\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove model' }));
    expect(await screen.findByText(/No model installed/)).toBeInTheDocument();
  });

  it('shows why a download failed and saves the model source', async () => {
    const fake = installFakeDesktop();
    fake.setModel({ state: 'failed', message: 'The model file does not match its SHA-256 checksum' });
    renderWithProviders(<DesktopSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('does not match its SHA-256');

    fireEvent.change(screen.getByLabelText('Expected SHA-256 (optional)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save model source' }));
    expect(await screen.findByText('A SHA-256 has 64 hexadecimal characters')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Expected SHA-256 (optional)'), {
      target: { value: 'AB'.repeat(32) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save model source' }));
    await waitFor(() =>
      expect(fake.bridge.setModelSource).toHaveBeenCalledWith({
        url: 'https://models.example.com/ggml-base.en.bin',
        sha256: 'ab'.repeat(32),
      }),
    );
  });

  it('asks for the server on the first start before any screen', async () => {
    const fake = installFakeDesktop({ apiUrlConfigured: false });
    const reload = vi.fn();
    const router = createMemoryRouter([
      {
        element: <DesktopFirstStart reload={reload} />,
        children: [{ path: '/', element: <p>Login screen</p> }],
      },
    ]);
    const queryClient = createQueryClient();
    renderRouter(router, { queryClient, toaster: false });
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Server URL'), { target: { value: 'https://lp.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fake.bridge.setApiUrl).toHaveBeenCalledWith('https://lp.example.org');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('is a route of the desktop app only, linked from the user menu there', async () => {
    installFakeDesktop();
    const { router } = renderDesktopRoutes('/desktop-settings');
    expect(await screen.findByRole('heading', { name: 'Desktop Settings' })).toBeInTheDocument();

    const menu = screen.getByRole('button', { name: 'Account menu' });
    act(() => {
      fireEvent.pointerDown(menu, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    });
    const item = await screen.findByRole('menuitem', { name: 'Desktop Settings' });
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Profile Settings' }),
    ).toBeInTheDocument();
    fireEvent.click(item);
    expect(router.state.location.pathname).toBe('/desktop-settings');
  });

  it('offers to change the server when the session check cannot reach it', async () => {
    installFakeDesktop();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = createMemoryRouter(createRoutes({ includeAdmin: false, includeDesktop: true }), {
      initialEntries: ['/fresher-dashboard'],
    });
    renderRouter(router, { queryClient: createQueryClient(), toaster: false });
    fireEvent.click(await screen.findByRole('link', { name: 'Change the server' }, { timeout: 4000 }));
    expect(await screen.findByRole('heading', { name: 'Desktop Settings' })).toBeInTheDocument();
  });

  it('does not exist in the web app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'No' }), { status: 401 })),
    );
    // An unknown path: a signed-in person is sent home.
    const { router } = renderDesktopRoutes('/desktop-settings', { includeDesktop: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fresher-dashboard'));
    expect(screen.queryByRole('heading', { name: 'Desktop Settings' })).not.toBeInTheDocument();
  });
});

describe('serverUrlProblem', () => {
  it('accepts http(s) URLs and explains the rest', () => {
    expect(serverUrlProblem('https://lp.example.com/api')).toBeNull();
    expect(serverUrlProblem('')).toBe('Enter the server URL');
    expect(serverUrlProblem('launchpad')).toMatch(/full URL/);
    expect(serverUrlProblem('https://a:b@lp.example.com')).toMatch(/user name/);
    expect(serverUrlProblem('https://lp.example.com/?x=1')).toMatch(/\?/);
  });
});
