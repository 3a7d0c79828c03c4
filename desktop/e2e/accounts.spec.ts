import { expect, test } from '@playwright/test';
import { codeFromOutbox, register, shot, uniqueEmail, verifyEmail } from './support';

const password = 'first-password-1';

test('a fresher signs up, verifies the e-mail with the mailed code, reaches the dashboard and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('nimali');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();

  // The spec's first rule: an account type must be chosen.
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Please select an account type')).toBeVisible();
  await shot(page, '01-register-errors');

  await page.getByRole('radio', { name: /fresher/i }).check();
  await page.getByLabel('Full name').fill('Nimali Perera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Contact number').fill('0771234567');
  await shot(page, '02-register-filled');
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page).toHaveURL(/\/email-verify$/);
  await expect(page.getByText(email)).toBeVisible();
  await shot(page, '03-email-verify');
  await verifyEmail(page, email);

  await expect(page).toHaveURL(/\/fresher-dashboard$/);
  await expect(page.getByRole('banner').getByText('Nimali Perera')).toBeVisible();
  await shot(page, '04-fresher-dashboard');

  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await shot(page, '05-header-menu');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  // Signed out means signed out: the dashboard now sends us to the login screen.
  await page.goto('/fresher-dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/fresher-dashboard$/);
});

test('a wrong password gets a clear message; an unverified user is sent to verify first', async ({
  page,
}) => {
  const email = uniqueEmail('kasun');
  await register(page, { accountType: 'Trainer', name: 'Kasun Silva', email, password, phone: '0719876543' });
  await expect(page).toHaveURL(/\/email-verify$/);

  // Leave without verifying, then come back through the login screen.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await shot(page, '06-login-error');

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/email-verify$/);
  await page.goto('/trainer-dashboard');
  await expect(page).toHaveURL(/\/email-verify$/);

  await verifyEmail(page, email);
  await expect(page).toHaveURL(/\/trainer-dashboard$/);
  await shot(page, '07-trainer-dashboard');
});

test('a user resets a forgotten password with the mailed code (pasted) and signs in with the new one', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('reset');
  // An account that exists and is verified.
  await register(page, {
    accountType: 'Fresher',
    name: 'Reset Person',
    email,
    password,
    phone: '0771112223',
  });
  await verifyEmail(page, email);
  await expect(page).toHaveURL(/\/fresher-dashboard$/);
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await shot(page, '08-reset-step1');
  await page.getByRole('button', { name: /send code/i }).click();

  const code = await codeFromOutbox(email, 1);
  await expect(page.getByLabel('Digit 1')).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByLabel('Digit 1').focus();
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press('Control+V');
  await expect(page.getByLabel('Digit 6')).toHaveValue(code[5]!);
  await shot(page, '09-reset-step2');
  await page.getByRole('button', { name: /continue|next|verify code/i }).click();

  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm password').fill('second-password-X');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('second-password-2');
  await shot(page, '10-reset-step3');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill('second-password-2');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/fresher-dashboard$/);
});

test('the login screen works on a 360 px phone and any unknown path shows it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/somewhere/that/does-not-exist');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, '11-login-mobile');
});
