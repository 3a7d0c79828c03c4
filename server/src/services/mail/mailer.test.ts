import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createMailer } from './mailer';
import { verificationMail } from './templates';

it('writes each message to the outbox as an .eml file when no SMTP server is configured', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-outbox-'));
  try {
    const mailer = createMailer({
      from: 'Launchpad <no-reply@launchpad.test>',
      outboxDir: dir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send(verificationMail('ann@example.com', 'Ann <script>', '012345', 'http://localhost:8080'));
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ann@example\.com\.eml$/);
    const raw = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: ann@example\.com$/m);
    expect(raw).toContain('Your code: 012345');
    expect(raw).toContain('Ann &lt;script&gt;');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
