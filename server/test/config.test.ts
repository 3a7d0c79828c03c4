import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true); // demo data on the embedded database by default
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://app.example.com/',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'long-enough',
      ALLOWED_ORIGINS: 'app://launchpad, http://localhost:5173',
    });
    expect(config.port).toBe(9000);
    expect(config.publicUrl).toBe('https://app.example.com');
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toEqual({ email: 'ops@example.com', password: 'long-enough' });
    expect(config.allowedOrigins).toEqual(['app://launchpad', 'http://localhost:5173']);
    expect(loadConfig({}).allowedOrigins).toEqual(['app://launchpad']);
  });

  it('seeds demo data on DATABASE_URL only when asked, and never when turned off', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/launchpad' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/launchpad', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('explains every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAIL: 'ops@example.com' })).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD/,
    );
  });
});
