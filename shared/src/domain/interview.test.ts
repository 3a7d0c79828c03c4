import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from './codeLanguages';
import {
  cvTextWarnings,
  fallbackOverallSubScores,
  INTERVIEW_MESSAGES,
  interviewScoreLabel,
  interviewScoreTone,
  isMeaningfulCode,
  isMeaningfulText,
  stripCodeComments,
  trainingMatchesWeakArea,
} from './interview';

describe('answer meaningfulness (§5)', () => {
  it('accepts a real answer', () => {
    expect(isMeaningfulText('I would use a hash map to count each element once.')).toBe(true);
  });

  it('needs at least 20 characters after trimming', () => {
    expect(isMeaningfulText('a b c d e f g h i j')).toBe(false); // 19 characters, 10 words
    expect(isMeaningfulText('   a b c d e f g h i j k   ')).toBe(true); // 21 characters
  });

  it('needs at least 5 words', () => {
    expect(isMeaningfulText('internationalisation matters')).toBe(false);
    expect(isMeaningfulText('caching reduces repeated database lookups')).toBe(true);
  });

  it('refuses the non-answers, in any case and with trailing punctuation', () => {
    for (const text of [
      "I don't know",
      'NO IDEA',
      'not sure',
      'pass',
      'skip',
      'I have no idea',
      'no clue',
      'Nothing.',
    ]) {
      expect(isMeaningfulText(text)).toBe(false);
    }
    expect(isMeaningfulText('  i have no idea  ')).toBe(false);
  });

  it('refuses a text where one word makes up more than half of the words', () => {
    expect(isMeaningfulText('test test test test test other words')).toBe(false); // 5 of 7
    expect(isMeaningfulText('test test test other words here')).toBe(true); // 3 of 6: exactly half
    expect(isMeaningfulText('blah blah blah blah blah blah')).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    expect(isMeaningfulText(undefined)).toBe(false);
    expect(isMeaningfulText(42)).toBe(false);
  });
});

describe('code meaningfulness (§5)', () => {
  const starter = CODE_LANGUAGES.find((l) => l.id === 'python3')!.helloTemplate;

  it('accepts real code', () => {
    expect(isMeaningfulCode('n = int(input())\nprint(n * 2)\n', starter)).toBe(true);
  });

  it('refuses empty code', () => {
    expect(isMeaningfulCode('', starter)).toBe(false);
    expect(isMeaningfulCode('   \n ', starter)).toBe(false);
    expect(isMeaningfulCode(null, starter)).toBe(false);
  });

  it('refuses the starter template, whatever its whitespace', () => {
    expect(isMeaningfulCode(starter, starter)).toBe(false);
    expect(isMeaningfulCode(starter.replace(/\n/g, '\n\n  '), starter)).toBe(false);
    expect(isMeaningfulCode(`${starter}print(1 + 1)\n`, starter)).toBe(true);
  });

  it('needs 20 characters once comments are removed', () => {
    expect(isMeaningfulCode('// a long comment that says a lot\nx=1;', '')).toBe(false);
    expect(isMeaningfulCode('# a long python comment here\nx = 1', '')).toBe(false);
    expect(isMeaningfulCode('/* block comment block comment */ y=2;', '')).toBe(false);
    expect(isMeaningfulCode('let total = values.length;', '')).toBe(true);
  });

  it('needs at least one code symbol', () => {
    expect(isMeaningfulCode('this is only words and more words', '')).toBe(false);
  });

  it('keeps C preprocessor lines as code', () => {
    expect(stripCodeComments('#include <stdio.h>\n# comment')).toBe('#include <stdio.h>\n');
  });
});

describe('interview constants', () => {
  it('labels and colours scores at 80 and 60', () => {
    expect([
      interviewScoreLabel(80),
      interviewScoreLabel(79),
      interviewScoreLabel(60),
      interviewScoreLabel(59),
    ]).toEqual(['Excellent Performance!', 'Good Performance!', 'Good Performance!', 'Room for Improvement']);
    expect([interviewScoreTone(95), interviewScoreTone(60), interviewScoreTone(10)]).toEqual([
      'green',
      'yellow',
      'red',
    ]);
  });

  it('computes the fallback sub-scores', () => {
    expect(fallbackOverallSubScores(5)).toEqual({
      technicalSkills: 0,
      communicationSkills: 10,
      problemSolving: 5,
    });
    expect(fallbackOverallSubScores(98)).toEqual({
      technicalSkills: 88,
      communicationSkills: 100,
      problemSolving: 98,
    });
  });

  it('warns about short CV text', () => {
    expect(cvTextWarnings('short')).toEqual([
      INTERVIEW_MESSAGES.cvTooShort,
      INTERVIEW_MESSAGES.cvTooFewWords,
    ]);
    expect(cvTextWarnings('Supercalifragilisticexpialidocious-engineer-with-many-hyphens and more')).toEqual([
      INTERVIEW_MESSAGES.cvTooFewWords,
    ]);
    expect(cvTextWarnings('one two three four five six seven eight nine ten eleven twelve')).toEqual([]);
  });
});

describe('trainings for weak areas (§4 rule)', () => {
  it('matches by title, category or the first word of the title', () => {
    expect(
      trainingMatchesWeakArea({ title: 'Python for Beginners', trainingCategory: 'Programming' }, 'Python'),
    ).toBe(true);
    expect(
      trainingMatchesWeakArea({ title: 'Backend bootcamp', trainingCategory: 'Kubernetes' }, 'Kubernetes'),
    ).toBe(true);
    expect(
      trainingMatchesWeakArea({ title: 'Teamwork essentials', trainingCategory: 'Soft skills' }, 'Teamwork'),
    ).toBe(true);
    expect(
      trainingMatchesWeakArea({ title: 'Docker in a day', trainingCategory: '' }, 'Docker Compose'),
    ).toBe(true);
    expect(
      trainingMatchesWeakArea({ title: 'System Design Fundamentals' }, 'Debugging and system design'),
    ).toBe(true);
    expect(
      trainingMatchesWeakArea({ title: 'Watercolour Painting', trainingCategory: 'Art' }, 'Python'),
    ).toBe(false);
    expect(
      trainingMatchesWeakArea({ title: 'The Go language', trainingCategory: 'Go' }, 'Other topics'),
    ).toBe(false);
  });
});
