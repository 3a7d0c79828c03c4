import type { WhisperModelStatus } from '@launchpad/shared';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PanelLoading } from '../../../components/ui/load-state';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { useModelAction, useModelStatus } from '../api/desktop-settings';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

function describe(status: WhisperModelStatus): string {
  switch (status.state) {
    case 'missing':
      return 'No model installed. Interview answers are transcribed by the server.';
    case 'installed':
      return `Installed (${megabytes(status.bytes)}, ${status.source === 'download' ? 'downloaded' : 'from a file'}). Interview answers are transcribed on this computer.`;
    case 'downloading':
      return status.totalBytes
        ? `Downloading: ${megabytes(status.receivedBytes)} of ${megabytes(status.totalBytes)}`
        : `Downloading: ${megabytes(status.receivedBytes)}`;
    case 'failed':
      return 'The last download did not finish.';
  }
}

/** The offline transcription model: status, download with progress, choose a file, remove. */
export function ModelPanel() {
  const status = useModelStatus();
  const action = useModelAction();

  if (status.isPending) return <PanelLoading label="Checking the offline model" />;
  if (status.isError)
    return <ErrorBanner message={errorMessage(status.error, 'Could not read the model status')} />;
  const model = status.data;
  const busy = action.isPending;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {describe(model)}
      </p>
      {model.state === 'downloading' && (
        <ProgressBar
          label="Model download"
          value={model.totalBytes ? (model.receivedBytes / model.totalBytes) * 100 : 0}
        />
      )}
      {model.state === 'failed' && <ErrorBanner message={model.message} />}
      {action.isError && <ErrorBanner message={errorMessage(action.error, 'The model action failed')} />}
      <div className="flex flex-wrap gap-3">
        {model.state === 'downloading' ? (
          <Button variant="secondary" disabled={busy} onClick={() => action.mutate('cancel')}>
            Cancel download
          </Button>
        ) : (
          <>
            <Button disabled={busy} onClick={() => action.mutate('download')}>
              {model.state === 'installed' ? 'Download again' : 'Download model'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => action.mutate('choose')}>
              Choose a model file…
            </Button>
            {model.state === 'installed' && (
              <Button variant="ghost" disabled={busy} onClick={() => action.mutate('remove')}>
                Remove model
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
