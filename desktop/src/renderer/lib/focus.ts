/** Focuses the element with `id` once the coming render is on screen (e.g. a button that reappears). */
export function focusByIdSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
