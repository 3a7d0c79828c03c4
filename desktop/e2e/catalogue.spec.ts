import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { jsPDF } from 'jspdf';
import { E2E_DATA_DIR } from './playwright.config';
import { axeViolations, codeFromOutbox, shot, signUpAndVerify, typeCode, uniqueEmail } from './support';

/** A short one-page CV with selectable text, enough for an analysis to run. */
function cv(): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  [
    'Ravi Fernando',
    'Junior Mobile Developer | Colombo | ravi@example.com | +94 77 555 1212',
    'SKILLS: Kotlin, Android, React, Git, SQL',
    'EXPERIENCE: Intern, Lanka Apps (2025): built Android screens in Kotlin and a React admin page.',
    'EDUCATION: BSc in Information Technology, University of Moratuwa (2025)',
  ].forEach((line, i) => doc.text(line, 18, 20 + i * 8));
  return Buffer.from(doc.output('arraybuffer'));
}

/** Gives the signed-in fresher a skills assessment: Kotlin rated 3/10 (30, weak), React 9/10 (90). */
async function rateSkills(page: Page) {
  const analysed = await page.request.post('/api/analyze/analyze-resume', {
    multipart: {
      jobDescriptions: JSON.stringify([
        'Android developer: Kotlin, coroutines, Jetpack Compose, Git, REST APIs',
      ]),
      resume: { name: 'ravi-cv.pdf', mimeType: 'application/pdf', buffer: cv() },
    },
  });
  expect(analysed.status()).toBe(200);
  const { resumeHash } = (await analysed.json()) as { resumeHash: string };
  const saved = await page.request.post('/api/swot/save-ratings', {
    data: {
      resumeHash,
      technologies: [
        { name: 'Kotlin', category: 'programming languages', confidenceLevel: 3 },
        { name: 'React', category: 'frameworks', confidenceLevel: 9 },
      ],
    },
  });
  expect(saved.status()).toBe(201);
}

const training = (overrides: Record<string, unknown>) => ({
  trainingType: 'technical',
  trainingCategory: 'Mobile Development',
  description: 'Structured concurrency on Android. zq-catalogue',
  availableSlots: 5,
  registeredParticipants: 0,
  startDate: '2026-12-22',
  startTime: '10:00',
  venue: 'Online',
  duration: '3 hours',
  price: '3000',
  status: 'active',
  onlineLink: 'https://meet.example.com/kotlin',
  ...overrides,
});

