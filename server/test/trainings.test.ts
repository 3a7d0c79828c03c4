import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, TRAINER_MESSAGES as M, AUTH_MESSAGES } from '@launchpad/shared';
import type { Client } from './testApp';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

let app: TestApp;
let trainerA: Client;
let trainerB: Client;
let fresher: Client;
let anonymous: Client;

beforeAll(async () => {
  app = await startTestApp();
  trainerA = (await signUpVerified(app, { accountType: 'Trainer', name: 'Trainer A' })).client;
  trainerB = (await signUpVerified(app, { accountType: 'Trainer', name: 'Trainer B' })).client;
  fresher = (await signUpVerified(app, { accountType: 'Fresher' })).client;
  anonymous = app.client();
});
afterAll(() => app.close());

const technical = {
  title: 'React for Beginners',
  trainingType: 'technical',
  trainingCategory: 'Web Development',
  description: 'Components, state and hooks.',
  availableSlots: 20,
  registeredParticipants: 0,
  startDate: '2026-12-05',
  startTime: '09:30',
  venue: 'Colombo Hub',
  duration: '2 hours',
  price: '2500',
  status: '',
  onlineLink: 'https://meet.example.com/react',
};
const softSkills = {
  title: 'Interview Confidence',
  trainingType: 'Soft Skills',
  timeSlots: ['9-10 AM', ' 2-3 PM ', '9-10 AM', ''],
  startDate: '2026-12-05',
  startTime: '10:00',
  duration: '90 minutes',
  price: 'Free',
  availableSlots: '6',
};

