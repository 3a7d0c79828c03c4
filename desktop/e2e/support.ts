import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config';

/** Reads the newest code e-mailed to `email` from the server's outbox (how mail is delivered without SMTP). */
export async function codeFromOutbox(email: string, after = 0): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((f) => f.endsWith(`${email}.eml`))
          .sort();
        if (files.length <= after) return undefined;
        const raw = await readFile(path.join(outbox, files[files.length - 1]!), 'utf8');
        code = /Your code: (\d{6})/.exec(raw)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Types a code into the six boxes one digit at a time, as a person does. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code, { delay: 30 });
}

export const screenshotDir = path.join(path.dirname(E2E_DATA_DIR), 'screenshots');
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}
