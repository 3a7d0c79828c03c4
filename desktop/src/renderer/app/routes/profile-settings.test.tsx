import type { TSessionUser, TUserProfile } from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { stubApi } from '../../test/fake-api';
import { signedInFresher } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

const user = signedInFresher;

const profile: TUserProfile = {
  ...user,
  contact: user.phoneNumber,
  planChangedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  hasCV: false,
  firstCvUploadedAt: null,
  savedAnalysesCount: 0,
  assessmentsCount: 0,
};

function renderAt(path: string) {
  return renderRoutes(path, { user });
}

describe('/profile-settings', () => {
  it('shows six side tabs and keeps the open one in ?tab=', async () => {
    stubApi({ 'GET /api/user/profile': { status: 200, body: { success: true, data: profile } } });
    const { router } = renderAt('/profile-settings?tab=security');

    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile settings' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile',
      'CV Management',
      'Security',
      'Skills Assessment',
      'Subscription',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=subscription'));
    expect(await screen.findByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByText('LKR 2,500 per month')).toBeInTheDocument();
  });

  it('opens the Profile tab for an unknown ?tab=', async () => {
    stubApi({ 'GET /api/user/profile': { status: 200, body: { success: true, data: profile } } });
    renderAt('/profile-settings?tab=nope');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Perera');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('saves a change of account type, reloads the session and says where home now is', async () => {
    const trainer = { ...profile, accountType: 'Trainer' as const, trainerId: 'TR-9' };
    const calls = stubApi({
      'GET /api/user/profile': { status: 200, body: { success: true, data: profile } },
      'PUT /api/user/profile': {
        status: 200,
        body: { success: true, message: 'Profile updated successfully', data: trainer },
      },
      'GET /api/auth/is-auth': {
        status: 200,
        body: { success: true, message: 'ok', user: { ...user, accountType: 'Trainer', trainerId: 'TR-9' } },
      },
    });
    const { queryClient } = renderAt('/profile-settings');

    const select = await screen.findByLabelText('Account type');
    fireEvent.change(select, { target: { value: 'Trainer' } });
    expect(screen.getByText(/your home becomes the Trainer dashboard/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Asha Perera',
      phoneNumber: '0771234567',
      accountType: 'Trainer',
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<TSessionUser>(SESSION_QUERY_KEY)?.accountType).toBe('Trainer'),
    );
    expect(screen.getByRole('link', { name: /go to the trainer dashboard/i })).toHaveAttribute(
      'href',
      '/trainer-dashboard',
    );
  });

  it('checks the profile form with the shared schema', async () => {
    const calls = stubApi({
      'GET /api/user/profile': { status: 200, body: { success: true, data: profile } },
    });
    renderAt('/profile-settings');

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows 'Failed to load profile data' when the profile cannot be loaded", async () => {
    stubApi({ 'GET /api/user/profile': { status: 403, body: { success: false, message: 'No' } } });
    renderAt('/profile-settings');
    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument();
  });

  it('asks before downgrading, and upgrades with the note that no payment was taken', async () => {
    const premium = {
      ...profile,
      accountPlan: 'premium' as const,
      planChangedAt: '2026-11-20T08:00:00.000Z',
    };
    let current: TUserProfile = premium;
    const calls = stubApi({
      'GET /api/user/profile': () => ({ status: 200, body: { success: true, data: current } }),
      'PUT /api/user/downgrade-basic': () => {
        current = { ...profile, planChangedAt: '2026-11-21T08:00:00.000Z' };
        return {
          status: 200,
          body: { success: true, message: 'Account downgraded to Basic', data: current },
        };
      },
      'PUT /api/user/upgrade-premium': () => {
        current = premium;
        return {
          status: 200,
          body: {
            success: true,
            message: 'Account upgraded to Premium!',
            note: 'No payment was taken: Premium is free while payments are being set up.',
            data: current,
          },
        };
      },
      'GET /api/auth/is-auth': { status: 200, body: { success: true, message: 'ok', user } },
    });
    renderAt('/profile-settings?tab=subscription');

    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Basic' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));

    expect(await screen.findByText('Account downgraded to Basic')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/user/downgrade-basic')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('Account upgraded to Premium!')).toBeInTheDocument();
    expect(
      screen.getByText('No payment was taken: Premium is free while payments are being set up.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Downgrade to Basic' })).toBeInTheDocument();
  });
});