describe('POST /api/trainings', () => {
  it('creates a technical training, defaulting the status to upcoming, with an empty timeSlot', async () => {
    const res = await trainerA.post('/api/trainings', technical);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.trainingAdded);
    expect(res.body.data).toMatchObject({
      title: 'React for Beginners',
      trainingType: 'technical',
      status: 'upcoming',
      startDate: '2026-12-05',
      startTime: '09:30',
      timeSlots: [],
      timeSlot: '',
      isFree: false,
      availableSpots: 20,
      onlineLink: 'https://meet.example.com/react',
      trainer: { name: 'Trainer A' },
    });
    expect(res.body.data.trainerId).toMatch(/^TR-/);
  });

  it('creates a soft-skills training: slots trimmed and de-duplicated, joined into timeSlot, no date kept', async () => {
    const res = await trainerA.post('/api/trainings', softSkills);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      trainingType: 'soft skills',
      timeSlots: ['9-10 AM', '2-3 PM'],
      timeSlot: '9-10 AM, 2-3 PM',
      startDate: '',
      startTime: '',
      isFree: true,
      availableSlots: 6,
    });
  });

  it.each([
    [{ ...technical, title: '   ' }, M.titleAndTypeRequired],
    [{ ...technical, trainingType: '' }, M.titleAndTypeRequired],
    [{ ...technical, trainingType: 'cooking' }, M.titleAndTypeRequired],
    [{ ...technical, startDate: '' }, M.dateAndTimeRequired],
    [{ ...technical, startTime: '' }, M.dateAndTimeRequired],
    [{ ...technical, startDate: '2026-02-30' }, M.invalidDate],
    [{ ...technical, startTime: '25:00' }, M.invalidTime],
    [{ ...softSkills, timeSlots: [] }, M.timeSlotRequired],
    [{ ...softSkills, timeSlots: ['  '] }, M.timeSlotRequired],
    [{ ...technical, onlineLink: 'javascript:alert(1)' }, M.invalidOnlineLink],
    [{ ...technical, onlineLink: 'not a url' }, M.invalidOnlineLink],
    [{ ...technical, availableSlots: -1 }, M.invalidSlots],
    [{ ...technical, availableSlots: 2.5 }, M.invalidSlots],
    [{ ...technical, registeredParticipants: 'many' }, M.invalidParticipants],
    [{ ...technical, availableSlots: 2, registeredParticipants: 3 }, M.participantsOverSlots],
    [{ ...technical, status: 'cancelled' }, M.invalidStatus],
  ])('refuses %o with "%s"', async (body, message) => {
    const res = await trainerA.post('/api/trainings', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('is for trainers only', async () => {
    const byFresher = await fresher.post('/api/trainings', technical);
    expect(byFresher.status).toBe(403);
    expect(byFresher.body.message).toBe(M.trainersOnly);
    const byNobody = await anonymous.post('/api/trainings', technical);
    expect(byNobody.status).toBe(401);
    expect(byNobody.body.message).toBe(AUTH_MESSAGES.pleaseLogIn);
  });
});

describe('update and delete: the ownership matrix', () => {
  it('lets only the owner update; others change nothing', async () => {
    const created = (await trainerA.post('/api/trainings', technical)).body.data;
    const change = { ...technical, title: 'Hijacked', status: 'active' };
    for (const [client, status] of [
      [trainerB, 403],
      [fresher, 403],
      [anonymous, 401],
    ] as const) {
      const res = await client.request('PUT', `/api/trainings/${created._id}`, change);
      expect(res.status).toBe(status);
    }
    expect((await anonymous.get(`/api/trainings/${created._id}`)).body.data.title).toBe(
      'React for Beginners',
    );

    const own = await trainerA.request('PUT', `/api/trainings/${created._id}`, {
      ...change,
      title: 'React, Properly',
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ title: 'React, Properly', status: 'active' });
  });

  it('lets only the owner delete, and the training leaves the list', async () => {
    const created = (await trainerA.post('/api/trainings', technical)).body.data;
    for (const client of [trainerB, fresher, anonymous]) {
      const res = await client.request('DELETE', `/api/trainings/${created._id}`);
      expect([401, 403]).toContain(res.status);
    }
    expect((await anonymous.get(`/api/trainings/${created._id}`)).status).toBe(200);
    const res = await trainerA.request('DELETE', `/api/trainings/${created._id}`);
    expect(res.body).toEqual({
      success: true,
      message: M.trainingDeleted,
      data: { cancelled: false, participantsNotified: 0 },
    });
    expect((await anonymous.get(`/api/trainings/${created._id}`)).status).toBe(404);
    const all = (await anonymous.get('/api/trainings/all')).body.data as { _id: string }[];
    expect(all.map((t) => t._id)).not.toContain(created._id);
  });

  it('cancels (never deletes) a training with registered participants', async () => {
    const created = (await trainerA.post('/api/trainings', { ...technical, registeredParticipants: 3 })).body
      .data;
    const res = await trainerA.request('DELETE', `/api/trainings/${created._id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BOOKING_MESSAGES.trainingCancelled);
    expect(res.body.data).toEqual({ cancelled: true, participantsNotified: 0 });
    expect((await anonymous.get(`/api/trainings/${created._id}`)).status).toBe(404);
    const row = await app.db('trainings').where({ id: created._id }).first();
    expect(row.cancelledAt).toBeInstanceOf(Date);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await trainerA.request('PUT', `/api/trainings/${id}`, technical)).status).toBe(404);
      expect((await trainerA.request('DELETE', `/api/trainings/${id}`)).status).toBe(404);
      expect((await anonymous.get(`/api/trainings/${id}`)).body.message).toBe(M.trainingNotFound);
    }
  });
});

describe('reading trainings', () => {
  it('lists every training newest first, in a stable order, without meeting links for others', async () => {
    const first = await anonymous.get('/api/trainings/all');
    const second = await anonymous.get('/api/trainings/all');
    expect(first.status).toBe(200);
    expect(first.body.data.map((t: { _id: string }) => t._id)).toEqual(
      second.body.data.map((t: { _id: string }) => t._id),
    );
    const times = first.body.data.map((t: { createdAt: string }) => Date.parse(t.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const training of first.body.data) {
      expect(training.onlineLink).toBeUndefined();
      expect(typeof training.hasOnlineLink).toBe('boolean');
    }
    const asOwner = await trainerA.get('/api/trainings/all');
    expect(asOwner.body.data.some((t: { onlineLink?: string }) => t.onlineLink)).toBe(true);
  });
});
