import type { ReactNode } from 'react';
import { Bot, FileSearch, GraduationCap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { Logo } from '../ui/logo';

const highlights = [
  {
    icon: FileSearch,
    title: 'CV analysis',
    text: 'See how your CV matches the jobs you want, and what to improve.',
  },
  {
    icon: Bot,
    title: 'Mock interviews',
    text: 'Practise with an AI interviewer and get feedback on every answer.',
  },
  {
    icon: GraduationCap,
    title: 'Skill trainings',
    text: 'Find trainings that close the gaps in your skills.',
  },
];

/**
 * The sign-in screens: a brand panel beside the form card on wide screens; on narrow screens the
 * panel shrinks to a header bar above the card.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -top-24 -right-24 size-80 rounded-full bg-violet-400/30 blur-3xl" />
          <div className="absolute -bottom-32 -left-16 size-96 rounded-full bg-indigo-400/30 blur-3xl" />
        </div>
        <Link
          to={paths.login}
          className="relative w-fit rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <Logo tone="light" />
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-bold tracking-tight xl:text-4xl">
            Your career, ready for launch.
          </p>
          <p className="mt-4 text-base text-indigo-100">
            Launchpad helps new graduates and job seekers prepare for their first role, and helps trainers
            reach them.
          </p>
          <ul className="mt-10 space-y-5">
            {highlights.map(({ icon: Icon, title: itemTitle, text }) => (
              <li key={itemTitle} className="flex gap-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{itemTitle}</span>
                  <span className="block text-sm text-indigo-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-indigo-200">For freshers and trainers.</p>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <header className="bg-gradient-to-r from-indigo-700 to-violet-600 px-5 py-4 lg:hidden">
          <Link
            to={paths.login}
            className="inline-block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Logo tone="light" />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-6 sm:py-12">
          <div className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <div className="mb-6">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
                {description && <div className="mt-1.5 text-sm text-slate-600">{description}</div>}
              </div>
              {children}
            </div>
            {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
          </div>
        </main>
      </div>
    </div>
  );
}
