import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { FRONTEND_CV, FRONTEND_JD, TECHNICAL_TRAINING } from './fixtures';
import { silence } from './speechAudio';
import { newAccount, startTestApp, type Answer, type Client, type TestApp } from './testApp';

/**
 * Every call of §7 in both parts of the spec, made with exactly the spec's request body (field names and
 * shapes as the spec gives them, nothing of ours added) and checked for the answer fields the spec names.
 * The test client also checks every answer against the published OpenAPI document.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SPEECH_ENGINE: 'local' });
});
afterAll(() => app.close());

/** The answer has the spec's fields (and says success when it has a success field). */
function hasFields(res: Answer, status: number, ...fields: string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  for (const field of fields) expect(res.body, `answer lacks ${field}`).toHaveProperty(field);
}

/** Signs up and verifies with the spec's bodies: register, then verify-account with the mailed code. */
async function person(accountType: 'Fresher' | 'Trainer') {
  const account = newAccount({ accountType });
  const client = app.client();
  const body = {
    name: account.name,
    email: account.email,
    password: account.password,
    phoneNumber: account.phoneNumber,
    accountType,
  };
  hasFields(await client.post('/api/auth/register', body), 201, 'success', 'message');
  const otp = await app.mailbox.waitForCode(account.email);
  hasFields(await client.post('/api/auth/verify-account', { otp }), 200, 'success', 'message');
  return { client, ...account };
}

const put = (c: Client, path: string, body?: unknown) => c.request('PUT', path, body);
const del = (c: Client, path: string) => c.request('DELETE', path);

const cvForm = (field: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(FRONTEND_CV)], { type: 'application/pdf' }), 'cv.pdf');
  return form;
};

describe('part 1 §7: accounts', () => {
  it('register, verify, login, is-auth, reset the password, logout', async () => {
    const fresher = await person('Fresher');
    const fresh = app.client();
    const login = await fresh.post('/api/auth/login', { email: fresher.email, password: fresher.password });
    hasFields(login, 200, 'success', 'message', 'accountType');
    const me = await fresh.get('/api/auth/is-auth');
    hasFields(me, 200, 'success', 'user', 'message');
    expect(me.body.user).toMatchObject({ name: fresher.name, email: fresher.email });

    const already = app.mailbox.mailsTo(fresher.email).length;
    hasFields(
      await app.client().post('/api/auth/send-reset-otp', { email: fresher.email }),
      200,
      'success',
      'message',
    );
    const otp = await app.mailbox.waitForCode(fresher.email, already);
    const reset = await app.client().post('/api/auth/reset-password', {
      email: fresher.email,
      otp,
      newPassword: 'brand-new-password-2',
    });
    hasFields(reset, 200, 'success', 'message');
    const again = app.client();
    hasFields(
      await again.post('/api/auth/login', { email: fresher.email, password: 'brand-new-password-2' }),
      200,
      'accountType',
    );
    expect((await again.post('/api/auth/logout')).status).toBe(200);
    expect((await again.get('/api/auth/is-auth')).status).toBe(401);
  });
});

describe('part 1 §7: trainer dashboard', () => {
  it('profile, add, update and delete a training', async () => {
    const trainer = await person('Trainer');
    const profile = await trainer.client.get('/api/trainer/profile/me');
    hasFields(profile, 200, 'success', 'message', 'data.personalDetails', 'data.trainingPrograms');
    const update = await put(trainer.client, '/api/trainer/profile/me', {
      name: trainer.name,
      email: trainer.email,
      contact: '0771234567',
      address: '12 Galle Road, Colombo',
      specializationSkills: ['Node.js', 'PostgreSQL'],
      experiences: [{ title: 'Engineer', company: 'Acme', years: 3, description: 'APIs' }],
      education: [{ degree: 'BSc Computer Science', institution: 'University of Colombo', year: 2020 }],
    });
    hasFields(update, 200, 'success', 'message');

    // "Training fields plus timeSlot" (part 1 §3: the soft-skills slots joined, empty otherwise).
    const training = { ...TECHNICAL_TRAINING, timeSlots: [], timeSlot: '' };
    const added = await trainer.client.post('/api/trainings', training);
    hasFields(added, 201, 'success', 'message', 'data');
    const id = added.body.data._id;
    hasFields(
      await put(trainer.client, `/api/trainings/${id}`, { ...training, title: 'Node.js, Revised' }),
      200,
      'success',
      'message',
      'data',
    );
    hasFields(await del(trainer.client, `/api/trainings/${id}`), 200, 'success', 'message');
  });
});

