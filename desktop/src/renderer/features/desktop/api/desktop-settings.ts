import type { DesktopBridge, DesktopSettings, WhisperModelStatus } from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDesktopBridge } from '../../../lib/platform';

export const DESKTOP_SETTINGS_KEY = ['desktop', 'settings'] as const;
export const MODEL_STATUS_KEY = ['desktop', 'whisper-model'] as const;
/** How often the screen asks for download progress. */
export const MODEL_POLL_MS = 500;

function bridge(): DesktopBridge {
  const desktop = getDesktopBridge();
  if (!desktop) throw new Error('This screen belongs to the desktop app');
  return desktop;
}

/** Reloads the page so the main process's Content-Security-Policy and the API base URL follow the new server. */
export function reloadApp(): void {
  window.location.reload();
}

/** The desktop app's own settings (server URL, model source). */
export function useDesktopSettings() {
  return useQuery({
    queryKey: DESKTOP_SETTINGS_KEY,
    queryFn: () => bridge().getSettings(),
    staleTime: Infinity,
  });
}

/** Saves the server URL; a different server signs the person out (its token is forgotten) and reloads. */
export function useSaveApiUrl({ reload = reloadApp }: { reload?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => {
      const before = queryClient.getQueryData<DesktopSettings>(DESKTOP_SETTINGS_KEY);
      const saved = await bridge().setApiUrl(url);
      return { saved, changed: before?.apiUrl !== saved.apiUrl || !before?.apiUrlConfigured };
    },
    onSuccess: ({ saved, changed }) => {
      queryClient.setQueryData(DESKTOP_SETTINGS_KEY, saved);
      if (changed) reload();
    },
  });
}

export function useSaveModelSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: { url: string; sha256: string | null }) => bridge().setModelSource(source),
    onSuccess: (saved) => queryClient.setQueryData(DESKTOP_SETTINGS_KEY, saved),
  });
}

/** The offline model's status, polled while a download runs. */
export function useModelStatus() {
  return useQuery({
    queryKey: MODEL_STATUS_KEY,
    queryFn: () => bridge().getModelStatus(),
    refetchInterval: (query) => (query.state.data?.state === 'downloading' ? MODEL_POLL_MS : false),
  });
}

type ModelAction = 'download' | 'cancel' | 'choose' | 'remove';

/** Runs one model action (download, cancel the download, choose a file, remove) and shows its answer. */
export function useModelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModelAction): Promise<WhisperModelStatus> => {
      const desktop = bridge();
      if (action === 'download') return desktop.downloadModel();
      if (action === 'cancel') return desktop.cancelModelDownload();
      if (action === 'choose') return desktop.chooseModelFile();
      return desktop.removeModel();
    },
    onSuccess: (status) => queryClient.setQueryData(MODEL_STATUS_KEY, status),
  });
}
