import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every 60 seconds (spec §9). The first refresh waits for the next
 * full minute, so a clock showing hours and minutes changes when the minute does.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: number | undefined;
    const untilNextMinute = intervalMs - (Date.now() % intervalMs);
    const timeout = window.setTimeout(() => {
      setNow(new Date());
      interval = window.setInterval(() => setNow(new Date()), intervalMs);
    }, untilNextMinute);
    return () => {
      window.clearTimeout(timeout);
      if (interval !== undefined) window.clearInterval(interval);
    };
  }, [intervalMs]);
  return now;
}
