import type { TSessionUser } from '@launchpad/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { stubApi, type Reply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';

const user: TSessionUser = {
  _id: 'u1',
  name: 'Kasun Silva',
  email: 'kasun@example.com',
  phoneNumber: '0719876543',
  accountType: 'Trainer',
  accountPlan: 'basic',
  isAccountVerified: true,
  trainerId: 'TR-1',
};

let replies: Record<string, Reply>;
let calls: { path: string; body: unknown }[] = [];

function renderAt(path: string) {
  return renderRoutes(path, { user: null });
}

/** Screens load on first visit: wait for the form, then fill it. */
async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in flows', () => {
  beforeEach(() => {
    replies = {};
    calls = stubApi(replies, {
      key: 'path',
      fallback: { status: 401, body: { success: false, message: 'Not signed in' } },
    });
  });

  it('signs a verified trainer in and lands on the trainer dashboard', async () => {
    replies['/api/auth/login'] = {
      status: 200,
      body: { success: true, message: 'Login successful', accountType: 'Trainer', user },
    };
    const { router, queryClient } = renderAt('/login');

    await fillLogin('Kasun@Example.com ', 'secret-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer-dashboard'));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'kasun@example.com',
      password: 'secret-1',
      client: 'web',
    });
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(user);
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('sends an unverified user to /email-verify', async () => {
    replies['/api/auth/login'] = {
      status: 200,
      body: {
        success: true,
        message: 'Login successful',
        accountType: 'Trainer',
        user: { ...user, isAccountVerified: false },
      },
    };
    const { router } = renderAt('/login');

    await fillLogin('kasun@example.com', 'secret-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verify'));
  });

  it("shows the server's message on wrong credentials and stays put", async () => {
    replies['/api/auth/login'] = {
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    };
    const { router } = renderAt('/login');

    await fillLogin('kasun@example.com', 'wrong');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Please log in to continue')).not.toBeInTheDocument();
  });

  it("refuses an account type the app does not know with 'Login unsuccessful'", async () => {
    replies['/api/auth/login'] = {
      status: 200,
      body: { success: true, message: 'ok', accountType: 'Admin', user: { ...user, accountType: 'Admin' } },
    };
    replies['/api/auth/logout'] = {
      status: 200,
      body: { success: true, message: 'Logged out successfully' },
    };
    const { router, queryClient } = renderAt('/login');

    await fillLogin('kasun@example.com', 'secret-1');

    expect(await screen.findByText('Login unsuccessful')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it('resets a password in three steps, and goes back to the code when the server rejects it', async () => {
    replies['/api/auth/send-reset-otp'] = { status: 200, body: { success: true, message: 'Code sent' } };
    replies['/api/auth/reset-password'] = {
      status: 400,
      body: { success: false, message: 'Invalid or expired code' },
    };
    const { router } = renderAt('/reset-password');

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'kasun@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const firstBox = await screen.findByLabelText('Digit 1');
    fireEvent.paste(firstBox, { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'new-secreX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      email: 'kasun@example.com',
      otp: '123456',
      newPassword: 'new-secret',
    });
    await waitFor(() => expect(screen.getByLabelText('Digit 1')).toHaveValue(''));
    expect(screen.getByLabelText('Digit 6')).toHaveValue('');

    replies['/api/auth/reset-password'] = { status: 200, body: { success: true, message: 'Password reset' } };
    fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
