import {
  TRAINER_MESSAGES as M,
  type TSessionUser,
  type TTrainerProfile,
  type TTraining,
} from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type Reply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';

const trainer: TSessionUser = {
  _id: 'u1',
  name: 'Kasun Silva',
  email: 'kasun@example.com',
  phoneNumber: '0719876543',
  accountType: 'Trainer',
  accountPlan: 'basic',
  isAccountVerified: true,
  trainerId: 'TR-0001',
};

const training = (over: Partial<TTraining>): TTraining => ({
  _id: 't1',
  title: 'React basics',
  trainingType: 'technical',
  trainingCategory: 'Web',
  description: 'Components and hooks',
  availableSlots: 20,
  availableSpots: 17,
  registeredParticipants: 3,
  startDate: '2027-03-14',
  startTime: '09:30',
  venue: 'Colombo',
  timeSlots: [],
  timeSlot: '',
  duration: '2 hours',
  price: '2500',
  isFree: false,
  status: 'upcoming',
  onlineLink: 'https://meet.example.com/react',
  hasOnlineLink: true,
  trainerId: 'TR-0001',
  trainer: { _id: 'u1', trainerId: 'TR-0001', name: 'Kasun Silva' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const profileWith = (trainingPrograms: TTraining[]): TTrainerProfile => ({
  _id: 'u1',
  name: 'Kasun Silva',
  email: 'kasun@example.com',
  contact: '0719876543',
  phone: '0719876543',
  trainerId: 'TR-0001',
  address: 'Colombo 03',
  specializationSkills: ['React', 'Node.js'],
  experiences: [{ title: 'Lead developer', company: 'Acme', years: 4, description: '' }],
  education: [{ degree: 'BSc', institution: 'University of Moratuwa', yearOfCompletion: 2019 }],
  personalDetails: {
    name: 'Kasun Silva',
    email: 'kasun@example.com',
    contact: '0719876543',
    phone: '0719876543',
    address: 'Colombo 03',
    trainerId: 'TR-0001',
  },
  trainingPrograms,
  joinDate: '2026-11-20T10:00:00.000Z',
  rating: 0,
  ratings: { average: 0, totalRatings: 0 },
  totalStudents: 3,
  totalHours: 2,
  isAccountVerified: true,
});

let replies: Record<string, Reply>;
let calls: { method: string; path: string; body: unknown }[] = [];

function renderAt(path: string) {
  return renderRoutes(path, { user: trainer });
}

describe('trainer dashboard', () => {
  beforeEach(() => {
    replies = {
      'GET /api/trainer/profile/me': {
        status: 200,
        body: { success: true, message: 'Profile loaded', data: profileWith([training({})]) },
      },
    };
    calls = stubApi(replies, { fallback: { status: 404, body: { success: false, message: 'Nope' } } });
  });

  it('shows the numbers and the trainings tab by default', async () => {
    renderAt('/trainer-dashboard');
    expect(await screen.findByRole('heading', { name: 'My Trainings (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trainings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    const numbers = screen.getByRole('list', { name: 'Your numbers' });
    expect(numbers).toHaveTextContent('0.0 / 5');
    expect(numbers).toHaveTextContent('No reviews yet');

    const card = screen.getByRole('article', { name: 'React basics' });
    expect(within(card).getByText('Upcoming')).toBeInTheDocument();
    expect(within(card).getByText('Technical')).toBeInTheDocument();
    expect(within(card).getByText('LKR 2500')).toBeInTheDocument();
    expect(within(card).getByText('3 registered / 20 available')).toBeInTheDocument();
    expect(within(card).getByText('17 seats left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://meet.example.com/react' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('keeps the tab in the address', async () => {
    const { router } = renderAt('/trainer-dashboard?tab=profile');
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('TR-0001')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Profile' }), { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'My Trainings (1)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Trainings' })).toHaveFocus();
  });

  it('asks before deleting; Cancel keeps the training, Delete removes it', async () => {
    replies['DELETE /api/trainings/t1'] = {
      status: 200,
      body: { success: true, message: 'Training deleted successfully' },
    };
    renderAt('/trainer-dashboard');
    const card = await screen.findByRole('article', { name: 'React basics' });

    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete training' });
    expect(within(dialog).getByText(M.deleteConfirm)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete training' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'React basics' })).toBeInTheDocument();

    replies['GET /api/trainer/profile/me'] = {
      status: 200,
      body: { success: true, message: 'Profile loaded', data: profileWith([]) },
    };
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'My Trainings (0)' })).toBeInTheDocument();
    expect(screen.getByText(M.noTrainings)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Training deleted successfully')).toBeInTheDocument();
  });

  it("shows a refused delete's server message in the banner and keeps the training", async () => {
    replies['DELETE /api/trainings/t1'] = {
      status: 409,
      body: { success: false, message: M.trainingHasRegistrations },
    };
    renderAt('/trainer-dashboard');
    const card = await screen.findByRole('article', { name: 'React basics' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(M.trainingHasRegistrations);
    expect(screen.getByRole('article', { name: 'React basics' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a soft-skills training with its joined time slot and shows it in the list', async () => {
    const added = training({
      _id: 't2',
      title: 'Public speaking',
      trainingType: 'soft skills',
      startDate: '',
      startTime: '',
      timeSlots: ['9-10 AM', '2-3 PM'],
      timeSlot: '9-10 AM, 2-3 PM',
      price: '',
      isFree: true,
      status: 'active',
    });
    replies['POST /api/trainings'] = {
      status: 201,
      body: { success: true, message: 'Training added successfully', data: added },
    };
    renderAt('/trainer-dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Training' }));
    const form = screen.getByRole('form', { name: 'Add a new training' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Public speaking' } });
    fireEvent.change(within(form).getByLabelText('Training type'), { target: { value: 'soft skills' } });
    fireEvent.click(within(form).getByRole('button', { name: '9-10 AM' }));
    fireEvent.click(within(form).getByRole('button', { name: '2-3 PM' }));
    replies['GET /api/trainer/profile/me'] = {
      status: 200,
      body: { success: true, message: 'Profile loaded', data: profileWith([added, training({})]) },
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Add Training' }));

    const card = await screen.findByRole('article', { name: 'Public speaking' });
    expect(within(card).getByText('Open for Registrations')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByText('9-10 AM, 2-3 PM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Trainings (2)' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Public speaking',
      trainingType: 'soft skills',
      timeSlots: ['9-10 AM', '2-3 PM'],
      timeSlot: '9-10 AM, 2-3 PM',
      status: 'upcoming',
    });
  });

  it('updates the profile and returns to the read view', async () => {
    const updated = { ...profileWith([training({})]), address: '12 Galle Road' };
    replies['PUT /api/trainer/profile/me'] = {
      status: 200,
      body: { success: true, message: 'Profile updated successfully', data: updated },
    };
    renderAt('/trainer-dashboard?tab=profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Galle Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('12 Galle Road')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Kasun Silva',
      email: 'kasun@example.com',
      contact: '0719876543',
      address: '12 Galle Road',
      specializationSkills: ['React', 'Node.js'],
      experiences: [{ title: 'Lead developer', company: 'Acme', years: 4, description: '' }],
      education: [{ degree: 'BSc', institution: 'University of Moratuwa', yearOfCompletion: 2019 }],
    });
  });

  it('sends the trainer to verify a changed e-mail address', async () => {
    const updated = { ...profileWith([]), email: 'new@example.com', isAccountVerified: false };
    replies['PUT /api/trainer/profile/me'] = {
      status: 200,
      body: { success: true, message: 'Profile updated successfully', data: updated },
    };
    replies['GET /api/auth/is-auth'] = {
      status: 200,
      body: {
        success: true,
        message: 'ok',
        user: { ...trainer, email: 'new@example.com', isAccountVerified: false },
      },
    };
    const { router } = renderAt('/trainer-dashboard?tab=profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verify'));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });

  it("says 'Failed to load trainer profile' when the profile cannot be loaded", async () => {
    replies['GET /api/trainer/profile/me'] = { status: 404, body: null };
    renderAt('/trainer-dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadProfileFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
