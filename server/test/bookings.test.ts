import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES as M,
  COMMON_MESSAGES,
  PAYMENT_OTP_TTL_SECONDS,
} from '@launchpad/shared';
import type { Client } from './testApp';
import { signUpVerified, startTestApp, type TestApp } from './testApp';
import { CARD_PAYMENT, TECHNICAL_TRAINING } from './fixtures';

let app: TestApp;
let trainer: Client;
let otherTrainer: Client;

beforeAll(async () => {
  app = await startTestApp();
  trainer = (await signUpVerified(app, { accountType: 'Trainer', name: 'Tara Trainer' })).client;
  otherTrainer = (await signUpVerified(app, { accountType: 'Trainer' })).client;
});
afterAll(() => app.close());

const technical = TECHNICAL_TRAINING;
const card = CARD_PAYMENT;

async function newTraining(overrides: Record<string, unknown> = {}) {
  const res = await trainer.post('/api/trainings', { ...technical, ...overrides });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data as { _id: string; availableSpots: number };
}

async function fresher() {
  const { account, client } = await signUpVerified(app);
  return { email: account.email, client };
}

const participant = (email: string) => ({
  name: 'Ann Perera',
  email,
  contact: '077 123 4567',
  affiliation: 'undergraduate',
});

async function register(
  client: Client,
  email: string,
  trainingId: string,
  selectedSlot: string | null = null,
) {
  return client.post(`/api/trainings/${trainingId}/register`, {
    trainingId,
    participantInfo: participant(email),
    selectedSlot,
  });
}

/** Holds a seat and asks for the payment code; returns the registration and the code from the mailbox. */
async function holdAndCode(trainingId: string, amount: number | string = 2500) {
  const person = await fresher();
  const held = await register(person.client, person.email, trainingId);
  expect(held.status).toBe(201);
  const already = app.mailbox.mailsTo(person.email).length;
  const sent = await person.client.post('/api/trainings/send-payment-otp', {
    email: person.email,
    trainingId,
    amount,
    registrationData: held.body.data,
  });
  expect(sent.body).toEqual({ success: true, message: M.otpSent });
  const code = await app.mailbox.waitForCode(person.email, already);
  return { ...person, registration: held.body.data, code };
}

const verifyBody = (
  trainingId: string,
  registration: unknown,
  otp: string,
  paymentDetails: unknown = card,
) => ({
  trainingId,
  registrationData: registration,
  paymentDetails,
  otp,
  selectedSlot: null,
});

