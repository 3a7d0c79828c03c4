import { describe, expect, it } from 'vitest';
import { coveredMonths, findDateRanges } from './dates';
import { fixture } from './fixtures';
import { DEFAULT_AS_OF, headingKind, parseResume } from './resume';

const asOf = new Date('2025-06-01T00:00:00Z');

describe('headingKind', () => {
  it.each([
    ['EXPERIENCE', 'experience'],
    ['Work History', 'experience'],
    ['Professional Summary', 'summary'],
    ['Career Objective', 'summary'],
    ['TECHNICAL SKILLS', 'skills'],
    ['Education:', 'education'],
    ['Academic Projects', 'projects'],
    ['Certifications', 'certifications'],
    ['Awards & Achievements', 'achievements'],
    ['Languages', 'languages'],
    ['References', 'references'],
    ['Contact Information', 'contact'],
    // A Canadian co-op term and a part-time job, as a table's first cells.
    ['Co-op          | IT Reporting Student, Wascana Valley Credit Union | May – Aug 2024', 'experience'],
    ['Part-time      | Cashier, Co-op Food Store, Regina | 2020 – 2023', 'experience'],
    ['## Co-op terms', 'experience'],
    // A note in brackets after the heading.
    ['internship (ojt)', 'experience'],
    ['SKILLS (self-assessed)', 'skills'],
  ])('"%s" is %s', (line, kind) => {
    expect(headingKind(line)?.kind).toBe(kind);
  });

  it('does not take sentences or job lines for headings', () => {
    expect(headingKind('Built a design system in React used by 12 teams')).toBeNull();
    expect(headingKind('Software Engineer, Acme (2021 - 2023)')).toBeNull();
    // (A degree's subject on a line of its own, under "Bachelor of Arts".)
    expect(headingKind('(History)')).toBeNull();
  });
});

describe('date ranges', () => {
  it('reads the usual formats', () => {
    const text =
      'Jan 2020 – Mar 2022\n2019 - Present\n06/2021-08/2023\nSeptember 2018 to June 2019\nJun ’21 — Aug ’22';
    const ranges = findDateRanges(text, asOf);
    expect(ranges.map((r) => r.end - r.start)).toEqual([27, 78, 27, 10, 15]);
    expect(ranges[1]!.current).toBe(true);
  });

  it('reads a year and a month set apart by a space, and no count after a year', () => {
    expect(findDateRanges('2022 07 – 2024 02', asOf).map((r) => r.end - r.start)).toEqual([20]);
    expect(findDateRanges('2024 04 – now', asOf)[0]!.current).toBe(true);
    expect(findDateRanges('In 2019 10 – 12 people joined', asOf)).toEqual([]);
  });

  it('reads summers over a range of years as a season in each, not the years between', () => {
    const summers = findDateRanges("Other jobs: summers 2020–2022 at my uncle's boat rental", asOf);
    expect(coveredMonths(summers)).toBe(9);
    expect(coveredMonths(findDateRanges('Tutor, 2020–2022', asOf))).toBe(24);
  });

  it('reads two months of one year, as an internship is often dated', () => {
    expect(findDateRanges('it intern (jan–may 2024)', asOf).map((r) => r.end - r.start)).toEqual([5]);
    expect(findDateRanges('June to August, 2023', asOf).map((r) => r.end - r.start)).toEqual([3]);
    // "Since" a month runs to the present; a bare year after it is an employer's age, not the candidate's time.
    expect(findDateRanges('Since August 2024 I have worked as a graduate engineer', asOf)[0]).toMatchObject({
      current: true,
    });
    expect(findDateRanges('a family firm trading since 1962', asOf)).toEqual([]);
    // Over a new year, the year is not said: no range.
    expect(findDateRanges('Nov - Feb 2024', asOf)).toEqual([]);
  });

  it('reads a date and how long from it, as a placement is often dated, once', () => {
    expect(findDateRanges('siwes industrial training, mainone — 2022 (6 months)', asOf)).toMatchObject([
      { text: '2022 (6 months)', end: 2022 * 12 + 6 },
    ]);
    expect(findDateRanges('Practicum, Jun 2023, 3 months: site diary', asOf)[0]).toMatchObject({
      start: 2023 * 12 + 5,
      end: 2023 * 12 + 8,
    });
    expect(findDateRanges('Intern, Jan – Jun 2022 (6 months)', asOf).map((r) => r.text)).toEqual([
      'Jan – Jun 2022',
    ]);
    expect(findDateRanges('Class of 2022, 40 students, 6 months of lab work', asOf)).toEqual([]);
  });

  it('counts year-only ranges as whole years and ignores backwards ranges', () => {
    expect(findDateRanges('2019 - 2021', asOf).map((r) => r.end - r.start)).toEqual([24]);
    expect(findDateRanges('2023 - 2021', asOf)).toEqual([]);
  });

  it('counts overlapping ranges once', () => {
    expect(
      coveredMonths([
        { start: 0, end: 12 },
        { start: 6, end: 18 },
        { start: 30, end: 36 },
      ]),
    ).toBe(24);
  });
});

