/** Weak areas and the trainings that address them (part 2 §4 Recommendation, §9 weak threshold 60). */

export const WEAK_SCORE_BELOW = 60;

export interface WeakArea {
  /** What the area is called, e.g. "Problem Solving" or a question type. */
  name: string;
  score: number;
  /** Further names the area goes by in training titles and categories (e.g. "Algorithms"). */
  terms?: readonly string[];
}

export interface TrainingLike {
  _id: string;
  title: string;
  trainingCategory?: string | null;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Areas scoring below 60, weakest first. */
export function weakAreas(areas: readonly WeakArea[]): WeakArea[] {
  return areas.filter((area) => area.score < WEAK_SCORE_BELOW).sort((a, b) => a.score - b.score);
}

/**
 * Trainings for the weak areas (§4): a training matches when its title or category contains a weak
 * area's name (or one of its terms), or that name contains the first word of the training's title. Each training once,
 * in the order of the weakest area it matches; at most `limit`.
 */
export function recommendTrainings<T extends TrainingLike>(
  trainings: readonly T[],
  areas: readonly WeakArea[],
  limit = 3,
): { training: T; area: string }[] {
  const chosen: { training: T; area: string }[] = [];
  const seen = new Set<string>();
  for (const area of weakAreas(areas)) {
    const names = [area.name, ...(area.terms ?? [])].map(normalise).filter((name) => name !== '');
    for (const training of trainings) {
      if (seen.has(training._id)) continue;
      const title = normalise(training.title);
      const category = normalise(training.trainingCategory ?? '');
      const firstWord = title.split(' ')[0] ?? '';
      const matches = names.some(
        (name) =>
          title.includes(name) ||
          (category !== '' && category.includes(name)) ||
          (firstWord.length > 2 && name.includes(firstWord)),
      );
      if (matches) {
        seen.add(training._id);
        chosen.push({ training, area: area.name });
        if (chosen.length >= limit) return chosen;
      }
    }
  }
  return chosen;
}
