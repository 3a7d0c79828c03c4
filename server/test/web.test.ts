import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp';

let app: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'launchpad-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Launchpad</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(
    path.join(webDist, 'assets', 'big-abc123.js'),
    `const words = ${JSON.stringify('lorem ipsum '.repeat(2000))};`,
  );
  app = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

it('serves the web app at / and for any client route (history fallback)', async () => {
  for (const route of ['/', '/login', '/training-details/42', '/no/such/page']) {
    const res = await app.client().get(route);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
});

it('serves hashed assets with a long cache and 404s a missing one', async () => {
  const asset = await app.client().get('/assets/app-abc123.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  expect((await app.client().get('/assets/missing.js')).status).toBe(404);
});

it('keeps /api answers as JSON', async () => {
  const res = await app.client().get('/api/health');
  expect(res.body).toEqual({ success: true, status: 'ok' });
});

it('sends the web app compressed to a browser that accepts it, and the same bytes uncompressed otherwise', async () => {
  const url = `${app.url}/assets/big-abc123.js`;
  const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await gz.text()).toBe(await plain.text());
  // API answers are left as they are.
  const api = await fetch(`${app.url}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
  expect(api.headers.get('content-encoding')).toBeNull();
});
