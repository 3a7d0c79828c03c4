import { expect, test, type Page } from '@playwright/test';
import { shot, signUpAndVerify, uniqueEmail } from './support';

const password = 'trainer-password-1';

const signUpVerifiedTrainer = (page: Page, email: string) =>
  signUpAndVerify(page, {
    accountType: 'Trainer',
    name: 'Kasun Silva',
    email,
    password,
    phone: '0719876543',
  });

test('a trainer completes the profile and adds, edits and deletes trainings', async ({ page }) => {
  const email = uniqueEmail('trainer');
  await signUpVerifiedTrainer(page, email);

  // A new trainer: no trainings, no reviews.
  await expect(page.getByRole('tab', { name: 'Trainings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'My Trainings (0)' })).toBeVisible();
  await expect(page.getByText('No trainings added yet')).toBeVisible();
  const numbers = page.getByRole('list', { name: 'Your numbers' });
  await expect(numbers).toContainText('0.0 / 5');
  await expect(numbers).toContainText('No reviews yet');
  await shot(page, 'trainer-01-dashboard-empty');

  // Profile: read view, then the edit form.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\?tab=profile$/);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Trainer ID', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();

  await page.getByLabel('Address', { exact: true }).fill('12 Galle Road, Colombo 03');
  await page.getByLabel('Skill', { exact: true }).fill('React');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByLabel('Skill', { exact: true }).fill('react');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByText('That skill is already in your list')).toBeVisible();
  await page.getByLabel('Experience title', { exact: true }).fill('Lead developer');
  await page.getByLabel('Company', { exact: true }).fill('Acme Labs');
  await page.getByLabel('Years', { exact: true }).fill('5');
  await page
    .getByLabel('Experience description', { exact: true })
    .fill('Led a team of six building web apps.');
  await page.getByRole('button', { name: 'Add experience' }).click();
  await page.getByLabel('Degree', { exact: true }).fill('BSc in Computer Science');
  await page.getByLabel('Institution', { exact: true }).fill('University of Moratuwa');
  await page.getByLabel('Year of completion', { exact: true }).fill('2019');
  await page.getByRole('button', { name: 'Add education' }).click();
  await shot(page, 'trainer-05-profile-edit');

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('12 Galle Road, Colombo 03')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByText('React', { exact: true })).toBeVisible();
  await expect(page.getByText('Lead developer')).toBeVisible();
  await expect(page.getByText('Acme Labs · 5 years')).toBeVisible();
  await expect(page.getByText('BSc in Computer Science')).toBeVisible();
  await expect(page.getByText('University of Moratuwa · 2019')).toBeVisible();

  // The tab is in the address, so a reload keeps it (and the saved profile).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('12 Galle Road, Colombo 03')).toBeVisible();
  await shot(page, 'trainer-04-profile-view');

  // Trainings: a technical one with date and time.
  await page.getByRole('tab', { name: 'Trainings' }).click();
  await page.getByRole('button', { name: 'Add Training' }).click();
  let form = page.getByRole('form', { name: 'Add a new training' });
  await form.getByLabel('Title', { exact: true }).fill('React for beginners');
  await form.getByLabel('Training type', { exact: true }).selectOption('technical');
  await form.getByLabel('Category', { exact: true }).fill('Web development');
  await form.getByLabel('Description', { exact: true }).fill('Components, state and hooks, hands-on.');
  await form.getByLabel('Start date', { exact: true }).fill('2027-03-14');
  await form.getByLabel('Start time', { exact: true }).fill('09:30');
  await form.getByLabel('Available slots', { exact: true }).fill('20');
  await form.getByLabel('Registered participants', { exact: true }).fill('0');
  await form.getByLabel('Duration', { exact: true }).fill('2 hours');
  await form.getByLabel('Price', { exact: true }).fill('2500');
  await form.getByLabel('Venue', { exact: true }).fill('Colombo office');
  await form.getByLabel('Online link', { exact: true }).fill('https://meet.example.com/react');
  await expect(form.getByLabel('Status', { exact: true })).toHaveValue('upcoming');
  await shot(page, 'trainer-02-training-form');
  await form.getByRole('button', { name: 'Add Training' }).click();
  await expect(page.getByRole('heading', { name: 'My Trainings (1)' })).toBeVisible();
  await expect(page.getByText('No trainings added yet')).toHaveCount(0);

  // A soft-skills one: no date or time, two time slots instead.
  await page.getByRole('button', { name: 'Add Training' }).click();
  form = page.getByRole('form', { name: 'Add a new training' });
  await form.getByLabel('Title', { exact: true }).fill('Public speaking with confidence');
  await form.getByLabel('Training type', { exact: true }).selectOption('soft skills');
  await expect(form.getByLabel('Start date', { exact: true })).toHaveCount(0);
  await form.getByLabel('Category', { exact: true }).fill('Communication');
  await form.getByRole('button', { name: '9-10 AM', exact: true }).click();
  await form.getByRole('button', { name: '2-3 PM', exact: true }).click();
  await expect(form.getByRole('button', { name: '9-10 AM', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await form.getByLabel('Available slots', { exact: true }).fill('6');
  await form.getByLabel('Duration', { exact: true }).fill('1 hour');
  await form.getByLabel('Price', { exact: true }).fill('Free');
  await form.getByLabel('Venue', { exact: true }).fill('Online');
  await form.getByRole('button', { name: 'Add Training' }).click();
  await expect(page.getByRole('heading', { name: 'My Trainings (2)' })).toBeVisible();
  const softSkills = page.getByRole('article', { name: 'Public speaking with confidence', exact: true });
  await expect(softSkills.getByText('9-10 AM, 2-3 PM')).toBeVisible();
  await expect(softSkills.getByText('Free', { exact: true })).toBeVisible();
  await expect(softSkills.getByText('Upcoming', { exact: true })).toBeVisible();
  await shot(page, 'trainer-03-two-trainings');

  // A technical training without date and time is refused with the spec's message.
  await page.getByRole('button', { name: 'Add Training' }).click();
  form = page.getByRole('form', { name: 'Add a new training' });
  await form.getByLabel('Title', { exact: true }).fill('Missing schedule');
  await form.getByLabel('Training type', { exact: true }).selectOption('technical');
  await form.getByRole('button', { name: 'Add Training' }).click();
  await expect(form.getByText('Date and time are required for technical training')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'My Trainings (2)' })).toBeVisible();

  // Edit inline: new title, and open for registrations (the green badge).
  const technical = page.getByRole('article', { name: 'React for beginners', exact: true });
  await technical.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('form', { name: 'Edit training' });
  await expect(editForm.getByLabel('Title', { exact: true })).toHaveValue('React for beginners');
  await expect(editForm.getByLabel('Start date', { exact: true })).toHaveValue('2027-03-14');
  await editForm.getByLabel('Title', { exact: true }).fill('React for beginners: second edition');
  await editForm.getByLabel('Status', { exact: true }).selectOption({ label: 'Open for Registrations' });
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  const edited = page.getByRole('article', { name: 'React for beginners: second edition', exact: true });
  await expect(edited.getByText('Open for Registrations', { exact: true })).toBeVisible();
  await expect(edited.getByText('LKR 2500')).toBeVisible();

  // Delete, after the confirmation.
  await softSkills.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete training' });
  await expect(dialog.getByText('Are you sure you want to delete this training?')).toBeVisible();
  await shot(page, 'trainer-06-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My Trainings (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Public speaking with confidence' })).toHaveCount(0);
  await expect(page.getByText('Training deleted successfully')).toBeVisible();

  // The same dashboard on a 360 px phone, with the form open.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Trainings (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Training' }).click();
  await page.getByLabel('Training type', { exact: true }).selectOption('soft skills');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'trainer-07-mobile');
});
