import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PORTAL_MESSAGES as P,
  NOTICE_MESSAGES as N,
  ZAdminFresher,
  ZAdminTrainer,
} from '@launchpad/shared';
import { ensureAdmin } from '../src/services/admins';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

let app: TestApp;
let auth: Record<string, string>;
const admin = { email: 'portal@launchpad.test', password: 'admin-password-1' };

beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(admin.email, admin.password);
  const login = await app.client().post('/api/admin/login', admin);
  auth = { authorization: `Bearer ${login.body.token}` };
});
afterAll(() => app.close());

const as = (method: string, path: string, body?: unknown, headers = auth) =>
  app.client().request(method, path, body, headers);
/** GETs `path` as the admin and counts the SQL statements it ran, besides the token checks. */
async function countingQueries(path: string) {
  let queries = 0;
  // Token checks (admin_sessions, the bearer-as-user lookup) are not the list’s work.
  const count = (q: { sql: string }) => {
    if (!/admin|"session_id"/.test(q.sql)) queries += 1;
  };
  app.db.on('query', count);
  const res = await as('GET', path);
  app.db.off('query', count);
  return { res, queries };
}
const userId = async (email: string) => (await app.db('users').where({ email }).first('id')).id as string;
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

async function training(trainerUserId: string, overrides: Record<string, unknown> = {}) {
  const [row] = await app
    .db('trainings')
    .insert({
      trainerUserId,
      title: 'Testing React',
      trainingType: 'technical',
      trainingCategory: 'Web',
      availableSlots: 10,
      registeredParticipants: 0,
      startDate: day(10),
      duration: '2 hours',
      status: 'upcoming',
      ...overrides,
    })
    .returning('*');
  return row as { id: string };
}

async function confirmedSeat(trainingId: string, fresherId: string, amountCents = 500000) {
  const [reg] = await app
    .db('registrations')
    .insert({
      trainingId,
      userId: fresherId,
      status: 'confirmed',
      participantName: 'P',
      participantEmail: 'p@example.com',
      participantContact: '0771234567',
      affiliation: 'other',
      amountCents,
    })
    .returning('*');
  await app.db('trainings').where('id', trainingId).increment('registeredParticipants', 1);
  await app.db('payments').insert({
    registrationId: reg.id,
    userId: fresherId,
    amountCents,
    method: 'card',
    last4: '4242',
    provider: 'test',
    providerReference: `ref-${reg.id}`,
  });
  return reg as { id: string };
}

describe('admin portal access', () => {
  it('refuses no token, an expired admin token and a user cookie', async () => {
    expect((await as('GET', '/api/admin/freshers', undefined, {})).status).toBe(401);
    const other = (await app.client().post('/api/admin/login', admin)).body.token;
    await app
      .db('admin_sessions')
      .whereNot('id', (await app.db('admin_sessions').orderBy('createdAt').first('id')).id)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await as('GET', '/api/admin/trainers', undefined, { authorization: `Bearer ${other}` });
    expect(expired.status).toBe(401);
    const { client } = await signUpVerified(app);
    for (const path of ['/api/admin/freshers', '/api/admin/trainers', '/api/admin/notices']) {
      expect((await client.get(path)).status).toBe(401);
    }
  });
});

