import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** 'Resend code', disabled with a countdown while the server would refuse another code. */
export function ResendCodeButton({
  remaining,
  busy,
  onResend,
}: {
  remaining: number;
  busy: boolean;
  onResend: () => void;
}) {
  const waiting = remaining > 0;
  return (
    <Button
      variant="link"
      onClick={onResend}
      disabled={waiting}
      busy={busy}
      busyText="Sending code..."
      className="text-sm"
    >
      {!busy && <RefreshCw aria-hidden="true" className="size-3.5" />}
      {waiting ? `Resend code in ${remaining}s` : 'Resend code'}
    </Button>
  );
}
