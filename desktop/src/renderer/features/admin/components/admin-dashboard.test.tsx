import { ADMIN_PORTAL_MESSAGES as M } from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../api/admin-client';
import type { AdminFresher, AdminTrainer } from '../api/types';

const fresher = (over: Partial<AdminFresher>): AdminFresher => ({
  _id: 'f1',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  phoneNumber: '0771234567',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastActive: null,
  currentCV: { fileName: 'nimal.pdf' },
  hasCV: true,
  skillsAssessment: {
    hasAssessment: true,
    overallScore: 64,
    totalSkills: 2,
    averageProficiency: 6.5,
    topSkills: [{ name: 'React', category: 'Frontend', proficiencyLevel: 8 }],
    skills: [
      { name: 'React', category: 'Frontend', proficiencyLevel: 8 },
      { name: 'SQL', category: 'Data', proficiencyLevel: 5 },
    ],
    strengths: ['Component design'],
    weaknesses: ['Databases'],
  },
  interviewScore: { hasInterview: false },
  ...over,
});

const trainers: AdminTrainer[] = [];
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

beforeEach(() => window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('admin dashboard', () => {
  it('lists freshers, searches, opens skills details and deletes after the confirm', async () => {
    const calls = stubApi({
      'GET /api/admin/profile': {
        status: 200,
        body: { success: true, admin: { name: 'Root', email: 'r@x' } },
      },
      'GET /api/admin/freshers': ok([
        fresher({}),
        fresher({
          _id: 'f2',
          name: 'Kamala Silva',
          email: 'kamala@example.com',
          hasCV: false,
          currentCV: null,
        }),
      ]),
      'GET /api/admin/trainers': ok(trainers),
      'GET /api/admin/notices': ok([]),
      'DELETE /api/admin/freshers/f2': { status: 200, body: { success: true, message: M.fresherDeleted } },
    });
    renderRoutes('/admin-dashboard', { user: null });
    expect(await screen.findByText('Nimal Perera')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Root')).toBeInTheDocument();
    expect(screen.getByText('2 freshers · 0 trainers')).toBeInTheDocument();
    expect(screen.getByText('Not Uploaded')).toBeInTheDocument();
    expect(calls.every((c) => c.path.startsWith('/api/admin/'))).toBe(true);

    const search = screen.getByPlaceholderText('Search by name or email...');
    fireEvent.change(search, { target: { value: 'KAMALA' } });
    expect(screen.queryByText('Nimal Perera')).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText(M.noFreshersMatch)).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });

    fireEvent.click(screen.getAllByRole('button', { name: 'View skills details' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('8/10')).toBeInTheDocument();
    expect(within(dialog).getByText('Databases')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kamala Silva' }));
    expect(confirm).toHaveBeenCalledWith(M.confirmDeleteFresher);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kamala Silva' }));
    expect(await screen.findByText(M.fresherDeleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/freshers/f2']);
  });

  it('a 401 clears the token and goes to the admin login', async () => {
    stubApi({}, { fallback: { status: 401, body: { success: false, message: 'Authentication failed' } } });
    renderRoutes('/admin-dashboard', { user: null });
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('without a token shows the login, whose Sign In waits for both fields', async () => {
    window.localStorage.clear();
    renderRoutes('/admin-dashboard', { user: null });
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.c' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    expect(button).toBeEnabled();
  });
});
