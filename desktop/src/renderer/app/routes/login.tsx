import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../lib/use-document-title';

const linkClasses =
  'rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

export function LoginRoute() {
  useDocumentTitle('Login');
  return (
    <AuthLayout
      title="Login"
      description="Welcome back! Sign in to continue to Launchpad."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} className={linkClasses}>
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
