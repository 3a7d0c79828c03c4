import { MailCheck } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { FullPageSpinner } from '../../components/layouts/full-page-status';
import { paths } from '../../config/paths';
import { EmailVerifyForm } from '../../features/auth/components/email-verify-form';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * E-mail verification for the signed-in user. Signed out → /login; already verified → /login, which
 * forwards to the dashboard (spec §2).
 */
export function EmailVerifyRoute() {
  useDocumentTitle('Verify your email');
  const { user, isPending } = useSession();

  if (isPending) return <FullPageSpinner />;
  if (!user || user.isAccountVerified) return <Navigate to={paths.login} replace />;

  return (
    <AuthLayout
      title="Verify your email"
      description={
        <div className="flex gap-3 rounded-lg bg-indigo-50 p-3 text-indigo-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
          <p>
            We sent a 6-digit code to <span className="font-semibold break-words">{user.email}</span>. Enter
            it below to activate your account.
          </p>
        </div>
      }
    >
      <EmailVerifyForm user={user} />
    </AuthLayout>
  );
}
