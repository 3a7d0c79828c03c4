import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REVIEW_MESSAGES as M, TRAINER_MESSAGES } from '@launchpad/shared';
import type { Client } from './testApp';
import { signUpVerified, startTestApp, type TestApp } from './testApp';
import { CARD_PAYMENT, TECHNICAL_TRAINING } from './fixtures';

let app: TestApp;
let trainer: Client;
let trainerId: string;
let otherTrainer: Client;
let otherTrainerId: string;

const technical = { ...TECHNICAL_TRAINING, availableSlots: 50 };
const card = CARD_PAYMENT;

async function trainerIdOf(client: Client) {
  const me = await client.get('/api/trainer/profile/me');
  return me.body.data.trainerId as string;
}

beforeAll(async () => {
  app = await startTestApp();
  trainer = (await signUpVerified(app, { accountType: 'Trainer', name: 'Tara Trainer' })).client;
  otherTrainer = (await signUpVerified(app, { accountType: 'Trainer' })).client;
  [trainerId, otherTrainerId] = await Promise.all([trainerIdOf(trainer), trainerIdOf(otherTrainer)]);
});
afterAll(() => app.close());

async function newTraining(by: Client = trainer, overrides: Record<string, unknown> = {}) {
  const res = await by.post('/api/trainings', { ...technical, ...overrides });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data as { _id: string; trainerId: string };
}

/** A fresher with a seat held (not paid) on the training. */
async function heldParticipant(trainingId: string, name = 'Ann Perera') {
  const { account, client } = await signUpVerified(app, { name });
  const held = await client.post(`/api/trainings/${trainingId}/register`, {
    trainingId,
    participantInfo: { name, email: account.email, contact: '077 123 4567', affiliation: 'undergraduate' },
    selectedSlot: null,
  });
  expect(held.status).toBe(201);
  return { client, email: account.email, registration: held.body.data };
}

/** A fresher with a confirmed (paid) registration, through the real booking and payment calls. */
async function confirmedParticipant(trainingId: string, name = 'Ann Perera') {
  const person = await heldParticipant(trainingId, name);
  const already = app.mailbox.mailsTo(person.email).length;
  const sent = await person.client.post('/api/trainings/send-payment-otp', {
    email: person.email,
    trainingId,
    amount: 2500,
    registrationData: person.registration,
  });
  expect(sent.status).toBe(200);
  const otp = await app.mailbox.waitForCode(person.email, already);
  const paid = await person.client.post('/api/trainings/verify-payment-otp', {
    trainingId,
    registrationData: person.registration,
    paymentDetails: card,
    otp,
    selectedSlot: null,
  });
  expect(paid.status).toBe(200);
  return person;
}

const canReview = (client: Client, tId: string, trainingId: string) =>
  client.get(`/api/trainer/${tId}/training/${trainingId}/can-review`);
const review = (client: Client, tId: string, body: Record<string, unknown>) =>
  client.post(`/api/trainer/${tId}/training-review`, body);

