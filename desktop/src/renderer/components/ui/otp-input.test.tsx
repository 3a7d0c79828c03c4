import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function Harness({ onChange }: { onChange?: (value: string[]) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <OtpInput
      value={digits}
      onChange={(next) => {
        setDigits(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

describe('OtpInput', () => {
  it('renders six labelled boxes in a group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box as digits are typed', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.keyDown(box(1), { key: '4' });
    expect(box(1).value).toBe('4');
    expect(box(2)).toHaveFocus();

    fireEvent.keyDown(box(2), { key: '2' });
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('42');
  });

  it('advances on input that arrives without a key event (mobile keyboards)', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(box(1).value).toBe('7');
    expect(box(2)).toHaveFocus();
  });

  it('replaces the digit when typing into a filled box', () => {
    render(<Harness />);
    fireEvent.keyDown(box(1), { key: '1' });
    box(1).focus();
    fireEvent.keyDown(box(1), { key: '9' });
    expect(box(1).value).toBe('9');
    expect(box(2)).toHaveFocus();
  });

  it('ignores letters', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(box(1), { key: 'a' });
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(box(1).value).toBe('');
    expect(onChange).not.toHaveBeenCalledWith(expect.arrayContaining(['a']));
  });

  it('fills every box when a whole code is pasted, wherever it is pasted', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123-456 ' } });
    expect(values()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('spreads a partial paste from the focused box', () => {
    render(<Harness />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '98' } });
    expect([box(1).value, box(2).value, box(3).value]).toEqual(['', '9', '8']);
    expect(box(4)).toHaveFocus();
  });

  it('fills all boxes when the browser autofills the code into the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(values()).toBe('654321');
  });

  it('Backspace clears the box, then moves back and clears the previous one', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123' } });
    expect(box(4)).toHaveFocus();

    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12');

    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('Backspace on a filled box clears it and stays', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12' } });
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(box(2).value).toBe('');
    expect(box(2)).toHaveFocus();
    expect(box(1).value).toBe('1');
  });

  it('moves with the arrow keys, Home and End', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(box(2)).toHaveFocus();
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(box(3)).toHaveFocus();
    fireEvent.keyDown(box(3), { key: 'End' });
    expect(box(6)).toHaveFocus();
    fireEvent.keyDown(box(6), { key: 'ArrowRight' });
    expect(box(6)).toHaveFocus();
    fireEvent.keyDown(box(6), { key: 'Home' });
    expect(box(1)).toHaveFocus();
    fireEvent.keyDown(box(1), { key: 'ArrowLeft' });
    expect(box(1)).toHaveFocus();
  });

  it('marks every box invalid and ties them to the error text', () => {
    render(<OtpInput value={emptyOtp()} onChange={() => undefined} invalid describedBy="code-error" />);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(box(n)).toHaveAttribute('aria-invalid', 'true');
      expect(box(n)).toHaveAttribute('aria-describedby', 'code-error');
    }
  });
});
