import { DEFAULT_CONFIDENCE, type TTechnology } from '@launchpad/shared';

export interface TechnologyGroup {
  category: string;
  technologies: TTechnology[];
}

/**
 * Technologies grouped by category (General when missing), groups and items in the order they
 * first appear; a name seen twice (any case) is kept once.
 */
export function groupByCategory(technologies: readonly TTechnology[]): TechnologyGroup[] {
  const seen = new Set<string>();
  const groups = new Map<string, TTechnology[]>();
  for (const technology of technologies) {
    const name = technology.name.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const category = technology.category?.trim() || 'General';
    groups.set(category, [...(groups.get(category) ?? []), { ...technology, name, category }]);
  }
  return [...groups].map(([category, items]) => ({ category, technologies: items }));
}

/** Every technology starts at the default confidence, 5 (spec §4). */
export function initialRatings(technologies: readonly TTechnology[]): Record<string, number> {
  return Object.fromEntries(
    groupByCategory(technologies).flatMap((group) =>
      group.technologies.map((technology) => [technology.name, DEFAULT_CONFIDENCE]),
    ),
  );
}
