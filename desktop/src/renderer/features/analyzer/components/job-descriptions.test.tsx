import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JobDescriptions } from './job-descriptions';

function Harness({ maxAllowed = 5 }: { maxAllowed?: number }) {
  const [descriptions, setDescriptions] = useState(['']);
  return (
    <MemoryRouter>
      <JobDescriptions
        descriptions={descriptions}
        maxAllowed={maxAllowed}
        onChange={(index, text) =>
          setDescriptions((list) => list.map((item, i) => (i === index ? text : item)))
        }
        onAdd={() => setDescriptions((list) => [...list, ''])}
        onRemove={(index) => setDescriptions((list) => list.filter((_, i) => i !== index))}
      />
    </MemoryRouter>
  );
}

const addButton = () => screen.queryByRole('button', { name: 'Add job description' });
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove description/ });

describe('JobDescriptions', () => {
  it('adds boxes up to 5, then hides Add; hides Remove when one is left', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Job description 1')).toBeInTheDocument();
    expect(removeButtons()).toHaveLength(0);

    for (let n = 2; n <= 5; n += 1) {
      fireEvent.click(addButton()!);
      expect(screen.getByLabelText(`Job description ${n}`)).toBeInTheDocument();
    }
    expect(addButton()).not.toBeInTheDocument();
    expect(screen.getByText('You can compare up to 5 job descriptions at once.')).toBeInTheDocument();
    expect(removeButtons()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Remove description 3' }));
    expect(screen.queryByLabelText('Job description 5')).not.toBeInTheDocument();
    expect(addButton()).toBeInTheDocument();

    for (let n = 4; n > 1; n -= 1) fireEvent.click(removeButtons()[0]!);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(removeButtons()).toHaveLength(0);
  });

  it('counts characters, amber under 50', () => {
    render(<Harness />);
    const box = screen.getByLabelText('Job description 1');
    const counter = () => screen.getByTestId('character-counter');

    expect(counter()).toHaveTextContent('0 characters (at least 50)');
    expect(counter().className).toMatch(/amber/);

    fireEvent.change(box, { target: { value: 'x'.repeat(49) } });
    expect(counter()).toHaveTextContent('49 characters (at least 50)');
    expect(counter().className).toMatch(/amber/);

    fireEvent.change(box, { target: { value: 'x'.repeat(50) } });
    expect(counter()).toHaveTextContent('50 characters');
    expect(counter()).not.toHaveTextContent('at least');
    expect(counter().className).not.toMatch(/amber/);
    // The counter is the box's description.
    expect(box).toHaveAccessibleDescription('50 characters');
  });

  it('offers an upgrade instead of a second box on the basic plan', () => {
    render(<Harness maxAllowed={1} />);
    expect(addButton()).not.toBeInTheDocument();
    expect(screen.getByText(/The Basic plan analyses 1 job description at a time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/profile-settings?tab=subscription',
    );
  });
});
