import { ClipboardCheck, Crown, FileText, ShieldCheck, SlidersHorizontal, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { SideTabs, type SideTabItem } from '../../../components/ui/side-tabs';
import { AssessmentsPanel } from './assessments-panel';
import { CvPanel } from './cv-panel';
import { ProfilePanel } from './profile-panel';
import { SecurityPanel } from './security-panel';
import { SettingsPanel } from './settings-panel';
import { SubscriptionPanel } from './subscription-panel';

export const SETTINGS_TABS = ['profile', 'cv', 'security', 'skills', 'subscription', 'settings'] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

const tabs: SideTabItem<TSettingsTab>[] = [
  { value: 'profile', label: 'Profile', icon: UserRound },
  { value: 'cv', label: 'CV Management', icon: FileText },
  { value: 'security', label: 'Security', icon: ShieldCheck },
  { value: 'skills', label: 'Skills Assessment', icon: ClipboardCheck },
  { value: 'subscription', label: 'Subscription', icon: Crown },
  { value: 'settings', label: 'Settings', icon: SlidersHorizontal },
];

/** The tab named by `?tab=`, or Profile when it names none. */
export function settingsTabFrom(value: string | null): TSettingsTab {
  return (SETTINGS_TABS as readonly (string | null)[]).includes(value) ? (value as TSettingsTab) : 'profile';
}

function TabContent({ tab }: { tab: TSettingsTab }) {
  switch (tab) {
    case 'profile':
      return <ProfilePanel />;
    case 'cv':
      return <CvPanel />;
    case 'security':
      return <SecurityPanel />;
    case 'skills':
      return <AssessmentsPanel />;
    case 'subscription':
      return <SubscriptionPanel />;
    case 'settings':
      return <SettingsPanel />;
  }
}

/** Profile settings (spec §2): six side tabs; the open one is kept in `?tab=` so it can be linked. */
export function ProfileSettings() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabFrom(searchParams.get('tab'));

  const selectTab = (next: TSettingsTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="space-y-6 md:space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Profile Settings</h1>
        <p className="mt-1.5 text-base text-slate-600">Your profile, CV, password, plan and preferences.</p>
      </header>
      <SideTabs label="Profile settings" items={tabs} value={tab} onValueChange={selectTab}>
        <TabContent tab={tab} />
      </SideTabs>
    </div>
  );
}