describe('holding a seat', () => {
  it('holds a seat for 15 minutes and counts it against the spots left', async () => {
    const training = await newTraining();
    const { client, email } = await fresher();
    const res = await register(client, email, training._id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.held);
    expect(res.body.data).toMatchObject({ status: 'held', amount: 2500, trainingId: training._id });
    expect(res.body.data.trainingLink).toBeUndefined();
    const minutes = (Date.parse(res.body.data.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await app.client().get(`/api/trainings/${training._id}`)).body.data.availableSpots).toBe(9);
    const listed = (await app.client().get('/api/trainings/all')).body.data.find(
      (t: { _id: string }) => t._id === training._id,
    );
    expect(listed.availableSpots).toBe(9);
  });

  it('answers the same hold when the person registers again, never a second seat', async () => {
    const training = await newTraining();
    const { client, email } = await fresher();
    const first = await register(client, email, training._id);
    const again = await Promise.all([1, 2, 3].map(() => register(client, email, training._id)));
    for (const res of again) expect(res.body.data._id).toBe(first.body.data._id);
    expect((await app.client().get(`/api/trainings/${training._id}`)).body.data.availableSpots).toBe(9);
  });

  it('never oversells: 50 parallel bookings on 10 seats, 20 rounds, exactly 10 holds each round', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => fresher()));
    for (let round = 0; round < 20; round += 1) {
      const training = await newTraining({ title: `Round ${round}` });
      const answers = await Promise.all(people.map((p) => register(p.client, p.email, training._id)));
      const held = answers.filter((a) => a.status === 201);
      const full = answers.filter((a) => a.status === 409);
      expect(held).toHaveLength(10);
      expect(full).toHaveLength(40);
      for (const a of full) expect(a.body.message).toBe(M.fullyBooked);
      const rows = await app.db('registrations').where({ training_id: training._id, status: 'held' });
      expect(rows).toHaveLength(10);
      expect((await app.client().get(`/api/trainings/${training._id}`)).body.data.availableSpots).toBe(0);
    }
  }, 120_000);

  it('frees the seat when the hold expires', async () => {
    const training = await newTraining({ availableSlots: 1 });
    const a = await fresher();
    const b = await fresher();
    expect((await register(a.client, a.email, training._id)).status).toBe(201);
    const refused = await register(b.client, b.email, training._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.fullyBooked);
    await app
      .db('registrations')
      .where({ training_id: training._id })
      .update({
        hold_expires_at: app.db.raw("now() - interval '1 second'"),
      });
    expect((await app.client().get(`/api/trainings/${training._id}`)).body.data.availableSpots).toBe(1);
    expect((await register(b.client, b.email, training._id)).status).toBe(201);
    const mine = (await a.client.get('/api/user/registrations')).body.data;
    expect(mine[0].status).toBe('expired');
  });

  it('holds a specific time slot of a soft-skills training, one person per slot', async () => {
    const training = await newTraining({
      trainingType: 'soft skills',
      timeSlots: ['9-10 AM', '2-3 PM'],
      startDate: '',
      startTime: '',
      price: 'Free',
      availableSlots: 5,
    });
    const a = await fresher();
    const b = await fresher();
    const noSlot = await register(a.client, a.email, training._id, null);
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.message).toBe(M.slotRequired);
    const unknown = await register(a.client, a.email, training._id, '4-5 PM');
    expect(unknown.body.message).toBe(M.slotUnknown);
    const held = await register(a.client, a.email, training._id, '9-10 AM');
    expect(held.status).toBe(201);
    expect(held.body.data).toMatchObject({ selectedSlot: '9-10 AM', amount: 0 });
    const taken = await register(b.client, b.email, training._id, '9-10 AM');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.slotTaken);
    const availability = (await app.client().get(`/api/trainings/${training._id}/availability`)).body.data;
    expect(availability.slots).toEqual([
      { slot: '9-10 AM', available: false },
      { slot: '2-3 PM', available: true },
    ]);
    expect((await register(b.client, b.email, training._id, '2-3 PM')).status).toBe(201);
  });

  it('checks the participant details with the spec messages', async () => {
    const training = await newTraining();
    const { client, email } = await fresher();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, M.nameRequired],
      [{ email: '' }, M.emailRequired],
      [{ email: 'not-an-email' }, M.emailInvalid],
      [{ contact: '' }, M.contactRequired],
      [{ affiliation: '' }, M.affiliationRequired],
      [{ affiliation: 'astronaut' }, M.affiliationRequired],
      [{ name: 'x'.repeat(10_000) }, M.fieldTooLong],
      [{ name: 'Ann\u0000' }, COMMON_MESSAGES.invalidCharacters],
    ];
    for (const [change, message] of cases) {
      const res = await client.post(`/api/trainings/${training._id}/register`, {
        participantInfo: { ...participant(email), ...change },
        selectedSlot: null,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses the trainer of the training, completed trainings, unknown trainings and signed-out people', async () => {
    const training = await newTraining();
    const own = await trainer.post(`/api/trainings/${training._id}/register`, {
      participantInfo: participant('tara@example.com'),
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(M.ownTraining);
    const completed = await newTraining({ status: 'completed' });
    const { client, email } = await fresher();
    expect((await register(client, email, completed._id)).body.message).toBe(M.closed);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await register(client, email, id)).status).toBe(404);
    }
    const anonymous = await register(app.client(), email, training._id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.pleaseLogIn);
  });
});

