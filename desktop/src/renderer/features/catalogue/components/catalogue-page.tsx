import { useMemo, useState } from 'react';
import {
  CATALOGUE_MESSAGES as C,
  isFreePrice,
  scoreColour,
  splitRecommended,
  TRAININGS_PER_PAGE,
  weakSkills,
  type TTraining,
} from '@launchpad/shared';
import { Filter, SearchX, TrendingDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSkillRatings, useTrainings } from '../api/catalogue';
import { Pagination } from '../../../components/ui/pagination';
import { TrainingCard } from './training-card';
import { SearchField } from '../../../components/ui/search-field';

type TypeFilter = 'all' | 'technical' | 'soft skills';
type PriceFilter = 'all' | 'free' | 'paid';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  { value: 'technical', label: 'Technical' },
  { value: 'soft skills', label: 'Soft Skills' },
] as const;
const PRICE_OPTIONS = [
  { value: 'all', label: 'All Prices' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
] as const;

/** Search (title or description) and the type and price filters (part 2 §2.4). */
export function filterTrainings(
  trainings: readonly TTraining[],
  { search, type, price }: { search: string; type: TypeFilter; price: PriceFilter },
): TTraining[] {
  const needle = search.trim().toLowerCase();
  return trainings.filter((t) => {
    if (needle && !t.title.toLowerCase().includes(needle) && !t.description.toLowerCase().includes(needle))
      return false;
    if (type !== 'all' && t.trainingType !== type) return false;
    if (price === 'free' && !isFreePrice(t.price)) return false;
    if (price === 'paid' && isFreePrice(t.price)) return false;
    return true;
  });
}

const scoreTones = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
};

function WeakSkills({ isFresher }: { isFresher: boolean }) {
  const ratings = useSkillRatings();
  const weak = ratings.data ? weakSkills(ratings.data.skills) : [];
  return (
    <section
      aria-labelledby="weak-skills"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="weak-skills" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <TrendingDown aria-hidden="true" className="size-5 text-red-500" />
        Skills Needing Improvement
      </h2>
      {ratings.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading your skills…
        </p>
      ) : ratings.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {C.skillsFailed}
        </p>
      ) : !ratings.data ? (
        <p className="mt-3 text-sm text-slate-600">
          {isFresher ? (
            <>
              Rate your skills to get training recommendations.{' '}
              <Link to={paths.swot} className="font-medium text-indigo-600 hover:text-indigo-500">
                Take the skills assessment
              </Link>
            </>
          ) : (
            'Recommendations come from a skills assessment.'
          )}
        </p>
      ) : weak.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Great work: none of your skills score under 60.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Skills scoring under 60">
          {weak.map((skill) => (
            <li
              key={skill.name}
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
                scoreTones[scoreColour(skill.score)],
              )}
            >
              {skill.name}
              <span className="font-semibold">{skill.score}%</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /trainings: weak skills, recommended trainings, then all the others, searchable and paged (part 2 §2.4). */
export function CataloguePage({ isFresher }: { isFresher: boolean }) {
  const trainings = useTrainings();
  const ratings = useSkillRatings();
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [type, setType] = useState<TypeFilter>('all');
  const [price, setPrice] = useState<PriceFilter>('all');
  const [page, setPage] = useState(1);

  const weak = useMemo(() => (ratings.data ? weakSkills(ratings.data.skills) : []), [ratings.data]);
  const { recommended, others } = useMemo(() => {
    const filtered = filterTrainings(trainings.data ?? [], { search, type, price });
    return splitRecommended(filtered, weak);
  }, [trainings.data, search, type, price, weak]);

  const pageCount = Math.max(1, Math.ceil(others.length / TRAININGS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = others.slice((current - 1) * TRAININGS_PER_PAGE, current * TRAININGS_PER_PAGE);
  const filtering = search.trim() !== '' || type !== 'all' || price !== 'all';

  const change =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{C.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Trainings picked from your skills assessment, and every program open on Launchpad.
        </p>
      </header>

      <WeakSkills isFresher={isFresher} />

      <div className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchField
            label="Search trainings"
            value={search}
            onChange={change(setSearch)}
            placeholder="Search by title or description"
            className="flex-1"
          />
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls="catalogue-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <Filter aria-hidden="true" className="size-4" />
            Filters
          </Button>
        </div>
        {showFilters && (
          <div
            id="catalogue-filters"
            className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2"
          >
            <SelectField
              label="Type"
              value={type}
              options={TYPE_OPTIONS}
              onChange={(e) => change(setType)(e.target.value as TypeFilter)}
            />
            <SelectField
              label="Price"
              value={price}
              options={PRICE_OPTIONS}
              onChange={(e) => change(setPrice)(e.target.value as PriceFilter)}
            />
          </div>
        )}
      </div>

      {trainings.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
          <Spinner className="size-5 text-indigo-600" />
          {C.loading}
        </p>
      ) : trainings.isError ? (
        <LoadError
          message={
            trainings.error instanceof ApiError && trainings.error.status === 0 ? C.fetchFailed : C.loadFailed
          }
          onRetry={() => void trainings.refetch()}
        />
      ) : trainings.data.length === 0 ? (
        <EmptyState title={C.noneAvailable} />
      ) : recommended.length === 0 && others.length === 0 ? (
        <EmptyState title={C.noResults} hint={C.noResultsHint} />
      ) : (
        <>
          {(recommended.length > 0 || (weak.length > 0 && !filtering)) && (
            <section aria-labelledby="recommended" className="space-y-4">
              <h2 id="recommended" className="text-lg font-semibold text-slate-900">
                Recommended Training Programs
              </h2>
              {recommended.length === 0 ? (
                <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
                  No training programs match your skills needing improvement yet.
                </p>
              ) : (
                <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {recommended.map((t) => (
                    <TrainingCard key={t._id} training={t} recommended />
                  ))}
                </div>
              )}
            </section>
          )}
          <section aria-labelledby="all-trainings" className="space-y-4">
            <h2 id="all-trainings" className="text-lg font-semibold text-slate-900">
              All Training Programs
            </h2>
            {others.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
                {filtering ? C.noResultsHint : 'Every training matching your skills is recommended above.'}
              </p>
            ) : (
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((t) => (
                  <TrainingCard key={t._id} training={t} />
                ))}
              </div>
            )}
            <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
          </section>
        </>
      )}
    </div>
  );
}

function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-slate-200">
      <SearchX aria-hidden="true" className="size-10 text-slate-300" />
      <p className="mt-3 text-base font-semibold text-slate-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
    </div>
  );
}
