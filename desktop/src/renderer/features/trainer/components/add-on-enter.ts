import type { KeyboardEvent } from 'react';

/**
 * Enter in a one-line field of a small "add" group adds the entry instead of submitting the whole
 * form around it. Text areas keep Enter for new lines.
 */
export function addOnEnter(event: KeyboardEvent<HTMLElement>, add: () => void): void {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  add();
}
