import type { TUserProfile } from '@launchpad/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOTIVATIONAL_QUOTES } from '../../features/dashboard/quotes';
import { stubApi } from '../../test/fake-api';
import { signedInFresher } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

const user = signedInFresher;

const profile: TUserProfile = {
  ...user,
  contact: user.phoneNumber,
  planChangedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  hasCV: true,
  firstCvUploadedAt: '2026-11-02T08:00:00.000Z',
  savedAnalysesCount: 0,
  assessmentsCount: 0,
};

function renderDashboard() {
  renderRoutes('/fresher-dashboard', {
    user,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    toaster: false,
  });
}

describe('/fresher-dashboard', () => {
  it('greets by first name, quotes someone, and links the four tools and two actions', async () => {
    stubApi({ 'GET /api/user/profile': { status: 200, body: { success: true, data: profile } } });
    renderDashboard();

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Asha$/ }),
    ).toBeInTheDocument();
    const quote = screen.getByRole('blockquote');
    expect(MOTIVATIONAL_QUOTES.map((q) => q.text)).toContain(quote.textContent);

    const links: [string, string][] = [
      ['CV Analyzer', '/cv-analyzer'],
      ['Interview Bot', '/interview'],
      ['Latest Notices', '/notices'],
      ['Skill Trainings', '/trainings'],
      ['Analyze my CV', '/cv-analyzer'],
      ['Practice an interview', '/interview'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }

    expect(await screen.findByText('2 of 3 earned')).toBeInTheDocument();
    expect(screen.getByText('Profile Complete').closest('li')).toHaveTextContent('Earned');
    expect(screen.getByText('First Resume Upload').closest('li')).toHaveTextContent('Earned');
    expect(screen.getByText('Ready to Launch').closest('li')).toHaveTextContent('Locked');
  });

  it("says 'Failed to load profile data' when the badges cannot be loaded", async () => {
    stubApi({ 'GET /api/user/profile': { status: 500, body: { success: false, message: 'Boom' } } });
    renderDashboard();
    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Analyze my CV/ })).toBeInTheDocument();
  });
});
