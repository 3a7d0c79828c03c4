import type { TSessionUser } from '@launchpad/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInFresher } from '../test/fixtures';
import { renderRoutes } from '../test/render';

const fresher = signedInFresher;

function renderAt(path: string, user: TSessionUser | null) {
  return renderRoutes(path, { user, toaster: false });
}

describe('routes and guards', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ success: false, message: 'No' }), { status: 401 })),
      ),
    );
  });

  it('shows the login screen at /, /login and unknown paths when signed out', async () => {
    for (const path of ['/', '/login', '/no-such-page']) {
      const { router } = renderAt(path, null);
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
        'href',
        '/reset-password',
      );
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      document.body.innerHTML = '';
    }
  });

  it('sends a signed-out visitor of a protected page to /login', async () => {
    const { router } = renderAt('/fresher-dashboard', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends an unverified user to /email-verify', async () => {
    const { router } = renderAt('/cv-analyzer', { ...fresher, isAccountVerified: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verify'));
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Digit \d$/)).toHaveLength(6);
  });

  it('forwards a signed-in verified user from /login to their home', async () => {
    const { router } = renderAt('/login', fresher);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fresher-dashboard'));
    expect(await screen.findByRole('heading', { name: /Asha/ })).toBeInTheDocument();
  });

  it('sends a fresher away from the trainer dashboard, and a trainer away from the fresher one', async () => {
    const first = renderAt('/trainer-dashboard', fresher);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/fresher-dashboard'));
    document.body.innerHTML = '';

    const second = renderAt('/fresher-dashboard', { ...fresher, accountType: 'Trainer', trainerId: 'TR-1' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/trainer-dashboard'));
  });

  it('sends a verified user away from /email-verify to /login (and on to the dashboard)', async () => {
    const { router } = renderAt('/email-verify', fresher);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fresher-dashboard'));
  });

  it('shows later features as honest placeholders inside the user layout', async () => {
    renderAt('/interview', fresher);
    expect(await screen.findByRole('heading', { name: 'Mock Interview is coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/fresher-dashboard',
    );
    expect(screen.getByText('Asha Perera')).toBeInTheDocument();
  });

  it('shows field messages from the shared schema on the login form', async () => {
    renderAt('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('asks for an account type first on the sign-up form', async () => {
    renderAt('/register', null);
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact number')).toHaveAttribute('placeholder', '10-digit contact number');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please select an account type')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Trainer' }));
    expect(screen.getByRole('radio', { name: 'Trainer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Trainer' })).toHaveAccessibleDescription(
      /profile \(skills and experience\) later/,
    );
  });
});