describe('part 1 §7: profile, CV, analysis and skills', () => {
  let fresher: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    fresher = await person('Fresher');
  });

  it('profile, password and plan', async () => {
    const c = fresher.client;
    hasFields(await c.get('/api/user/profile'), 200, 'success', 'data');
    hasFields(
      await put(c, '/api/user/profile', {
        name: 'Renamed Person',
        phoneNumber: '0712345678',
        accountType: 'Fresher',
      }),
      200,
      'success',
      'data',
      'message',
    );
    hasFields(
      await put(c, '/api/user/change-password', {
        currentPassword: fresher.password,
        newPassword: 'another-pass-3',
      }),
      200,
      'success',
      'message',
    );
    hasFields(await put(c, '/api/user/upgrade-premium'), 200, 'success', 'message');
    hasFields(await put(c, '/api/user/downgrade-basic'), 200, 'success', 'message');
  });

  it('CV: none yet is 404, then upload, info, text, delete', async () => {
    const c = fresher.client;
    expect((await c.get('/api/user/cv')).status).toBe(404);
    hasFields(await c.upload('/api/user/upload-cv', cvForm('cv')), 200, 'success', 'data', 'message');
    hasFields(await c.get('/api/user/cv'), 200, 'success', 'data');
    hasFields(await c.get('/api/user/cv/text'), 200, 'success', 'text');
    hasFields(await del(c, '/api/user/cv'), 200, 'success', 'message');
  });

  it('analyse (file and profile CV), save the analysis, rate skills, list and delete', async () => {
    const c = fresher.client;
    const saved = await c.get('/api/user/saved-analyses');
    expect([200, 404]).toContain(saved.status);
    const form = cvForm('resume');
    form.append('jobDescriptions', JSON.stringify([FRONTEND_JD]));
    const run = await c.upload('/api/analyze/analyze-resume', form, 'POST');
    hasFields(run, 200, 'analysis', 'resumeHash', 'resumeText', 'extractedTechnologies');

    hasFields(await c.upload('/api/user/upload-cv', cvForm('cv')), 200, 'success');
    const profileForm = new FormData();
    profileForm.append('jobDescriptions', JSON.stringify([FRONTEND_JD]));
    profileForm.append('useProfileCV', 'true');
    hasFields(
      await c.upload('/api/analyze/analyze-resume', profileForm, 'POST'),
      200,
      'analysis',
      'resumeHash',
    );

    const save = await c.post('/api/analyze/save', {
      resumeText: run.body.resumeText,
      jobDescriptions: [FRONTEND_JD],
      results: run.body.analysis[0],
      resumeHash: run.body.resumeHash,
      usedProfileCV: false,
      extractedTechnologies: run.body.extractedTechnologies,
    });
    hasFields(save, 201, 'message');
    hasFields(await c.get('/api/user/saved-analyses'), 200, 'success', 'data', 'message');

    const rated = await c.post('/api/swot/save-ratings', {
      technologies: run.body.extractedTechnologies.map((t: { name: string; category: string }) => ({
        name: t.name,
        category: t.category,
        confidenceLevel: 7,
      })),
      resumeHash: run.body.resumeHash,
    });
    hasFields(rated, 201, 'message');
    const ratings = await c.get('/api/swot/ratings');
    hasFields(ratings, 200, 'success', 'data.0.overallScore', 'data.0.skills');
    const assessments = await c.get('/api/user/skills-assessments');
    hasFields(assessments, 200, 'success', 'data');
    hasFields(
      await del(c, `/api/user/assessment/${assessments.body.data[0]._id}`),
      200,
      'success',
      'message',
    );
  });
});

