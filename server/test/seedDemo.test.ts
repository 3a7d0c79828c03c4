import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weakSkills } from '@launchpad/shared';
import { DEMO_FRESHER, DEMO_PASSWORD, DEMO_TRAINER, seedDemo } from '../src/db/seeds/demo';
import { listNotices } from '../src/services/notices';
import { startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemo(app.db, { withAdmin: true });
});
afterAll(() => app.close());

async function signIn(email: string) {
  const client = app.client();
  const login = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return client;
}

describe('demo data on a first start', () => {
  it('gives the catalogue at least 12 real trainings of both kinds, dated ahead', async () => {
    const { body } = await app.client().get('/api/trainings/all');
    const trainings = body.data as {
      trainingType: string;
      startDate: string;
      price: string;
      timeSlots: string[];
    }[];
    expect(trainings.length).toBeGreaterThanOrEqual(12);
    const technical = trainings.filter((t) => t.trainingType === 'technical');
    const soft = trainings.filter((t) => t.trainingType === 'soft skills');
    expect(technical.length).toBeGreaterThanOrEqual(6);
    expect(soft.length).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    for (const training of technical) expect(training.startDate > today).toBe(true);
    for (const training of soft) expect(training.timeSlots.length).toBeGreaterThan(0);
    expect(trainings.some((t) => /free|^0$/i.test(t.price))).toBe(true);
    expect(trainings.some((t) => /^\d+$/.test(t.price) && Number(t.price) > 0)).toBe(true);
  });

  it('signs the demo trainer in to a profile with skills, experience and education', async () => {
    const trainer = await signIn(DEMO_TRAINER.email);
    const { body } = await trainer.get('/api/trainer/profile/me');
    expect(body.data.specializationSkills.length).toBeGreaterThan(0);
    expect(body.data.experiences.length).toBeGreaterThan(0);
    expect(body.data.education.length).toBeGreaterThan(0);
    // Every demo duration says its hours, so the dashboard's total is the real 161 h, not 3.
    expect(body.data.totalHours).toBe(161);
  });

  it('gives the demo fresher a readable CV, a saved analysis and a skills assessment', async () => {
    const fresher = await signIn(DEMO_FRESHER.email);
    const cv = await fresher.get('/api/user/cv');
    expect(cv.body.data).toMatchObject({ hasText: true });
    const analyses = await fresher.get('/api/user/saved-analyses');
    expect(analyses.body.data).toHaveLength(1);
    expect(analyses.body.data[0].results[0].matchPercentage).toBeGreaterThan(50);
    const ratings = await fresher.get('/api/swot/ratings');
    expect(ratings.body.data[0].skills.length).toBeGreaterThan(3);
    expect(ratings.body.data[0].weaknesses.length).toBeGreaterThan(0);
    // The catalogue reads its weak skills from the kept skills (the top 10): some must be there to
    // recommend trainings for on the first start.
    expect(weakSkills(ratings.body.data[0].skills).length).toBeGreaterThan(0);
  });

  it('signs the demo admin in', async () => {
    const login = await app
      .client()
      .post('/api/admin/login', { email: 'admin@launchpad.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('writes a few event notices for the feed, by the demo admin, none of them past', async () => {
    const notices = await listNotices();
    expect(notices).toHaveLength(3);
    const admin = await app.db('admins').where({ email: 'admin@launchpad.test' }).first();
    for (const notice of notices) expect(notice.createdBy).toBe(admin.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(notices.filter((n) => n.date !== null).every((n) => n.date! > today)).toBe(true);
    expect(await listNotices({ upcomingOnly: true })).toHaveLength(3);
  });

  it('runs again without duplicating anything, and what a person deleted stays deleted', async () => {
    const trainer = await signIn(DEMO_TRAINER.email);
    const before = (await app.client().get('/api/trainings/all')).body.data as {
      _id: string;
      registeredParticipants: number;
    }[];
    const unbooked = before.find((t) => t.registeredParticipants === 0)!;
    const removed = await trainer.request('DELETE', `/api/trainings/${unbooked._id}`);
    expect(removed.status).toBe(200);
    await seedDemo(app.db, { withAdmin: true });
    const after = (await app.client().get('/api/trainings/all')).body.data as { _id: string }[];
    expect(after).toHaveLength(before.length - 1);
    expect(await app.db('users').whereIn('email', [DEMO_FRESHER.email, DEMO_TRAINER.email])).toHaveLength(2);
    expect(await app.db('saved_analyses')).toHaveLength(1);
    expect(await app.db('event_notices')).toHaveLength(3);
  });
});
