import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_INTERVAL_SECONDS } from '@launchpad/shared';

/** The cooldown of the e-mail verification code (set on sign-up and on every resend). */
export const VERIFY_CODE_COOLDOWN_KEY = 'verify-email-code';

const storageKey = (key: string) => `launchpad:cooldown:${key}`;

function readStart(key: string): number | null {
  try {
    const raw = sessionStorage.getItem(storageKey(key));
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Records that a code was just sent, so the resend button waits (survives a reload of the tab). */
export function startCooldown(key: string, at: number = Date.now()): void {
  try {
    sessionStorage.setItem(storageKey(key), String(at));
  } catch {
    // Storage can be unavailable (private mode); the cooldown then lasts for this page only.
  }
}

function secondsLeft(start: number | null, seconds: number): number {
  if (start === null) return 0;
  const left = Math.ceil((start + seconds * 1000 - Date.now()) / 1000);
  return Math.max(0, Math.min(seconds, left));
}

/** Seconds until a code may be asked for again, ticking down; `start()` begins a new wait. */
export function useCooldown(key: string, seconds: number = OTP_RESEND_INTERVAL_SECONDS) {
  const [startedAt, setStartedAt] = useState<number | null>(() => readStart(key));
  const [remaining, setRemaining] = useState(() => secondsLeft(startedAt, seconds));

  useEffect(() => {
    setRemaining(secondsLeft(startedAt, seconds));
    if (secondsLeft(startedAt, seconds) === 0) return;
    const timer = window.setInterval(() => {
      const left = secondsLeft(startedAt, seconds);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startedAt, seconds]);

  const start = useCallback(() => {
    const now = Date.now();
    startCooldown(key, now);
    setStartedAt(now);
  }, [key]);

  return { remaining, start };
}
