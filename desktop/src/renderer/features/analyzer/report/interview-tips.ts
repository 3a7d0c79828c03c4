import type { TAnalysisResult, TTechnology } from '@launchpad/shared';

export interface InterviewTipGroup {
  /** 'Frontend Engineer at Brightside Labs', or 'Across your applications'. */
  title: string;
  tips: string[];
}

/** Gaps and strengths used per role, so the section stays readable. */
const GAPS_PER_ROLE = 3;
const STORIES_PER_ROLE = 2;
const TECHNOLOGIES_TO_REVISE = 8;

const unquote = (text: string) => text.trim().replace(/[.\s]+$/, '');

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Interview preparation tips built from the analysis itself (premium report): for each role, the
 * missing requirements to prepare an answer for and the strengths to turn into stories; then the
 * technologies on the CV that interviewers may ask about. Nothing here is a fixed list.
 */
export function interviewTips(
  results: readonly TAnalysisResult[],
  technologies: readonly TTechnology[],
): InterviewTipGroup[] {
  const groups: InterviewTipGroup[] = [];

  results.forEach((result) => {
    const tips: string[] = [];
    const gaps = result.contentWeaknesses.slice(0, GAPS_PER_ROLE);
    const strengths = result.strengths.slice(0, STORIES_PER_ROLE);
    gaps.forEach((gap) =>
      tips.push(
        `Expect a question on this gap: "${unquote(gap)}". Prepare an honest answer: what you already know, a related project, and how you are closing it.`,
      ),
    );
    strengths.forEach((strength) =>
      tips.push(
        `Turn this strength into a short story (situation, task, action, result) with a number in it: "${unquote(strength)}".`,
      ),
    );
    if (result.matchPercentage < 60 && gaps.length > 0) {
      tips.push(
        `At ${Math.round(result.matchPercentage)}% match, spend most of your preparation on the gaps above before you apply.`,
      );
    }
    if (result.isNonTechRole && tips.length > 0) {
      tips.push(
        'This is not a technical role: lead with communication, ownership and results rather than tools.',
      );
    }
    if (tips.length > 0) groups.push({ title: `${result.jobTitle} at ${result.company}`, tips });
  });

  const names = [...new Set(technologies.map((technology) => technology.name))].slice(
    0,
    TECHNOLOGIES_TO_REVISE,
  );
  const required = new Set(
    results.flatMap((result) =>
      names.filter((name) =>
        [...result.strengths, ...result.contentWeaknesses].some((line) =>
          line.toLowerCase().includes(name.toLowerCase()),
        ),
      ),
    ),
  );
  const general: string[] = [];
  if (required.size > 0) {
    general.push(
      `The roles you chose ask about ${joinList([...required])}: be ready to explain a project where you used each, the trade-offs you made and what you would do differently.`,
    );
  }
  const others = names.filter((name) => !required.has(name));
  if (others.length > 0) {
    general.push(
      `${joinList(others)} ${others.length === 1 ? 'is' : 'are'} on your CV too, so interviewers may ask about ${others.length === 1 ? 'it' : 'them'}: revise the fundamentals or be ready to say how deep your experience goes.`,
    );
  }
  if (general.length > 0) groups.push({ title: 'Across your applications', tips: general });
  return groups;
}