describe('parseResume on a full CV', () => {
  const cv = parseResume(fixture('cv-frontend'), { asOf });

  it('finds the sections in order', () => {
    expect(cv.sections.map((s) => s.kind)).toEqual([
      'summary',
      'skills',
      'experience',
      'projects',
      'education',
      'certifications',
      'achievements',
      'languages',
      'references',
    ]);
  });

  it('reads contact details', () => {
    expect(cv.contact).toEqual({
      email: 'nimali.perera@gmail.com',
      phone: '+94 77 123 4567',
      linkedin: 'linkedin.com/in/nimaliperera',
      github: 'github.com/nimalip',
      portfolio: 'nimali.dev',
    });
  });

  it('adds up dated experience against the reference date', () => {
    expect(cv.experienceRanges.map((r) => r.text)).toEqual(['Jan 2024 – Jun 2024', 'Jul 2024 – Present']);
    expect(cv.datedYears).toBe(1.5);
    expect(parseResume(fixture('cv-frontend'), { asOf: new Date('2026-06-01T00:00:00Z') }).datedYears).toBe(
      2.5,
    );
  });

  it('reads the degree, its field and that it is finished', () => {
    expect(cv.education).toMatchObject({
      level: 'bachelor',
      fields: [{ name: 'Computer Science', group: 'computing' }],
      inProgress: false,
    });
  });

  it('judges bullets: numbers, action verbs and weak phrases', () => {
    const byStart = (start: string) => cv.statements.find((s) => s.text.startsWith(start))!;
    expect(byStart('Built a design system')).toMatchObject({
      quantified: true,
      actionVerb: 'Built',
      weakPhrase: null,
    });
    expect(byStart('Worked on the checkout flow')).toMatchObject({
      quantified: false,
      weakPhrase: 'Worked on',
    });
    expect(byStart('Responsible for fixing UI bugs')).toMatchObject({ weakPhrase: 'Responsible for' });
    expect(byStart('Trained') ?? null).toBeNull();
    expect(cv.statements.filter((s) => s.quantified).length).toBeGreaterThanOrEqual(8);
  });

  it('finds technologies with the line that shows each, and tells shown from listed', () => {
    const react = cv.technologies.find((t) => t.entry.name === 'React')!;
    expect(react.demonstrated).toBe(true);
    expect(react.evidence).toBe(
      'Built a design system in React used by 12 product teams, cutting UI development time by 30%',
    );
    const html = cv.technologies.find((t) => t.entry.name === 'HTML')!;
    expect(html.demonstrated).toBe(false);
    expect(html.evidence).toContain('HTML5');
    // Contact links are places, not skills.
    expect(cv.technologies.find((t) => t.entry.name === 'GitHub')?.evidenceSection).toBe('skills');
  });

  it('counts work told under Education as shown, not a course list', () => {
    const dual = parseResume(
      [
        'Lena Hoffmann',
        'lena@example.de',
        '',
        'Education: B.Sc. Business Informatics, DHBW Mannheim, 2022 – 2025',
        'Modules: Java, Python, Databases',
        'Practical phases at Kurpfalz Logistik:',
        '04/2025 – today: Freestyle SAPUI5 app for warehouse staff, OData V2 service from SAP Gateway',
        '',
        'Skills:',
        'SAPUI5, Java, Python, Git',
      ].join('\n'),
    );
    const shown = (name: string) => dual.technologies.find((t) => t.entry.name === name)?.demonstrated;
    expect(shown('SAPUI5')).toBe(true);
    expect(shown('Java')).toBe(false);
    expect(shown('Git')).toBe(false);
  });

  it('reads inline labels inside the skills section as rows of it', () => {
    expect(cv.sections.filter((s) => s.kind === 'languages')).toHaveLength(1);
  });
});

