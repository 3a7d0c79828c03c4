import { AUTH_MESSAGES, type TMessageAnswer } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../config/paths';
import { api } from './api-client';
import { clearSession } from './session';
import { TOAST_IDS } from './toast-ids';

/**
 * Signs out: tells the server, then forgets the session locally even if the server could not be
 * reached (the user asked to leave), says 'Logged out successfully' and shows the login screen.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        return await api.post<TMessageAnswer>('/api/auth/logout', undefined, { handleUnauthorized: false });
      } catch {
        return null;
      }
    },
    onSettled: async () => {
      await clearSession(queryClient, { onPurpose: true });
      toast.success(AUTH_MESSAGES.loggedOut, { id: TOAST_IDS.logout });
      await navigate(paths.login, { replace: true });
    },
  });
}
