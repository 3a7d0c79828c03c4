import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, setUnauthorizedHandler } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => {
    setUnauthorizedHandler(undefined);
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('sends JSON with the cookie session on the web and returns the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'ok' }));

    await expect(
      api.post('/api/auth/login', { email: 'a@b.co' }, { handleUnauthorized: false }),
    ).resolves.toEqual({ success: true, message: 'ok' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('on a 401 from a signed-in call, ends the session and throws the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Not signed in' }));

    const failure = api.get('/api/user/profile');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Not signed in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({ status: 401 });
  });

  it('keeps a 401 silent when the call opts out (is-auth, sign-in forms)', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(401, { success: false, message: 'Invalid email or password' })),
    );

    await expect(api.post('/api/auth/login', {}, { handleUnauthorized: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    await expect(api.get('/api/auth/is-auth', { handleUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end the session on other failures', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { success: false, message: 'You do not have permission' }));

    await expect(api.get('/api/admin/freshers')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats `success: false` in a 200 answer as a failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, message: 'Invalid or expired code' }));

    await expect(api.post('/api/auth/verify-account', { otp: '123456' })).rejects.toMatchObject({
      status: 200,
      message: 'Invalid or expired code',
      serverMessage: 'Invalid or expired code',
    });
  });

  it('falls back to a status message when the answer carries none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await api.get('/api/anything').catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect((error as ApiError).message).toMatch(/something went wrong/i);
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('reports an unreachable server as status 0 with the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await api.get('/api/auth/is-auth').catch((failure: unknown) => failure);

    expect(error).toMatchObject({ status: 0 });
    expect(errorMessage(error, 'Login failed')).toMatch(/network error/i);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('errorMessage prefers the server message, then the error message, then the fallback', () => {
    expect(errorMessage(new ApiError(400, 'Bad', 'Server says no'), 'Fallback')).toBe('Server says no');
    expect(errorMessage(new Error('Plain error'), 'Fallback')).toBe('Plain error');
    expect(errorMessage('weird', 'Fallback')).toBe('Fallback');
  });
});

describe('api client in the desktop app', () => {
  const fetchMock = vi.fn<typeof fetch>();

  afterEach(() => {
    Reflect.deleteProperty(window, 'desktop');
  });

  it('calls the configured API URL with the bearer token and no cookies', async () => {
    Object.defineProperty(window, 'desktop', {
      configurable: true,
      value: {
        platform: 'desktop',
        getApiUrl: () => Promise.resolve('https://api.example.test/'),
        getToken: () => Promise.resolve('token-123'),
        setToken: () => Promise.resolve(),
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));

    await api.get('/api/auth/is-auth', { handleUnauthorized: false });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/auth/is-auth');
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-123' });
  });
});
