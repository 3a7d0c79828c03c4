import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecurityPanel } from './security-panel';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('Security: change password', () => {
  it("says 'Passwords do not match' and sends nothing", async () => {
    const calls = stubApi({});
    renderWithProviders(<SecurityPanel />);

    fill('old-secret', 'new-secret-1', 'new-secret-2');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('asks for at least 6 characters', async () => {
    const calls = stubApi({});
    renderWithProviders(<SecurityPanel />);

    fill('old-secret', '123', '123');

    expect(await screen.findByText('New password must be at least 6 characters long')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('updates the password, says so and clears the fields', async () => {
    const calls = stubApi({
      'PUT /api/user/change-password': {
        status: 200,
        body: { success: true, message: 'Password updated successfully' },
      },
    });
    renderWithProviders(<SecurityPanel />);

    fill('old-secret', 'new-secret-1', 'new-secret-1');

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/user/change-password',
      body: { currentPassword: 'old-secret', newPassword: 'new-secret-1' },
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  });

  it("shows the server's reason when the current password is wrong, and keeps the fields", async () => {
    stubApi({
      'PUT /api/user/change-password': {
        status: 400,
        body: { success: false, message: 'Current password is incorrect' },
      },
    });
    renderWithProviders(<SecurityPanel />);

    fill('wrong-one', 'new-secret-1', 'new-secret-1');

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret-1');
  });
});
