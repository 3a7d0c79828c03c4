import Router from '@koa/router';
import { BOOKING_MESSAGES as M } from '@launchpad/shared';
import { NotFound } from '../lib/errors';
import { requireUser } from '../middlewares/auth';
import { authorize } from '../policies/training';
import { presentParticipant, presentRegistration } from '../presenters/registration';
import {
  confirmPayment,
  findOwnRegistration,
  holdSeat,
  listOwnRegistrations,
  listParticipants,
  registrationCalendar,
  sendPaymentCode,
} from '../services/bookings';
import { seatsLeft, takenSlots } from '../services/seats';
import { findTraining } from '../services/trainings';
import type { AppContext, AppState } from '../types';

/** Booking, payment with an e-mailed code, receipts, My Registrations and the trainer's participant list. */
export function bookingRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api' });
  const signedIn = requireUser();

  // Which time slots of an individual training are still free, and the spots left (the booking screen).
  router.get('/trainings/:id/availability', async (ctx) => {
    const training = await findTraining(ctx.params.id!);
    const taken = await takenSlots(training.id);
    ctx.body = {
      success: true,
      data: {
        availableSpots: seatsLeft(training),
        slots: training.timeSlots.map((slot) => ({ slot, available: !taken.has(slot) })),
      },
    };
  });

  router.post('/trainings/:id/register', signedIn, async (ctx) => {
    const registration = await holdSeat(ctx.deps.db, ctx.state.user!, ctx.params.id!, ctx.request.body);
    ctx.deps.catalogue.invalidate(); // a held seat is one spot fewer in the catalogue
    ctx.status = 201;
    ctx.body = { success: true, message: M.held, data: presentRegistration(registration) };
  });

  router.post('/trainings/send-payment-otp', signedIn, async (ctx) => {
    await sendPaymentCode(ctx.deps, ctx.state.user!, ctx.request.body);
    ctx.body = { success: true, message: M.otpSent };
  });

  router.post('/trainings/verify-payment-otp', signedIn, async (ctx) => {
    const registration = presentRegistration(
      await confirmPayment(ctx.deps, ctx.state.user!, ctx.request.body),
    );
    ctx.deps.catalogue.invalidate();
    ctx.body = {
      success: true,
      message: M.paymentConfirmed,
      trainingLink: registration.trainingLink ?? '',
      data: registration,
    };
  });

  router.get('/user/registrations', signedIn, async (ctx) => {
    const registrations = await listOwnRegistrations(ctx.state.user!);
    ctx.body = { success: true, data: registrations.map(presentRegistration) };
  });

  router.get('/user/registrations/:id', signedIn, async (ctx) => {
    const registration = await findOwnRegistration(ctx.state.user!, ctx.params.id!);
    ctx.body = { success: true, data: presentRegistration(registration) };
  });

  router.get('/user/registrations/:id/calendar', signedIn, async (ctx) => {
    const registration = await findOwnRegistration(ctx.state.user!, ctx.params.id!);
    const ics =
      registration.status === 'confirmed'
        ? registrationCalendar(registration, ctx.deps.config.publicUrl)
        : null;
    if (!ics) throw new NotFound(M.noCalendar);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.attachment(`${registration.confirmationCode}.ics`);
    ctx.body = ics;
  });

  // The trainer's view of who booked one of their trainings.
  router.get('/trainer/trainings/:id/registrations', signedIn, async (ctx) => {
    const training = await findTraining(ctx.params.id!);
    authorize(ctx.state.user, 'seeParticipants', training);
    const participants = await listParticipants(training.id);
    ctx.body = {
      success: true,
      data: {
        availableSpots: seatsLeft(training),
        registeredParticipants: training.registeredParticipants,
        liveHolds: training.liveHolds ?? 0,
        participants: participants.map(presentParticipant),
      },
    };
  });

  return router;
}
