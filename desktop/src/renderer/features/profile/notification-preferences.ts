import { useCallback, useState } from 'react';

/** E-mail topics a user can opt in or out of. Stored on this device only (no server call yet). */
export const EMAIL_TOPICS = [
  {
    id: 'notices',
    label: 'Latest notices',
    description: 'Interview tips, workshops and webinars as they are posted.',
  },
  {
    id: 'trainings',
    label: 'Training reminders',
    description: 'A reminder before a training you booked starts.',
  },
  {
    id: 'tips',
    label: 'CV and interview tips',
    description: 'Now and then, advice to get more out of the CV analyzer and interview bot.',
  },
] as const;

export type TEmailTopic = (typeof EMAIL_TOPICS)[number]['id'];
export type TEmailPreferences = Record<TEmailTopic, boolean>;

export const EMAIL_PREFERENCES_STORAGE_KEY = 'launchpad.email-notifications';
const DEFAULTS: TEmailPreferences = { notices: true, trainings: true, tips: false };

export function readEmailPreferences(): TEmailPreferences {
  try {
    const raw = window.localStorage.getItem(EMAIL_PREFERENCES_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : {};
    const result = { ...DEFAULTS };
    for (const topic of EMAIL_TOPICS) {
      const value = parsed[topic.id];
      if (typeof value === 'boolean') result[topic.id] = value;
    }
    return result;
  } catch {
    return { ...DEFAULTS };
  }
}

/** The stored e-mail preferences and a setter that saves each change at once. */
export function useEmailPreferences(): [TEmailPreferences, (topic: TEmailTopic, on: boolean) => void] {
  const [preferences, setPreferences] = useState(readEmailPreferences);
  const setTopic = useCallback(
    (topic: TEmailTopic, on: boolean) => {
      const next = { ...preferences, [topic]: on };
      try {
        window.localStorage.setItem(EMAIL_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not stored; the switch still reflects the choice for this visit.
      }
      setPreferences(next);
    },
    [preferences],
  );
  return [preferences, setTopic];
}
