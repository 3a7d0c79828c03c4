import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { E2E_DATA_DIR } from './playwright.config';
import { axeViolations, shot, signUpAndVerify, uniqueEmail } from './support';

/** The e2e server's embedded database: its password and port (events are written straight into it). */
async function database() {
  const password = (await readFile(path.join(E2E_DATA_DIR, 'postgres.password'), 'utf8')).trim();
  const pid = await readFile(path.join(E2E_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'launchpad',
  });
  await client.connect();
  return client;
}

test('a fresher reads tech updates and events, by tab and by search', async ({ page }) => {
  const db = await database();
  try {
    await db.query(
      `insert into event_notices (event_name, event_description, date, time, venue, registration_link, other_info)
       values ($1, $2, current_date + 7, '10:00', 'Colombo Innovation Hub', 'https://hack.example/register', 'Dev Club Lanka'),
              ('Cloud Careers Meetup zq', 'Talks from cloud engineers on their first year.', null, null, '', '', '')`,
      ['Colombo Hackathon zq', 'Build something useful in 24 hours with mentors on hand.'],
    );
  } finally {
    await db.end();
  }

  await signUpAndVerify(page, {
    accountType: 'Fresher',
    name: 'Nadia Perera',
    email: uniqueEmail('notices'),
    password: 'correct-horse-1',
    phone: '0771234567',
  });
  await page.goto('/notices');
  await expect(page.getByRole('heading', { name: 'Tech Industry Updates', level: 1 })).toBeVisible();
  // No news source is configured on the test server: the 4 samples, with a note saying so.
  await expect(page.getByText('Showing sample updates until live tech news is available.')).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await shot(page, '10-notices-all');

  await page.getByRole('tab', { name: /Events/ }).click();
  await expect(page.getByRole('article', { name: 'Colombo Hackathon zq' })).toContainText('Dev Club Lanka');
  const meetup = page.getByRole('article', { name: 'Cloud Careers Meetup zq' });
  await expect(meetup).toContainText('Venue TBD');
  await expect(meetup).toContainText('Event Organizer');
  await expect(meetup).toContainText('TBD');
  const register = page
    .getByRole('article', { name: 'Colombo Hackathon zq' })
    .getByRole('link', { name: /Register/ });
  await expect(register).toHaveAttribute('href', 'https://hack.example/register');
  await expect(register).toHaveAttribute('target', '_blank');
  await shot(page, '10-notices-events');

  await page.getByRole('tab', { name: /Tech Notices/ }).click();
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('link', { name: /Read more/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  await page.getByRole('tab', { name: /All Updates/ }).click();
  await page.getByRole('searchbox', { name: 'Search updates' }).fill('dev club');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName('Colombo Hackathon zq');
  await page.getByRole('searchbox', { name: 'Search updates' }).fill('security');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Critical browser vulnerability');
  await shot(page, '10-notices-search');

  expect(await axeViolations(page)).toEqual([]);
});