test('a fresher finds a recommended training, books and pays for it, then reviews it', async ({
  browser,
}) => {
  // A trainer publishes two trainings.
  const trainerContext = await browser.newContext();
  const trainerPage = await trainerContext.newPage();
  await signUpAndVerify(trainerPage, {
    accountType: 'Trainer',
    name: 'Dilani Jayawardena',
    email: uniqueEmail('cattrainer'),
    password: 'trainer-password-1',
    phone: '0719876543',
  });
  const kotlin = await trainerPage.request.post('/api/trainings', {
    data: training({ title: 'Kotlin Coroutines Workshop' }),
  });
  expect(kotlin.status()).toBe(201);
  const kotlinId = ((await kotlin.json()) as { data: { _id: string } }).data._id;
  const coaching = await trainerPage.request.post('/api/trainings', {
    data: training({
      title: 'Negotiation Coaching',
      trainingType: 'soft skills',
      trainingCategory: 'Communication',
      description: 'One-to-one practice of salary talks. zq-catalogue',
      startDate: '',
      startTime: '',
      timeSlots: ['9-10 AM', '2-3 PM'],
      price: 'Free',
    }),
  });
  expect(coaching.status()).toBe(201);

  // A fresher with a weak Kotlin score opens the catalogue.
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('catfresher');
  await signUpAndVerify(page, {
    accountType: 'Fresher',
    name: 'Ravi Fernando',
    email,
    password: 'fresher-password-1',
    phone: '0771234567',
  });
  await rateSkills(page);
  await page.goto('/trainings');
  await expect(page.getByRole('heading', { level: 1, name: 'Skill Enhancement Training' })).toBeVisible();
  const weak = page.getByRole('list', { name: 'Skills scoring under 60' });
  await expect(weak).toContainText('Kotlin');
  await expect(weak).toContainText('30%');
  await expect(weak).not.toContainText('React');
  const recommended = page.getByRole('region', { name: 'Recommended Training Programs' });
  const kotlinCard = recommended.getByRole('article', { name: 'Kotlin Coroutines Workshop' });
  await expect(kotlinCard).toBeVisible();
  await expect(kotlinCard).toContainText('Recommended for you');
  await expect(kotlinCard).toContainText('LKR 3000');
  await expect(kotlinCard).toContainText('5 of 5 slots available');
  const all = page.getByRole('region', { name: 'All Training Programs' });
  await expect(all.getByRole('article', { name: 'Kotlin Coroutines Workshop' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'catalogue-01-list');

  // Search and filters.
  await page.getByRole('searchbox', { name: 'Search trainings' }).fill('zq-catalogue');
  await expect(all.getByRole('article')).toHaveCount(1);
  await expect(all.getByRole('article', { name: 'Negotiation Coaching' })).toContainText('Free');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Price').selectOption('paid');
  await expect(recommended.getByRole('article')).toHaveCount(1);
  await expect(all.getByRole('article')).toHaveCount(0);
  await page.getByLabel('Price').selectOption('free');
  await page.getByLabel('Type').selectOption('technical');
  await expect(page.getByText('No trainings found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await shot(page, 'catalogue-02-no-results');
  await page.getByLabel('Type').selectOption('all');
  await page.getByLabel('Price').selectOption('all');
  await page.getByRole('searchbox', { name: 'Search trainings' }).fill('');

  // Details.
  await kotlinCard.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/training-details/${kotlinId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kotlin Coroutines Workshop' })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'Registration' });
  await expect(side).toContainText('Group Training');
  await expect(side).toContainText('Secure registration with OTP verification');
  await expect(
    page.getByText(/meeting link is given after registration and payment confirmation/),
  ).toBeVisible();
  await page.getByRole('tab', { name: /Trainer/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Dilani Jayawardena');
  await expect(page.getByTestId('trainer-rating')).toContainText('(0 reviews)');
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(
    page.getByText('You need a confirmed registration for this training to leave a review'),
  ).toBeVisible();
  await expect(page.getByText('No Reviews Yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'catalogue-03-details-reviews');

  // Register Now → booking → payment with the e-mailed code → receipt.
  await side.getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/training-booking/${kotlinId}$`));
  await expect(page.getByRole('heading', { name: 'Register for Kotlin Coroutines Workshop' })).toBeVisible();
  await page.getByLabel('Affiliation').selectOption('undergraduate');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/training-payment/${kotlinId}$`));
  await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Ravi Fernando');
  const mailsBefore = (await readdir(path.join(E2E_DATA_DIR, 'outbox')).catch(() => [] as string[])).filter(
    (f) => f.endsWith(`${email}.eml`),
  ).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Verification code sent to your email!')).toBeVisible();
  await typeCode(page, await codeFromOutbox(email, mailsBefore));
  await page.getByRole('button', { name: /Confirm Payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/training-success$/, { timeout: 5000 });
  await expect(page.getByTestId('confirmation-code')).toHaveText(/TRN-/);

  // Back on the details, the participant writes a review; it shows first with the new rating.
  await page.goto(`/training-details/${kotlinId}`);
  await expect(page.getByRole('complementary', { name: 'Registration' })).toContainText('4 spots available');
  // Paid: the side card says so and links to My Registrations instead of offering Register Now again.
  await expect(side).toContainText('You are registered for this training');
  await expect(side.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
  await expect(side.getByRole('link', { name: 'View My Registrations' })).toHaveAttribute(
    'href',
    '/user/my-registrations',
  );
  await page.getByRole('tab', { name: /Reviews/ }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please select a rating between 1 and 5 stars')).toBeVisible();
  await expect(form.getByText('Please provide a comment for your review')).toBeVisible();
  await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await form.getByLabel('Your review').fill('Clear explanations and great hands-on exercises.');
  await expect(form.getByText('48/500 characters')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'catalogue-04-review-form');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('You have already reviewed this training')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  const first = page.getByTestId('review').first();
  await expect(first).toContainText('Ravi Fernando');
  await expect(first).toContainText('Clear explanations and great hands-on exercises.');
  await expect(page.getByRole('tab', { name: /Reviews\s*1/ })).toBeVisible();
  await shot(page, 'catalogue-05-reviewed');
  await page.getByRole('tab', { name: /Trainer/ }).click();
  await expect(page.getByTestId('trainer-rating')).toContainText('5.0');
  await expect(page.getByTestId('trainer-rating')).toContainText('(1 review)');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'catalogue-06-trainer');

  // After a reload the review is still there and the form stays off.
  await page.reload();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText('You have already reviewed this training')).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(1);

  // Both screens fit a 360 px wide window.
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'catalogue-07-details-360px');
  await page.goto('/trainings');
  await expect(page.getByRole('region', { name: 'Recommended Training Programs' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'catalogue-08-list-360px');
});
