import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { FakeXhr, stubXhr } from '../../../test/fake-api';
import { isAbortError, uploadCv } from './upload-cv';

const cvInfo = {
  fileName: 'jane-doe.pdf',
  fileSize: 2048,
  uploadedAt: '2026-11-21T10:00:00.000Z',
  hasText: true,
  textLength: 900,
  pageCount: 1,
};

async function lastXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances.length).toBeGreaterThan(0));
  return FakeXhr.instances[FakeXhr.instances.length - 1]!;
}

describe('uploadCv', () => {
  beforeEach(stubXhr);
  afterEach(() => Reflect.deleteProperty(window, 'desktop'));

  it('PUTs the file as multipart field "cv" with the cookie session and reports progress', async () => {
    const file = new File(['%PDF-1.4 test'], 'jane-doe.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const answer = uploadCv(file, { onProgress: (percent) => progress.push(percent) });

    const xhr = await lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/user/upload-cv');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Authorization).toBeUndefined();
    expect(xhr.body?.get('cv')).toBeInstanceOf(File);
    expect((xhr.body?.get('cv') as File).name).toBe('jane-doe.pdf');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { success: true, message: 'CV uploaded successfully', data: cvInfo });

    await expect(answer).resolves.toMatchObject({ message: 'CV uploaded successfully', data: cvInfo });
    expect(progress).toEqual([25, 100, 100]);
  });

  it("rejects with the server's reason", async () => {
    const answer = uploadCv(new File(['hello'], 'notes.pdf', { type: 'application/pdf' }));
    (await lastXhr()).respond(400, { success: false, message: 'Only PDF files are allowed' });
    await expect(answer).rejects.toMatchObject({ status: 400, serverMessage: 'Only PDF files are allowed' });
  });

  it('says the file is too large on a bare 413 (e.g. from a proxy)', async () => {
    const answer = uploadCv(new File(['x'], 'big.pdf', { type: 'application/pdf' }));
    (await lastXhr()).respond(413, '<html>Request Entity Too Large</html>');
    await expect(answer).rejects.toMatchObject({
      status: 413,
      serverMessage: 'File size must be less than 10MB',
    });
  });

  it("falls back to 'Failed to upload CV' when the server says nothing", async () => {
    const answer = uploadCv(new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    (await lastXhr()).respond(502, '');
    const error = await answer.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to upload CV');
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const answer = uploadCv(new File(['x'], 'cv.pdf', { type: 'application/pdf' }), {
      signal: controller.signal,
    });
    await lastXhr();
    controller.abort();
    const error = await answer.catch((failure: unknown) => failure);
    expect(isAbortError(error)).toBe(true);
  });

  it('sends the bearer token to the configured API URL in the desktop app', async () => {
    Object.defineProperty(window, 'desktop', {
      configurable: true,
      value: {
        platform: 'desktop',
        getApiUrl: () => Promise.resolve('https://api.example.test/'),
        getToken: () => Promise.resolve('token-123'),
        setToken: () => Promise.resolve(),
      },
    });
    const answer = uploadCv(new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    const xhr = await lastXhr();
    expect(xhr.url).toBe('https://api.example.test/api/user/upload-cv');
    expect(xhr.headers.Authorization).toBe('Bearer token-123');
    expect(xhr.withCredentials).toBe(false);
    xhr.respond(200, { success: true, message: 'CV uploaded successfully', data: cvInfo });
    await answer;
  });
});
