import { describe, expect, it } from 'vitest';
import { unfoldColumns, unweaveColumns } from './layout';
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

/** A two-column page whose text came out a line from each column in turn, as some PDF extractions give it. */
const WOVEN = [
  'KADI POLDMA',
  'FPGA Engineer',
  '',
  'TOOLS',
  'EXPERIENCE',
  'AMD Vivado 2023.2',
  'FPGA Design Intern - Pohjala Raadiotehnika, Tartu (Jun-Aug 2023)',
  'Intel Quartus Prime Lite',
  '- Implemented a CIC decimator and AXI4-Stream FIFOs in VHDL.',
  'Verilator (lint)',
  '- Wrote cocotb testbenches with reference models in NumPy; found two',
  ' ',
  '  overflow bugs before they reached hardware.',
  '',
  'HARDWARE',
  'Payload Team Member - TalTech student satellite (2021-2023)',
  'Zynq-7000, Artix-7',
  '- Wrote SPI and I2C controllers in VHDL for the camera payload.',
  'Cyclone IV',
  '- Ran the Vivado builds from Tcl scripts so everyone got the same bitstream.',
].join('\n');

describe('two columns woven line by line', () => {
  it('reads each column on, block after block, an empty cell dropped', () => {
    expect(unweaveColumns(WOVEN, isHeading).split('\n')).toEqual([
      'KADI POLDMA',
      'FPGA Engineer',
      '',
      'TOOLS',
      'AMD Vivado 2023.2',
      'Intel Quartus Prime Lite',
      'Verilator (lint)',
      '',
      'HARDWARE',
      'Zynq-7000, Artix-7',
      'Cyclone IV',
      '',
      'EXPERIENCE',
      'FPGA Design Intern - Pohjala Raadiotehnika, Tartu (Jun-Aug 2023)',
      '- Implemented a CIC decimator and AXI4-Stream FIFOs in VHDL.',
      '- Wrote cocotb testbenches with reference models in NumPy; found two',
      '  overflow bugs before they reached hardware.',
      '',
      'Payload Team Member - TalTech student satellite (2021-2023)',
      '- Wrote SPI and I2C controllers in VHDL for the camera payload.',
      '- Ran the Vivado builds from Tcl scripts so everyone got the same bitstream.',
    ]);
  });

  it("so a tools column's names are the CV's skills", () => {
    const cv = parseResume(WOVEN);
    const names = cv.technologies.map((t) => t.entry.name);
    expect(names).toEqual(expect.arrayContaining(['Vivado', 'Intel Quartus Prime Lite', 'Verilator']));
    expect(cv.places[cv.sections.find((s) => s.kind === 'experience')!.startLine + 1]).toBe('experience');
  });

  it('reads an empty line as an empty cell when the columns alternate so', () => {
    const cells = [
      'ANA TUI',
      '',
      'CONTACT',
      'PROFILE',
      'Nadi, Fiji',
      'Eight years looking after resort guests, the last four',
      '+679 927 4410',
      'as front office supervisor. Since 2024 I have been',
      '',
      'moving into online customer support.',
      'TOOLS',
      'EXPERIENCE',
      'Oracle OPERA PMS',
      'Online Customer Support - Vinaka Crafts (2024 - present)',
      'Zendesk',
      '• Answer customer emails and chats for the Shopify store.',
    ].join('\n');
    expect(unweaveColumns(cells, isHeading).split('\n')).toEqual([
      'ANA TUI',
      '',
      'CONTACT',
      'Nadi, Fiji',
      '+679 927 4410',
      '',
      'TOOLS',
      'Oracle OPERA PMS',
      'Zendesk',
      '',
      'PROFILE',
      'Eight years looking after resort guests, the last four',
      'as front office supervisor. Since 2024 I have been',
      'moving into online customer support.',
      'EXPERIENCE',
      'Online Customer Support - Vinaka Crafts (2024 - present)',
      '• Answer customer emails and chats for the Shopify store.',
    ]);
  });

  it('leaves two headings in a row over lines that do not alternate as they are', () => {
    const plain = [
      'SKILLS',
      'EXPERIENCE',
      'Junior Developer - Acme (2023)',
      '- Built the billing API in Go and PostgreSQL',
      '- Cut the nightly import from 40 to 6 minutes',
      '- Wrote the on-call runbook',
      '- Mentored two interns',
      '- Moved CI from Jenkins to GitHub Actions in a week',
      '- Gave a talk at the Go meetup about tracing',
      '- Ran the release train',
    ].join('\n');
    expect(unweaveColumns(plain, isHeading)).toBe(plain);
    expect(unweaveColumns('PROFILE\nGraduate who likes tidy code.', isHeading)).toBe(
      'PROFILE\nGraduate who likes tidy code.',
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