describe('fresher and trainer lists', () => {
  it('aggregates a fresher with an assessment, CV and interview, and one without, in one query', async () => {
    const full = await signUpVerified(app);
    const bare = await signUpVerified(app);
    const fullId = await userId(full.account.email);
    const skills = [
      { name: 'React', category: 'Frontend', proficiencyLevel: 8 },
      { name: 'SQL', category: 'Data', proficiencyLevel: 5 },
      { name: 'Go', category: 'Backend', proficiencyLevel: 3 },
      { name: 'CSS', category: 'Frontend', proficiencyLevel: 7 },
    ];
    await app.db('skillsAssessments').insert({
      userId: fullId,
      skills: JSON.stringify([{ name: 'Old', category: 'x', proficiencyLevel: 1 }]),
      overallScore: 10,
      completedAt: new Date(Date.now() - 86400_000),
    });
    await app.db('skillsAssessments').insert({
      userId: fullId,
      skills: JSON.stringify(skills),
      overallScore: 58,
      strengths: JSON.stringify(['React']),
      weaknesses: JSON.stringify(['Go']),
    });
    await app.db('cvs').insert({
      userId: fullId,
      fileName: 'me.pdf',
      fileSize: 3,
      sha256: 'x',
      content: Buffer.from('abc'),
    });
    const [interview] = await app
      .db('interviews')
      .insert({
        userId: fullId,
        jobTitle: 'Dev',
        jobDescription: 'd',
        resumeText: 'r',
        provider: 'local',
        status: 'completed',
        questions: JSON.stringify([{ id: 'a' }, { id: 'b' }, { id: 'c' }]),
        overallScore: 72,
        overallFeedback: JSON.stringify({
          technicalSkills: { score: 70 },
          communicationSkills: { score: 80 },
          problemSolving: { score: 66 },
        }),
        completedAt: new Date(),
      })
      .returning('id');
    for (const [questionId, skipped] of [
      ['a', false],
      ['b', true],
      ['c', false],
    ] as const) {
      await app.db('interviewAnswers').insert({
        interviewId: interview.id,
        questionId,
        answerMode: skipped ? 'skipped' : 'text',
        responseTime: 30,
        skipped,
        score: skipped ? 0 : 70,
        feedback: '{}',
      });
    }

    // An interview as the engine stores it (issue 9): its own per-category percentages are shown.
    const engine = await signUpVerified(app);
    await app.db('interviews').insert({
      userId: await userId(engine.account.email),
      jobTitle: 'Dev',
      jobDescription: 'd',
      resumeText: 'r',
      provider: 'local',
      status: 'completed',
      questions: JSON.stringify([{ id: 'a' }]),
      overallScore: 85,
      overallFeedback: JSON.stringify({
        score: 85,
        feedback: { technicalSkills: { score: 90 } },
        categoryPercentages: { technical: 90, behavioral: 75 },
      }),
      completedAt: new Date(),
    });

    const { res, queries } = await countingQueries('/api/admin/freshers');
    expect(res.status).toBe(200);
    expect(queries).toBe(1);

    // Every row has the §3 admin view's shape.
    for (const row of res.body.data) ZAdminFresher.parse(row);
    const got = res.body.data.find((f: { email: string }) => f.email === full.account.email);
    expect(got).toMatchObject({
      name: full.account.name,
      phoneNumber: full.account.phoneNumber,
      hasCV: true,
      currentCV: { fileName: 'me.pdf' },
      skillsAssessment: {
        hasAssessment: true,
        overallScore: 58,
        totalSkills: 4,
        averageProficiency: 5.8,
        strengths: ['React'],
        weaknesses: ['Go'],
      },
      interviewScore: {
        hasInterview: true,
        overallScore: 72,
        readinessLevel: 'Almost ready',
        categoryPercentages: { technicalSkills: 70, communicationSkills: 80, problemSolving: 66 },
        completedQuestions: 2,
        totalQuestions: 3,
      },
    });
    expect(got.skillsAssessment.topSkills.map((s: { name: string }) => s.name)).toEqual([
      'React',
      'CSS',
      'SQL',
    ]);
    expect(got.lastActive).toBeTruthy();
    const fromEngine = res.body.data.find((f: { email: string }) => f.email === engine.account.email);
    expect(fromEngine.interviewScore).toMatchObject({
      overallScore: 85,
      readinessLevel: 'Ready',
      categoryPercentages: { technical: 90, behavioral: 75 },
      completedQuestions: 0,
      totalQuestions: 1,
    });
    const none = res.body.data.find((f: { email: string }) => f.email === bare.account.email);
    expect(none).toMatchObject({
      hasCV: false,
      currentCV: null,
      skillsAssessment: { hasAssessment: false, totalSkills: 0, topSkills: [] },
      interviewScore: { hasInterview: false },
    });
  });

  it('counts a trainer’s trainings, participants, education and ratings in one query', async () => {
    const trainer = await signUpVerified(app, { accountType: 'Trainer' });
    const id = await userId(trainer.account.email);
    await app.db('trainerProfiles').insert({
      userId: id,
      education: JSON.stringify([{ degree: 'BSc', institution: 'U', yearOfCompletion: 2020 }]),
      experiences: JSON.stringify([
        { title: 'Engineer', company: 'A', years: 2, description: '' },
        { title: 'Lead', company: 'B', years: 3, description: '' },
      ]),
    });
    await training(id, { status: 'active', registeredParticipants: 4 });
    await training(id, { status: 'completed', registeredParticipants: 3, startDate: day(-30) });
    await training(id, { status: 'upcoming' });
    const { res, queries } = await countingQueries('/api/admin/trainers');
    expect(queries).toBe(1);
    for (const row of res.body.data) ZAdminTrainer.parse(row);
    const got = res.body.data.find((t: { email: string }) => t.email === trainer.account.email);
    expect(got).toMatchObject({
      educationCount: 1,
      experienceCount: 2,
      ratings: { average: 0, totalRatings: 0 },
      createdTrainings: { total: 3, active: 1, upcoming: 1, completed: 1, totalParticipants: 7 },
    });
    expect(got.createdTrainings.trainings[0]).toMatchObject({
      title: 'Testing React',
      trainingType: 'technical',
    });
  });
});

