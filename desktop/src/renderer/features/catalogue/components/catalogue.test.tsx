import {
  CATALOGUE_MESSAGES as C,
  REVIEW_MESSAGES as M,
  TRAININGS_PER_PAGE,
  type TPublicTrainer,
  type TReview,
  type TTraining,
} from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Reply } from '../../../test/fake-api';
import { signedInFresher } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

function training(n: number, overrides: Partial<TTraining> = {}): TTraining {
  return {
    _id: `t${n}`,
    title: `Training ${n}`,
    trainingType: 'technical',
    trainingCategory: 'General',
    description: `Description ${n}`,
    availableSlots: 10,
    availableSpots: 7,
    registeredParticipants: 3,
    startDate: '2026-12-20',
    startTime: '09:30',
    venue: '',
    timeSlots: [],
    timeSlot: '',
    duration: '2 hours',
    price: '2500',
    isFree: false,
    status: 'active',
    hasOnlineLink: false,
    trainerId: 'TR-AAAAAA',
    trainer: { _id: 'u9', trainerId: 'TR-AAAAAA', name: 'Tara Trainer' },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, message: '', data } });
const assessment = (skills: { name: string; category: string; proficiencyLevel: number }[]) =>
  ok([{ _id: 'a1', skills, overallScore: 50, isRecent: true }]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const cardTitles = (sectionName: string) =>
  within(screen.getByRole('region', { name: sectionName }))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('catalogue (/trainings)', () => {
  it('shows weak skills, recommended trainings with the banner, and the others without them', async () => {
    stubApi({
      'GET /api/trainings/all': ok([
        training(1, { title: 'React Fundamentals', trainingCategory: 'Frontend' }),
        training(2, { title: 'SQL Deep Dive', trainingCategory: 'Databases', description: '' }),
        training(3, { title: 'Public Speaking', trainingType: 'soft skills', price: 'Free', isFree: true }),
      ]),
      'GET /api/swot/ratings': assessment([
        { name: 'React', category: 'frameworks', proficiencyLevel: 4 },
        { name: 'SQL', category: 'databases', proficiencyLevel: 8 },
      ]),
    });
    renderRoutes('/trainings', { user: signedInFresher });
    expect(await screen.findByRole('heading', { name: C.heading })).toBeInTheDocument();
    const weak = await screen.findByRole('list', { name: 'Skills scoring under 60' });
    expect(weak).toHaveTextContent('React40%');
    expect(weak).not.toHaveTextContent('SQL');
    await screen.findByRole('region', { name: 'Recommended Training Programs' });
    expect(cardTitles('Recommended Training Programs')).toEqual(['React Fundamentals']);
    expect(screen.getAllByText(C.recommendedBanner)).toHaveLength(1);
    expect(cardTitles('All Training Programs')).toEqual(['SQL Deep Dive', 'Public Speaking']);

    const sql = screen.getByRole('article', { name: 'SQL Deep Dive' });
    expect(sql).toHaveTextContent(C.noDescription);
    expect(sql).toHaveTextContent('Databases');
    expect(sql).toHaveTextContent('2 hours');
    expect(sql).toHaveTextContent('7 of 10 slots available');
    expect(sql).toHaveTextContent('LKR 2500');
    expect(sql).toHaveTextContent('Technical');
    expect(within(sql).getByRole('link', { name: 'Details: SQL Deep Dive' })).toHaveAttribute(
      'href',
      '/training-details/t2',
    );
    expect(within(sql).getByRole('link', { name: 'Register: SQL Deep Dive' })).toHaveAttribute(
      'href',
      '/training-booking/t2',
    );
    expect(screen.getByRole('article', { name: 'Public Speaking' })).toHaveTextContent('Free');
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches title or description and filters by type and price, with the empty state', async () => {
    stubApi({
      'GET /api/trainings/all': ok([
        training(1, { title: 'Node APIs', description: 'Backend with Koa' }),
        training(2, { title: 'Leading Teams', trainingType: 'soft skills', price: '', isFree: true }),
        training(3, { title: 'Docker Basics', price: 'free', isFree: true }),
      ]),
      'GET /api/swot/ratings': ok([]),
    });
    renderRoutes('/trainings', { user: signedInFresher });
    await screen.findByRole('region', { name: 'All Training Programs' });
    expect(screen.queryByRole('region', { name: 'Recommended Training Programs' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search trainings' }), {
      target: { value: 'koa' },
    });
    expect(cardTitles('All Training Programs')).toEqual(['Node APIs']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search trainings' }), { target: { value: '' } });

    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Technical', 'Soft Skills']);
    const price = screen.getByRole('combobox', { name: 'Price' });
    expect(
      within(price)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Prices', 'Free', 'Paid']);
    fireEvent.change(price, { target: { value: 'free' } });
    expect(cardTitles('All Training Programs')).toEqual(['Leading Teams', 'Docker Basics']);
    fireEvent.change(type, { target: { value: 'technical' } });
    expect(cardTitles('All Training Programs')).toEqual(['Docker Basics']);
    fireEvent.change(price, { target: { value: 'paid' } });
    fireEvent.change(type, { target: { value: 'soft skills' } });
    expect(screen.getByText(C.noResults)).toBeInTheDocument();
    expect(screen.getByText(C.noResultsHint)).toBeInTheDocument();
  });

  it('says when weak skills match no training', async () => {
    stubApi({
      'GET /api/trainings/all': ok([training(1, { title: 'SQL Deep Dive', trainingCategory: 'Databases' })]),
      'GET /api/swot/ratings': assessment([
        { name: 'Kotlin', category: 'programming languages', proficiencyLevel: 2 },
      ]),
    });
    renderRoutes('/trainings', { user: signedInFresher });
    const section = await screen.findByRole('region', { name: 'Recommended Training Programs' });
    expect(section).toHaveTextContent('No training programs match your skills needing improvement yet.');
    expect(cardTitles('All Training Programs')).toEqual(['SQL Deep Dive']);
  });

  it('pages the list with Previous, Next and numbers', async () => {
    const count = TRAININGS_PER_PAGE * 2 + 1;
    stubApi({
      'GET /api/trainings/all': ok(Array.from({ length: count }, (_, i) => training(i + 1))),
      'GET /api/swot/ratings': ok([]),
    });
    renderRoutes('/trainings', { user: signedInFresher });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(cardTitles('All Training Programs')).toHaveLength(TRAININGS_PER_PAGE);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(cardTitles('All Training Programs')[0]).toBe(`Training ${TRAININGS_PER_PAGE + 1}`);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(cardTitles('All Training Programs')).toEqual([`Training ${count}`]);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    // A search goes back to page 1 and one page hides the pagination.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search trainings' }), {
      target: { value: 'Training 1' },
    });
    expect(cardTitles('All Training Programs')[0]).toBe('Training 1');
  });

  it('says when nothing is offered, and loading and failure texts', async () => {
    stubApi({ 'GET /api/trainings/all': ok([]), 'GET /api/swot/ratings': { status: 403, body: {} } });
    renderRoutes('/trainings', { user: signedInFresher });
    expect(await screen.findByText(C.loading)).toBeInTheDocument();
    expect(await screen.findByText(C.noneAvailable)).toBeInTheDocument();
    expect(await screen.findByText(C.skillsFailed)).toBeInTheDocument();
  });

  it('shows Failed to load trainings with a retry', async () => {
    stubApi({ 'GET /api/swot/ratings': ok([]) }, { fallback: { status: 400, body: { success: false } } });
    renderRoutes('/trainings', { user: signedInFresher });
    expect(await screen.findByText(C.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

const trainer: TPublicTrainer = {
  _id: 'u9',
  trainerId: 'TR-AAAAAA',
  name: 'Tara Trainer',
  email: 'tara@example.com',
  contact: '0711111111',
  isAccountVerified: true,
  specializationSkills: ['Node.js', 'PostgreSQL'],
  experiences: [
    { title: 'Senior Engineer', company: 'Acme', years: 4, description: '' },
    { title: 'Engineer', company: 'Beta', years: 2, description: '' },
  ],
  education: [
    { degree: 'BSc Computer Science', institution: 'University of Colombo', yearOfCompletion: 2015 },
  ],
  ratings: { average: 4, totalRatings: 1 },
  lastActive: '2026-11-20T00:00:00.000Z',
  createdAt: '2025-01-10T00:00:00.000Z',
};
const oldReview: TReview = {
  _id: 'r1',
  rating: 4,
  comment: 'Solid content.',
  createdAt: '2026-11-10T00:00:00.000Z',
  user: { name: 'Earlier Person' },
  training: { _id: 't1', title: 'Training 1' },
};

describe('training details (/training-details/{id})', () => {
  it('shows the header, side card, trainer tab and a review that goes first with the new rating', async () => {
    const newReview: TReview = {
      _id: 'r2',
      rating: 5,
      comment: 'Excellent!',
      createdAt: '2026-11-23T00:00:00.000Z',
      user: { name: 'Asha Perera' },
      training: { _id: 't1', title: 'Training 1' },
    };
    let reviews = [oldReview];
    const calls = stubApi({
      'GET /api/trainings/t1': ok(training(1, { hasOnlineLink: true, availableSpots: 3 })),
      'GET /api/trainer/TR-AAAAAA': ok(trainer),
      'GET /api/trainer/TR-AAAAAA/reviews?trainingId=t1': () => ({
        status: 200,
        body: { success: true, data: { reviews } },
      }),
      'GET /api/trainer/TR-AAAAAA/training/t1/can-review': {
        status: 200,
        body: { success: true, canReview: true, reason: M.canReview },
      },
      'POST /api/trainer/TR-AAAAAA/training-review': () => {
        reviews = [newReview, oldReview];
        return {
          status: 201,
          body: {
            success: true,
            message: M.submitted,
            data: { ratings: { average: 4.5, totalRatings: 2 } },
            review: newReview,
          },
        };
      },
    });
    renderRoutes('/training-details/t1', { user: signedInFresher });
    expect(await screen.findByRole('heading', { name: 'Training 1', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/meeting link is given after registration and payment confirmation/),
    ).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Registration' });
    expect(side).toHaveTextContent('Group Training');
    expect(side).toHaveTextContent('3 spots available');
    expect(side).toHaveTextContent(C.secureRegistration);
    expect(within(side).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/training-booking/t1',
    );

    fireEvent.click(screen.getByRole('tab', { name: /Trainer/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Verified Trainer')).toBeInTheDocument();
    expect(panel).toHaveTextContent('TR-AAAAAA');
    expect(panel).toHaveTextContent('tara@example.com');
    expect(panel).toHaveTextContent('6 years in total');
    expect(panel).toHaveTextContent('BSc Computer Science, University of Colombo (2015)');
    expect(panel).toHaveTextContent('(1 review)');

    expect(await screen.findByRole('tab', { name: /Reviews\s*1/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText(M.ratingInvalid)).toBeInTheDocument();
    expect(within(form).getByText(M.commentRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), {
      target: { value: 'Excellent!' },
    });
    expect(within(form).getByText('10/500 characters')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(M.alreadyReviewed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    const items = screen.getAllByTestId('review');
    expect(items[0]).toHaveTextContent('Asha Perera');
    expect(items[0]).toHaveTextContent('Excellent!');
    expect(screen.getByRole('tab', { name: /Reviews\s*2/ })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      trainingId: 't1',
      rating: 5,
      comment: 'Excellent!',
    });
    // The trainer's rating comes from the answer.
    fireEvent.click(screen.getByRole('tab', { name: /Trainer/ }));
    expect(screen.getByTestId('trainer-rating')).toHaveTextContent('4.5');
    expect(screen.getByTestId('trainer-rating')).toHaveTextContent('(2 reviews)');
    // Reviews are fetched again a second later.
    const reviewGets = () => calls.filter((c) => c.path.includes('/reviews?')).length;
    const before = reviewGets();
    await waitFor(() => expect(reviewGets()).toBeGreaterThan(before), { timeout: 2500 });
  });

  it('says why someone cannot review, falls back to the /api/trainers path and shows Fully Booked', async () => {
    stubApi({
      'GET /api/trainings/t1': ok(training(1, { availableSpots: 0, trainingType: 'soft skills' })),
      'GET /api/trainer/TR-AAAAAA': { status: 404, body: { success: false, message: 'Trainer not found' } },
      'GET /api/trainers/TR-AAAAAA': ok({ ...trainer, isAccountVerified: false }),
      'GET /api/trainer/TR-AAAAAA/reviews?trainingId=t1': {
        status: 200,
        body: { success: true, data: { reviews: [] } },
      },
      'GET /api/trainer/TR-AAAAAA/training/t1/can-review': {
        status: 200,
        body: { success: true, canReview: false, reason: M.notRegistered },
      },
    });
    renderRoutes('/training-details/t1', { user: signedInFresher });
    const side = await screen.findByRole('complementary', { name: 'Registration' });
    expect(within(side).getByRole('button', { name: C.fullyBooked })).toBeDisabled();
    expect(side).toHaveTextContent('Individual Training');
    fireEvent.click(screen.getByRole('tab', { name: /Trainer/ }));
    expect(await screen.findByText('Pending Verification')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    expect(await screen.findByText(M.notRegistered)).toBeInTheDocument();
    expect(screen.getByText(C.noReviews)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('shows the trainer fallback text and the eligibility failure', async () => {
    stubApi({
      'GET /api/trainings/t1': ok(training(1)),
      'GET /api/trainer/TR-AAAAAA/reviews?trainingId=t1': {
        status: 200,
        body: { success: true, data: { reviews: [] } },
      },
    });
    renderRoutes('/training-details/t1', { user: signedInFresher });
    await screen.findByRole('heading', { name: 'Training 1', level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: /Trainer/ }));
    expect(await screen.findByText(C.trainerFallback)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    expect(await screen.findByText(M.eligibilityUnavailable)).toBeInTheDocument();
  });

  it('shows Training Not Found with Back to Trainings', async () => {
    stubApi({
      'GET /api/trainings/nope': { status: 404, body: { success: false, message: C.trainingNotFound } },
    });
    renderRoutes('/training-details/nope', { user: signedInFresher });
    expect(await screen.findByRole('heading', { name: C.trainingNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Trainings' })).toHaveAttribute('href', '/trainings');
  });
});
