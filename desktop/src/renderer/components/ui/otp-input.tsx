import {
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { OTP_LENGTH } from '@launchpad/shared';
import { cn } from '../../lib/cn';

/** An empty code: one '' per box. */
export function emptyOtp(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

export interface OtpInputHandle {
  /** Focuses the first empty box (or the last box when all are filled). */
  focus(): void;
}

export interface OtpInputProps {
  /** One digit or '' per box. */
  value: string[];
  onChange: (value: string[]) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Name of the group, read before the boxes ('Digit 1' ... 'Digit 6'). */
  label?: string;
  /** Id of the text that explains an error, tied to every box. */
  describedBy?: string;
  ref?: Ref<OtpInputHandle>;
}

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * Six single-digit boxes for a one-time code: typing moves to the next box, Backspace clears and
 * moves back, the arrow keys, Home and End move, and pasting (or the browser's one-time-code
 * autofill) spreads a code over the boxes.
 */
export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  disabled = false,
  invalid = false,
  autoFocus = false,
  label = 'One-time code',
  describedBy,
  ref,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: () => {
      const firstEmpty = digits.findIndex((digit) => digit === '');
      focusBox(firstEmpty === -1 ? length - 1 : firstEmpty);
    },
  }));

  /** Writes `text` from box `start` onwards and focuses the box after the last digit written. */
  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, length - start);
    if (incoming === '') return;
    const next = [...digits];
    [...incoming].forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + incoming.length);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index] !== '') {
          setDigit(index, '');
        } else if (index > 0) {
          setDigit(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        setDigit(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      default:
        if (/^\d$/.test(event.key)) {
          // Handle typing here so a digit typed into a filled box replaces it.
          event.preventDefault();
          setDigit(index, event.key);
          if (index < length - 1) focusBox(index + 1);
        } else if (event.key.length === 1) {
          event.preventDefault();
        }
    }
  };

  // Reached by input that bypasses keydown: mobile keyboards, autofill of the whole code, IME.
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.target.value);
    if (typed === '') {
      setDigit(index, '');
      return;
    }
    if (typed.length >= length) {
      fill(0, typed);
      return;
    }
    // Typing into a filled box without keydown gives the old and the new digit: keep the new one.
    const previous = digits[index] ?? '';
    const incoming = previous !== '' && typed.length === 2 ? typed.replace(previous, '') : typed;
    fill(index, incoming);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted === '') return;
    // A whole code fills every box wherever it is pasted.
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-1.5 sm:gap-2.5">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-12 w-full max-w-12 min-w-0 rounded-lg border bg-white text-center text-xl font-semibold text-slate-900 shadow-sm sm:h-14 sm:max-w-14 sm:text-2xl',
            'transition-colors focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-400',
            invalid
              ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
              : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-500/30',
            digit !== '' && !invalid && 'border-indigo-300 bg-indigo-50/40',
          )}
        />
      ))}
    </div>
  );
}
