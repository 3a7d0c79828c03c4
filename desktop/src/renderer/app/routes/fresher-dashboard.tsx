import { Bot, FileSearch, GraduationCap, Newspaper } from 'lucide-react';
import { paths } from '../../config/paths';
import { AccountSummary } from '../../features/dashboard/components/account-summary';
import { DashboardGreeting } from '../../features/dashboard/components/dashboard-greeting';
import { FeatureCard } from '../../features/dashboard/components/feature-card';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const areas = [
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

export function FresherDashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <DashboardGreeting user={user} subtitle="Here is everything you need to prepare for your first role." />
      <section aria-label="Your tools">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {areas.map((area) => (
            <li key={area.title}>
              <FeatureCard {...area} />
            </li>
          ))}
        </ul>
      </section>
      <AccountSummary user={user} />
    </div>
  );
}