describe('paying with the e-mailed code', () => {
  it('confirms exactly once, converts the hold, answers the link and e-mails a receipt with an .ics file', async () => {
    const training = await newTraining();
    const { client, email, registration, code } = await holdAndCode(training._id);
    const mail = app.mailbox.mailsTo(email).at(-1)!.raw;
    expect(mail).toContain('expires in 5 minutes');
    expect(mail).toContain('LKR 2,500.00');
    const before = app.mailbox.mailsTo(email).length;
    const res = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: M.paymentConfirmed,
      trainingLink: 'https://meet.example.com/node',
      data: {
        status: 'confirmed',
        amount: 2500,
        hasCalendar: true,
        payment: { method: 'card', last4: '4242', provider: 'simulated' },
      },
    });
    expect(res.body.data.confirmationCode).toMatch(/^TRN-[A-Z2-9]{8}$/);
    // Stored: last four digits only, never the card number or the CVV.
    const payment = await app.db('payments').where({ registration_id: registration._id }).first();
    expect(payment).toMatchObject({ last4: '4242', amountCents: 250000, status: 'paid' });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');
    expect(JSON.stringify(payment)).not.toContain('123"');
    // The receipt arrives with the calendar file.
    const deadline = Date.now() + 5000;
    while (app.mailbox.mailsTo(email).length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    const receipt = app.mailbox.mailsTo(email).at(-1)!.raw;
    expect(receipt).toContain(res.body.data.confirmationCode);
    expect(receipt).toContain('text/calendar');
    expect(receipt).toContain('training.ics');
    // The seat is now a confirmed participant.
    const after = (await app.client().get(`/api/trainings/${training._id}`)).body.data;
    expect(after).toMatchObject({ registeredParticipants: 1, availableSpots: 9 });
    // And the calendar file can be downloaded by its owner.
    const ics = await client.get(`/api/user/registrations/${registration._id}/calendar`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART:20261220T040000Z');
    expect(ics.body).toContain('DTEND:20261220T060000Z');
    // The same code again: refused, still one payment.
    const again = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyPaid);
    expect(await app.db('payments').where({ registration_id: registration._id })).toHaveLength(1);
  });

  it('gives one payment for 10 parallel confirmations with the right code', async () => {
    const training = await newTraining();
    const { client, registration, code } = await holdAndCode(training._id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/trainings/verify-payment-otp', verifyBody(training._id, registration, code)),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect([400, 409]).toContain(a.status);
    expect(await app.db('payments').where({ registration_id: registration._id })).toHaveLength(1);
    expect((await app.client().get(`/api/trainings/${training._id}`)).body.data.registeredParticipants).toBe(
      1,
    );
  });

  it("accepts the spec's own bodies: without an id the call is about the caller's own hold on that training", async () => {
    const training = await newTraining();
    const { client, email } = await fresher();
    const intruder = await fresher();
    // Nothing booked yet: no hold to pay.
    const early = await client.post('/api/trainings/send-payment-otp', {
      email,
      trainingId: training._id,
      amount: 2500,
    });
    expect(early.status).toBe(404);
    expect(early.body.message).toBe(M.registrationNotFound);
    expect((await register(client, email, training._id)).status).toBe(201);
    // Someone else's spec body never reaches this hold.
    const stranger = await intruder.client.post('/api/trainings/send-payment-otp', {
      email: intruder.email,
      trainingId: training._id,
      amount: 2500,
    });
    expect(stranger.status).toBe(404);
    const before = app.mailbox.mailsTo(email).length;
    const sent = await client.post('/api/trainings/send-payment-otp', {
      email,
      trainingId: training._id,
      amount: 2500,
    });
    expect(sent.body).toEqual({ success: true, message: M.otpSent });
    const code = await app.mailbox.waitForCode(email, before);
    // registrationData as part 2 §7 has it: the participant's details, no id.
    const registrationData = { ...participant(email), trainingId: training._id };
    const paid = await client.post('/api/trainings/verify-payment-otp', {
      trainingId: training._id,
      registrationData,
      paymentDetails: card,
      otp: code,
      selectedSlot: null,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      message: M.paymentConfirmed,
      trainingLink: 'https://meet.example.com/node',
    });
    const again = await client.post('/api/trainings/verify-payment-otp', {
      trainingId: training._id,
      registrationData,
      paymentDetails: card,
      otp: code,
      selectedSlot: null,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyPaid);
    expect(
      await app.db('registrations').where({ training_id: training._id, status: 'confirmed' }),
    ).toHaveLength(1);
  });

  it('expires the code at 300 seconds', async () => {
    expect(PAYMENT_OTP_TTL_SECONDS).toBe(300);
    const training = await newTraining();
    const { client, registration, code } = await holdAndCode(training._id);
    const row = await app
      .db('one_time_codes')
      .where({ purpose: 'payment', binding: `${registration._id}:250000` })
      .first();
    const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
    expect(lifetime).toBeGreaterThan(299);
    expect(lifetime).toBeLessThanOrEqual(301);
    // Move the clock: the code is now 301 s old.
    await app
      .db('one_time_codes')
      .where({ id: row.id })
      .update({
        created_at: app.db.raw("now() - interval '301 seconds'"),
        expires_at: app.db.raw("now() - interval '1 second'"),
      });
    const res = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(await app.db('payments').where({ registration_id: registration._id })).toHaveLength(0);
  });

  it('kills the code after 5 wrong attempts', async () => {
    const training = await newTraining();
    const { client, registration, code } = await holdAndCode(training._id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post(
        '/api/trainings/verify-payment-otp',
        verifyBody(training._id, registration, wrong),
      );
      expect(res.body.message).toBe(AUTH_MESSAGES.otpInvalid);
    }
    const res = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code),
    );
    expect(res.body.message).toBe(AUTH_MESSAGES.otpExhausted);
  });

  it('binds the code to its registration and its amount', async () => {
    const training = await newTraining();
    const first = await holdAndCode(training._id);
    // The same person's second booking (another training) cannot be paid with the first booking's code.
    const other = await newTraining({ title: 'Other' });
    const second = await register(first.client, first.email, other._id);
    const crossed = await first.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(other._id, second.body.data, first.code),
    );
    expect(crossed.body.message).toBe(AUTH_MESSAGES.otpInvalid);
    // Change the amount behind the code: it no longer confirms.
    await app.db('registrations').where({ id: first.registration._id }).update({ amount_cents: 100 });
    const cheaper = await first.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, first.registration, first.code),
    );
    expect(cheaper.body.message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(
      await app.db('payments').whereIn('registration_id', [first.registration._id, second.body.data._id]),
    ).toHaveLength(0);
  });

  it('refuses a code request whose amount differs from the server price', async () => {
    const training = await newTraining();
    const { client, email } = await fresher();
    const held = await register(client, email, training._id);
    for (const amount of [1, '25', undefined, 'free', -2500]) {
      const res = await client.post('/api/trainings/send-payment-otp', {
        email,
        trainingId: training._id,
        amount,
        registrationData: held.body.data,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.amountMismatch);
    }
    for (const amount of [2500, '2500', 'LKR 2,500']) {
      const res = await client.post('/api/trainings/send-payment-otp', {
        email,
        trainingId: training._id,
        amount,
        registrationData: held.body.data,
      });
      // The first is sent; the next two are within a minute, so throttled.
      expect([200, 429]).toContain(res.status);
    }
  });

  it('checks payment details with the §5 rules', async () => {
    const training = await newTraining();
    const { client, registration, code } = await holdAndCode(training._id);
    const cases: [unknown, string][] = [
      [{}, M.methodRequired],
      [{ method: 'cash' }, M.methodRequired],
      [{ ...card, cardNumber: '4242 4242 4242' }, M.cardNumberInvalid],
      [{ ...card, cardNumber: '4242 4242 4242 4241' }, M.cardNumberInvalid],
      [{ ...card, expiryDate: '13/30' }, M.expiryInvalid],
      [{ ...card, expiryDate: '01/20' }, M.expiryInvalid],
      [{ ...card, cvv: '12' }, M.cvvInvalid],
      [{ ...card, cvv: '12a' }, M.cvvInvalid],
      [{ ...card, cardholderName: ' ' }, M.cardholderRequired],
      [{ method: 'bank', bankAccount: '' }, M.bankAccountRequired],
      [{ method: 'mobile', mobileNumber: '' }, M.mobileRequired],
    ];
    for (const [paymentDetails, message] of cases) {
      const res = await client.post(
        '/api/trainings/verify-payment-otp',
        verifyBody(training._id, registration, code, paymentDetails),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const badOtp = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, '12a'),
    );
    expect(badOtp.body.message).toBe(M.otpIncomplete);
    // None of those used up a try: the right code still confirms with a bank account.
    const ok = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code, { method: 'bank', bankAccount: '0012 3456 7890' }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.payment).toMatchObject({ method: 'bank', last4: '7890' });
  });

  it('declines the simulated declined card and takes nothing', async () => {
    const training = await newTraining();
    const { client, registration, code } = await holdAndCode(training._id);
    const res = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code, { ...card, cardNumber: '4000 0000 0000 0002' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.paymentDeclined);
    expect(await app.db('payments').where({ registration_id: registration._id })).toHaveLength(0);
  });

  it('re-checks capacity when paying after the hold expired', async () => {
    const training = await newTraining({ availableSlots: 1 });
    const late = await holdAndCode(training._id);
    await app
      .db('registrations')
      .where({ id: late.registration._id })
      .update({
        hold_expires_at: app.db.raw("now() - interval '1 second'"),
      });
    // Someone else takes the freed seat.
    const other = await fresher();
    expect((await register(other.client, other.email, training._id)).status).toBe(201);
    const refused = await late.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, late.registration, late.code),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.holdLapsedFull);
    // Once that hold lapses too, the late payment goes through.
    await app
      .db('registrations')
      .where({ training_id: training._id, status: 'held' })
      .update({
        hold_expires_at: app.db.raw("now() - interval '1 second'"),
      });
    const paid = await late.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, late.registration, late.code),
    );
    expect(paid.status).toBe(200);
  });

  it('confirms a free training with the code and no payment details', async () => {
    const training = await newTraining({ price: 'Free' });
    const { client, registration, code } = await holdAndCode(training._id, 0);
    const res = await client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, registration, code, undefined),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      amount: 0,
      payment: { method: 'free', last4: null },
    });
  });
});

