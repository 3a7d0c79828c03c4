// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const schemes: unknown[] = [];
let handler: ((request: Request) => Promise<Response>) | undefined;

// No Electron binary here: `protocol` records its calls and `net.fetch` reads the file.
vi.mock('electron', async () => {
  const { readFile } = await import('node:fs/promises');
  return {
    protocol: {
      registerSchemesAsPrivileged: (list: unknown[]) => schemes.push(...list),
      handle: (_scheme: string, listener: (request: Request) => Promise<Response>) => {
        handler = listener;
      },
    },
    net: {
      fetch: async (url: string) =>
        new Response(await readFile(fileURLToPath(url)), { headers: { 'Content-Type': 'text/html' } }),
    },
  };
});

const { registerAppScheme, serveRenderer } = await import('./app-protocol');

describe('app:// protocol', () => {
  it('registers app:// as a secure standard scheme', () => {
    registerAppScheme();
    expect(schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves the renderer with a history fallback and the current CSP', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lp-renderer-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<html>app</html>');
    await writeFile(path.join(dir, 'assets', 'a.js'), 'console.log(1)');
    let policy = 'connect-src https://one.example.com';
    serveRenderer({ rendererDir: dir, csp: () => policy });

    const deep = await handler!(new Request('app://launchpad/training-details/7'));
    expect(await deep.text()).toBe('<html>app</html>');
    expect(deep.headers.get('Content-Security-Policy')).toBe('connect-src https://one.example.com');
    expect(deep.headers.get('X-Content-Type-Options')).toBe('nosniff');

    policy = 'connect-src https://two.example.com';
    const asset = await handler!(new Request('app://launchpad/assets/a.js'));
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('Content-Security-Policy')).toBe('connect-src https://two.example.com');

    expect((await handler!(new Request('app://launchpad/assets/missing.js'))).status).toBe(404);
    // A path that tries to leave the folder stays inside it (here: a route, so the app's page).
    expect(await (await handler!(new Request('app://launchpad/%2e%2e/%2e%2e/etc/passwd'))).text()).toBe(
      '<html>app</html>',
    );
    expect((await handler!(new Request('app://launchpad/..%2f..%2fetc%2fhosts.txt'))).status).toBe(404);
    expect((await handler!(new Request('app://other/index.html'))).status).toBe(404);
  });
});
