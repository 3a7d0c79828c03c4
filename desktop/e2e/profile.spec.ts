import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { jsPDF } from 'jspdf';
import { shot, signUpAndVerify, uniqueEmail } from './support';

const password = 'first-password-1';
const newPassword = 'second-password-2';

/** A real one-page PDF with selectable text, as a CV exported from a word processor would be. */
function cvPdf(lines: string[]): Buffer {
  const doc = new jsPDF();
  lines.forEach((line, index) => doc.text(line, 15, 20 + index * 8));
  return Buffer.from(doc.output('arraybuffer'));
}

async function writeTestFile(name: string, content: Buffer | string): Promise<string> {
  const file = test.info().outputPath(name);
  await writeFile(file, content);
  return file;
}

const signUpFresher = (page: Page, name: string, email: string) =>
  signUpAndVerify(page, { accountType: 'Fresher', name, email, password, phone: '0771234567' });

const badge = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a fresher manages profile, CV, password and plan in Profile Settings', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('jane');

  await test.step('sign up and see the dashboard with the first badge earned', async () => {
    await signUpFresher(page, 'Jane Doe', email);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Jane$/ }),
    ).toBeVisible();
    await expect(page.getByRole('blockquote')).toBeVisible();
    await expect(badge(page, 'Profile Complete')).toContainText('Earned');
    await expect(badge(page, 'First Resume Upload')).toContainText('Locked');
    await expect(badge(page, 'Ready to Launch')).toContainText('Locked');
    await expect(page.getByRole('link', { name: 'Analyze my CV' })).toHaveAttribute('href', '/cv-analyzer');
    await expect(page.getByRole('link', { name: 'Practice an interview' })).toHaveAttribute(
      'href',
      '/interview',
    );
    await shot(page, 'profile-01-dashboard');
  });

  await test.step('open Profile Settings from the header menu', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile-settings/);
    await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jane Doe');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await shot(page, 'profile-02-profile-tab');
  });

  await test.step('upload a CV, download it, replace it, have a fake PDF refused, delete it', async () => {
    await tab(page, 'CV Management').click();
    await expect(page).toHaveURL(/\?tab=cv$/);
    await expect(page.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
    await expect(page.getByText('PDF files up to 10MB')).toBeVisible();
    await shot(page, 'profile-03-cv-empty');

    const first = await writeTestFile(
      'jane-doe-cv.pdf',
      cvPdf([
        'Jane Doe - Software Engineer',
        'Skills: TypeScript, React, Node.js, SQL',
        'Colombo, Sri Lanka',
      ]),
    );
    const second = await writeTestFile(
      'jane-doe-cv-2026.pdf',
      cvPdf(['Jane Doe - Full-stack Engineer', 'Skills: TypeScript, React, PostgreSQL, Docker']),
    );
    const fake = await writeTestFile('notes.pdf', 'Just some plain-text notes, not a PDF at all.\n');

    // Hold the answer back a moment so the progress bar can be seen.
    await page.route('**/api/user/upload-cv', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByLabel('CV file').setInputFiles(first);
    await expect(page.getByRole('progressbar', { name: 'Uploading CV' })).toBeVisible();
    await expect(page.getByText('CV uploaded successfully')).toBeVisible();
    const card = page.getByRole('article', { name: 'Current CV' });
    await expect(card.getByText('jane-doe-cv.pdf', { exact: true })).toBeVisible();
    await expect(card).toContainText('KB');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.unroute('**/api/user/upload-cv');
    await shot(page, 'profile-04-cv-uploaded');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await page.getByLabel('CV file').setInputFiles(second);
    await expect(card.getByText('jane-doe-cv-2026.pdf', { exact: true })).toBeVisible();
    await expect(card.getByText('jane-doe-cv.pdf', { exact: true })).toHaveCount(0);

    await page.getByLabel('CV file').setInputFiles(fake);
    await expect(page.getByRole('alert').filter({ hasText: 'Only PDF files are allowed' })).toBeVisible();
    await expect(card.getByText('jane-doe-cv-2026.pdf', { exact: true })).toBeVisible();
    await shot(page, 'profile-05-cv-refused');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete your CV?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await shot(page, 'profile-06-cv-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('CV deleted successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
  });

  await test.step('the Skills Assessment tab explains where assessments come from', async () => {
    await tab(page, 'Skills Assessment').click();
    await expect(page.getByText('No saved assessments yet')).toBeVisible();
    await expect(page.getByText('No saved CV analyses yet')).toBeVisible();
    await shot(page, 'profile-07-skills');
  });

  await test.step('change the password (a wrong confirmation first)', async () => {
    await tab(page, 'Security').click();
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill('not-the-same-1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await shot(page, 'profile-08-security-mismatch');

    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  });

  await test.step('sign out, and sign in with the new password only', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/fresher-dashboard$/);
    // The CV was deleted, but the first upload still counts.
    await expect(badge(page, 'First Resume Upload')).toContainText('Earned');
  });

  await test.step('upgrade to Premium and downgrade back to Basic', async () => {
    await page.goto('/profile-settings?tab=subscription');
    await expect(tab(page, 'Subscription')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('LKR 2,500 per month')).toBeVisible();
    await shot(page, 'profile-09-subscription-basic');

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page.getByText('Account upgraded to Premium!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Premium plan' })).toContainText('Current plan');
    await shot(page, 'profile-10-subscription-premium');

    await page.getByRole('button', { name: 'Downgrade to Basic' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Downgrade' }).click();
    await expect(page.getByText('Account downgraded to Basic')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Basic plan' })).toContainText('Current plan');
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  });

  await test.step('settings are stored on this device', async () => {
    await tab(page, 'Settings').click();
    await expect(page.getByText('Saved on this device', { exact: false }).first()).toBeVisible();
    await shot(page, 'profile-11-settings');
  });

  await test.step('on a 360 px phone the tabs scroll sideways and the page does not', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/profile-settings?tab=cv');
    await expect(tab(page, 'CV Management')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await shot(page, 'profile-12-mobile');
  });
});
