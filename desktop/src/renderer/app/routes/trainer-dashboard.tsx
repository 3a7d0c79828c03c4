import { BookOpen, UserRound } from 'lucide-react';
import { AccountSummary } from '../../features/dashboard/components/account-summary';
import { DashboardGreeting } from '../../features/dashboard/components/dashboard-greeting';
import { FeatureCard } from '../../features/dashboard/components/feature-card';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const areas = [
  {
    icon: BookOpen,
    title: 'My Trainings',
    description: 'Add, edit and manage the technical and soft-skills trainings you run.',
  },
  {
    icon: UserRound,
    title: 'Profile',
    description: 'Your skills, experience and education, as freshers will see them.',
  },
];

export function TrainerDashboardRoute() {
  useDocumentTitle('Trainer dashboard');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <DashboardGreeting user={user} subtitle="Manage your trainings and the profile freshers see." />
      <section aria-label="Your areas">
        <ul className="grid gap-4 sm:grid-cols-2">
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
