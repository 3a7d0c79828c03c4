import { useSyncExternalStore } from 'react';
import './dark-theme.css';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type TThemePreference = (typeof THEME_PREFERENCES)[number];

export const THEME_STORAGE_KEY = 'launchpad.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is TThemePreference {
  return (THEME_PREFERENCES as readonly unknown[]).includes(value);
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored choice; 'system' when nothing (or nothing valid) is stored. */
export function readThemePreference(): TThemePreference {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Puts the `dark` class (and the matching color-scheme) on <html> for the given choice. */
export function applyTheme(preference: TThemePreference): void {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** Stores the choice on this device and applies it at once. */
export function setThemePreference(preference: TThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode or a full disk: the choice still applies until the page is reloaded.
  }
  applyTheme(preference);
  listeners.forEach((listener) => listener());
}

let started = false;

/**
 * Applies the stored theme and follows the system setting while the choice is 'system'. Called
 * once when the app loads; later calls do nothing.
 */
export function startTheme(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  applyTheme(readThemePreference());
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (readThemePreference() === 'system') applyTheme('system');
    });
  }
  // Another window of the app changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readThemePreference());
    listeners.forEach((listener) => listener());
  });
}

export function useThemePreference(): [TThemePreference, (preference: TThemePreference) => void] {
  const preference = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    readThemePreference,
    () => 'system' as const,
  );
  return [preference, setThemePreference];
}
