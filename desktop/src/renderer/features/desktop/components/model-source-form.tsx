import { useEffect, useState, type FormEvent } from 'react';
import type { DesktopSettings } from '@launchpad/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSaveModelSource } from '../api/desktop-settings';
import { serverUrlProblem } from './server-url-form';

/** Where the model is downloaded from and its expected SHA-256 (e.g. an internal mirror). */
export function ModelSourceForm({ settings }: { settings: DesktopSettings }) {
  const [url, setUrl] = useState(settings.modelUrl);
  const [sha256, setSha256] = useState(settings.modelSha256 ?? '');
  const [problems, setProblems] = useState<{ url?: string; sha256?: string }>({});
  const save = useSaveModelSource();
  useEffect(() => {
    setUrl(settings.modelUrl);
    setSha256(settings.modelSha256 ?? '');
  }, [settings.modelUrl, settings.modelSha256]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const urlProblem = url.trim() === '' ? 'Enter the model URL' : serverUrlProblem(url.split('?')[0]!);
    const hash = sha256.trim().toLowerCase();
    const shaProblem =
      hash === '' || /^[0-9a-f]{64}$/.test(hash) ? undefined : 'A SHA-256 has 64 hexadecimal characters';
    setProblems({ url: urlProblem ?? undefined, sha256: shaProblem });
    if (!urlProblem && !shaProblem) save.mutate({ url: url.trim(), sha256: hash === '' ? null : hash });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Model download URL"
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={problems.url}
      />
      <TextField
        label="Expected SHA-256 (optional)"
        value={sha256}
        onChange={(event) => setSha256(event.target.value)}
        error={problems.sha256 ?? (save.isError ? errorMessage(save.error, 'Could not save') : undefined)}
        hint="When set, a downloaded model that does not match it is refused."
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" busy={save.isPending} busyText="Saving…">
        Save model source
      </Button>
      {save.isSuccess && !save.isPending && <p className="text-sm text-emerald-700">Model source saved.</p>}
    </form>
  );
}
