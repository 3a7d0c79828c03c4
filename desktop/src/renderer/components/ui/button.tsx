import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
type Size = 'md' | 'lg' | 'sm';

const variants: Record<Variant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 active:bg-indigo-700 disabled:bg-indigo-400',
  secondary:
    'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-500 active:bg-red-700 disabled:bg-red-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  link: 'text-indigo-600 underline-offset-4 hover:text-indigo-500 hover:underline disabled:text-slate-400 disabled:no-underline',
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
};

/** Classes shared by buttons and links that look like buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: { variant?: Variant; size?: Size; fullWidth?: boolean; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed',
    variant === 'link' ? 'h-auto p-0 font-medium' : sizes[size],
    variants[variant],
    fullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
  fullWidth?: boolean;
  /** Shows a spinner, disables the button and swaps the label for `busyText`. */
  busy?: boolean;
  busyText?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyText,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
