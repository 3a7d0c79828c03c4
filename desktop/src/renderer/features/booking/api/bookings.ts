import type { TPaymentDetailsInput, TRegistration, TTraining } from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from '../../../lib/platform';
import { userKeys } from '../../../lib/query-keys';

export const bookingKeys = {
  training: (id: string) => ['trainings', id] as const,
  availability: (id: string) => ['trainings', id, 'availability'] as const,
  mine: userKeys.registrations,
};

const enc = encodeURIComponent;

/** GET /api/trainings/{id}: the training being booked. */
export function useTraining(id: string) {
  return useQuery({
    queryKey: bookingKeys.training(id),
    queryFn: ({ signal }) => api.get<ApiDataAnswer<TTraining>>(`/api/trainings/${enc(id)}`, { signal }),
    select: (answer) => answer.data,
    retry: false,
  });
}

export interface TAvailability {
  availableSpots: number;
  slots: { slot: string; available: boolean }[];
}

/** Spots left and which time slots are still free, refreshed while the person fills the form. */
export function useAvailability(id: string) {
  return useQuery({
    queryKey: bookingKeys.availability(id),
    queryFn: ({ signal }) =>
      api.get<ApiDataAnswer<TAvailability>>(`/api/trainings/${enc(id)}/availability`, { signal }),
    select: (answer) => answer.data,
    refetchInterval: 30_000,
  });
}

export interface RegisterBody {
  trainingId: string;
  participantInfo: { name: string; email: string; contact: string; affiliation: string };
  selectedSlot: string | null;
}

/** POST /api/trainings/{id}/register: holds a seat. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post<ApiDataAnswer<TRegistration>>(`/api/trainings/${enc(body.trainingId)}/register`, body),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availability(body.trainingId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
    },
  });
}

/** POST /api/trainings/send-payment-otp. */
export function useSendPaymentOtp() {
  return useMutation({
    mutationFn: (body: {
      email: string;
      trainingId: string;
      amount: number;
      registrationData: TRegistration;
    }) => api.post<{ success: true; message: string }>('/api/trainings/send-payment-otp', body),
  });
}

export interface VerifyAnswer {
  success: true;
  message: string;
  trainingLink: string;
  data: TRegistration;
}

/** POST /api/trainings/verify-payment-otp: confirms the booking, once. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      trainingId: string;
      registrationData: TRegistration;
      paymentDetails: TPaymentDetailsInput | undefined;
      otp: string;
      selectedSlot: string | null;
    }) => api.post<VerifyAnswer>('/api/trainings/verify-payment-otp', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      void queryClient.invalidateQueries({ queryKey: ['trainings'] });
    },
  });
}

/** GET /api/user/registrations: the signed-in person's bookings. */
export function useMyRegistrations() {
  return useQuery({
    queryKey: bookingKeys.mine,
    queryFn: ({ signal }) => api.get<ApiDataAnswer<TRegistration[]>>('/api/user/registrations', { signal }),
    select: (answer) => answer.data,
  });
}

/** Downloads a booking's calendar file (.ics) with the session (cookie on the web, token on desktop). */
export async function fetchCalendarFile(registrationId: string): Promise<Blob> {
  const [baseUrl, token] = await Promise.all([getApiBaseUrl(), getBearerToken()]);
  const response = await fetch(`${baseUrl}/api/user/registrations/${enc(registrationId)}/calendar`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: isDesktopApp() ? 'omit' : 'include',
  });
  if (!response.ok) throw new Error('Could not download the calendar file');
  return new Blob([await response.text()], { type: 'text/calendar' });
}
