import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { paths } from '../../config/paths';
import { ResetPasswordFlow } from '../../features/auth/components/reset-password-flow';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const descriptions = [
  'Enter the email address of your account and we will send you a 6-digit code.',
  'Check your inbox for the code.',
  'Choose a new password for your account.',
];

export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const { user } = useSession();
  const [step, setStep] = useState(0);

  return (
    <AuthLayout
      title="Reset your password"
      description={descriptions[step]}
      footer={
        <>
          Remembered it?{' '}
          <Link
            to={paths.login}
            className="rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Back to sign in
          </Link>
        </>
      }
    >
      <ResetPasswordFlow initialEmail={user?.email ?? ''} onStepChange={setStep} />
    </AuthLayout>
  );
}
