import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from './api-client';
import { createQueryClient } from './react-query';
import { SESSION_QUERY_KEY } from './session';
import { createSessionExpiryHandler } from './session-expiry';
import { signedInFresher } from '../test/fixtures';

const user = signedInFresher;

describe('session expiry (a 401 from a signed-in call)', () => {
  afterEach(() => {
    setUnauthorizedHandler(undefined);
    Reflect.deleteProperty(window, 'desktop');
  });

  it('clears the cached user and data, forgets the desktop token, says so once and goes to /login', async () => {
    const setToken = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'desktop', {
      configurable: true,
      value: {
        platform: 'desktop',
        getApiUrl: () => Promise.resolve('http://localhost:8080'),
        getToken: () => Promise.resolve('expired-token'),
        setToken,
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, user);
    queryClient.setQueryData(['user', 'profile'], { name: 'Asha' });
    const navigate = vi.fn();
    const showError = vi.fn();
    setUnauthorizedHandler(createSessionExpiryHandler({ queryClient, navigate, showError }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, message: 'Expired' }), { status: 401 }),
        ),
      ),
    );

    await expect(api.get('/api/user/profile')).rejects.toMatchObject({ status: 401 });

    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
    expect(setToken).toHaveBeenCalledWith(null);
    expect(showError).toHaveBeenCalledWith('Please log in to continue', { id: 'session-expired' });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('is not triggered by the initial session check', async () => {
    const queryClient = createQueryClient();
    const navigate = vi.fn();
    const showError = vi.fn();
    setUnauthorizedHandler(createSessionExpiryHandler({ queryClient, navigate, showError }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ success: false, message: 'No' }), { status: 401 })),
      ),
    );

    const { sessionQueryOptions } = await import('./session');
    await expect(queryClient.fetchQuery(sessionQueryOptions)).resolves.toBeNull();

    expect(showError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
