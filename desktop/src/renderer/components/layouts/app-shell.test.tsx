/** index.html's placeholder, shown until the first screen replaces it. */
import shell from '../../../../index.html?raw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AuthLayout } from './auth-layout';

describe('the page shell in index.html', () => {
  it('shows the sign-in brand panel with the same words AuthLayout shows', () => {
    const tagline = /data-shell-tagline>\s*([^<]+?)\s*</.exec(shell)?.[1];
    expect(tagline).toBeTruthy();
    renderWithProviders(<AuthLayout title="Login">form</AuthLayout>);
    expect(screen.getByText(tagline!)).toBeInTheDocument();
  });

  it('sits inside #root, so the app replaces it on its first render', () => {
    expect(shell).toMatch(/<div id="root">\s*<!--[\s\S]*?-->\s*<div class=[^>]*aria-busy="true"/);
  });
});
