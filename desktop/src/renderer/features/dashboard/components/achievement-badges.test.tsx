import { achievementBadges, type BadgeFacts } from '@launchpad/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AchievementBadges } from './achievement-badges';

const facts: BadgeFacts = {
  name: 'Asha Perera',
  phoneNumber: '0771234567',
  isAccountVerified: true,
  hasCV: false,
  firstCvUploadedAt: null,
  savedAnalysesCount: 0,
  assessmentsCount: 0,
};

function badgeItem(label: string): HTMLElement {
  return screen.getByText(label).closest('li')!;
}

describe('achievement badges', () => {
  it('shows the earned badge as earned and the others as locked, each with how to earn it', () => {
    render(<AchievementBadges badges={achievementBadges(facts)} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(badgeItem('Profile Complete')).toHaveTextContent('Earned');
    expect(badgeItem('First Resume Upload')).toHaveTextContent('Locked');
    expect(badgeItem('First Resume Upload')).toHaveTextContent('Upload your CV in Profile Settings.');
    expect(badgeItem('Ready to Launch')).toHaveTextContent('Locked');
    expect(badgeItem('Ready to Launch')).toHaveTextContent(/save a CV analysis and a skills assessment/);
  });

  it('keeps First Resume Upload once earned, and unlocks Ready to Launch with everything done', () => {
    render(
      <AchievementBadges
        badges={achievementBadges({
          ...facts,
          hasCV: true,
          firstCvUploadedAt: '2026-11-20T09:00:00.000Z',
          savedAnalysesCount: 1,
          assessmentsCount: 2,
        })}
      />,
    );
    for (const label of ['Profile Complete', 'First Resume Upload', 'Ready to Launch']) {
      expect(badgeItem(label)).toHaveTextContent('Earned');
    }
  });

  it('locks Profile Complete while the contact number is missing', () => {
    render(<AchievementBadges badges={achievementBadges({ ...facts, phoneNumber: ' ' })} />);
    expect(badgeItem('Profile Complete')).toHaveTextContent('Locked');
    expect(badgeItem('Profile Complete')).toHaveTextContent(
      'Add your name and contact number and verify your email.',
    );
  });
});