describe('review eligibility', () => {
  it('tells an anonymous visitor no, with a reason, never an error', async () => {
    const training = await newTraining();
    const res = await canReview(app.client(), trainerId, training._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, canReview: false, reason: M.signInToReview });
    const post = await review(app.client(), trainerId, {
      trainingId: training._id,
      rating: 5,
      comment: 'Hi',
    });
    expect(post.status).toBe(401);
    expect(post.body.message).toBe(AUTH_MESSAGES.pleaseLogIn);
  });

  it('refuses someone who never registered', async () => {
    const training = await newTraining();
    const { client } = await signUpVerified(app);
    expect((await canReview(client, trainerId, training._id)).body).toEqual({
      success: true,
      canReview: false,
      reason: M.notRegistered,
    });
    const post = await review(client, trainerId, { trainingId: training._id, rating: 4, comment: 'Good' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(M.notRegistered);
    expect(await app.db('reviews').where({ training_id: training._id })).toHaveLength(0);
  });

  it('refuses a seat that is only held (not paid)', async () => {
    const training = await newTraining();
    const { client } = await heldParticipant(training._id);
    expect((await canReview(client, trainerId, training._id)).body.canReview).toBe(false);
    const post = await review(client, trainerId, { trainingId: training._id, rating: 4, comment: 'Good' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(M.notRegistered);
  });

  it('lets a confirmed participant review once, updating the rating; a second time is 409', async () => {
    const training = await newTraining();
    const { client } = await confirmedParticipant(training._id, 'Nimal Silva');
    expect((await canReview(client, trainerId, training._id)).body).toEqual({
      success: true,
      canReview: true,
      reason: M.canReview,
    });
    const before = (await app.client().get(`/api/trainer/${trainerId}`)).body.data.ratings;
    const post = await review(client, trainerId, {
      trainingId: training._id,
      rating: '4',
      comment: '  Clear and practical.  ',
    });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({
      success: true,
      message: M.submitted,
      review: {
        rating: 4,
        comment: 'Clear and practical.',
        user: { name: 'Nimal Silva' },
        training: { _id: training._id, title: technical.title },
      },
    });
    const after = post.body.data.ratings;
    expect(after.totalRatings).toBe(before.totalRatings + 1);
    // The public profile reads the same rating as the answer.
    expect((await app.client().get(`/api/trainer/${trainerId}`)).body.data.ratings).toEqual(after);
    expect((await app.client().get(`/api/trainers/${trainerId}`)).body.data.ratings).toEqual(after);
    expect((await trainer.get('/api/trainer/profile/me')).body.data.ratings).toEqual(after);

    expect((await canReview(client, trainerId, training._id)).body).toEqual({
      success: true,
      canReview: false,
      reason: M.alreadyReviewed,
    });
    const again = await review(client, trainerId, { trainingId: training._id, rating: 1, comment: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyReviewed);
    expect(await app.db('reviews').where({ training_id: training._id })).toHaveLength(1);
  });

  it('keeps exactly one review when the same person submits 10 times in parallel', async () => {
    const training = await newTraining();
    const { client } = await confirmedParticipant(training._id);
    const before = (await app.client().get(`/api/trainer/${trainerId}`)).body.data.ratings.totalRatings;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        review(client, trainerId, { trainingId: training._id, rating: 5, comment: `Great ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(9);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(M.alreadyReviewed);
    }
    expect(await app.db('reviews').where({ training_id: training._id })).toHaveLength(1);
    const after = (await app.client().get(`/api/trainer/${trainerId}`)).body.data.ratings.totalRatings;
    expect(after).toBe(before + 1);
  });

  it('does not let a trainer review their own training', async () => {
    const training = await newTraining();
    expect((await canReview(trainer, trainerId, training._id)).body).toEqual({
      success: true,
      canReview: false,
      reason: M.ownTraining,
    });
    const post = await review(trainer, trainerId, { trainingId: training._id, rating: 5, comment: 'Mine' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(M.ownTraining);
  });

  it("refuses another trainer's id in the address, even for a confirmed participant", async () => {
    const training = await newTraining();
    const { client } = await confirmedParticipant(training._id);
    const res = await canReview(client, otherTrainerId, training._id);
    expect(res.body).toEqual({ success: true, canReview: false, reason: M.trainerMismatch });
    const post = await review(client, otherTrainerId, {
      trainingId: training._id,
      rating: 1,
      comment: 'Bad',
    });
    expect(post.status).toBe(400);
    expect(post.body.message).toBe(M.trainerMismatch);
    expect((await app.client().get(`/api/trainer/${otherTrainerId}`)).body.data.ratings).toEqual({
      average: 0,
      totalRatings: 0,
    });
  });

  it('answers 404 for an unknown trainer or training, and 400 for a missing training id', async () => {
    const training = await newTraining();
    const { client } = await signUpVerified(app);
    expect((await canReview(client, 'TR-NOPE00', training._id)).status).toBe(404);
    const unknown = await canReview(client, trainerId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(TRAINER_MESSAGES.trainingNotFound);
    expect((await canReview(client, trainerId, 'not-a-uuid')).status).toBe(404);
    const missing = await review(client, trainerId, { rating: 5, comment: 'Hello' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.missingIds);
  });
});

describe('review validation (part 2 §5)', () => {
  let client: Client;
  let trainingId: string;
  beforeAll(async () => {
    trainingId = (await newTraining())._id;
    client = (await confirmedParticipant(trainingId)).client;
  });

  it.each([0, 6, 2.5, 'five', null])('refuses rating %s', async (rating) => {
    const res = await review(client, trainerId, { trainingId, rating, comment: 'Fine' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.ratingInvalid);
  });

  it.each(['', '   ', undefined])('refuses an empty comment %j', async (comment) => {
    const res = await review(client, trainerId, { trainingId, rating: 3, comment });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.commentRequired);
  });

  it('refuses a comment over 500 characters and takes exactly 500', async () => {
    const long = await review(client, trainerId, { trainingId, rating: 3, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(M.commentTooLong);
    expect(await app.db('reviews').where({ training_id: trainingId })).toHaveLength(0);
    const ok = await review(client, trainerId, { trainingId, rating: 3, comment: 'y'.repeat(500) });
    expect(ok.status).toBe(201);
  });
});

describe('listing reviews and ratings', () => {
  it('lists newest first with author names, filters by training, and averages to one decimal', async () => {
    const { client: t3 } = await signUpVerified(app, { accountType: 'Trainer' });
    const t3Id = await trainerIdOf(t3);
    const first = await newTraining(t3, { title: 'React Basics' });
    const second = await newTraining(t3, { title: 'SQL Deep Dive' });
    const a = await confirmedParticipant(first._id, 'Amal First');
    const b = await confirmedParticipant(first._id, 'Bimal Second');
    const c = await confirmedParticipant(second._id, 'Chamari Third');
    expect((await review(a.client, t3Id, { trainingId: first._id, rating: 5, comment: 'One' })).status).toBe(
      201,
    );
    expect((await review(b.client, t3Id, { trainingId: first._id, rating: 4, comment: 'Two' })).status).toBe(
      201,
    );
    const last = await review(c.client, t3Id, { trainingId: second._id, rating: 4, comment: 'Three' });
    expect(last.body.data.ratings).toEqual({ average: 4.3, totalRatings: 3 });

    const all = await app.client().get(`/api/trainer/${t3Id}/reviews`);
    expect(all.status).toBe(200);
    expect(all.body.data.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Three', 'Two', 'One']);
    expect(all.body.data.reviews[0]).toMatchObject({
      rating: 4,
      user: { name: 'Chamari Third' },
      training: { _id: second._id, title: 'SQL Deep Dive' },
    });
    expect(Object.keys(all.body.data.reviews[0].user)).toEqual(['name']); // no ids or e-mails of authors

    const one = await app.client().get(`/api/trainer/${t3Id}/reviews?trainingId=${first._id}`);
    expect(one.body.data.reviews.map((r: { user: { name: string } }) => r.user.name)).toEqual([
      'Bimal Second',
      'Amal First',
    ]);
    expect(
      (await app.client().get(`/api/trainer/${t3Id}/reviews?trainingId=junk`)).body.data.reviews,
    ).toEqual([]);
    expect((await app.client().get('/api/trainer/TR-NOPE00/reviews')).status).toBe(404);
  });
});

describe('ownership', () => {
  it('writes the review as the signed-in person whatever the body says, and nobody can change it', async () => {
    const training = await newTraining();
    const mallory = await signUpVerified(app, { name: 'Mallory' });
    const victim = await confirmedParticipant(training._id, 'Victim Person');
    const victimRow = await app.db('registrations').where({ training_id: training._id }).first();
    // Mallory (not registered) names the victim's user id in the body: refused, nothing written.
    const forged = await review(mallory.client, trainerId, {
      trainingId: training._id,
      rating: 1,
      comment: 'Forged',
      userId: victimRow.userId,
      user: { _id: victimRow.userId },
    });
    expect(forged.status).toBe(403);
    expect(await app.db('reviews').where({ training_id: training._id })).toHaveLength(0);
    // The victim's own review is theirs; there is no route to edit or delete someone's review.
    const own = await review(victim.client, trainerId, {
      trainingId: training._id,
      rating: 5,
      comment: 'Mine',
    });
    expect(own.status).toBe(201);
    const row = await app.db('reviews').where({ training_id: training._id }).first();
    expect(victimRow.userId).toEqual(expect.any(String));
    expect(row.userId).toBe(victimRow.userId);
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await mallory.client.request(method, `/api/trainer/${trainerId}/training-review`, {
        trainingId: training._id,
      });
      expect([404, 405]).toContain(res.status);
    }
    expect((await app.db('reviews').where({ id: row.id }).first()).comment).toBe('Mine');
  });

  it('removes a person’s reviews with their account (ON DELETE CASCADE) and the rating follows', async () => {
    const { client: t4 } = await signUpVerified(app, { accountType: 'Trainer' });
    const t4Id = await trainerIdOf(t4);
    const training = await newTraining(t4);
    const person = await confirmedParticipant(training._id);
    await review(person.client, t4Id, { trainingId: training._id, rating: 2, comment: 'Meh' });
    expect((await app.client().get(`/api/trainer/${t4Id}`)).body.data.ratings.totalRatings).toBe(1);
    const row = await app.db('reviews').where({ training_id: training._id }).first();
    await app.db('payments').where({ user_id: row.userId }).delete();
    await app.db('users').where({ id: row.userId }).delete();
    expect((await app.client().get(`/api/trainer/${t4Id}`)).body.data.ratings).toEqual({
      average: 0,
      totalRatings: 0,
    });
  });
});
