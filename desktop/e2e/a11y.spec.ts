import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify, uniqueEmail } from './support';

/** WCAG 2 A and AA rules, checked by axe on the page as a person sees it. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.impact}: ${v.id} ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary ?? ''}]`).join('; ')}`,
  );
}

test('the account screens pass axe', async ({ page }) => {
  for (const path of ['/login', '/register', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('main').or(page.locator('form')).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test('the fresher screens pass axe', async ({ page }) => {
  await signUpAndVerify(page, {
    accountType: 'Fresher',
    name: 'Axe Checker',
    email: uniqueEmail('axe'),
    password: 'axe-password-1',
    phone: '0771234567',
  });
  for (const path of [
    '/fresher-dashboard',
    '/profile-settings',
    '/profile-settings?tab=subscription',
    '/cv-analyzer',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
});

test('the trainer dashboard passes axe', async ({ page }) => {
  await signUpAndVerify(page, {
    accountType: 'Trainer',
    name: 'Axe Trainer',
    email: uniqueEmail('axetrainer'),
    password: 'axe-password-1',
    phone: '0771234567',
  });
  for (const path of ['/trainer-dashboard', '/trainer-dashboard?tab=profile']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
});
