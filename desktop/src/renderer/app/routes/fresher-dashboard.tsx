import { achievementBadges, PROFILE_MESSAGES } from '@launchpad/shared';
import { Bot, FileSearch, GraduationCap, Newspaper, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorBanner } from '../../components/ui/error-banner';
import { paths } from '../../config/paths';
import { AccountSummary } from '../../features/dashboard/components/account-summary';
import { AchievementBadges } from '../../features/dashboard/components/achievement-badges';
import { FeatureCard } from '../../features/dashboard/components/feature-card';
import { FresherWelcome } from '../../features/dashboard/components/fresher-welcome';
import { shouldShowLoadError } from '../../lib/load-errors';
import { useProfile } from '../../features/profile/api/profile';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The four tools of a fresher (spec §2 Fresher dashboard). */
const tools = [
  {
    icon: FileSearch,
    title: 'CV Analyzer',
    description: 'Match your CV against job descriptions and learn what to improve.',
    to: paths.cvAnalyzer,
  },
  {
    icon: Bot,
    title: 'Interview Bot',
    description: 'Practise a mock interview and get feedback on every answer.',
    to: paths.interview,
  },
  {
    icon: Newspaper,
    title: 'Latest Notices',
    description: 'Interview tips, workshops, webinars and tech news.',
    to: paths.notices,
  },
  {
    icon: GraduationCap,
    title: 'Skill Trainings',
    description: 'Find trainings that close the gaps in your skills.',
    to: paths.trainings,
  },
];

function Achievements() {
  const profile = useProfile();
  const badges = profile.data ? achievementBadges(profile.data) : [];
  const earned = badges.filter((badge) => badge.earned).length;

  let body;
  if (profile.isPending) {
    body = (
      <div role="status" aria-label="Loading your achievements" className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-28 animate-pulse rounded-2xl bg-slate-100 ring-1 ring-slate-200" />
        ))}
      </div>
    );
  } else if (profile.isError) {
    body = shouldShowLoadError(profile.error) ? (
      <ErrorBanner
        message={PROFILE_MESSAGES.loadProfileFailed}
        action={
          <Button variant="secondary" size="sm" className="-my-1" onClick={() => void profile.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      />
    ) : null;
  } else {
    body = <AchievementBadges badges={badges} />;
  }

  return (
    <section aria-labelledby="achievements-title">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="achievements-title" className="text-lg font-semibold text-slate-900">
          Your achievements
        </h2>
        {profile.data && (
          <p className="text-sm text-slate-500">
            {earned} of {badges.length} earned
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

/** /fresher-dashboard: greeting, quote, badges, the four tools and the account summary. */
export function FresherDashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-10">
      <FresherWelcome name={user.name} />
      <Achievements />
      <section aria-labelledby="tools-title">
        <h2 id="tools-title" className="mb-4 text-lg font-semibold text-slate-900">
          Your tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool.title}>
              <FeatureCard {...tool} />
            </li>
          ))}
        </ul>
      </section>
      <AccountSummary user={user} />
    </div>
  );
}
