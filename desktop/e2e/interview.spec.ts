import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_DATA_DIR } from './playwright.config';
import { shot, signUpAndVerify, uniqueEmail } from './support';

/**
 * A whole mock interview in Chromium: setup with pasted CV text, then each question answered the way it
 * asks (code written and run in the sandbox, a spoken answer through a fake microphone transcribed by the
 * server's recognizer, written answers), one question skipped, then the feedback screen.
 */

const SPOKEN =
  'I built a REST API with Node and PostgreSQL and I tested every endpoint with automated tests before each release';
const answerWav = path.join(path.dirname(E2E_DATA_DIR), 'spoken-answer.wav');
mkdirSync(path.dirname(answerWav), { recursive: true });
// espeak-ng's Klatt voice, slowed a little: the recognizer's measured voice (docs/speech.md).
execFileSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '140', '-w', answerWav, SPOKEN]);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${answerWav}`,
    ],
  },
  permissions: ['microphone'],
});

const CV_TEXT = [
  'Nadeesha Silva, junior software engineer in Colombo.',
  'Skills: JavaScript, TypeScript, Node.js, Express, PostgreSQL, React, Git, Docker.',
  'Experience: intern at Lanka Apps (2025), built a REST API in Node.js and Express with PostgreSQL,',
  'wrote integration tests with Jest, and set up a GitHub Actions pipeline.',
  'Education: BSc in Computer Science, University of Colombo (2025).',
].join('\n');

const JOB = [
  'Software Engineering Intern (Backend).',
  'You will build REST APIs in Node.js and TypeScript, design PostgreSQL schemas and write tests.',
  'Nice to have: Docker, Redis, and experience with code reviews in a small team.',
].join(' ');

const WRITTEN =
  'In my internship I designed the PostgreSQL schema for an orders API, added indexes after measuring slow ' +
  'queries with EXPLAIN, and cut the p95 latency from 800 ms to 120 ms. I wrote integration tests for every ' +
  'endpoint and reviewed pull requests with a senior engineer.';

/** A Python answer that reads the input and prints something: real code, not the template. */
const PYTHON = [
  'import sys',
  '',
  'def solve(data):',
  '    values = data.split()',
  '    return len(values)',
  '',
  'print(solve(sys.stdin.read()))',
].join('\n');

async function questionType(page: Page) {
  const heading = page.locator('#question-heading');
  await expect(heading).toBeVisible();
  return (await page.locator('section[aria-labelledby="question-heading"] span').first().innerText()).trim();
}

test('a fresher goes through a whole mock interview and reads the feedback', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, {
    accountType: 'Fresher',
    name: 'Nadeesha Silva',
    email: uniqueEmail('interview'),
    password: 'Interview-Pass-1',
    phone: '0771234567',
  });

  await page.goto('/interview');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Interview' })).toBeVisible();
  // No CV on file: the screen offers upload and pasted text.
  await page.getByText('Paste text').click();
  await page.getByLabel('CV text').fill('Too short');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Please provide both job description and CV content')).toBeVisible();
  await page.getByLabel('Job description').fill(JOB);
  await expect(page.getByText(`${JOB.length}/2000`)).toBeVisible();
  await page.getByLabel('CV text').fill(CV_TEXT);
  await shot(page, 'interview-01-setup');
  await page.getByRole('button', { name: 'Start Interview' }).click();

  let spoke = false;
  let skipped = false;
  let coded = false;
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Question ${n} of 5`, { exact: true })).toBeVisible({ timeout: 20_000 });
    const type = await questionType(page);
    const panel = page.getByRole('region', { name: 'Answer' });
    if (/coding/i.test(type)) {
      await panel.getByRole('tab', { name: 'Code' }).click();
      await panel.getByLabel('Language').selectOption('python3');
      // A meaningless answer is refused on the client with the spec's message.
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await expect(page.getByText('Please provide a meaningful response before submitting')).toBeVisible();
      await panel.getByLabel('Your code').fill(PYTHON);
      await panel.getByRole('button', { name: 'Run code' }).click();
      await expect(panel.getByRole('region', { name: 'Output' })).toContainText(/\d/, { timeout: 30_000 });
      await shot(page, 'interview-03-code');
      coded = true;
    } else if (!spoke) {
      await panel.getByRole('tab', { name: 'Speak' }).click();
      await panel.getByRole('button', { name: 'Start recording' }).click();
      await expect(panel.getByRole('button', { name: 'Stop recording' })).toBeVisible();
      await page.waitForTimeout(9000);
      await panel.getByRole('button', { name: 'Stop recording' }).click();
      const transcript = panel.getByLabel('Transcript');
      await expect(transcript).toHaveValue(/postgres|node|api|test/i, { timeout: 60_000 });
      // The transcript is editable: the fresher corrects it before submitting.
      await transcript.fill(`${await transcript.inputValue()} and I measured the results`);
      await shot(page, 'interview-02-spoken');
      spoke = true;
    } else if (!skipped) {
      await page.getByRole('button', { name: 'Skip question' }).click();
      skipped = true;
      continue;
    } else {
      await panel.getByRole('tab', { name: 'Write' }).click();
      await panel.getByLabel('Your answer').fill(WRITTEN);
    }
    await page.getByRole('button', { name: 'Submit answer' }).click();
  }
  expect(coded).toBe(true);
  expect(spoke).toBe(true);

  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: /Excellent Performance!|Good Performance!|Room for Improvement/ }),
  ).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Technical skills' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Communication skills' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Problem solving' })).toBeVisible();
  const questions = page.getByRole('region', { name: 'Question by question' }).getByRole('listitem');
  await expect(questions).toHaveCount(5);
  await expect(page.getByText('Skipped', { exact: true })).toBeVisible();
  // The code answer shows the hidden tests' result.
  await page
    .getByRole('region', { name: 'Question by question' })
    .getByText(/Coding/)
    .first()
    .click();
  await expect(page.getByTestId('tests-passed')).toContainText(/Hidden tests passed: \d+ of \d+/);
  await shot(page, 'interview-04-feedback');

  await page.getByRole('button', { name: 'Start New Interview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Interview' })).toBeVisible();
  await expect(page.getByLabel('Job description')).toHaveValue(JOB);
  // The finished interview is in the history with its score.
  await expect(page.getByRole('complementary', { name: 'Past interviews' })).toContainText(/\d+/);
});
