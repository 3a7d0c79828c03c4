import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { useDocumentTitle } from '../../lib/use-document-title';

// The theme chosen in Settings applies from the first screen, not only once this page is opened:
// the router imports this module when the app starts. (Could move to main.tsx.)

/** /profile-settings: for any signed-in, verified user (Fresher or Trainer). */
export function ProfileSettingsRoute() {
  useDocumentTitle('Profile Settings');
  return <ProfileSettings />;
}
