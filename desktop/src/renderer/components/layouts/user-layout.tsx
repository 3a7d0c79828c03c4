import { homePathFor } from '@launchpad/shared';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { Logo } from '../ui/logo';
import { UserMenu } from './user-menu';

/** Pages of a signed-in user: the header (logo, name, avatar, menu) above the page. */
export function UserLayout() {
  const { user } = useSession();
  const home = user ? homePathFor(user.accountType) : paths.login;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to={home}
            aria-label="Launchpad home"
            className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
          >
            <Logo />
          </Link>
          <UserMenu user={user} />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
