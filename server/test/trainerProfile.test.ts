import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, TRAINER_MESSAGES as M } from '@launchpad/shared';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const profileBody = (email: string) => ({
  name: 'Kasun Silva',
  email,
  contact: '0719876543',
  address: '12 Galle Road, Colombo',
  specializationSkills: ['React', ' react ', 'Node.js', ''],
  experiences: [{ title: 'Senior Engineer', company: 'Acme', years: '4', description: 'Led the web team' }],
  education: [
    { degree: 'BSc Computer Science', institution: 'University of Moratuwa', yearOfCompletion: '2018' },
  ],
  trainerId: 'TR-HACKED',
  password: '',
});

describe('GET/PUT /api/trainer/profile/me', () => {
  it('answers the profile with computed totals and the trainer id', async () => {
    const { client } = await signUpVerified(app, { accountType: 'Trainer', name: 'Kasun Silva' });
    await client.post('/api/trainings', {
      title: 'A',
      trainingType: 'technical',
      startDate: '2026-12-01',
      startTime: '10:00',
      duration: '2 hours',
      availableSlots: 10,
      registeredParticipants: 4,
    });
    await client.post('/api/trainings', {
      title: 'B',
      trainingType: 'soft skills',
      timeSlots: ['2-3 PM'],
      duration: '90 minutes',
      availableSlots: 3,
      registeredParticipants: 1,
    });
    const res = await client.get('/api/trainer/profile/me');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Kasun Silva',
      trainerId: expect.stringMatching(/^TR-/),
      totalStudents: 5,
      totalHours: 3.5,
      rating: 0,
      specializationSkills: [],
      personalDetails: { name: 'Kasun Silva' },
    });
    expect(res.body.data.trainingPrograms).toHaveLength(2);
    expect(res.body.data.contact).toBe(res.body.data.phone);
  });

  it('saves the profile per the rules: skills de-duplicated, years and year parsed, trainer id untouched', async () => {
    const { client, account } = await signUpVerified(app, { accountType: 'Trainer' });
    const before = (await client.get('/api/trainer/profile/me')).body.data.trainerId;
    const res = await client.request('PUT', '/api/trainer/profile/me', profileBody(account.email));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.profileUpdated);
    expect(res.body.data).toMatchObject({
      name: 'Kasun Silva',
      contact: '0719876543',
      address: '12 Galle Road, Colombo',
      specializationSkills: ['React', 'Node.js'],
      experiences: [{ title: 'Senior Engineer', company: 'Acme', years: 4, description: 'Led the web team' }],
      education: [
        { degree: 'BSc Computer Science', institution: 'University of Moratuwa', yearOfCompletion: 2018 },
      ],
      trainerId: before,
    });
    // A blank password keeps the current one.
    const login = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ name: '' }, M.nameAndEmailRequired],
    [{ email: '' }, M.nameAndEmailRequired],
    [{ email: 'nope' }, AUTH_MESSAGES.emailInvalid],
    [{ experiences: [{ title: ' ', company: 'X' }] }, M.experienceTitleRequired],
    [{ education: [{ degree: 'BSc', institution: '' }] }, M.educationIncomplete],
    [{ education: [{ degree: 'BSc', institution: 'UoM', yearOfCompletion: 'soon' }] }, M.invalidYear],
    [{ password: '123' }, AUTH_MESSAGES.passwordTooShort],
  ])('refuses %o with "%s"', async (change, message) => {
    const { client, account } = await signUpVerified(app, { accountType: 'Trainer' });
    const res = await client.request('PUT', '/api/trainer/profile/me', {
      ...profileBody(account.email),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('changes the password only when one is sent, and signs out the other sessions', async () => {
    const { client, account } = await signUpVerified(app, { accountType: 'Trainer' });
    const otherDevice = app.client();
    await otherDevice.post('/api/auth/login', { email: account.email, password: account.password });
    const res = await client.request('PUT', '/api/trainer/profile/me', {
      ...profileBody(account.email),
      password: 'new-trainer-pass',
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/is-auth')).status).toBe(401);
    const login = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: 'new-trainer-pass' });
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail already in use, and verifies a new e-mail again', async () => {
    const { account: other } = await signUpVerified(app, { accountType: 'Fresher' });
    const { client, account } = await signUpVerified(app, { accountType: 'Trainer' });
    const taken = await client.request(
      'PUT',
      '/api/trainer/profile/me',
      profileBody(other.email.toUpperCase()),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.emailInUse);
    expect((await client.get('/api/auth/is-auth')).body.user.email).toBe(account.email);

    const newEmail = `moved.${account.email}`;
    const moved = await client.request('PUT', '/api/trainer/profile/me', profileBody(newEmail));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ email: newEmail, isAccountVerified: false });
    const code = await app.mailbox.waitForCode(newEmail);
    expect((await client.post('/api/auth/verify-account', { otp: code })).status).toBe(200);
  });

  it('is for trainers only', async () => {
    const { client } = await signUpVerified(app, { accountType: 'Fresher' });
    expect((await client.get('/api/trainer/profile/me')).status).toBe(403);
    expect((await app.client().get('/api/trainer/profile/me')).status).toBe(401);
  });
});

describe('GET /api/trainer/{trainerId}', () => {
  it('shows the public profile without private fields, at both paths', async () => {
    const { client, account } = await signUpVerified(app, { accountType: 'Trainer' });
    await client.request('PUT', '/api/trainer/profile/me', profileBody(account.email));
    const trainerId = (await client.get('/api/trainer/profile/me')).body.data.trainerId;
    for (const path of [`/api/trainer/${trainerId}`, `/api/trainers/${trainerId.toLowerCase()}`]) {
      const res = await app.client().get(path);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(
        [
          '_id',
          'createdAt',
          'contact',
          'education',
          'email',
          'experiences',
          'isAccountVerified',
          'lastActive',
          'name',
          'ratings',
          'specializationSkills',
          'trainerId',
        ].sort(),
      );
      expect(res.body.data).toMatchObject({ trainerId, ratings: { average: 0, totalRatings: 0 } });
    }
    expect((await app.client().get('/api/trainer/TR-NOBODY')).status).toBe(404);
  });
});
