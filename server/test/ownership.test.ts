import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../src/app';
import { FRONTEND_CV, FRONTEND_JD, TECHNICAL_TRAINING } from './fixtures';
import { signUpVerified, startTestApp, type Answer, type Client, type TestApp } from './testApp';

/**
 * No one reads or changes another's records. Every route that names a record in its path is found by
 * walking the app's routers and must be listed here: either as a record someone owns (then another
 * person of the same kind is refused with 403 or 404, and the owner's record is unchanged afterwards),
 * or as public on purpose, with the reason. A route added later fails the first test until it is
 * classified, so it joins this test the day it is written.
 */

let app: TestApp;

interface Owned {
  /** Makes a record owned by `owner` and returns its id for the path. */
  make: (owner: Person) => Promise<string>;
  /** How the owner sees the record, to check it is unchanged after the intruder's call. */
  look: (owner: Person, id: string) => Promise<Answer>;
  /** Who owns it and who intrudes: two people of this kind. */
  kind: 'fresher' | 'trainer' | 'premium';
  body?: (id: string) => unknown;
}

interface Person {
  client: Client;
  email: string;
}

const training = { ...TECHNICAL_TRAINING, title: 'Ownership in Practice' };

let trainingOfOther: string;

async function newTraining(owner: Person): Promise<string> {
  const res = await owner.client.post('/api/trainings', training);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data._id;
}

const lookTraining = (owner: Person, id: string) => owner.client.get(`/api/trainings/${id}`);

