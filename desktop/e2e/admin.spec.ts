import { expect, test } from '@playwright/test';
import { axeViolations, shot, signUpAndVerify, uniqueEmail } from './support';

/**
 * The admin portal (part 2 §2.9, §2.10) against the real server and the demo data: the admin signs in,
 * searches, opens a fresher's skills, manages a notice, deletes a fresher after the confirm, logs out.
 */
test('an admin manages freshers and event notices', async ({ browser }) => {
  // A fresher who will be deleted, signed up through the app.
  const fresherContext = await browser.newContext();
  const fresherPage = await fresherContext.newPage();
  const doomed = { name: 'Ruwan Doomed', email: uniqueEmail('doomed') };
  await signUpAndVerify(fresherPage, {
    accountType: 'Fresher',
    ...doomed,
    password: 'fresher-password-1',
    phone: '0771112223',
  });

  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').fill('admin@launchpad.test');
  await page.getByLabel('Password').fill('Launchpad123');
  await shot(page, '12-admin-login');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/Welcome, /)).toBeVisible();
  // The demo fresher (other journeys sign up people of the same name, so by the demo e-mail).
  await expect(page.getByText('fresher@launchpad.test')).toBeVisible();
  await shot(page, '12-admin-freshers');
  expect(await axeViolations(page)).toEqual([]);

  // Search, then the skills details of the demo fresher.
  const search = page.getByPlaceholder('Search by name or email...');
  await search.fill('nimali');
  await expect(page.getByText(doomed.name)).toBeHidden();
  await page.getByRole('button', { name: 'View skills details' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Skills Details/ })).toBeVisible();
  await expect(dialog.getByText('Strengths')).toBeVisible();
  await shot(page, '12-admin-skills-modal');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await search.fill('zzz-nobody');
  await expect(page.getByText('No freshers match your search')).toBeVisible();
  await search.fill('');

  // Trainers tab.
  await page.getByRole('tab', { name: 'Manage Trainers' }).click();
  await expect(page.getByRole('button', { name: 'View created trainings' }).first()).toBeVisible();
  await shot(page, '12-admin-trainers');

  // Add, edit and delete a notice.
  await page.getByRole('tab', { name: 'Event Notices' }).click();
  await page.getByRole('button', { name: 'Add Event Notice' }).click();
  await dialog.getByRole('button', { name: 'Add Notice' }).click();
  await expect(dialog.getByText('Event name and description are required')).toBeVisible();
  await dialog.getByLabel('Event name').fill('Colombo Tech Night');
  await dialog.getByLabel('Description').fill('Lightning talks and networking.');
  await dialog.getByLabel('Venue').fill('Colombo Hub');
  await shot(page, '12-admin-notice-form');
  await dialog.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Event notice added successfully')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Colombo Tech Night' });
  await expect(card.getByText('TBD').first()).toBeVisible();
  await card.getByRole('button', { name: 'Edit Colombo Tech Night' }).click();
  await dialog.getByLabel('Event name').fill('Colombo Tech Night 2');
  await dialog.getByRole('button', { name: 'Update Notice' }).click();
  await expect(page.getByText('Event notice updated successfully')).toBeVisible();
  await shot(page, '12-admin-notices');
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete this notice?');
    void d.accept();
  });
  await page.getByRole('button', { name: 'Delete Colombo Tech Night 2' }).click();
  await expect(page.getByText('Event notice deleted successfully')).toBeVisible();
  await expect(page.getByText('Colombo Tech Night 2')).toBeHidden();

  // Delete the fresher after the confirm; their session ends at once.
  await page.getByRole('tab', { name: 'Manage Freshers' }).click();
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete this fresher?');
    void d.accept();
  });
  await page.getByRole('button', { name: `Delete ${doomed.name}` }).click();
  await expect(page.getByText('Fresher deleted successfully')).toBeVisible();
  await expect(page.getByText(doomed.name)).toBeHidden();
  expect((await fresherPage.request.get('/api/user/profile')).status()).toBe(401);

  // At 360 px the cards stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByText('fresher@launchpad.test')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, '12-admin-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Logout clears the token.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
});