describe('ownership', () => {
  it("nobody reads, pays or asks a code for another person's registration", async () => {
    const training = await newTraining();
    const owner = await holdAndCode(training._id);
    const intruder = await fresher();
    const id = owner.registration._id;
    expect((await intruder.client.get(`/api/user/registrations/${id}`)).status).toBe(404);
    expect((await intruder.client.get(`/api/user/registrations/${id}/calendar`)).status).toBe(404);
    expect((await intruder.client.get('/api/user/registrations')).body.data).toEqual([]);
    const sent = await intruder.client.post('/api/trainings/send-payment-otp', {
      trainingId: training._id,
      amount: 2500,
      registrationData: owner.registration,
    });
    expect(sent.status).toBe(404);
    const paid = await intruder.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, owner.registration, owner.code),
    );
    expect(paid.status).toBe(404);
    expect(paid.body.message).toBe(M.registrationNotFound);
    // The owner's code is untouched by those tries.
    const ok = await owner.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, owner.registration, owner.code),
    );
    expect(ok.status).toBe(200);
    const listed = (await owner.client.get('/api/user/registrations')).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: id, status: 'confirmed' });
  });

  it('shows participants only to the trainer who owns the training', async () => {
    const training = await newTraining();
    const booked = await holdAndCode(training._id);
    await booked.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, booked.registration, booked.code),
    );
    const res = await trainer.get(`/api/trainer/trainings/${training._id}/registrations`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ availableSpots: 9, registeredParticipants: 1 });
    expect(res.body.data.participants).toHaveLength(1);
    expect(res.body.data.participants[0]).toMatchObject({
      email: booked.email,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect((await otherTrainer.get(`/api/trainer/trainings/${training._id}/registrations`)).status).toBe(403);
    expect((await booked.client.get(`/api/trainer/trainings/${training._id}/registrations`)).status).toBe(
      403,
    );
    expect((await app.client().get(`/api/trainer/trainings/${training._id}/registrations`)).status).toBe(401);
  });
});

