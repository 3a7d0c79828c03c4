import { DesktopSettingsPage } from '../../features/desktop/components/desktop-settings-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /desktop-settings: server URL and offline transcription model (desktop app only). */
export function DesktopSettingsRoute() {
  useDocumentTitle('Desktop Settings');
  return <DesktopSettingsPage />;
}