describe('parseResume on other CVs', () => {
  it('merges overlapping roles and falls back to stated years', () => {
    const text = [
      'EXPERIENCE',
      'Developer, A — Jan 2020 - Dec 2021',
      'Freelancer — Jun 2021 - Jun 2022',
      'SUMMARY',
      '5+ years of experience building web apps',
    ].join('\n');
    expect(parseResume(text, { asOf }).datedYears).toBe(2.5);
    expect(parseResume('Developer with 3 years of professional experience.', { asOf })).toMatchObject({
      datedYears: 0,
      statedYears: 3,
      experienceYears: 3,
    });
  });

  it('sees a degree still in progress', () => {
    const text = 'EDUCATION\nBSc (Hons) in Information Technology\nSLIIT, 2022 – 2026 (expected)';
    expect(parseResume(text, { asOf }).education).toMatchObject({ level: 'bachelor', inProgress: true });
  });

  it('reads a diploma and A-levels, keeping the highest', () => {
    expect(parseResume(fixture('cv-sales'), { asOf }).education).toMatchObject({
      level: 'diploma',
      fields: [{ name: 'Marketing' }],
    });
  });

  it('reports missing contact details', () => {
    expect(parseResume(fixture('cv-sales'), { asOf }).contact).toMatchObject({
      email: 'shehani.g@gmail.com',
      phone: '0712345678',
      linkedin: null,
      github: null,
    });
  });

  it('uses a fixed reference date by default, so results never depend on the clock', () => {
    expect(DEFAULT_AS_OF.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const a = parseResume(fixture('cv-devops'));
    const b = parseResume(fixture('cv-devops'), { asOf: DEFAULT_AS_OF });
    expect(a.datedYears).toBe(b.datedYears);
  });
});

describe('reading a CV as a person would (issue 15)', () => {
  it('sees headings of any style by their last word', () => {
    const cv = parseResume(
      'Ruby Fernando\nruby@example.com\n\nCLINICAL SKILLS\nWound care, patient assessment\n\nTeaching experience\n- Taught 26 pupils\n\nResearch & projects\n- Built a model',
    );
    expect(cv.sections.map((s) => s.kind)).toEqual(['skills', 'experience', 'projects']);
  });

  it('does not take a name, an interest or a field of study for a skill', () => {
    const cv = parseResume(
      'Julia Perera\njulia.perera@gmail.com\n\nEducation\nBSc Computer Networks, University of Colombo\n\nSkills\nSQL, Excel\n\nInterests\nReading (Kafka, Murakami)',
    );
    expect(cv.technologies.map((t) => t.entry.name)).toEqual(['SQL', 'Microsoft Excel']);
  });

  it('reads "school" and "free time" as the headings they are in a CV typed in lower case', () => {
    const cv = parseResume(
      'jonas weber\nmail: jonas@web.de\n\ntraining\nsince 08/2022  apprentice joiner, tischlerei hartmann\n- making windows in oak\n\nschool\n2015–2021  realschule, lüneburg\n\nfree time\nreading (kafka, Kafka, lem), handball',
    );
    expect(cv.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(['education', 'interests']));
    expect(cv.technologies.map((t) => t.entry.name)).not.toContain('Apache Kafka');
  });

  it('reads a pastime with its authors in brackets under another heading as interests', () => {
    const cv = parseResume(
      'Ola Nowak\n\nSkills\nSQL, Python\n\nOther\nReading (Kafka, Lem, Szymborska), bouldering, cycling along the river.',
    );
    expect(cv.technologies.map((t) => t.entry.name)).toEqual(['SQL', 'Python']);
  });

  it('reads a bulleted hobbies row under another heading as interests', () => {
    const cv = parseResume(
      'Min-jun Lee\n\nSkills\nPython, C++\n\nOther\n- Military service, 2019-2020\n- Hobbies: Go (baduk), amateur 3 dan; trail running\n- Tools: Rust',
    );
    expect(cv.technologies.map((t) => t.entry.name)).toEqual(['Python', 'C++', 'Rust']);
  });

  it('reads what follows an OTHER heading as what the candidate adds about themself, not as more skills', () => {
    const cv = parseResume(
      'Thandiwe Mokoena\n\nSkills\nAtoM, SQL\n\nOther\nWeekend volunteer guide at the reptile house (yes, including the python).',
    );
    expect(cv.sections.map((s) => s.kind)).toEqual(['skills', 'interests']);
    expect(cv.technologies.map((t) => t.entry.name)).toEqual(['AtoM', 'SQL']);
  });

  it('knows the everyday verbs of every field', () => {
    const cv = parseResume(
      'Experience\n- Cared for 8 patients a shift\n- Screened 300 CVs\n- Posted payroll journals for 900 staff\n- Represented the company at trade shows',
    );
    expect(cv.statements.map((s) => s.actionVerb)).toEqual(['Cared', 'Screened', 'Posted', 'Represented']);
  });

  it("reads headings in the CV's own words by what follows them", () => {
    const cv = parseResume(
      [
        'Kwame Osei',
        'Kumasi, Ghana | kwame@example.com',
        '',
        'About me',
        '',
        'I spent five years as a quantity surveyor before I wrote my first line of Python, and I like numbers that add up.',
        '',
        'Where I work now',
        '',
        'Since September 2024 I have been a Junior Backend Developer at Trotro Freight in Kumasi, where I write Django services and tune PostgreSQL queries for the tracking pages.',
        '',
        'Before that',
        '',
        'From 2018 to 2023 I was a Quantity Surveyor at Asante Cost Consult, where I priced schools and clinics in Excel and wrote my first Python scripts.',
        '',
        'What I studied',
        '',
        'I hold a BSc in Quantity Surveying from KNUST in Kumasi, where I also learned some statistics and a little programming.',
      ].join('\n'),
    );
    expect(cv.sections.map((s) => s.kind)).toEqual(['summary', 'experience', 'experience', 'education']);
    const level = new Map(cv.technologies.map((t) => [t.entry.name, t.evidenceLevel]));
    expect(level.get('Django')).toBe('used');
    expect(level.get('PostgreSQL')).toBe('used');
  });

  it('reads labelled lines of a CV without headings as the sections they name', () => {
    // A student's CV of "Label: ..." lines: the school line is no heading over the job, the lab and the project.
    const cv = parseResume(
      [
        'Lukas Brandt',
        'Study: B.Sc. Informatik, HTWK Leipzig, 10/2022 – expected 09/2025',
        'School: Abitur, Wilhelm-Ostwald-Gymnasium Leipzig, 2022',
        'Student job: IT-Support (Werkstudent), Leipziger Wohnungsbaugenossenschaft eG, since 04/2023',
        'Tasks: user support for 60 staff, small Debian server for the intranet (NGINX + PHP-FPM)',
        "Home lab: Proxmox VE on an old office PC; NGINX as reverse proxy with Let's Encrypt",
        'Uni project: load balancing test with NGINX upstreams and HAProxy, measured with k6',
        'Skills: Linux, NGINX, Docker, Bash, Python, Git',
      ].join('\n'),
      { asOf },
    );
    expect(cv.sections.map((s) => s.kind)).toEqual([
      'education',
      'education',
      'experience',
      'projects',
      'projects',
      'skills',
    ]);
    const level = new Map(cv.technologies.map((t) => [t.entry.name, t.evidenceLevel]));
    expect(level.get('Nginx')).toBe('used');
    expect(level.get('HAProxy')).toBe('used');
    expect(cv.education).toMatchObject({ level: 'bachelor', fields: [{ name: 'Computer Science' }] });
  });

  it("reads the degree's field after the section's label, not the label", () => {
    const cv = parseResume(
      'Ciara Nolan\n\nEducation: BSc Computer Systems, University of Limerick, 2023 – 2027 (due to finish)\nModules: Computer Networks, Data Communications.',
      { asOf },
    );
    expect(cv.education?.fields.map((f) => f.name)).toEqual(['Computer Systems']);
  });

  it('grades the evidence for each technology', () => {
    const cv = parseResume(
      'Summary\nDeveloper who likes Go.\n\nExperience\n- Built APIs in Node.js\n- Scaled Node.js to 2k users\n\nCertifications\nAWS Certified Developer\n\nSkills\nNode.js, Docker',
    );
    const level = new Map(cv.technologies.map((t) => [t.entry.name, t.evidenceLevel]));
    expect(Object.fromEntries(level)).toEqual({
      Go: 'implied',
      'Node.js': 'used',
      AWS: 'certified',
      Docker: 'listed',
    });
  });
});
