import AxeBuilder from '@axe-core/playwright';
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

export interface NewAccount {
  accountType: 'Fresher' | 'Trainer';
  name: string;
  email: string;
  password: string;
  phone: string;
}

const accountTypeRadio = { Fresher: /fresher/i, Trainer: /trainer/i } as const;
const dashboardUrl = { Fresher: /\/fresher-dashboard$/, Trainer: /\/trainer-dashboard$/ } as const;

/** Fills in and sends the registration form (the app then asks for the e-mailed code). */
export async function register(page: Page, { accountType, name, email, password, phone }: NewAccount) {
  await page.goto('/register');
  await page.getByRole('radio', { name: accountTypeRadio[accountType] }).check();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Contact number').fill(phone);
  await page.getByRole('button', { name: /create account/i }).click();
}

/** Enters the code last e-mailed to `email` on the verify screen and sends it. */
export async function verifyEmail(page: Page, email: string) {
  await typeCode(page, await codeFromOutbox(email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
}

/** Registers, verifies the e-mail address with the mailed code and lands on the account's dashboard. */
export async function signUpAndVerify(page: Page, account: NewAccount) {
  await register(page, account);
  await expect(page).toHaveURL(/\/email-verify$/);
  await verifyEmail(page, account.email);
  await expect(page).toHaveURL(dashboardUrl[account.accountType]);
}

/**
 * WCAG 2 A and AA violations on the page, one line each. Toasts are the shared toaster's (a11y.spec.ts
 * checks it); they come and go during a journey.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return results.violations.map(
    (v) => `${v.impact}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
}
