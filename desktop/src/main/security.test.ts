// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRendererFile } from './renderer-files';
import { buildContentSecurityPolicy, externalLinkAction, isAllowedExternalUrl, isAppUrl } from './security';
import { normalizeApiUrl, resolveApiUrl } from './settings';

describe('isAppUrl', () => {
  it('accepts the bundled app and, in development, the dev server only', () => {
    expect(isAppUrl('app://launchpad/login')).toBe(true);
    expect(isAppUrl('app://other/login')).toBe(false);
    expect(isAppUrl('https://launchpad.example/')).toBe(false);
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/x', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('isAllowedExternalUrl', () => {
  it('allows https links to allowlisted hosts and their subdomains', () => {
    expect(isAllowedExternalUrl('https://zoom.us/j/123')).toBe(true);
    expect(isAllowedExternalUrl('https://us02web.zoom.us/j/123')).toBe(true);
    expect(isAllowedExternalUrl('https://meet.google.com/abc-defg-hij')).toBe(true);
  });

  it('refuses other schemes, hosts, look-alikes and credentials', () => {
    expect(isAllowedExternalUrl('http://zoom.us/j/123')).toBe(false);
    expect(isAllowedExternalUrl('https://evil.example/zoom.us')).toBe(false);
    expect(isAllowedExternalUrl('https://notzoom.us/')).toBe(false);
    expect(isAllowedExternalUrl('https://zoom.us.evil.example/')).toBe(false);
    expect(isAllowedExternalUrl('https://user:pass@zoom.us/')).toBe(false);
    expect(isAllowedExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isAllowedExternalUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('externalLinkAction', () => {
  it('opens meeting links, asks for other web links, refuses everything else', () => {
    expect(externalLinkAction('https://us02web.zoom.us/j/123')).toBe('open');
    expect(externalLinkAction('https://techcrunch.com/2026/11/23/story')).toBe('confirm');
    expect(externalLinkAction('http://events.example/meetup')).toBe('confirm');
    expect(externalLinkAction('http://zoom.us/j/123')).toBe('confirm');
    expect(externalLinkAction('https://user:pass@news.example/')).toBe('refuse');
    expect(externalLinkAction('file:///etc/passwd')).toBe('refuse');
    expect(externalLinkAction('javascript:alert(1)')).toBe('refuse');
    expect(externalLinkAction('ms-msdt:/id PCWDiagnostic')).toBe('refuse');
    expect(externalLinkAction('smb://share/x')).toBe('refuse');
    expect(externalLinkAction('not a url')).toBe('refuse');
  });
});

describe('buildContentSecurityPolicy', () => {
  it('lets the renderer talk to the API origin and nothing else', () => {
    const csp = buildContentSecurityPolicy({ apiUrl: 'https://api.launchpad.example/v1' });
    expect(csp).toContain("connect-src 'self' https://api.launchpad.example;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds what hot reload needs in development only', () => {
    const csp = buildContentSecurityPolicy({ apiUrl: 'http://localhost:8080', dev: true });
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain('ws://localhost:*');
  });
});

describe('resolveRendererFile', () => {
  const root = path.resolve('/app/renderer');
  const files = new Set([path.join(root, 'index.html'), path.join(root, 'assets', 'index-abc.js')]);
  const isFile = (file: string) => files.has(file);

  it('serves existing files and falls back to index.html for routes', () => {
    expect(resolveRendererFile(root, '/assets/index-abc.js', isFile)).toBe(
      path.join(root, 'assets', 'index-abc.js'),
    );
    expect(resolveRendererFile(root, '/', isFile)).toBe(path.join(root, 'index.html'));
    expect(resolveRendererFile(root, '/training-details/42', isFile)).toBe(path.join(root, 'index.html'));
  });

  it('gives 404 for missing assets and refuses to leave the folder', () => {
    expect(resolveRendererFile(root, '/assets/missing.js', isFile)).toBeNull();
    expect(resolveRendererFile(root, '/../../etc/passwd', isFile)).not.toMatch(/etc/);
    expect(resolveRendererFile(root, '/%2e%2e/%2e%2e/etc/passwd', isFile)).not.toMatch(/etc[\\/]passwd$/);
    expect(resolveRendererFile(root, '/%E0%A4%A', isFile)).toBeNull();
  });
});

describe('API URL settings', () => {
  it('normalizes http(s) URLs and refuses anything else', () => {
    expect(normalizeApiUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(normalizeApiUrl(' http://localhost:8080 ')).toBe('http://localhost:8080');
    expect(normalizeApiUrl('ftp://example.com')).toBeNull();
    expect(normalizeApiUrl('https://u:p@example.com')).toBeNull();
    expect(normalizeApiUrl(42)).toBeNull();
  });

  it('prefers the environment, then the stored value, then the default', () => {
    expect(resolveApiUrl({ env: 'https://env.example', stored: 'https://stored.example' })).toBe(
      'https://env.example',
    );
    expect(resolveApiUrl({ env: undefined, stored: 'https://stored.example' })).toBe(
      'https://stored.example',
    );
    expect(resolveApiUrl({ env: 'garbage', stored: undefined })).toBe('http://localhost:8080');
  });
});