describe('part 2 §7: mock interview and code', () => {
  it('process a CV, transcribe, create, start, next, submit, skip, complete, feedback, run code', async () => {
    const { client: c } = await person('Fresher');
    hasFields(
      await c.upload('/api/interviews/process-cv', cvForm('cv'), 'POST'),
      200,
      'success',
      'data.text',
    );
    const audio = new FormData();
    audio.append(
      'audio',
      new Blob([new Uint8Array(await silence(1))], { type: 'audio/webm' }),
      'answer.webm',
    );
    const heard = await c.upload('/api/interviews/transcribe', audio, 'POST');
    expect(heard.body).toHaveProperty('success');
    expect(heard.body).toHaveProperty('text');
    expect(heard.body).toHaveProperty('error');

    const setup = {
      jobTitle: 'Software Engineering Internship',
      jobDescription: FRONTEND_JD,
      difficulty: 'intermediate',
      questionCount: 5,
    };
    hasFields(await c.upload('/api/user/upload-cv', cvForm('cv')), 200, 'success');
    hasFields(
      await c.post('/api/interviews/create-with-profile-cv', { ...setup, useProfileCV: true }),
      201,
      'success',
      'interview.id',
      'interview.questions',
    );
    const created = await c.post('/api/interviews/create', {
      ...setup,
      resumeText: 'Junior React developer: built dashboards with React, TypeScript and Jest.',
    });
    hasFields(created, 201, 'success', 'interview.id', 'interview.questions');
    const id = created.body.interview.id;
    const started = await put(c, `/api/interviews/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.firstQuestion ?? started.body.questions).toBeTruthy();
    const next = await c.get(`/api/interviews/${id}/next-question`);
    hasFields(next, 200, 'success', 'completed', 'question');
    const q = next.body.question;
    const answer = {
      questionId: q.questionId,
      responseTime: 42,
      answerMode: 'text',
      responseText:
        'I built a React dashboard, split into components, typed with TypeScript and tested with Jest.',
      code: '',
      language: null,
      questionType: q.type,
      difficulty: q.difficulty,
      expectedComplexity: q.expectedComplexity,
    };
    hasFields(await c.post(`/api/interviews/${id}/submit-answer`, answer), 200, 'success', 'feedback');
    const second = (await c.get(`/api/interviews/${id}/next-question`)).body.question;
    const skip = {
      ...answer,
      questionId: second.questionId,
      questionType: second.type,
      responseText: '',
      skipped: true,
    };
    hasFields(await c.post(`/api/interviews/${id}/submit-answer`, skip), 200, 'success');
    hasFields(await put(c, `/api/interviews/${id}/complete`), 200, 'success');
    hasFields(await c.get(`/api/interviews/${id}/feedback`), 200, 'success', 'feedback');

    const run = await c.post('/api/code/execute', {
      script: 'console.log("hi")',
      language: 'nodejs',
      versionIndex: '0',
      stdin: '',
    });
    expect(run.status).toBe(200);
    for (const field of ['success', 'output', 'error', 'executionTime', 'memory'])
      expect(run.body).toHaveProperty(field);
  });
});

describe('part 2 §7: news, catalogue, details, reviews, booking and payment, admin', () => {
  let trainer: Awaited<ReturnType<typeof person>>;
  let trainerId: string;
  let trainingId: string;
  beforeAll(async () => {
    trainer = await person('Trainer');
    const added = await trainer.client.post('/api/trainings', TECHNICAL_TRAINING);
    trainingId = added.body.data._id;
    trainerId = added.body.data.trainerId;
  });

  it('events are an array; the catalogue, a training and its trainer', async () => {
    const events = await app.client().get('/api/notices/events');
    expect(events.status).toBe(200);
    expect(Array.isArray(events.body)).toBe(true);
    hasFields(await app.client().get('/api/trainings/all'), 200, 'success', 'data');
    hasFields(await app.client().get(`/api/trainings/${trainingId}`), 200, 'success', 'data', 'message');
    hasFields(await app.client().get(`/api/trainer/${trainerId}`), 200, 'success', 'data');
    hasFields(await app.client().get(`/api/trainers/${trainerId}`), 200, 'success', 'data');
  });

  it('book, pay with the code, then review as a participant', async () => {
    const fresher = await person('Fresher');
    const c: Client = fresher.client;
    hasFields(await c.get('/api/swot/ratings'), 200, 'success', 'data');
    hasFields(await c.get('/api/user/profile'), 200, 'success', 'data');
    const participantInfo = {
      name: fresher.name,
      email: fresher.email,
      contact: '0771234567',
      affiliation: 'undergraduate',
    };
    hasFields(
      await c.post(`/api/trainings/${trainingId}/register`, {
        trainingId,
        participantInfo,
        selectedSlot: null,
      }),
      201,
      'success',
      'message',
    );
    const before = app.mailbox.mailsTo(fresher.email).length;
    hasFields(
      await c.post('/api/trainings/send-payment-otp', { email: fresher.email, trainingId, amount: 2500 }),
      200,
      'success',
      'message',
    );
    const otp = await app.mailbox.waitForCode(fresher.email, before);
    const paid = await c.post('/api/trainings/verify-payment-otp', {
      trainingId,
      registrationData: participantInfo,
      paymentDetails: {
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/30',
        cvv: '123',
        cardholderName: fresher.name,
      },
      otp,
      selectedSlot: null,
    });
    hasFields(paid, 200, 'success', 'message', 'trainingLink');

    hasFields(
      await c.get(`/api/trainer/${trainerId}/training/${trainingId}/can-review`),
      200,
      'success',
      'canReview',
      'reason',
    );
    const reviewed = await c.post(`/api/trainer/${trainerId}/training-review`, {
      trainingId,
      rating: 5,
      comment: 'Clear and practical.',
    });
    hasFields(reviewed, 201, 'success', 'message', 'data.ratings.average', 'data.ratings.totalRatings');
    hasFields(
      await app.client().get(`/api/trainer/${trainerId}/reviews?trainingId=${trainingId}`),
      200,
      'success',
      'data.reviews',
    );
  });

  it('the admin portal', async () => {
    const credentials = { email: 'conformance@launchpad.test', password: 'admin-password-1' };
    await ensureAdmin(credentials.email, credentials.password);
    const login = await app.client().post('/api/admin/login', credentials);
    hasFields(login, 200, 'success', 'token', 'admin', 'message');
    const admin = app.client({ headers: { authorization: `Bearer ${login.body.token}` } });
    hasFields(await admin.get('/api/admin/profile'), 200, 'success', 'admin');
    hasFields(await admin.get('/api/admin/freshers'), 200, 'success', 'data');
    hasFields(await admin.get('/api/admin/trainers'), 200, 'success', 'data');
    const notices = await admin.get('/api/admin/notices');
    expect(notices.status).toBe(200);
    // The notice fields of part 2 §3.
    const notice = {
      eventName: 'Colombo Tech Meetup',
      eventDescription: 'Talks on TypeScript and PostgreSQL, then networking.',
      date: '2026-12-12',
      time: '18:00',
      venue: 'Colombo',
      registrationLink: 'https://example.com/meetup',
      otherInfo: 'Colombo JS',
    };
    const posted = await admin.post('/api/admin/notices', notice);
    hasFields(posted, 201, 'success', 'message');
    const noticeId = posted.body.data?._id ?? posted.body.data?.id;
    hasFields(
      await put(admin, `/api/admin/notices/${noticeId}`, { ...notice, eventName: 'Colombo Tech Meetup II' }),
      200,
      'success',
      'message',
    );
    expect((await del(admin, `/api/admin/notices/${noticeId}`)).status).toBe(200);
    const leaving = await person('Fresher');
    const freshers = (await admin.get('/api/admin/freshers')).body.data as { _id: string; email: string }[];
    const row = freshers.find((f) => f.email === leaving.email)!;
    expect((await del(admin, `/api/admin/freshers/${row._id}`)).status).toBe(200);
    const other = await person('Trainer');
    const trainers = (await admin.get('/api/admin/trainers')).body.data as { _id: string; email: string }[];
    const trainerRow = trainers.find((t) => t.email === other.email)!;
    expect((await del(admin, `/api/admin/trainers/${trainerRow._id}`)).status).toBe(200);
  });
});
