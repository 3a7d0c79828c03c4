import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ADMIN_PORTAL_MESSAGES as M } from '@launchpad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../config/paths';
import { adminToken, setAdminUnauthorizedHandler } from '../../features/admin/api/admin-client';
import { adminKeys, adminLogout } from '../../features/admin/api/admin-queries';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /admin-dashboard (part 2 §2.10, §4 Admin): no token leads to the admin login; a 401 on any admin call
 * (an invalid profile included) clears the token and goes there too; Logout clears it.
 */
export function AdminDashboardRoute() {
  useDocumentTitle('Admin Dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setAdminUnauthorizedHandler(() => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      toast.error(M.authFailed);
      navigate(paths.adminLogin, { replace: true });
    });
    return () => setAdminUnauthorizedHandler(undefined);
  }, [navigate, queryClient]);

  if (!adminToken.get()) return <Navigate to={paths.adminLogin} replace />;

  const logout = async () => {
    await adminLogout();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    navigate(paths.adminLogin, { replace: true });
  };

  return <AdminDashboard onLogout={() => void logout()} />;
}
