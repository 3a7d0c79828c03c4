import { greetingFor } from '@launchpad/shared';
import { Bot, FileSearch, Quote as QuoteIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useNow } from '../hooks/use-now';
import { pickQuote } from '../quotes';

const ctaBase =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-600';

/**
 * The top of the fresher dashboard: the time-based greeting with the first name and a clock
 * (refreshed every minute), a motivational quote picked once per visit, and the two main actions.
 */
export function FresherWelcome({ name }: { name: string }) {
  const now = useNow();
  const [quote] = useState(() => pickQuote());
  const firstName = name.trim().split(/\s+/)[0] || 'there';

  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 p-6 text-white shadow-sm sm:p-8 lg:p-10"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-20 -right-16 size-64 rounded-full bg-violet-400/30 blur-3xl" />
        <div className="absolute -bottom-24 left-1/3 size-72 rounded-full bg-indigo-400/30 blur-3xl" />
      </div>
      <div className="relative grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-end">
        <div>
          <p className="text-sm font-medium text-indigo-100">
            <time dateTime={now.toISOString()}>
              {now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}
              {' · '}
              {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
            </time>
          </p>
          <h1 id="welcome-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {greetingFor(now)}, {firstName}
          </h1>
          <p className="mt-2 max-w-xl text-base text-indigo-100">
            Here is everything you need to prepare for your first role.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.cvAnalyzer}
              className={cn(ctaBase, 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50')}
            >
              <FileSearch aria-hidden="true" className="size-4" />
              Analyze my CV
            </Link>
            <Link
              to={paths.interview}
              className={cn(
                ctaBase,
                'bg-white/10 text-white ring-1 ring-white/40 ring-inset hover:bg-white/20',
              )}
            >
              <Bot aria-hidden="true" className="size-4" />
              Practice an interview
            </Link>
          </div>
        </div>
        <figure className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm">
          <QuoteIcon aria-hidden="true" className="size-5 text-indigo-200" />
          <blockquote className="mt-2 text-base leading-relaxed font-medium">{quote.text}</blockquote>
          <figcaption className="mt-3 text-sm text-indigo-100">— {quote.author}</figcaption>
        </figure>
      </div>
    </section>
  );
}