async function heldRegistration(owner: Person): Promise<string> {
  const res = await owner.client.post(`/api/trainings/${trainingOfOther}/register`, {
    trainingId: trainingOfOther,
    participantInfo: { name: 'Ann Perera', email: owner.email, contact: '0771234567', affiliation: 'intern' },
    selectedSlot: null,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data._id ?? res.body.data.id;
}

async function assessment(owner: Person): Promise<string> {
  const form = new FormData();
  form.append('resume', new Blob([FRONTEND_CV], { type: 'application/pdf' }), 'cv.pdf');
  form.append('jobDescriptions', JSON.stringify([FRONTEND_JD]));
  const run = await owner.client.upload('/api/analyze/analyze-resume', form, 'POST');
  if (run.status !== 200) throw new Error(JSON.stringify(run.body));
  const technologies = run.body.extractedTechnologies.map((t: object) => ({ ...t, confidenceLevel: 6 }));
  const saved = await owner.client.post('/api/swot/save-ratings', {
    resumeHash: run.body.resumeHash,
    technologies,
  });
  if (saved.status !== 201) throw new Error(JSON.stringify(saved.body));
  return saved.body.data._id ?? saved.body.data.id;
}

async function startedInterview(owner: Person): Promise<string> {
  const created = await owner.client.post('/api/interviews/create', {
    jobTitle: 'Software Engineering Internship',
    jobDescription: 'Backend intern: Node.js, TypeScript, PostgreSQL, REST APIs and automated tests.',
    difficulty: 'intermediate',
    questionCount: 5,
    resumeText:
      'Junior developer. Built a REST API with Node.js and PostgreSQL during an internship, with Jest tests.',
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(JSON.stringify(created.body));
  const id = created.body.interview.id as string;
  const started = await owner.client.request('PUT', `/api/interviews/${id}/start`);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  return id;
}

const interview = (extra: Partial<Owned> = {}): Owned => ({
  kind: 'fresher',
  make: startedInterview,
  look: (owner) => owner.client.get('/api/interviews'),
  ...extra,
});

/** Routes that act on one person's record, by `METHOD path`. */
const OWNED: Record<string, Owned> = {
  'PUT /api/trainings/:id': {
    kind: 'trainer',
    make: newTraining,
    look: lookTraining,
    body: () => ({ ...training, title: 'Taken over' }),
  },
  'DELETE /api/trainings/:id': { kind: 'trainer', make: newTraining, look: lookTraining },
  'GET /api/trainer/trainings/:id/registrations': { kind: 'trainer', make: newTraining, look: lookTraining },
  'GET /api/user/registrations/:id': {
    kind: 'fresher',
    make: heldRegistration,
    look: (owner, id) => owner.client.get(`/api/user/registrations/${id}`),
  },
  'GET /api/user/registrations/:id/calendar': {
    kind: 'fresher',
    make: heldRegistration,
    look: (owner, id) => owner.client.get(`/api/user/registrations/${id}`),
  },
  'PUT /api/interviews/:id/start': interview(),
  'GET /api/interviews/:id/next-question': interview(),
  'POST /api/interviews/:id/submit-answer': interview({
    body: () => ({
      questionId: 'q1',
      answerMode: 'text',
      responseText: 'A careful answer about REST APIs, status codes and how I tested every endpoint.',
      responseTime: 60,
    }),
  }),
  'PUT /api/interviews/:id/complete': interview(),
  'GET /api/interviews/:id/feedback': interview(),
  'DELETE /api/user/assessment/:id': {
    kind: 'premium',
    make: assessment,
    look: (owner) => owner.client.get('/api/user/skills-assessments'),
  },
};

/** Routes whose path names a record anyone may read, and why. */
const PUBLIC: Record<string, string> = {
  'GET /api/trainer/:trainerId': "a trainer's public profile (part 2 §3 Trainer (public))",
  'GET /api/trainers/:trainerId': 'the same public profile, the fallback path of part 2 §7',
  'GET /api/trainings/:id': 'the catalogue shows every training (part 2 §2.5)',
  'GET /api/trainings/:id/availability': 'spots left, shown on the public catalogue card',
  'GET /api/trainer/:trainerId/reviews': "a trainer's reviews are public, showing only each author's name",
  'GET /api/trainer/:trainerId/training/:trainingId/can-review':
    'answers for the caller only, about a public training (reviews.test.ts: the eligibility matrix)',
  'POST /api/trainer/:trainerId/training-review':
    'names a public training; the review is written as the caller, a forged userId is ignored (reviews.test.ts)',
  'POST /api/trainings/:id/register':
    "names the training, not a person's record: the hold is made for the caller (bookings.test.ts)",
};

/**
 * Admin-only routes (part 2 §6): only the admin bearer token opens them. A fresher's cookie and a
 * trainer's cookie are refused with 401 or 403 and the record survives. `make` returns the id and the
 * table row that must still be there.
 */
const ADMIN_ONLY: Record<string, { make: () => Promise<{ id: string; table: string }>; body?: unknown }> = {
  'DELETE /api/admin/freshers/:id': {
    make: async () => {
      const { account } = await signUpVerified(app);
      return { id: (await app.db('users').where({ email: account.email }).first('id')).id, table: 'users' };
    },
  },
  'DELETE /api/admin/trainers/:id': {
    make: async () => {
      const { account } = await signUpVerified(app, { accountType: 'Trainer' });
      return { id: (await app.db('users').where({ email: account.email }).first('id')).id, table: 'users' };
    },
  },
  'PUT /api/admin/notices/:id': {
    make: newNotice,
    body: { eventName: 'Taken over', eventDescription: 'Changed by an intruder' },
  },
  'DELETE /api/admin/notices/:id': { make: newNotice },
};

async function newNotice() {
  const [row] = await app
    .db('eventNotices')
    .insert({ eventName: 'Owned notice', eventDescription: 'Only admins change it' })
    .returning('id');
  return { id: row.id as string, table: 'eventNotices' };
}

function recordRoutes(): string[] {
  const routes = new Set<string>();
  for (const router of apiRouters()) {
    for (const layer of router.stack) {
      if (!String(layer.path).includes(':')) continue;
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${layer.path}`);
    }
  }
  return [...routes].sort();
}

beforeAll(async () => {
  app = await startTestApp();
  const someTrainer = await signUpVerified(app, { accountType: 'Trainer' });
  trainingOfOther = await newTraining({ client: someTrainer.client, email: someTrainer.account.email });
});
afterAll(() => app.close());

async function person(kind: Owned['kind']): Promise<Person> {
  const { account, client } = await signUpVerified(app, {
    accountType: kind === 'trainer' ? 'Trainer' : 'Fresher',
  });
  if (kind === 'premium') await client.request('PUT', '/api/user/upgrade-premium');
  return { client, email: account.email };
}

describe('ownership', () => {
  it('classifies every route that names a record in its path', () => {
    const unclassified = recordRoutes().filter(
      (route) => !(route in OWNED) && !(route in PUBLIC) && !(route in ADMIN_ONLY),
    );
    expect(unclassified, 'add each to OWNED (with a record maker) or PUBLIC (with the reason)').toEqual([]);
    const stale = [...Object.keys(OWNED), ...Object.keys(PUBLIC), ...Object.keys(ADMIN_ONLY)].filter(
      (r) => !recordRoutes().includes(r),
    );
    expect(stale, 'listed routes that no longer exist').toEqual([]);
  });

  it.each(Object.keys(OWNED))('%s: another person is refused and the record is unchanged', async (route) => {
    const spec = OWNED[route]!;
    const [method, pattern] = route.split(' ') as [string, string];
    const owner = await person(spec.kind);
    const intruder = await person(spec.kind);
    const id = await spec.make(owner);
    const before = await spec.look(owner, id);
    expect(before.status).toBe(200);

    const path = pattern.replace(/:[A-Za-z]+/, id);
    const answer = await intruder.client.request(method, path, spec.body?.(id));
    expect([403, 404], `${route} answered ${answer.status}`).toContain(answer.status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toEqual(expect.any(String));

    const after = await spec.look(owner, id);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
  });

  it.each(Object.keys(ADMIN_ONLY))(
    '%s: a fresher and a trainer are refused, the record survives',
    async (route) => {
      const spec = ADMIN_ONLY[route]!;
      const [method, pattern] = route.split(' ') as [string, string];
      const record = await spec.make();
      const before = await app.db(record.table).where('id', record.id).first();
      for (const kind of ['fresher', 'trainer'] as const) {
        const intruder = await person(kind);
        const answer = await intruder.client.request(method, pattern.replace(':id', record.id), spec.body);
        expect([401, 403], `${route} answered ${answer.status} to a ${kind}`).toContain(answer.status);
        expect(answer.body.success).toBe(false);
      }
      expect(await app.db(record.table).where('id', record.id).first()).toEqual(before);
    },
  );
});
