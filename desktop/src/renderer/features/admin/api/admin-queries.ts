import type { TEventNotice, TEventNoticeInput } from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, adminToken } from './admin-client';
import type { AdminFresher, AdminProfile, AdminTrainer } from './types';

export const adminKeys = {
  all: ['admin'] as const,
  profile: ['admin', 'profile'] as const,
  freshers: ['admin', 'freshers'] as const,
  trainers: ['admin', 'trainers'] as const,
  notices: ['admin', 'notices'] as const,
};

interface DataAnswer<T> {
  success: true;
  data: T;
}
interface MessageAnswer {
  success: true;
  message: string;
}

/** POST /api/admin/login: keeps the token on success. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      adminRequest<{ token: string; admin: AdminProfile; message: string }>('/api/admin/login', {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => adminToken.set(answer.token),
  });
}

export function useAdminProfile() {
  return useQuery({
    queryKey: adminKeys.profile,
    queryFn: ({ signal }) => adminRequest<{ admin: AdminProfile }>('/api/admin/profile', { signal }),
    select: (answer) => answer.admin,
    retry: false,
  });
}

function useList<T>(key: readonly string[], path: string) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => adminRequest<DataAnswer<T[]> | T[]>(path, { signal }),
    // Notices may also come as a bare array (part 2 §7 Admin).
    select: (answer) => (Array.isArray(answer) ? answer : answer.data),
    retry: false,
  });
}

export const useFreshers = () => useList<AdminFresher>(adminKeys.freshers, '/api/admin/freshers');
export const useTrainers = () => useList<AdminTrainer>(adminKeys.trainers, '/api/admin/trainers');
export const useNotices = () => useList<TEventNotice>(adminKeys.notices, '/api/admin/notices');

function useAdminMutation<V>(request: (vars: V) => Promise<MessageAnswer>, invalidate: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}

const enc = encodeURIComponent;

export const useDeleteFresher = () =>
  useAdminMutation(
    (id: string) => adminRequest<MessageAnswer>(`/api/admin/freshers/${enc(id)}`, { method: 'DELETE' }),
    adminKeys.freshers,
  );

export const useDeleteTrainer = () =>
  useAdminMutation(
    (id: string) => adminRequest<MessageAnswer>(`/api/admin/trainers/${enc(id)}`, { method: 'DELETE' }),
    adminKeys.trainers,
  );

export const useDeleteNotice = () =>
  useAdminMutation(
    (id: string) => adminRequest<MessageAnswer>(`/api/admin/notices/${enc(id)}`, { method: 'DELETE' }),
    adminKeys.notices,
  );

/** POST /api/admin/notices (no id) or PUT /api/admin/notices/{id}. */
export const useSaveNotice = () =>
  useAdminMutation(
    ({ id, values }: { id?: string; values: TEventNoticeInput }) =>
      id
        ? adminRequest<MessageAnswer>(`/api/admin/notices/${enc(id)}`, { method: 'PUT', body: values })
        : adminRequest<MessageAnswer>('/api/admin/notices', { method: 'POST', body: values }),
    adminKeys.notices,
  );

/** POST /api/admin/logout, best effort: the token is cleared whatever the answer. */
export async function adminLogout() {
  try {
    await adminRequest('/api/admin/logout', { method: 'POST' });
  } catch {
    // The token goes anyway.
  } finally {
    adminToken.clear();
  }
}