describe('cancelling a training people booked', () => {
  it('cancels bookings, marks payments for refund and e-mails everyone, in one transaction', async () => {
    const training = await newTraining();
    const paid = await holdAndCode(training._id);
    await paid.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, paid.registration, paid.code),
    );
    const holding = await fresher();
    await register(holding.client, holding.email, training._id);

    // If the mail cannot go out, nothing changes.
    app.mailbox.refuseMail(true);
    const failed = await trainer.request('DELETE', `/api/trainings/${training._id}`);
    app.mailbox.refuseMail(false);
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(M.cancelMailFailed);
    expect((await app.client().get(`/api/trainings/${training._id}`)).status).toBe(200);
    expect((await app.db('payments').where({ registration_id: paid.registration._id }).first()).status).toBe(
      'paid',
    );

    const res = await trainer.request('DELETE', `/api/trainings/${training._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.trainingCancelled,
      data: { cancelled: true, participantsNotified: 2 },
    });
    expect((await app.client().get(`/api/trainings/${training._id}`)).status).toBe(404);
    expect((await app.db('payments').where({ registration_id: paid.registration._id }).first()).status).toBe(
      'refund_pending',
    );
    for (const person of [paid, holding]) {
      expect(app.mailbox.mailsTo(person.email).at(-1)!.raw).toContain('Cancelled: Node.js in Practice');
      const mine = (await person.client.get('/api/user/registrations')).body.data;
      expect(mine[0]).toMatchObject({ status: 'cancelled', training: { cancelled: true } });
    }
  });

  it('keeps the trainer from lowering registered participants below confirmed bookings', async () => {
    const training = await newTraining();
    const booked = await holdAndCode(training._id);
    await booked.client.post(
      '/api/trainings/verify-payment-otp',
      verifyBody(training._id, booked.registration, booked.code),
    );
    const res = await trainer.request('PUT', `/api/trainings/${training._id}`, {
      ...technical,
      registeredParticipants: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.participantsCannotDrop);
  });
});
