import { BOOKING_MESSAGES as M, type TRegistration, type TTraining } from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { signedInFresher } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

const training: TTraining = {
  _id: 't1',
  title: 'Speaking with Confidence',
  trainingType: 'soft skills',
  trainingCategory: 'Communication',
  description: '',
  availableSlots: 4,
  availableSpots: 2,
  registeredParticipants: 1,
  startDate: '',
  startTime: '',
  venue: '',
  timeSlots: ['9-10 AM', '2-3 PM'],
  timeSlot: '9-10 AM, 2-3 PM',
  duration: '1 hour',
  price: '1500',
  isFree: false,
  status: 'active',
  hasOnlineLink: true,
  trainerId: 'TR-AAAAAA',
  trainer: { _id: 'u9', trainerId: 'TR-AAAAAA', name: 'Tara' },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const registration: TRegistration = {
  _id: 'r1',
  trainingId: 't1',
  status: 'held',
  participantInfo: {
    name: 'Fresher Person',
    email: 'fresher@example.com',
    contact: '0771234567',
    affiliation: 'intern',
  },
  selectedSlot: '2-3 PM',
  holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  confirmedAt: null,
  confirmationCode: null,
  amount: 1500,
  amountCents: 150_000,
  currency: 'LKR',
  payment: null,
  training: {
    _id: 't1',
    title: training.title,
    trainingType: 'soft skills',
    trainingCategory: 'Communication',
    startDate: '',
    startTime: '',
    duration: '1 hour',
    venue: '',
    price: '1500',
    trainerName: 'Tara',
    cancelled: false,
  },
  hasCalendar: false,
  createdAt: '2026-11-23T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('booking and payment screens', () => {
  it('books a time slot, pays with the code and shows Payment Confirmed! then the receipt', async () => {
    const confirmed: TRegistration = {
      ...registration,
      status: 'confirmed',
      confirmationCode: 'TRN-ABCDEFGH',
      confirmedAt: '2026-11-23T00:05:00.000Z',
      payment: {
        method: 'bank',
        last4: '7890',
        provider: 'simulated',
        reference: 'SIM-1',
        status: 'paid',
        paidAt: '',
      },
    };
    const calls = stubApi({
      'GET /api/trainings/t1': { status: 200, body: { success: true, message: '', data: training } },
      'GET /api/trainings/t1/availability': {
        status: 200,
        body: {
          success: true,
          data: {
            availableSpots: 1,
            slots: [
              { slot: '9-10 AM', available: false },
              { slot: '2-3 PM', available: true },
            ],
          },
        },
      },
      'POST /api/trainings/t1/register': {
        status: 201,
        body: { success: true, message: M.held, data: registration },
      },
      'POST /api/trainings/send-payment-otp': { status: 200, body: { success: true, message: M.otpSent } },
      'POST /api/trainings/verify-payment-otp': {
        status: 200,
        body: {
          success: true,
          message: M.paymentConfirmed,
          trainingLink: 'https://meet.example.com/x',
          data: confirmed,
        },
      },
    });
    renderRoutes('/training-booking/t1', { user: signedInFresher });

    await screen.findByRole('heading', { name: 'Register for Speaking with Confidence' });
    expect(await screen.findByText('Only 1 spot left!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /9-10 AM/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Affiliation'), { target: { value: 'intern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(screen.getByText(M.slotRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /2-3 PM/ }));
    expect(screen.queryByText(M.slotRequired)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText(M.simulatedPayment)).toBeInTheDocument();
    const registerCall = calls.find((c) => c.path === '/api/trainings/t1/register')!;
    expect(registerCall.body).toMatchObject({
      trainingId: 't1',
      selectedSlot: '2-3 PM',
      participantInfo: { affiliation: 'intern' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(M.methodRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank Transfer' }));
    fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '0012 3456 7890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/Code expires in/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/trainings/send-payment-otp')!.body).toMatchObject({
      amount: 1500,
      trainingId: 't1',
    });

    fireEvent.click(screen.getByRole('button', { name: /Confirm Payment/ }));
    expect(screen.getByText(M.otpIncomplete)).toBeInTheDocument();
    fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /Confirm Payment/ }));
    expect(await screen.findByRole('heading', { name: 'Payment Confirmed!' })).toBeInTheDocument();
    const verifyCall = calls.find((c) => c.path === '/api/trainings/verify-payment-otp')!;
    expect(verifyCall.body).toMatchObject({
      otp: '123456',
      paymentDetails: { method: 'bank', bankAccount: '0012 3456 7890' },
    });

    await waitFor(() => expect(screen.getByText('TRN-ABCDEFGH')).toBeInTheDocument(), { timeout: 4000 });
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(within(details).getByText('https://meet.example.com/x')).toBeInTheDocument();
    expect(within(details).getByText('LKR 1,500.00')).toBeInTheDocument();
  }, 20_000); // the whole booking and payment journey in one test

  it('shows Booking Unavailable for an unknown training, Session Expired and Invalid Access without state', async () => {
    stubApi({}, { fallback: { status: 404, body: { success: false, message: 'Training not found' } } });
    renderRoutes('/training-booking/nope', { user: signedInFresher });
    expect(await screen.findByRole('heading', { name: M.bookingUnavailable })).toBeInTheDocument();
    expect(screen.getByText(M.trainingNotFound)).toBeInTheDocument();
  });

  it('guards payment and the receipt when opened directly', async () => {
    stubApi({});
    renderRoutes('/training-payment/t1', { user: signedInFresher });
    expect(await screen.findByRole('heading', { name: M.sessionExpired })).toBeInTheDocument();
  });

  it('guards the receipt when opened directly', async () => {
    stubApi({});
    renderRoutes('/training-success', { user: signedInFresher });
    expect(await screen.findByRole('heading', { name: M.invalidAccess })).toBeInTheDocument();
  });
});
