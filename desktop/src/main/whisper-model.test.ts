// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhisperModelManager, MODEL_FILE_NAME } from './whisper-model';

/** A fake ggml model: the magic, then filler. */
const model = Buffer.concat([Buffer.from([0x6c, 0x6d, 0x67, 0x67]), Buffer.alloc(256 * 1024, 7)]);
const modelSha = createHash('sha256').update(model).digest('hex');

let server: Server;
let base: string;
/** Lets the slow route send its second half. */
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/model.bin') {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': model.length });
      response.end(model);
    } else if (request.url === '/slow.bin') {
      response.writeHead(200, { 'content-length': model.length });
      response.write(model.subarray(0, 1000));
      releaseSlow = () => response.end(model.subarray(1000));
    } else if (request.url === '/not-a-model.bin') {
      response.writeHead(200, { 'content-length': 10 });
      response.end('0123456789');
    } else if (request.url === '/short.bin') {
      response.writeHead(200, { 'content-length': model.length });
      response.write(model.subarray(0, 100));
      setTimeout(() => response.destroy(), 20);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const newManager = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'lp-whisper-'));
  return { folder, manager: createWhisperModelManager({ folder }) };
};

describe('createWhisperModelManager', () => {
  it('downloads a model, checks its SHA-256 and installs it', async () => {
    const { folder, manager } = await newManager();
    expect(await manager.status()).toEqual({ state: 'missing' });
    expect(await manager.modelPath()).toBeNull();

    const started = await manager.download({ url: `${base}/model.bin`, sha256: modelSha });
    expect(started.state).toBe('downloading');
    await manager.settled();

    expect(await manager.status()).toEqual({ state: 'installed', bytes: model.length, source: 'download' });
    const installed = await manager.modelPath();
    expect(installed).toBe(path.join(folder, MODEL_FILE_NAME));
    expect((await readFile(installed!)).equals(model)).toBe(true);
    expect((await readdir(folder)).sort()).toEqual([MODEL_FILE_NAME, 'model.json']);
  });

  it('reports progress while the download runs', async () => {
    const { manager } = await newManager();
    await manager.download({ url: `${base}/slow.bin`, sha256: null });
    let status = await manager.status();
    for (let i = 0; i < 100 && (status.state !== 'downloading' || status.receivedBytes === 0); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = await manager.status();
    }
    expect(status).toEqual({ state: 'downloading', receivedBytes: 1000, totalBytes: model.length });
    // A second download while one runs does not start another.
    expect((await manager.download({ url: `${base}/model.bin`, sha256: null })).state).toBe('downloading');
    releaseSlow();
    await manager.settled();
    expect(await manager.status()).toMatchObject({ state: 'installed', bytes: model.length });
  });

  it('refuses a file whose SHA-256 does not match, and keeps no partial file', async () => {
    const { folder, manager } = await newManager();
    await manager.download({ url: `${base}/model.bin`, sha256: 'a'.repeat(64) });
    await manager.settled();
    expect(await manager.status()).toEqual({
      state: 'failed',
      message: 'The model file does not match its SHA-256 checksum',
    });
    expect(await manager.modelPath()).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses files that are not ggml models, HTTP errors and cut downloads', async () => {
    const { manager } = await newManager();
    await manager.download({ url: `${base}/not-a-model.bin`, sha256: null });
    await manager.settled();
    expect(await manager.status()).toEqual({
      state: 'failed',
      message: 'This is not a whisper.cpp (ggml) model file',
    });

    await manager.download({ url: `${base}/missing.bin`, sha256: null });
    await manager.settled();
    expect(await manager.status()).toEqual({ state: 'failed', message: 'The server answered 404' });

    await manager.download({ url: `${base}/short.bin`, sha256: null });
    await manager.settled();
    expect((await manager.status()).state).toBe('failed');
    expect(await manager.modelPath()).toBeNull();
  });

  it('cancels a download under way', async () => {
    const { folder, manager } = await newManager();
    await manager.download({ url: `${base}/slow.bin`, sha256: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await manager.cancelDownload()).toEqual({ state: 'missing' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('installs a model file picked on disk and removes it', async () => {
    const { manager } = await newManager();
    const picked = path.join(await mkdtemp(path.join(tmpdir(), 'lp-pick-')), 'ggml-tiny.bin');
    await writeFile(picked, model);
    expect(await manager.installFile(picked)).toEqual({
      state: 'installed',
      bytes: model.length,
      source: 'file',
    });
    // The original stays where it was.
    expect((await readFile(picked)).equals(model)).toBe(true);
    expect(await manager.remove()).toEqual({ state: 'missing' });

    const wrong = `${picked}.txt`;
    await writeFile(wrong, 'hello');
    await expect(manager.installFile(wrong)).rejects.toThrow(/not a whisper.cpp/);
    expect(await manager.status()).toEqual({ state: 'missing' });
  });
});
