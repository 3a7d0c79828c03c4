// A module of its own, importing nothing: english.ts needs it, and text.ts (which re-exports it) imports the
// matcher, which imports english.ts.

/** A crude stem so "developing", "developed" and "develops" meet; enough for overlap, not for linguistics. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 6 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('es') && /(?:ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}
