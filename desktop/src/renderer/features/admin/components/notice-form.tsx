import { useState, type FormEvent } from 'react';
import {
  ADMIN_PORTAL_MESSAGES as M,
  ZEventNoticeInput,
  type TEventNotice,
  type TEventNoticeInput,
} from '@launchpad/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { failed } from '../api/admin-client';
import { useSaveNotice } from '../api/admin-queries';

const EMPTY: TEventNoticeInput = {
  eventName: '',
  eventDescription: '',
  date: '',
  time: '',
  venue: '',
  registrationLink: '',
  otherInfo: '',
};

/** Add or edit a notice (part 2 §5 Notice form): name and description required, the link a URL. */
export function NoticeForm({ notice, onDone }: { notice?: TEventNotice; onDone: () => void }) {
  const [values, setValues] = useState<TEventNoticeInput>(
    notice
      ? {
          eventName: notice.eventName,
          eventDescription: notice.eventDescription,
          date: notice.date,
          time: notice.time,
          venue: notice.venue,
          registrationLink: notice.registrationLink,
          otherInfo: notice.otherInfo,
        }
      : EMPTY,
  );
  const [error, setError] = useState('');
  const save = useSaveNotice();
  const set = (field: keyof TEventNoticeInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEventNoticeInput.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.addNoticeFailed);
      return;
    }
    setError('');
    save.mutate(
      { id: notice?._id, values: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (e) => setError(failed(notice ? M.updateNoticeFailed : M.addNoticeFailed, e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <ErrorBanner message={error} onDismiss={() => setError('')} />}
      <TextField label="Event name" required value={values.eventName} onChange={set('eventName')} />
      <TextareaField
        label="Description"
        required
        rows={4}
        value={values.eventDescription}
        onChange={set('eventDescription')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" value={values.date} onChange={set('date')} />
        <TextField label="Time" type="time" value={values.time} onChange={set('time')} />
      </div>
      <TextField label="Venue" value={values.venue} onChange={set('venue')} />
      <TextField
        label="Registration link"
        type="url"
        placeholder="https://"
        value={values.registrationLink}
        onChange={set('registrationLink')}
      />
      <TextField label="Organized by" value={values.otherInfo} onChange={set('otherInfo')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending} busyText="Saving...">
          {notice ? 'Update Notice' : 'Add Notice'}
        </Button>
      </div>
    </form>
  );
}
