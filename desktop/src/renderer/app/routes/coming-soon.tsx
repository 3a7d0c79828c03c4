import { homePathFor } from '@launchpad/shared';
import { ArrowLeft, Hammer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** An honest stand-in for a screen that a later release brings. */
export function ComingSoonRoute({ feature }: { feature: string }) {
  useDocumentTitle(feature);
  const { user } = useSession();
  const back = user ? homePathFor(user.accountType) : paths.login;

  return (
    <section className="mx-auto max-w-xl py-10 text-center sm:py-16" aria-labelledby="coming-soon-title">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm">
        <Hammer aria-hidden="true" className="size-7" />
      </span>
      <h1
        id="coming-soon-title"
        className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {feature} is coming soon
      </h1>
      <p className="mt-3 text-base text-slate-600">
        We are still building this part of Launchpad. It will appear here as soon as it is ready.
      </p>
      <Link to={back} className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {user ? 'Back to dashboard' : 'Back to sign in'}
      </Link>
    </section>
  );
}
