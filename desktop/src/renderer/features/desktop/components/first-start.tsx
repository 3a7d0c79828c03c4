import { Outlet } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { FullPageSpinner } from '../../../components/layouts/full-page-status';
import { useDesktopSettings } from '../api/desktop-settings';
import { ServerUrlForm } from './server-url-form';

/**
 * Inside the desktop app, asks for the server URL on the first start (nothing chosen yet and none
 * given by LAUNCHPAD_API_URL) before any screen that would call the server.
 */
export function DesktopFirstStart({ reload }: { reload?: () => void }) {
  const settings = useDesktopSettings();
  if (settings.isPending) return <FullPageSpinner />;
  if (settings.data && !settings.data.apiUrlConfigured) {
    return (
      <AuthLayout
        title="Connect to your Launchpad server"
        description="Enter the address of the Launchpad server you use. You can change it later in Desktop Settings."
      >
        <ServerUrlForm initial={settings.data.apiUrl} submitLabel="Connect" reload={reload} />
      </AuthLayout>
    );
  }
  return <Outlet />;
}
