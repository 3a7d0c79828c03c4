import { Navigate } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { paths } from '../../config/paths';
import { adminToken } from '../../features/admin/api/admin-client';
import { AdminLoginForm } from '../../features/admin/components/admin-login-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin-login (part 2 §2.9). An admin already holding a token goes straight to the dashboard. */
export function AdminLoginRoute() {
  useDocumentTitle('Admin Portal');
  if (adminToken.get()) return <Navigate to={paths.adminDashboard} replace />;
  return (
    <AuthLayout title="Admin Portal" description="Sign in with your administrator account.">
      <AdminLoginForm />
    </AuthLayout>
  );
}
