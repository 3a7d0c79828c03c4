import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedMessage, useTimedMessage } from './timed-message';

function Harness() {
  const status = useTimedMessage({ successMs: 3000, errorMs: 5000 });
  return (
    <>
      <button onClick={() => status.success('Saved')}>ok</button>
      <button onClick={() => status.error('Failed')}>fail</button>
      <TimedMessage message={status.message} onDismiss={status.clear} onHold={status.hold} />
    </>
  );
}

describe('TimedMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a success after 3 s and an error after 5 s', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(screen.getByText('fail'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on the message, and can be dismissed', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('fail'));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
