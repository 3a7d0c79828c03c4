import { PROFILE_MESSAGES } from '@launchpad/shared';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { EMAIL_TOPICS, useEmailPreferences } from '../notification-preferences';
import { useThemePreference, type TThemePreference } from '../theme';
import { Panel } from './panel';

const themes: { value: TThemePreference; label: string; description: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', description: 'Always light', icon: Sun },
  { value: 'dark', label: 'Dark', description: 'Always dark', icon: Moon },
  { value: 'system', label: 'System', description: 'Follow this device', icon: Monitor },
];

/**
 * Profile settings > Settings (the spec shows no content): the colour theme and which e-mails the
 * user would like. Both are stored on this device only, and the screen says so.
 */
export function SettingsPanel() {
  return (
    <div className="space-y-6">
      <ThemeSettings />
      <EmailSettings />
    </div>
  );
}

function SavedOnDevice({ children }: { children?: string }) {
  return (
    <p className="mt-4 text-xs text-slate-500">
      {PROFILE_MESSAGES.savedOnDevice}.{children && ` ${children}`}
    </p>
  );
}

function ThemeSettings() {
  const [theme, setTheme] = useThemePreference();
  const name = useId();
  return (
    <Panel title="Appearance" description="Choose how Launchpad looks on this device.">
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {themes.map(({ value, label, description, icon: Icon }) => {
            const checked = theme === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl p-4 ring-1 transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                  checked
                    ? 'bg-indigo-50 ring-2 ring-indigo-500'
                    : 'bg-white ring-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={checked}
                  onChange={() => setTheme(value)}
                  className="sr-only"
                />
                <span
                  className={cn(
                    'inline-flex size-9 shrink-0 items-center justify-center rounded-lg ring-1',
                    checked
                      ? 'bg-indigo-600 text-white ring-indigo-600'
                      : 'bg-slate-50 text-slate-600 ring-slate-200',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{label}</span>
                  <span className="block text-xs text-slate-500">{description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <SavedOnDevice />
    </Panel>
  );
}

function EmailSettings() {
  const [preferences, setTopic] = useEmailPreferences();
  return (
    <Panel
      title="Email notifications"
      description="Which emails you would like from Launchpad. Account emails (verification and password codes) are always sent."
    >
      <ul className="divide-y divide-slate-100">
        {EMAIL_TOPICS.map((topic) => (
          <li key={topic.id} className="py-3 first:pt-0 last:pb-0">
            <Switch
              label={topic.label}
              description={topic.description}
              checked={preferences[topic.id]}
              onChange={(on) => setTopic(topic.id, on)}
            />
          </li>
        ))}
      </ul>
      <SavedOnDevice>{PROFILE_MESSAGES.emailTopicsNotSentYet}</SavedOnDevice>
    </Panel>
  );
}

/** An on/off switch (a checkbox with role=switch), its label and a line of description. */
function Switch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4">
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span id={descriptionId} className="block text-sm text-slate-500">
          {description}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2',
          checked ? 'bg-indigo-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
    </label>
  );
}
