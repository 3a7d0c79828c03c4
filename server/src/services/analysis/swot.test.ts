import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures';
import { buildAssessment, proficiencyBand, type SkillRating } from './swot';

const rate = (pairs: Record<string, number>, category = 'General'): SkillRating[] =>
  Object.entries(pairs).map(([name, confidenceLevel]) => ({ name, category, confidenceLevel }));

describe('proficiencyBand', () => {
  it.each([
    [10, 'Expert'],
    [8, 'Expert'],
    [7, 'Proficient'],
    [6, 'Proficient'],
    [5, 'Intermediate'],
    [4, 'Intermediate'],
    [3, 'Beginner'],
    [1, 'Beginner'],
  ])('%i is %s', (level, band) => {
    expect(proficiencyBand(level)).toBe(band);
  });
});

describe('level and overall score', () => {
  it.each([
    [{ A: 8, B: 9 }, 'Expert'],
    [{ A: 6, B: 7 }, 'Advanced'],
    [{ A: 4, B: 5 }, 'Intermediate'],
    [{ A: 3, B: 4 }, 'Beginner'],
  ])('%o gives %s', (pairs, level) => {
    expect(buildAssessment({ ratings: rate(pairs), jobDescriptions: [] }).level).toBe(level);
  });

  it('is the average confidence / 10 x 100 without job descriptions', () => {
    expect(buildAssessment({ ratings: rate({ A: 7, B: 8, C: 6 }), jobDescriptions: [] }).overallScore).toBe(
      70,
    );
  });

  it('follows the spec formula whatever the jobs ask for: ratings 9, 7, 6, 5, 3 give 60', () => {
    const ratings = rate({ React: 9, TypeScript: 7, Jest: 6, Cobol: 5, Fortran: 3 });
    expect(buildAssessment({ ratings, jobDescriptions: [] }).overallScore).toBe(60);
    expect(buildAssessment({ ratings, jobDescriptions: [fixture('jd-frontend')] }).overallScore).toBe(60);
  });

  it('keeps a separate job-weighted score that counts the skills the jobs ask for twice', () => {
    const ratings = rate({ React: 9, TypeScript: 9, Cobol: 3 });
    const plain = buildAssessment({ ratings, jobDescriptions: [] });
    const forJob = buildAssessment({ ratings, jobDescriptions: [fixture('jd-frontend')] });
    expect(plain.overallScore).toBe(70);
    expect(plain.jobWeightedScore).toBe(70);
    expect(forJob.overallScore).toBe(70);
    expect(forJob.jobWeightedScore).toBe(78); // (9*2 + 9*2 + 3) / 5
  });
});

describe('skills list', () => {
  it('keeps the top 10 by confidence, ties by demand, then name', () => {
    const ratings = rate({
      Zig: 7,
      Haskell: 7,
      React: 7,
      Git: 9,
      Jira: 2,
      Python: 6,
      Docker: 6,
      Figma: 8,
      Lua: 5,
      Perl: 5,
      Elixir: 5,
      OCaml: 4,
    });
    const { skills } = buildAssessment({ ratings, jobDescriptions: [fixture('jd-frontend')] });
    expect(skills.map((s) => s.name)).toEqual([
      'Git',
      'Figma',
      'React',
      'Haskell',
      'Zig',
      'Docker',
      'Python',
      'Elixir',
      'Lua',
      'Perl',
    ]);
    expect(skills[0]).toEqual({ name: 'Git', category: 'General', proficiencyLevel: 9 });
  });

  it('merges spellings of one skill and keeps the first rating', () => {
    const { skills } = buildAssessment({ ratings: rate({ reactjs: 8, React: 3 }), jobDescriptions: [] });
    expect(skills).toEqual([{ name: 'React', category: 'General', proficiencyLevel: 8 }]);
  });
});

describe('SWOT lists', () => {
  const jobs = [fixture('jd-frontend'), fixture('jd-fullstack-freeform'), fixture('jd-backend')];
  const assessment = buildAssessment({
    ratings: rate({ React: 9, TypeScript: 8, Docker: 3, 'Next.js': 6, Figma: 2, Haskell: 9 }),
    jobDescriptions: jobs,
  });

  it('strengths: high confidence in skills the jobs ask for', () => {
    expect(assessment.strengths).toEqual([
      'React (9/10): required in 2 of 3 job descriptions',
      'TypeScript (8/10): required in 1 of 3 job descriptions',
    ]);
  });

  it('weaknesses: low confidence in skills the jobs ask for', () => {
    expect(assessment.weaknesses).toEqual([
      'Docker (3/10): required in 1 of 3 job descriptions',
      'Figma (2/10): required in 1 of 3 job descriptions',
    ]);
  });

  it('opportunities: demanded skills that are missing, then ones worth raising', () => {
    expect(assessment.opportunities).toEqual([
      'Unit Testing: required in 2 of 3 job descriptions and not among your skills',
      'REST APIs: required in 2 of 3 job descriptions and not among your skills',
      'Design Systems: required in 1 of 3 job descriptions and not among your skills',
      'Code Review: required in 1 of 3 job descriptions and not among your skills',
      'Next.js (6/10): preferred in 1 of 3 job descriptions; raising it to 8+ makes it a selling point',
    ]);
    // TypeScript implies JavaScript, and React is rated: neither is an opportunity.
    expect(assessment.opportunities.join('\n')).not.toMatch(/^(?:JavaScript|React):/m);
  });

  it('threats: the most demanded skills that are weak or missing, and experience asked for', () => {
    expect(assessment.threats.join('\n')).toContain('and missing from your skills');
    expect(assessment.threats).toContain(
      '1 of 3 job descriptions asks for 2+ years of experience, so you compete with experienced applicants',
    );
  });

  it('recommendations: at most 5, specific to the gaps found', () => {
    expect(assessment.recommendations.length).toBeLessThanOrEqual(5);
    expect(assessment.recommendations[0]).toBe(
      'Learn Unit Testing: required in 2 of 3 job descriptions; build a small project with it and add it to your CV',
    );
    expect(assessment.recommendations).toContain(
      'Practise Figma (now 2/10) until you can use it without help: required in 1 of 3 job descriptions',
    );
  });

  it('does not list a skill the ratings imply as missing', () => {
    const a = buildAssessment({
      ratings: rate({ 'Next.js': 8 }),
      jobDescriptions: ['Requirements\n- React\n- Vue'],
    });
    expect(a.opportunities.join('\n')).not.toContain('React:');
    expect(a.opportunities.join('\n')).toContain('Vue.js:');
  });

  it('is deterministic', () => {
    const input = { ratings: rate({ React: 9, Docker: 3, Go: 5 }), jobDescriptions: jobs };
    expect(buildAssessment(input)).toEqual(buildAssessment(input));
  });

  it('still says something useful without job descriptions', () => {
    const a = buildAssessment({ ratings: rate({ React: 9, CSS: 3, HTML: 5 }), jobDescriptions: [] });
    expect(a.strengths).toEqual(['React (9/10): rated Expert']);
    expect(a.weaknesses).toEqual(['CSS (3/10): rated Beginner']);
    expect(a.recommendations).toEqual([
      'Analyse your CV against job descriptions to see which skills matter; meanwhile strengthen CSS and HTML',
    ]);
  });
});
