import { useEffect, useState, type FormEvent } from 'react';
import { Server } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSaveApiUrl } from '../api/desktop-settings';

/** The message for a server URL the app cannot use, or null when it is fine. */
export function serverUrlProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return 'Enter the server URL';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full URL, such as https://launchpad.example.com';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'The URL must start with http:// or https://';
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  if (url.search || url.hash) return 'The URL must not contain ? or #';
  return null;
}

/**
 * The server URL field with its Save button. Saving a different server signs the person out (the
 * token belonged to the old one) and reloads the app.
 */
export function ServerUrlForm({
  initial,
  submitLabel = 'Save server',
  reload,
}: {
  initial: string;
  submitLabel?: string;
  reload?: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveApiUrl({ reload });
  useEffect(() => setValue(initial), [initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = serverUrlProblem(value);
    setProblem(found);
    if (!found) save.mutate(value.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Server URL"
        type="url"
        icon={Server}
        inputMode="url"
        autoComplete="url"
        placeholder="https://launchpad.example.com"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={
          problem ?? (save.isError ? errorMessage(save.error, 'Could not save the server URL') : undefined)
        }
        hint="The Launchpad server this app signs in to. Changing it signs you out."
      />
      <Button type="submit" busy={save.isPending} busyText="Saving…">
        {submitLabel}
      </Button>
    </form>
  );
}
