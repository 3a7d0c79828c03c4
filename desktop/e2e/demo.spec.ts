import { expect, test, type Page } from '@playwright/test';
import { shot } from './support';

/**
 * A first start shows the product: the e2e server starts on a fresh embedded database, which gets the demo
 * data by default, and every screen the demo accounts open has something real on it.
 */
const DEMO_PASSWORD = 'Launchpad123';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
}

test('the demo fresher finds her CV, saved analysis and skills assessment', async ({ page }) => {
  await signIn(page, 'fresher@launchpad.test');
  await expect(page).toHaveURL(/\/fresher-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Nimali/ })).toBeVisible();
  await shot(page, 'demo-fresher-dashboard');

  await page.goto('/profile-settings');
  await page.getByRole('tab', { name: 'CV Management', exact: true }).click();
  await expect(page.getByText('Nimali-Perera-CV.pdf').first()).toBeVisible();
  await shot(page, 'demo-fresher-cv');
  await page.getByRole('tab', { name: 'Skills Assessment', exact: true }).click();
  await expect(page.getByText('Score 56%')).toBeVisible();
  await expect(page.getByText('Junior Full Stack Developer')).toBeVisible();
  await expect(page.getByText('Lanka Logistics Cloud')).toBeVisible();

  // Her weak spots (Jest, PostgreSQL) bring trainings to the top of the catalogue.
  await page.goto('/trainings');
  const recommended = page.getByRole('region', { name: 'Recommended Training Programs' });
  await expect(recommended.getByText('PostgreSQL and SQL Fundamentals')).toBeVisible();
  await shot(page, 'demo-fresher-catalogue');
  await shot(page, 'demo-fresher-assessments');
});

test('the demo trainer sees a dashboard of real trainings', async ({ page }) => {
  await signIn(page, 'trainer@launchpad.test');
  await expect(page).toHaveURL(/\/trainer-dashboard$/);
  await expect(page.getByText('React and TypeScript for Production Apps').first()).toBeVisible();
  await expect(page.getByText('Interview Communication Coaching').first()).toBeVisible();
  await shot(page, 'demo-trainer-dashboard');
});
