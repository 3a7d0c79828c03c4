import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config';
import { axeViolations, codeFromOutbox, shot, signUpAndVerify, typeCode, uniqueEmail } from './support';

const outboxFiles = async (email: string) =>
  (await readdir(path.join(E2E_DATA_DIR, 'outbox')).catch(() => [] as string[]))
    .filter((f) => f.endsWith(`${email}.eml`))
    .sort();

test('a fresher books, pays with the e-mailed code and gets the receipt; the trainer sees the booking', async ({
  browser,
}) => {
  // A trainer publishes a training with 3 seats.
  const trainerContext = await browser.newContext();
  const trainerPage = await trainerContext.newPage();
  await signUpAndVerify(trainerPage, {
    accountType: 'Trainer',
    name: 'Kasun Silva',
    email: uniqueEmail('booktrainer'),
    password: 'trainer-password-1',
    phone: '0719876543',
  });
  const created = await trainerPage.request.post('/api/trainings', {
    data: {
      title: 'TypeScript Foundations',
      trainingType: 'technical',
      trainingCategory: 'Programming',
      description: 'Types, generics and strict mode.',
      availableSlots: 3,
      registeredParticipants: 0,
      startDate: '2026-12-20',
      startTime: '09:30',
      venue: 'Online',
      duration: '2 hours',
      price: '2500',
      status: 'active',
      onlineLink: 'https://meet.example.com/ts',
    },
  });
  expect(created.status()).toBe(201);
  const trainingId = ((await created.json()) as { data: { _id: string } }).data._id;

  // A fresher opens the booking screen.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const email = uniqueEmail('booker');
  await signUpAndVerify(page, {
    accountType: 'Fresher',
    name: 'Nimali Perera',
    email,
    password: 'fresher-password-1',
    phone: '0771234567',
  });
  await page.goto(`/training-booking/${trainingId}`);
  await expect(page.getByRole('heading', { name: 'Register for TypeScript Foundations' })).toBeVisible();
  await expect(page.getByText('Only 3 spots left!')).toBeVisible();
  // Prefilled from the profile; errors show the spec's words and clear on edit.
  await expect(page.getByLabel('Full name')).toHaveValue('Nimali Perera');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Full name').fill('Nimali Perera');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Please select your affiliation')).toBeVisible();
  await page.getByLabel('Affiliation').selectOption('undergraduate');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'booking-01-details');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
  await expect(page.getByText('Registration is non-refundable once confirmed.')).toBeVisible();
  await shot(page, 'booking-02-review');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // Payment: the simulated provider says so; §5 messages; Send OTP.
  await expect(page).toHaveURL(new RegExp(`/training-payment/${trainingId}$`));
  await expect(page.getByText('Simulated payment: no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please select a payment method')).toBeVisible();
  await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Nimali Perera');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'booking-03-payment');
  const mailsBefore = (await outboxFiles(email)).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Verification code sent to your email!')).toBeVisible();
  await expect(page.getByText(/Code expires in [45]:\d\d/)).toBeVisible();
  await shot(page, 'booking-04-otp');

  // The code from the real e-mail confirms the payment.
  const code = await codeFromOutbox(email, mailsBefore);
  await typeCode(page, code);
  await page.getByRole('button', { name: /Confirm Payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/training-success$/, { timeout: 5000 });

  // The receipt.
  const trn = (await page.getByTestId('confirmation-code').textContent())!.trim();
  expect(trn).toMatch(/^TRN-[A-Z2-9]{8}$/);
  await expect(page.getByText('https://meet.example.com/ts')).toBeVisible();
  await expect(page.getByText('LKR 2,500.00')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'booking-05-success');
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toBe(`${trn}.txt`);
  expect(await readFile((await receipt.path())!, 'utf8')).toContain(`Confirmation code: ${trn}`);
  const [calendar] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(calendar.suggestedFilename()).toBe(`${trn}.ics`);
  expect(await readFile((await calendar.path())!, 'utf8')).toContain('DTSTART:20261220T040000Z');

  // The receipt e-mail carries the code and the calendar file.
  await expect.poll(async () => (await outboxFiles(email)).length).toBe(mailsBefore + 2);
  const receiptMail = await readFile(
    path.join(E2E_DATA_DIR, 'outbox', (await outboxFiles(email)).at(-1)!),
    'utf8',
  );
  expect(receiptMail).toContain(trn);
  expect(receiptMail).toContain('text/calendar');

  // My Registrations lists it as confirmed.
  await page.getByRole('link', { name: 'My Registrations' }).click();
  await expect(page).toHaveURL(/\/user\/my-registrations$/);
  await expect(page.getByText(trn)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'booking-06-my-registrations');

  // Opened without the booking in hand: the spec's guard screens.
  await page.goto(`/training-payment/${trainingId}`);
  await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
  await page.goto('/training-success');
  await expect(page.getByRole('heading', { name: 'Invalid Access' })).toBeVisible();

  // At 360 px the booking screen still works.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/training-booking/${trainingId}`);
  await expect(page.getByText('Only 2 spots left!')).toBeVisible();
  await shot(page, 'booking-07-narrow');

  // The trainer sees the booking and the seats left.
  await trainerPage.goto('/trainer-dashboard');
  await expect(trainerPage.getByText('1 registered / 3 available')).toBeVisible();
  await expect(trainerPage.getByText('2 seats left')).toBeVisible();
  await trainerPage.getByRole('button', { name: 'View registrations' }).click();
  await expect(trainerPage.getByRole('cell', { name: 'Nimali Perera' })).toBeVisible();
  expect(await axeViolations(trainerPage)).toEqual([]);
  await shot(trainerPage, 'booking-08-trainer');

  // Deleting it now cancels it: the participant is told and the payment is marked for refund.
  await trainerPage.getByRole('button', { name: 'Delete' }).click();
  await expect(trainerPage.getByText(/it will be cancelled instead/)).toBeVisible();
  await trainerPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(trainerPage.getByText(/Training cancelled/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user/my-registrations');
  await expect(page.getByText('Refund pending')).toBeVisible();
  await shot(page, 'booking-09-cancelled');

  await context.close();
  await trainerContext.close();
});
