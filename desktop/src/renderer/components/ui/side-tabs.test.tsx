import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SideTabs } from './side-tabs';

const items = [
  { value: 'one', label: 'Profile' },
  { value: 'two', label: 'Security' },
  { value: 'three', label: 'Settings' },
] as const;

function Harness({ initial = 'one' }: { initial?: (typeof items)[number]['value'] }) {
  const [value, setValue] = useState<(typeof items)[number]['value']>(initial);
  return (
    <SideTabs label="Sections" items={items} value={value} onValueChange={setValue}>
      <p>Content of {value}</p>
    </SideTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('SideTabs', () => {
  it('marks up a tablist whose selected tab labels the one panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Security')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Profile')).toHaveAttribute('tabindex', '0');
    expect(tab('Security')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel).toHaveTextContent('Content of one');
    expect(tab('Profile')).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with the arrow keys (both axes), wrapping around, and Home/End', () => {
    render(<Harness />);
    tab('Profile').focus();

    fireEvent.keyDown(tab('Profile'), { key: 'ArrowDown' });
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Security')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of two');

    fireEvent.keyDown(tab('Security'), { key: 'ArrowRight' });
    expect(tab('Settings')).toHaveFocus();

    fireEvent.keyDown(tab('Settings'), { key: 'ArrowDown' });
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(tab('Profile'), { key: 'ArrowUp' });
    expect(tab('Settings')).toHaveFocus();

    fireEvent.keyDown(tab('Settings'), { key: 'ArrowLeft' });
    expect(tab('Security')).toHaveFocus();

    fireEvent.keyDown(tab('Security'), { key: 'Home' });
    expect(tab('Profile')).toHaveFocus();

    fireEvent.keyDown(tab('Profile'), { key: 'End' });
    expect(tab('Settings')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Content of three');
  });

  it('selects on click and ignores other keys', () => {
    render(<Harness />);
    fireEvent.click(tab('Security'));
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Security'), { key: 'a' });
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  });
});
