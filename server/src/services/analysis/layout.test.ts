import { describe, expect, it } from 'vitest';
import { unfoldColumns } from './layout';
import { headingKind, parseResume, readingOrder } from './resume';

const isHeading = (line: string) => headingKind(line)?.inline === false;

const TWO_COLUMNS = [
  'NIMALI PERERA',
  'SKILLS                        PROFILE',
  'Kotlin, Jetpack Compose,      Android developer who likes offline-first',
  'Room, Hilt, Retrofit          apps and small, fast screens.',
  'Tools: Git, Android Studio    EXPERIENCE',
  '                              Android Intern, Kandy Apps (2024)',
  'LANGUAGES                     - Built the sync with WorkManager and Room',
  'Sinhala, English              - Cut cold start by 30% with baseline profiles',
  '',
  'EDUCATION                     PROJECTS',
  'BSc Computer Science          Bus times app in Kotlin and Compose',
].join('\n');

describe('two-column pages', () => {
  it('reads the left column, then the right one', () => {
    expect(unfoldColumns(TWO_COLUMNS, isHeading).split('\n')).toEqual([
      'NIMALI PERERA',
      'SKILLS',
      'Kotlin, Jetpack Compose,',
      'Room, Hilt, Retrofit',
      'Tools: Git, Android Studio',
      'LANGUAGES',
      'Sinhala, English',
      '',
      'EDUCATION',
      'BSc Computer Science',
      '',
      'PROFILE',
      'Android developer who likes offline-first',
      'apps and small, fast screens.',
      'EXPERIENCE',
      'Android Intern, Kandy Apps (2024)',
      '- Built the sync with WorkManager and Room',
      '- Cut cold start by 30% with baseline profiles',
      '',
      'PROJECTS',
      'Bus times app in Kotlin and Compose',
    ]);
  });

  it('so a skill shown in a job bullet counts as used, not only listed', () => {
    const cv = parseResume(TWO_COLUMNS);
    const room = cv.technologies.find((t) => t.entry.name === 'Room');
    expect(room?.evidenceLevel).toBe('used');
    expect(cv.places[cv.sections.find((s) => s.kind === 'experience')!.startLine + 2]).toBe('experience');
  });

  it('leaves a label-and-value table and a one-column CV as they are', () => {
    const table = [
      'Languages      : Python, SQL, Bash',
      'Data           : pandas, PostgreSQL',
      'Machine Learning Intern — Serendib Analytics            Jan 2024 – Jun 2024',
      'Teaching Assistant — University of Moratuwa             Aug 2023 – Dec 2023',
    ].join('\n');
    expect(readingOrder(table)).toBe(table);
    expect(readingOrder('EXPERIENCE\n- Built an API\nEDUCATION\nBSc')).toBe(
      'EXPERIENCE\n- Built an API\nEDUCATION\nBSc',
    );
  });
});

describe('CVs without the usual layout', () => {
  it('reads a table row pasted as "Label<tab>content" as that section', () => {
    const cv = parseResume(
      [
        'Name\tLim Wei Jie',
        'Portfolio\tweijie.dev',
        'Skills\tSwift · SwiftUI · Core Data',
        'Experience\tJunior iOS Developer – Kopitiam Digital | Aug 2023 – present',
        '\t- Rewrote the booking calendar in SwiftUI',
        'Education\tBSc Computer Science, 2019 – 2023',
      ].join('\n'),
    );
    expect(cv.sections.map((s) => s.kind)).toEqual(['skills', 'experience', 'education']);
    expect(cv.technologies.map((t) => t.entry.name)).toEqual(
      expect.arrayContaining(['Swift', 'SwiftUI', 'Core Data']),
    );
    expect(cv.technologies.find((t) => t.entry.name === 'SwiftUI')?.evidenceLevel).toBe('used');
  });

  it('reads a CV told in paragraphs: the first introduces, the later ones show the work', () => {
    const cv = parseResume(
      [
        'Kwame Asante',
        'Kumasi, Ghana – kwame@example.com',
        '',
        'I am a 2024 computer engineering graduate who wants to build iPhone apps for people who commute.',
        '',
        'During my internship at a payments company I built two screens in SwiftUI and wrote tests for them with XCTest, and I fixed crashes reported by users.',
        '',
        'Referees: on request',
      ].join('\n'),
    );
    expect(cv.places[3]).toBe('summary');
    expect(cv.places[5]).toBe('experience');
    expect(cv.technologies.find((t) => t.entry.name === 'XCTest')?.evidenceLevel).toBe('used');
  });
});
