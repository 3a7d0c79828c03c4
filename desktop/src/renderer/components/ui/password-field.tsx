import { useState } from 'react';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle. The toggle's name ('Show' / 'Hide') deliberately avoids
 * the word "password" so the field stays the only control labelled by it.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'icon'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      icon={Lock}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? 'Hide' : 'Show'}
          title={visible ? 'Hide password' : 'Show password'}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      }
    />
  );
}