describe('deleting freshers and trainers', () => {
  it('deletes a fresher with everything theirs, releases a future seat, keeps the payment anonymised, audits it', async () => {
    const fresher = await signUpVerified(app);
    const trainer = await signUpVerified(app, { accountType: 'Trainer' });
    const id = await userId(fresher.account.email);
    const trainerId = await userId(trainer.account.email);
    const future = await training(trainerId);
    const past = await training(trainerId, { startDate: day(-5), status: 'completed' });
    const seats = [await confirmedSeat(future.id, id), await confirmedSeat(past.id, id)];
    await app
      .db('reviews')
      .insert({ trainingId: past.id, trainerId, userId: id, rating: 4, comment: 'Good' });
    await app
      .db('cvs')
      .insert({ userId: id, fileName: 'a.pdf', fileSize: 1, sha256: 'x', content: Buffer.from('a') });
    expect((await fresher.client.get('/api/user/profile')).status).toBe(200);

    const res = await as('DELETE', `/api/admin/freshers/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: P.fresherDeleted });
    expect(await app.db('users').where({ id }).first()).toBeUndefined();
    for (const table of ['sessions', 'cvs', 'reviews', 'registrations', 'skillsAssessments']) {
      expect(await app.db(table).where({ userId: id })).toHaveLength(0);
    }
    // Signed out at once.
    expect((await fresher.client.get('/api/user/profile')).status).toBe(401);
    // The seat for the training still to come is back on sale; the past one stays counted.
    expect((await app.db('trainings').where('id', future.id).first()).registeredParticipants).toBe(0);
    expect((await app.db('trainings').where('id', past.id).first()).registeredParticipants).toBe(1);
    // Payments stay for the books, without the person; the one for the future seat awaits a refund.
    const payments = await app
      .db('payments')
      .whereIn(
        'providerReference',
        seats.map((seat) => `ref-${seat.id}`),
      )
      .orderBy('status');
    expect(payments.map((p) => [p.userId, p.registrationId])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(payments.map((p) => p.status).sort()).toEqual(['paid', 'refund_pending']);
    const audit = await app.db('adminAudit').where({ targetType: 'fresher', targetId: id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete', details: { seatsReleased: 1, refundsRequested: 1 } });
    // Ratings are computed on read: the trainer has none left.
    const trainers = await as('GET', '/api/admin/trainers');
    const t = trainers.body.data.find((x: { _id: string }) => x._id === trainerId);
    expect(t.ratings).toEqual({ average: 0, totalRatings: 0 });

    const again = await as('DELETE', `/api/admin/freshers/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(P.fresherNotFound);
    expect((await as('DELETE', '/api/admin/freshers/not-a-uuid')).status).toBe(404);
    // A trainer is not deleted through the fresher route.
    expect((await as('DELETE', `/api/admin/freshers/${trainerId}`)).status).toBe(404);
  });

  it('refuses to delete a trainer whose future trainings have paid seats, with the count; deletes otherwise', async () => {
    const trainer = await signUpVerified(app, { accountType: 'Trainer' });
    const trainerId = await userId(trainer.account.email);
    const fresher = await signUpVerified(app);
    const fresherId = await userId(fresher.account.email);
    const booked = await training(trainerId);
    const seat = await confirmedSeat(booked.id, fresherId);
    const refused = await as('DELETE', `/api/admin/trainers/${trainerId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(P.trainerHasBookings(1));
    expect(await app.db('users').where({ id: trainerId }).first()).toBeDefined();
    expect(await app.db('adminAudit').where({ targetId: trainerId })).toHaveLength(0);

    // Once the date has passed, nobody loses a place: the trainer and trainings go, the payment stays.
    await app
      .db('trainings')
      .where('id', booked.id)
      .update({ startDate: day(-1) });
    const res = await as('DELETE', `/api/admin/trainers/${trainerId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(P.trainerDeleted);
    expect(await app.db('trainings').where({ trainerUserId: trainerId })).toHaveLength(0);
    expect(
      await app
        .db('payments')
        .where({ providerReference: `ref-${seat.id}` })
        .first(),
    ).toMatchObject({
      registrationId: null,
      userId: fresherId,
    });
    expect(await app.db('adminAudit').where({ targetType: 'trainer', targetId: trainerId })).toHaveLength(1);
  });

  it('waits for a payment confirmation in progress on the trainer’s training, then counts its seat', async () => {
    const trainer = await signUpVerified(app, { accountType: 'Trainer' });
    const trainerId = await userId(trainer.account.email);
    const fresher = await signUpVerified(app);
    const fresherId = await userId(fresher.account.email);
    const t = await training(trainerId);
    // A confirmation holds the training's lock (as services/bookings.ts does) while it confirms a seat.
    const trx = await app.db.transaction();
    await trx('trainings').where('id', t.id).forUpdate().select('id');
    const deleting = as('DELETE', `/api/admin/trainers/${trainerId}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await trx('registrations').insert({
      trainingId: t.id,
      userId: fresherId,
      status: 'confirmed',
      participantName: 'P',
      participantEmail: 'p@example.com',
      participantContact: '0771234567',
      affiliation: 'other',
    });
    await trx.commit();
    const res = await deleting;
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(P.trainerHasBookings(1));
  });

  it('rolls the delete back when the audit row cannot be written', async () => {
    const fresher = await signUpVerified(app);
    const id = await userId(fresher.account.email);
    await app.db.raw(
      "alter table admin_audit add constraint no_fresher check (target_type <> 'fresher') not valid",
    );
    try {
      const res = await as('DELETE', `/api/admin/freshers/${id}`);
      expect(res.status).toBe(500);
      expect(await app.db('users').where({ id }).first()).toBeDefined();
    } finally {
      await app.db.raw('alter table admin_audit drop constraint no_fresher');
    }
  });
});

describe('event notices', () => {
  const notice = {
    eventName: 'Tech Meetup',
    eventDescription: 'Talks and networking',
    date: day(20),
    time: '18:30',
    venue: 'Colombo',
    registrationLink: 'https://example.com/meetup',
    otherInfo: 'Launchpad',
  };

  it('adds, lists, edits and deletes a notice, each with its message and an audit row', async () => {
    const added = await as('POST', '/api/admin/notices', notice);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: N.added, data: { eventName: 'Tech Meetup' } });
    const id = added.body.data._id;
    const list = await as('GET', '/api/admin/notices');
    expect(list.body.data.find((n: { _id: string }) => n._id === id)).toMatchObject({ time: '18:30' });
    const edited = await as('PUT', `/api/admin/notices/${id}`, { ...notice, date: '', time: '' });
    expect(edited.body).toMatchObject({ success: true, message: N.updated, data: { date: '', time: '' } });
    const deleted = await as('DELETE', `/api/admin/notices/${id}`);
    expect(deleted.body).toEqual({ success: true, message: N.deleted });
    expect((await as('DELETE', `/api/admin/notices/${id}`)).status).toBe(404);
    const audit = await app.db('adminAudit').where({ targetType: 'notice', targetId: id }).orderBy('id');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('applies the notice rules', async () => {
    const blank = await as('POST', '/api/admin/notices', { ...notice, eventName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(N.nameAndDescriptionRequired);
    const link = await as('POST', '/api/admin/notices', {
      ...notice,
      registrationLink: 'javascript:alert(1)',
    });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe(N.invalidRegistrationLink);
    const { client } = await signUpVerified(app);
    expect((await client.post('/api/admin/notices', notice)).status).toBe(401);
  });
});
