import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { paths } from '../../config/paths';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RegisterRoute() {
  useDocumentTitle('Create Your Account');
  return (
    <AuthLayout
      wide
      title="Create Your Account"
      description="Choose how you will use Launchpad, then tell us a little about yourself."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login}
            className="rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
