import { ZAnalysisResult } from '@launchpad/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyzeResume,
  averageMatch,
  CONFIDENCE_BY_EVIDENCE,
  TITLE_PRODUCT_MISSING_CAP,
  WORDING_ONLY_CAP,
  type AnalysisResult,
} from './engine';
import { fixture } from './fixtures';
import { parseResume } from './resume';
import { categoryRank } from './taxonomy';
import { sameWordFamily } from './text';

const asOf = new Date('2025-06-01T00:00:00Z');
const TECH = ['frontend', 'backend', 'data', 'mobile', 'devops'] as const;
const PAIRS = [...TECH, 'sales'] as const;

const score = (cv: string, jd: string, at = asOf) =>
  analyzeResume({ resumeText: cv, jobDescriptions: [jd], asOf: at }).results[0]!;

/** Everything quoted in a strength, split where the quote was shortened. */
function quotedPieces(strength: string): string[] {
  const first = strength.indexOf('"');
  const last = strength.lastIndexOf('"');
  if (first === -1 || last <= first) return [];
  return strength
    .slice(first + 1, last)
    .split('…')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The CV as it can be quoted: one line, double quotes made single (as the engine does). */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/["“”]/g, "'").replace(/[‘’]/g, "'");

afterEach(() => {
  vi.useRealTimers();
});

describe('analyzeResume output', () => {
  const out = analyzeResume({
    resumeText: fixture('cv-frontend'),
    jobDescriptions: PAIRS.map((p) => fixture(`jd-${p}`)),
    asOf,
  });

  it('returns one valid result per job description, in order', () => {
    expect(out.results).toHaveLength(PAIRS.length);
    for (const r of out.results) {
      expect(ZAnalysisResult.parse(r)).toEqual(r);
      expect(Number.isInteger(r.matchPercentage)).toBe(true);
      expect(r.matchPercentage).toBeGreaterThanOrEqual(0);
      expect(r.matchPercentage).toBeLessThanOrEqual(100);
      expect(r.message).not.toContain('\n');
    }
    expect(out.results.map((r) => r.jobTitle)).toEqual([
      'Junior Frontend Developer',
      'Backend Engineer (Java)',
      'Data Analyst',
      'Mobile Developer (Android)',
      'Senior DevOps Engineer',
      'Sales Executive',
    ]);
  });

  it('uses the spec defaults when a description names no title or company', () => {
    const r = score(
      fixture('cv-frontend'),
      'Requirements: React, TypeScript and Git. Experience with REST APIs.',
    );
    expect(r.jobTitle).toBe('Software Engineering Position');
    expect(r.company).toBe('Company');
  });

  it('lists the CV technologies once each, by category then first appearance, confidence from evidence', () => {
    const techs = out.extractedTechnologies;
    expect(new Set(techs.map((t) => t.name)).size).toBe(techs.length);
    const confidence = new Map(techs.map((t) => [t.name, t.confidenceLevel]));
    // Shown in several job and project lines, shown once, only listed in the skills section.
    expect(confidence.get('React')).toBe(CONFIDENCE_BY_EVIDENCE.usedOften);
    expect(confidence.get('Jest')).toBe(CONFIDENCE_BY_EVIDENCE.used);
    expect(confidence.get('Git')).toBe(CONFIDENCE_BY_EVIDENCE.listed);
    expect(techs.some((t) => t.category === 'Soft Skills')).toBe(false);
    const ranks = techs.map((t) => categoryRank(t.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(techs.slice(0, 3).map((t) => t.name)).toEqual(['TypeScript', 'JavaScript', 'HTML']);
    expect(techs.map((t) => t.name)).toEqual(
      expect.arrayContaining(['React', 'Next.js', 'Jest', 'Cypress', 'Git']),
    );
  });

  it('keeps Java and JavaScript apart in extracted technologies', () => {
    const names = analyzeResume({
      resumeText: fixture('cv-backend'),
      jobDescriptions: [],
    }).extractedTechnologies.map((t) => t.name);
    expect(names).toContain('Java');
    expect(names).not.toContain('JavaScript');
  });
});

describe('match ordering', () => {
  it.each(PAIRS)('the %s CV scores highest against the %s job', (name) => {
    const results = analyzeResume({
      resumeText: fixture(`cv-${name}`),
      jobDescriptions: PAIRS.map((p) => fixture(`jd-${p}`)),
      asOf,
    }).results;
    const own = results[PAIRS.indexOf(name)]!.matchPercentage;
    results.forEach((r, i) => {
      if (PAIRS[i] !== name) expect(own, `${name} vs ${PAIRS[i]}`).toBeGreaterThan(r.matchPercentage + 15);
    });
    expect(own).toBeGreaterThanOrEqual(75);
  });
});

describe('the role the CV states', () => {
  const cv = (headline: string) =>
    `AMINA SAID\n${headline}\nMombasa | amina@proton.me\n\nSKILLS\nPython, SQL, pandas, scikit-learn, Git\n\nEXPERIENCE\n${headline} Intern - Pwani Insure | Jun - Aug 2023\n- Built a claim model in Python with scikit-learn and SQL features`;
  const analyst = 'Graduate Data Analyst\n\nRequirements\n- SQL\n- Python and pandas\n- Git';
  const scientist = 'Graduate Data Scientist\n\nRequirements\n- SQL\n- Python and pandas\n- Git';

  it('counts the role as a requirement: the same skills fit the job whose title the CV names better', () => {
    const [forAnalyst, forScientist] = analyzeResume({
      resumeText: cv('Data Scientist'),
      jobDescriptions: [analyst, scientist],
      asOf,
    }).results;
    expect(forScientist!.matchPercentage).toBeGreaterThan(forAnalyst!.matchPercentage);
    const [asAnalyst] = analyzeResume({
      resumeText: cv('Data Analyst'),
      jobDescriptions: [analyst],
      asOf,
    }).results;
    expect(asAnalyst!.matchPercentage).toBeGreaterThan(forAnalyst!.matchPercentage);
  });
});

describe('forms of one word', () => {
  it.each([
    ['scientist', 'science', true],
    ['nurse', 'nursing', true],
    ['analyst', 'analytics', true],
    ['java', 'javascript', false],
    ['support', 'supply', false],
    ['developer', 'devops', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameWordFamily(a, b)).toBe(same);
  });
});

describe('determinism and sensitivity', () => {
  it('gives deep-equal output for the same input, whatever the clock says', () => {
    const input = {
      resumeText: fixture('cv-data'),
      jobDescriptions: [fixture('jd-data'), fixture('jd-backend')],
    };
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const a = analyzeResume(input);
    vi.setSystemTime(new Date('2021-07-15T12:00:00Z'));
    const b = analyzeResume(input);
    expect(b).toEqual(a);
    expect(analyzeResume(input)).toEqual(a);
  });

  it('scores higher when the CV shows a required skill, lower when it drops one', () => {
    const cv = fixture('cv-backend');
    const jd = fixture('jd-backend');
    const base = score(cv, jd).matchPercentage;
    const withoutDocker = score(cv.replace(/Docker/g, ''), jd);
    expect(withoutDocker.matchPercentage).toBeLessThan(base);
    expect(withoutDocker.contentWeaknesses.join('\n')).toContain('Docker (required) is not in your CV');

    const weak = fixture('cv-weak');
    const frontend = fixture('jd-frontend');
    const before = score(weak, frontend).matchPercentage;
    const after = score(
      `${weak}\nProjects\n- Built a recipe finder in React and TypeScript used by 200 students`,
      frontend,
    );
    expect(after.matchPercentage).toBeGreaterThan(before);
    expect(after.strengths[0]).toBe(
      'React (required): "Built a recipe finder in React and TypeScript used by 200 students"',
    );
  });

  it('scores lower when the job asks for a skill the CV lacks', () => {
    const cv = fixture('cv-frontend');
    const jd = fixture('jd-frontend');
    const harder = jd.replace(
      'Requirements\n',
      'Requirements\n- Strong experience with Kubernetes and Terraform\n',
    );
    expect(score(cv, harder).matchPercentage).toBeLessThan(score(cv, jd).matchPercentage);
  });

  it('judges experience against the reference date', () => {
    const jd = 'Backend Developer\nRequirements\n- 2+ years of experience with Java and Spring Boot';
    const cv = 'EXPERIENCE\nJava Developer, Acme\nJan 2024 - Present\n- Built Spring Boot services in Java';
    const early = score(cv, jd, new Date('2024-07-01T00:00:00Z'));
    const later = score(cv, jd, new Date('2026-07-01T00:00:00Z'));
    expect(later.matchPercentage).toBeGreaterThan(early.matchPercentage);
    expect(early.contentWeaknesses.join('\n')).toContain('2+ years of experience');
  });
});

describe('explanations', () => {
  it('quotes a start date said with "since" as written', () => {
    const r = score(
      'Lukas Brandt\n\nExperience\nIT Support (working student), Stadtwerke Leipzig, since 04/2023\n- Ran the Debian and NGINX intranet server with Bash scripts\n\nSkills\nLinux, NGINX, Bash',
      'Junior Linux Administrator\n\nRequirements\n- 1+ years of experience\n- Linux, NGINX and Bash',
    );
    const line = r.strengths.find((s) => s.startsWith('Experience:'));
    expect(line).toContain(', since 04/2023: "');
    expect(line).not.toContain('from since');
  });

  it("speaks of the fresher's degree as theirs", () => {
    const r = score(
      'Ana Ruiz\n\nEducation\nBSc in Economics, University of Leeds, 2021 - 2024\n\nSkills\nPython, SQL, Git',
      "Junior Data Analyst\n\nRequirements\n- Bachelor's degree in Computer Science\n- Python and SQL",
    );
    const all = [...r.contentWeaknesses, ...r.contentRecommendations].join('\n');
    expect(all).toContain("your Bachelor's degree in Economics is in a different field");
    expect(all).not.toMatch(/\byour an? /);
  });

  it('cites real CV lines in every strength', () => {
    for (const name of PAIRS) {
      const cv = fixture(`cv-${name}`);
      const r = score(cv, fixture(`jd-${name}`));
      expect(r.strengths.length).toBeGreaterThan(3);
      for (const s of r.strengths) {
        const pieces = quotedPieces(s);
        expect(pieces.length, s).toBeGreaterThan(0);
        for (const piece of pieces) expect(flat(cv), s).toContain(piece);
      }
    }
  });

  it('puts the best proof first and labels required and preferred skills', () => {
    const r = score(fixture('cv-frontend'), fixture('jd-frontend'));
    expect(r.strengths[0]).toBe(
      'React (required): "Built a design system in React used by 12 product teams, cutting UI development time by 30%"',
    );
    expect(r.strengths).toContain(
      'Jest (preferred, any one of Jest or Cypress): "Wrote unit tests with Jest and React Testing Library, raising coverage from 45% to 85%"',
    );
  });

  it('gives partial credit through related skills and says so', () => {
    const r = score(
      'PROJECTS\n- Built a booking API with PostgreSQL and Next.js',
      'Requirements\n- Strong SQL\n- React\n- Kubernetes',
    );
    expect(r.strengths.some((s) => s.startsWith('SQL (required), through PostgreSQL'))).toBe(true);
    expect(r.strengths.some((s) => s.startsWith('React (required), through Next.js'))).toBe(true);
    expect(r.contentWeaknesses[0]).toContain('Kubernetes (required) is not in your CV');
  });

  it('credits a mail server run on premises through the same product run as a service', () => {
    const r = score(
      'EXPERIENCE\n- Managed shared mailboxes and distribution groups in Exchange Online',
      'Requirements\n- Administer mailboxes in Microsoft Exchange Server 2019',
    );
    expect(
      r.strengths.some((s) => s.startsWith('Microsoft Exchange Server (required), through Exchange Online')),
    ).toBe(true);
  });

  it('says plainly that none of a required choice is in the CV', () => {
    const r = score(
      'PROJECTS\n- Built a booking API with PostgreSQL',
      'Requirements\n- Experience with Kafka or RabbitMQ',
    );
    expect(r.contentWeaknesses[0]).toMatch(
      /^None of Kafka or RabbitMQ \(required, any one\) is in your CV; the job says/,
    );
  });

  it('names missing requirements, required first, with what to do about them', () => {
    const r = score(fixture('cv-backend'), fixture('jd-frontend'));
    expect(r.contentWeaknesses[0]).toBe(
      'React (required) is not in your CV; the job says: "Build responsive, accessible user interfaces in React and TypeScript"',
    );
    expect(r.contentWeaknesses.some((w) => w.startsWith('Preferred but not shown:'))).toBe(true);
    expect(r.contentRecommendations[0]).toBe(
      'Add a project or work example that uses React, TypeScript and Figma: all are required for Junior Frontend Developer',
    );
    expect(r.message).toBe(
      `${r.matchPercentage}% match for Junior Frontend Developer at Pixel Labs: 5 of 12 required skills shown; missing React, TypeScript and Figma and 4 more.`,
    );
  });

  it('flags a senior role for a fresher', () => {
    const r = score(fixture('cv-frontend'), fixture('jd-devops'));
    expect(r.contentWeaknesses.join('\n')).toContain(
      'The job asks for 5+ years of experience; your CV shows 1.5 years',
    );
  });

  it('finds concrete structure problems in a weak CV and none of them in a strong one', () => {
    const weak = score(fixture('cv-weak'), fixture('jd-frontend'));
    expect(weak.structureWeaknesses).toEqual(
      expect.arrayContaining([
        'No email address found',
        'No LinkedIn profile link',
        'No GitHub or portfolio link, which reviewers of technical CVs look for',
        'No summary or profile section',
        'Your Experience section has no dates',
        'No Projects section',
        'None of your 3 sentences has a number (users, %, time saved, money)',
        'Weak phrasing in 3 lines, such as "I was responsible for testing the website and fixing some bugs when they came up."',
        '3 lines written in the first person, such as "I worked on the login page with the senior developers and helped with the database."',
        'Jobs and projects are written as paragraphs rather than bullet points',
        'Your CV is short (74 words)',
      ]),
    );
    expect(weak.structureRecommendations).toContain(
      'Rewrite "I was responsible for testing the website and fixing some bugs when…" to lead with what you did and its result, e.g. "Tested the website and fixed some bugs when they came up, ..." and add the outcome',
    );
    const strong = score(fixture('cv-frontend'), fixture('jd-frontend'));
    expect(strong.structureWeaknesses).toEqual([
      'Weak phrasing in 2 lines, such as "Worked on the checkout flow with the backend team to integrate REST APIs"',
    ]);
  });

  it('does not ask a non-technical applicant for GitHub or projects', () => {
    const r = score(fixture('cv-sales'), fixture('jd-sales'));
    expect(r.isNonTechRole).toBe(true);
    expect(r.structureWeaknesses.join('\n')).not.toMatch(/GitHub|Projects/);
    expect(r.message).toContain('not counted in your average match');
  });

  it('judges length by pages when they are known', () => {
    const r = analyzeResume({
      resumeText: fixture('cv-frontend'),
      jobDescriptions: [fixture('jd-frontend')],
      asOf,
      pageCount: 3,
    }).results[0]!;
    expect(r.structureWeaknesses.some((w) => /^Your CV is long \(3 pages, \d+ words\)$/.test(w))).toBe(true);
  });

  it('never gives a strong match on shared wording alone', () => {
    const text =
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt labore.';
    const r = score(text, text);
    expect(r.matchPercentage).toBe(WORDING_ONLY_CAP);
    expect(r.matchPercentage).toBeLessThan(80);
    expect(r.message).toContain('rests on shared wording only');
  });

  it('counts years as a strength only for work the job is about', () => {
    const cv = [
      'Priya Nair',
      'Experience',
      'Junior Backend Developer, Orbis Trading, Pune (Jul 2022 - Present)',
      '- Built REST APIs in Spring Boot and Java 17; deployed them with Docker',
      '- Wrote Python tools that check order messages; kept the code in Git',
    ].join('\n');
    const backend =
      'Junior Java Developer\nRequirements:\n- At least 1 year of professional experience\n- Java and Spring Boot\n- Docker and Git';
    const sommelier =
      'Assistant Sommelier\nMust have:\n- At least one year in a restaurant floor role\n- WSET Level 2 Award in Wines\nNice to have: SevenRooms';
    const experienceStrength = (jd: string) =>
      score(cv, jd).strengths.some((s) => s.startsWith('Experience:'));
    expect(experienceStrength(backend)).toBe(true);
    expect(experienceStrength(sommelier)).toBe(false);
  });

  it('counts a product named with its maker as the product asked for', () => {
    const ad = 'Junior Integration Developer\nRequirements:\n- Anypoint Platform and Java\n- Git';
    const cv =
      'Experience\nIntegration Intern, Mavuno, 2024 - 2025\n- Built Mule 4 APIs on the MuleSoft Anypoint Platform; wrote Java helpers and kept the code in Git';
    const r = score(cv, ad);
    expect(r.strengths.some((s) => s.startsWith('Anypoint Platform (required)'))).toBe(true);
    expect(r.contentWeaknesses.join(' ')).not.toContain('Anypoint');
  });

  it('keeps a CV without the product the title names from a good match, however much else it shares', () => {
    const ad = [
      'Junior Graph Developer (Neo4j)',
      'Knotenwerk GmbH',
      '',
      'You will model supply-chain data as graphs and build the services that query them.',
      'Requirements:',
      '- Neo4j and Cypher',
      '- Python or Java, Spring Boot or FastAPI',
      '- REST APIs, Docker and Git',
    ].join('\n');
    const cv = (extra: string) =>
      [
        'Priya Nair',
        'Junior Backend Developer, Orbis Trading, 2023 - now',
        '- Built REST APIs in Spring Boot and Java 17; deployed them with Docker',
        `- Wrote Python tools that check order messages; kept the code in Git${extra}`,
        'Skills: Java, Python, Spring Boot, Docker, Git, REST APIs',
      ].join('\n');
    const without = score(cv(''), ad).matchPercentage;
    expect(without).toBeLessThan(60);
    // The same CV that has built with the product is a good match.
    expect(
      score(cv('; modelled the order book as a graph in Neo4j with Cypher queries'), ad).matchPercentage,
    ).toBeGreaterThanOrEqual(60);
  });

  it('keeps a CV without the technical field the title names from a good match', () => {
    const ad = [
      'Junior Machine Learning Engineer',
      'Requirements:',
      '- Python, Docker, Kubernetes and Git',
      '- Terraform and GitLab CI',
    ].join('\n');
    // A cloud CV with every tool the ad lists, but no machine learning ("e-Learning" is a word of a compound).
    const cv = (extra: string) =>
      [
        'Enkhjin Batbold',
        'Graduate Cloud Engineer',
        'Cloud Intern, e-Learning Centre, 2024 - 2025',
        `- Wrote Terraform for Kubernetes clusters; built GitLab CI pipelines with Docker and Python tools in Git${extra}`,
      ].join('\n');
    expect(score(cv(''), ad).matchPercentage).toBeLessThanOrEqual(TITLE_PRODUCT_MISSING_CAP);
    expect(
      score(cv('; trained a machine learning model to forecast load'), ad).matchPercentage,
    ).toBeGreaterThan(TITLE_PRODUCT_MISSING_CAP);
  });

  it('reads a role written in letters as the words they stand for ("BI" for business intelligence)', () => {
    const ad = 'Business Intelligence Analyst\nRequirements:\n- SQL and Power BI\n- Data warehousing';
    const cv = (role: string) =>
      `Mia Santos\n${role}\nReporting Intern, Acme, 2024 - 2025\n- Wrote SQL views and Tableau dashboards`;
    expect(score(cv('BI Analyst'), ad).matchPercentage).toBeGreaterThan(
      score(cv('Reporting Analyst'), ad).matchPercentage,
    );
  });

  it("shows a trade CV that shares its ad's wording as a good match, and another trade's as a weak one", () => {
    const ad = [
      'Junior Butcher',
      'You will break down lamb and beef sides into primal and retail cuts, bone out shoulders, make sausages,',
      'mince and bacon, serve at the counter and keep temperature records for our food control plan.',
    ].join('\n');
    const butcher = [
      'Aroha Ngata',
      'Butchery Assistant, Karamu Meats, 2024 - now',
      '- Break down lamb and beef sides into primal and retail cuts; bone out shoulders and legs',
      '- Make sausages, mince and dry-cured bacon; serve customers at the counter',
      '- Keep temperature and cleaning records for the food control plan',
    ].join('\n');
    const painter = [
      'Liam Walsh',
      'Painter and Decorator, Walsh & Sons, 2023 - now',
      '- Prepare walls and ceilings: filling, sanding, masking; apply emulsion and gloss with brush and roller',
      '- Hang lining paper and wallpaper; keep dust sheets and tools clean',
    ].join('\n');
    const fit = score(butcher, ad).matchPercentage;
    expect(fit).toBeGreaterThanOrEqual(60);
    expect(fit).toBeLessThanOrEqual(WORDING_ONLY_CAP);
    expect(score(painter, ad).matchPercentage).toBeLessThanOrEqual(30);
  });

  it("weighs a trade the CV names as its own, or by its work, more than the trade's words scattered", () => {
    const ad = [
      'Trainee Rope Maker',
      'Essential: basic numeracy and spreadsheets (Microsoft Excel); good communication with visitors.',
      'Desirable: a first aid certificate; customer service experience.',
    ].join('\n');
    const cv = (headline: string) =>
      `Tama Ngata\n${headline}\n\nWORK\nDeckhand, Tasman Bay Charters, 2023 - 2024\n- Splicing sheets and halyards, whipping ends`;
    // (The same words each time: only how the headline puts them differs.)
    const stated = score(cv('Rope maker, apprentice'), ad);
    expect(stated.matchPercentage).toBeGreaterThan(
      score(cv('Apprentice maker of fenders from rope'), ad).matchPercentage,
    );
    // ...and the message says what the match rests on.
    expect(stated.message).toMatch(/match on its 5 listed skills and the trade your CV names;/);
    expect(score(cv('Apprentice maker of fenders from rope'), ad).message).not.toMatch(/the trade your CV/);
    expect(score(cv('Rope making apprentice'), ad).matchPercentage).toBeGreaterThan(
      score(cv('Apprentice making fenders from rope'), ad).matchPercentage,
    );
  });

  it('counts the role a CV names when the ad names no skill it recognises, and says so', () => {
    const ad =
      'Junior Roofer – Bristol\nYou will strip and re-roof houses with tiles and slate, fit lead flashings and fix guttering.';
    const cv = (title: string) =>
      `Tane Rawiri\n${title}, Waikato Longrun Ltd, 2024 - now\n- corrugate sheets, tek screws, edge protection`;
    const roofer = score(cv('Roofing Labourer'), ad);
    expect(roofer.matchPercentage).toBeGreaterThan(score(cv('Warehouse Picker'), ad).matchPercentage);
    expect(roofer.message).toMatch(/rests on the role your CV names and shared wording only/);
  });

  it("meets a maker's own product with a part of it the CV names by the maker ('SAP' with 'SAP ZentroPlan')", () => {
    const cv = [
      'Ana Souza',
      'SKILLS',
      'SQL, Python',
      'EXPERIENCE',
      '- Configured SAP ZentroPlan production orders for three plants and reported on them with SQL',
    ].join('\n');
    const r = score(cv, 'Junior ERP Analyst\nRequirements:\n- SAP experience\n- SQL');
    expect(r.strengths.some((s) => s.startsWith('SAP (required)'))).toBe(true);
    expect(r.contentWeaknesses.some((w) => w.startsWith('SAP '))).toBe(false);
  });

  it('says when a description has nothing to match', () => {
    const r = score(fixture('cv-frontend'), 'We are a friendly team looking for someone great to join us.');
    expect(r.message).toMatch(/^No specific skills were recognised in this job description/);
    expect(r.contentWeaknesses).toEqual([]);
  });
});

describe('averageMatch', () => {
  const result = (matchPercentage: number, isNonTechRole: boolean) =>
    ({ matchPercentage, isNonTechRole }) as Pick<AnalysisResult, 'matchPercentage' | 'isNonTechRole'>;

  it('averages technical roles only, rounded', () => {
    expect(averageMatch([result(80, false), result(61, false), result(10, true)])).toBe(71);
  });

  it('is null when no technical role remains', () => {
    expect(averageMatch([result(90, true)])).toBeNull();
    expect(averageMatch([])).toBeNull();
  });

  it('excludes the sales job from a real analysis', () => {
    const out = analyzeResume({
      resumeText: fixture('cv-sales'),
      jobDescriptions: [fixture('jd-sales'), fixture('jd-hr'), fixture('jd-frontend')],
      asOf,
    });
    expect(out.results.map((r) => r.isNonTechRole)).toEqual([true, true, false]);
    expect(averageMatch(out.results)).toBe(out.results[2]!.matchPercentage);
  });
});

describe('calibration (issue 15)', () => {
  const job =
    'Backend Developer (Node.js)\nAcme Logistics\n\nRequirements\n- Node.js and Express\n- PostgreSQL\n- Docker\n- Git\n\nNice to have\n- Redis';
  const stuffed = `Skills\n${'JavaScript, TypeScript, Python, Java, C#, Go, Rust, Kotlin, Swift, PHP, Ruby, React, Angular, Vue, Node.js, Express, Django, Flask, Spring Boot, Laravel, MongoDB, PostgreSQL, MySQL, Redis, Docker, Kubernetes, Terraform, AWS, Azure, Jenkins, Git, Jira, Linux'}\n\nEducation\nDiploma in IT, 2024`;
  const short =
    'Projects\n- Built a marketplace API with Node.js, Express and PostgreSQL; 35 integration tests\n\nEducation\nBSc IT, 2022 - 2026';

  it('gives a stuffed skills list little and a short CV that shows the work much more', () => {
    const s = score(stuffed, job).matchPercentage;
    const p = score(short, job).matchPercentage;
    expect(s).toBeLessThanOrEqual(30);
    expect(p).toBeGreaterThan(s + 20);
  });

  it('lets years and a degree count only as far as the skills fit', () => {
    const nurse =
      'Experience\nStaff Nurse, General Hospital (Jan 2019 - Dec 2025)\n- Cared for 8 patients a shift\n\nEducation\nBSc Nursing, 2014 - 2018';
    expect(
      score(nurse, `${job}\n- 3+ years of backend development experience`).matchPercentage,
    ).toBeLessThanOrEqual(15);
  });
});

describe('software a non-technical job names among its duties', () => {
  const cv =
    'Experience\nPrimary Teacher, Hillside School (Jan 2023 - Dec 2025)\n- Planned lessons and taught phonics to 30 pupils; 90% met the reading benchmark\n\nSkills\nLesson planning, Phonics, Classroom management\n\nEducation\nB.Ed Primary, 2018 - 2022';
  const duties = [
    'Primary Teacher',
    'Hillside School',
    '',
    'Responsibilities',
    '- Plan lessons and teach phonics to Year 2',
    '- Manage the classroom and keep pupils safe',
    '- Record assessments in ManageBac and share portfolios on Seesaw',
    '- Message families on ClassDojo and run quizzes in Kahoot!',
  ];
  const requirements = ['', 'Requirements', '- Lesson planning and phonics', '- B.Ed or PGCE'];
  const withApps = [...duties, ...requirements];

  it('is learnt on the job: it weighs as a plus, so a fitting teacher still fits', () => {
    const apps = score(cv, withApps.join('\n')).matchPercentage;
    expect(apps).toBeGreaterThanOrEqual(65);
    // The same tools asked for as requirements still weigh as requirements (skills are about half the score,
    // shared wording a third, and the teacher's stated trade weighs as two requirements: two missing required
    // tools cost her more than 3 points).
    const required = score(cv, [...withApps, '- ManageBac and Seesaw'].join('\n'));
    expect(required.matchPercentage).toBeLessThan(apps - 3);
  });

  it("weighs the workplace's own systems as a plus in an ad without a list of requirements too", () => {
    const mechanic =
      'Experience\nBike Mechanic Intern, Velo Atelier (Jun 2024 - Aug 2024)\n- Did brake and gear adjustments, wheel truing and puncture repairs for 20 bikes a week\n\nSkills\nBrake adjustment, Wheel truing, Customer service';
    const ad = (tools: string) =>
      `Junior Bike Mechanic\nKessock Cycle Works\n\nYou'll do everyday servicing: punctures, brake and gear adjustments and wheel truing. ${tools} You'll talk to customers at the counter.`;
    const workplace = score(
      mechanic,
      ad('We use Hubtiger for workshop bookings and Lightspeed for the till.'),
    );
    const asked = score(mechanic, ad('You must have experience with Hubtiger and Lightspeed.'));
    expect(workplace.isNonTechRole).toBe(true);
    expect(workplace.matchPercentage).toBeGreaterThan(asked.matchPercentage);
    // ...and the CV is told they are learnt on the job, not that it lacks two requirements.
    expect(workplace.contentWeaknesses).toContain(
      "Not in your CV, and usually learnt on the job: the workplace's own systems, Hubtiger and Lightspeed",
    );
    expect(asked.contentWeaknesses.join('\n')).toContain('Hubtiger (required) is not in your CV');
    expect(workplace.contentRecommendations).toContain(
      'If you have used any of the systems the workplace uses, or one like them, say so: Hubtiger and Lightspeed',
    );
  });
});

describe('trades and duties named in passing', () => {
  const extracted = (cv: string) =>
    analyzeResume({
      resumeText: cv,
      jobDescriptions: ['Logistics Coordinator\nRequirements\n- Logistics and procurement'],
      asOf,
    }).extractedTechnologies.map((t) => t.name);

  it('offers a trade as a skill when a skills list claims it, not when a sentence names an employer or an errand', () => {
    const backend =
      'Experience\nBackend Developer Intern, Gza Logistics (Jan 2024 - Dec 2024)\n- Built Django APIs in Python; organised the logistics of our hackathon\n\nSkills\nPython, Django, PostgreSQL';
    expect(extracted(backend)).not.toContain('Logistics');
    expect(extracted(backend)).toContain('Django');
    const coordinator =
      'Experience\nStores Assistant, Kuiseb Freight (Jan 2024 - Dec 2024)\n- Booked trucks\n\nSkills\nLogistics, Procurement, Excel';
    expect(extracted(coordinator)).toEqual(expect.arrayContaining(['Logistics', 'Procurement']));
  });

  it('treats a practice named in passing the same: matched against a job, rated only when a list claims it', () => {
    const cv = (skills: string) =>
      `Experience\nBackend Developer Intern, Kuiseb Freight (Jan 2024 - Dec 2024)\n- Built Django APIs in Python; reviewed pull requests and kept Redis for caching\n\nSkills\n${skills}`;
    const jd = 'Junior Python Developer\nRequirements\n- Python and Django\n- Code review';
    const passing = analyzeResume({ resumeText: cv('Python, Django, Redis'), jobDescriptions: [jd], asOf });
    const names = passing.extractedTechnologies.map((t) => t.name);
    expect(names).not.toContain('Code Review');
    expect(names).not.toContain('Caching');
    expect(names).toContain('Redis');
    const without = analyzeResume({
      resumeText: cv('Python, Django, Redis').replace('reviewed pull requests and ', ''),
      jobDescriptions: [jd],
      asOf,
    });
    expect(passing.results[0]!.matchPercentage).toBeGreaterThan(without.results[0]!.matchPercentage);
    expect(extracted(cv('Python, Django, Redis, Code review'))).toContain('Code Review');
  });

  it('offers a practice a sentence writes as its name ("a Scrum team"), not the ordinary word', () => {
    const cv = (line: string) =>
      `Experience\nBackend Developer Intern, Kuiseb Freight (Jan 2024 - Dec 2024)\n- ${line}\n\nSkills\nPython, Django`;
    expect(extracted(cv('Worked in a Scrum team of six with two-week sprints'))).toContain('Scrum');
    expect(extracted(cv('Played scrum half for the club on Saturdays'))).not.toContain('Scrum');
  });
});

describe("a platform's part a job asks for", () => {
  it('is partly met by the platform in the CV, and says so', () => {
    const jd =
      'Junior Zendesk Administrator\nRequirements\n- Administering Zendesk Support and Zendesk Explore\n- Excel';
    const cv = (tool: string) =>
      `Experience\nSupport Agent, Kuiseb Freight (Jan 2024 - Dec 2024)\n- Handled tickets in ${tool} every day\n\nSkills\nExcel`;
    const platform = analyzeResume({ resumeText: cv('Zendesk'), jobDescriptions: [jd], asOf }).results[0]!;
    const other = analyzeResume({ resumeText: cv('Freshdesk'), jobDescriptions: [jd], asOf }).results[0]!;
    expect(platform.matchPercentage).toBeGreaterThan(other.matchPercentage);
    expect(platform.contentWeaknesses.join('\n')).toContain(
      'Zendesk Explore (required): your CV shows only the related Zendesk',
    );
  });
});

describe('a profile link', () => {
  it('meets a job asking for the platform, but is no skill to rate', () => {
    const cv = 'Amaya Perera\namaya@example.com | github.com/amayap\n\nSkills\nPython, Django, PostgreSQL';
    const jd = 'Junior Python Developer\nRequirements\n- Python and Django\n- GitHub';
    const withLink = analyzeResume({ resumeText: cv, jobDescriptions: [jd], asOf });
    const withoutLink = analyzeResume({
      resumeText: cv.replace(' | github.com/amayap', ''),
      jobDescriptions: [jd],
      asOf,
    });
    expect(withLink.results[0]!.matchPercentage).toBeGreaterThan(withoutLink.results[0]!.matchPercentage);
    expect(withLink.extractedTechnologies.map((t) => t.name)).not.toContain('GitHub');
  });
});

describe("a platform's part named in a sentence", () => {
  it('is the skill to rate, and the platform still meets a job asking for it', () => {
    const cv = (storage: string) =>
      `Amaya Perera\n\nProjects\n- Built a React Native app; photos uploaded to ${storage}, pushed with Expo\n\nSkills\nReact Native, TypeScript, Expo`;
    const jd = 'Junior Mobile Developer\nRequirements\n- React Native and TypeScript\n- Firebase';
    const part = analyzeResume({ resumeText: cv('Firebase Storage'), jobDescriptions: [jd], asOf });
    const none = analyzeResume({ resumeText: cv('a bucket'), jobDescriptions: [jd], asOf });
    expect(part.results[0]!.matchPercentage).toBeGreaterThan(none.results[0]!.matchPercentage);
    const names = part.extractedTechnologies.map((t) => t.name);
    expect(names).toContain('Firebase Storage');
    expect(names).not.toContain('Firebase');
  });
});

describe("the job's own words (what it is about)", () => {
  const bioinformatics = [
    'Junior Bioinformatics Analyst',
    'Riverside Genomic Surveillance Institute',
    '',
    'You will run our sequencing pipelines for pathogen surveillance: quality control of reads, genome assembly',
    'and variant calling for tuberculosis and cholera isolates sent by district laboratories.',
    '',
    'Requirements',
    '- Linux and Bash',
    '- Python',
    '- Git',
  ].join('\n');
  const cloud =
    'Experience\nCloud Engineer, Harbour Freight (Jan 2023 - Dec 2025)\n- Automated AWS account hardening with Python and Bash on Linux; policies kept in Git, 40 findings closed\n\nEducation\nBSc Computer Science, 2019 - 2022';
  const genomics =
    'Experience\nResearch Assistant, Coastal Genomics Lab (Jan 2024 - Dec 2025)\n- Ran sequencing pipelines in Python and Bash on Linux for pathogen isolates; quality control of 900 genome assemblies, variant calling, code in Git\n\nEducation\nBSc Microbiology, 2019 - 2023';

  it('tells a CV with the same generic tools from one that does the work', () => {
    const other = score(cloud, bioinformatics).matchPercentage;
    const own = score(genomics, bioinformatics).matchPercentage;
    expect(own).toBeGreaterThanOrEqual(90);
    // Every tool it asks for, shown in use: only the subject (and the role) are missing.
    expect(other).toBeLessThan(own - 15);
  });

  it('lets years and a degree count only as far as the wording is shared when no skill can be read', () => {
    const chef = [
      'Chef de Partie (cold section)',
      'Harbour Hotel',
      '',
      'Run the cold section: ceviche, cured fish, terrines and salads for up to 140 covers; train the commis;',
      'keep temperature records to HACCP standard.',
      'At least 2 years in professional kitchens. Culinary diploma.',
    ].join('\n');
    const cook =
      'Experience\nDemi Chef de Partie, Lighthouse Restaurant (Jan 2022 - Dec 2025)\n- Ran the cold section for 120 covers: ceviche, cured fish and terrines; trained two commis\n\nEducation\nDiploma in Culinary Arts, 2019 - 2021';
    expect(score(cook, chef).matchPercentage).toBeGreaterThanOrEqual(60);
    expect(score(cloud, chef).matchPercentage).toBeLessThanOrEqual(30);
  });
});

describe('a name the job asks for, written in the CV without the context its guard asks for', () => {
  const JOB = [
    'Junior GIS Analyst',
    'Terra Maps Ltd',
    '',
    'Requirements',
    '- QGIS, PostGIS and GDAL for mapping and layouts',
    '- Python scripting',
    '- Swift or Kotlin for our field app',
  ].join('\n');
  const cv = (sentence: string, section = 'EXPERIENCE') =>
    [
      'Ana Quispe',
      'Cusco, Peru',
      '',
      section,
      `- ${sentence}`,
      '- Wrote Python scripts that cleaned survey points every week.',
    ].join('\n');
  const met = (r: AnalysisResult, name: string) => r.strengths.some((s) => s.startsWith(`${name} (`));

  it('is met when the candidate writes it as it is spelt, in their work', () => {
    const r = score(cv('Exported the glacier outlines to QGIS and calculated their areas.'), JOB);
    expect(met(r, 'QGIS')).toBe(true);
    expect(r.contentWeaknesses.some((w) => w.startsWith('QGIS'))).toBe(false);
  });

  it('is met in a CV typed all in lower case, written in its letters', () => {
    const lower = [
      'ana quispe',
      'cusco, peru',
      '',
      'experience',
      '- moved the survey sites to sd-wan links and exported the glacier outlines for the survey team.',
      '- wrote python scripts that cleaned survey points every week.',
      '- drew the field maps of the valley for the regional office and checked them with the rangers on site.',
      '',
      'education',
      '- bsc geography, universidad nacional de san antonio abad del cusco, 2020 - 2024',
    ].join('\n');
    const r = score(lower, `${JOB}\n- SD-WAN for the field offices`);
    expect(met(r, 'SD-WAN')).toBe(true);
    expect(r.contentWeaknesses.some((w) => w.startsWith('SD-WAN'))).toBe(false);
  });

  it('is met by an ordinary word written in lower case as an item of a skills list, not in a sentence', () => {
    const listed = `${cv('Exported the glacier outlines for the survey team.')}\n\nSKILLS\nqgis, swift (basic), git`;
    expect(met(score(listed, JOB), 'Swift')).toBe(true);
    const sentence = `${cv('Exported the glacier outlines for the survey team.')}\n\nSKILLS\nI am swift at learning new tools`;
    expect(met(score(sentence, JOB), 'Swift')).toBe(false);
  });

  it('is not met by an ordinary word, another case, or a line outside the work', () => {
    expect(met(score(cv('Sang along to Swift songs on long field drives.'), JOB), 'Swift')).toBe(false);
    expect(met(score(cv('Exported the glacier outlines to qgis-style layers.'), JOB), 'QGIS')).toBe(false);
    expect(met(score(cv('Collecting maps, QGIS posters and old atlases.', 'INTERESTS'), JOB), 'QGIS')).toBe(
      false,
    );
  });
});

describe("a product the job writes with its maker's name", () => {
  it('is met by the CV that writes it without', () => {
    const job = 'Junior Data Engineer\nRequirements\n- Apache Avro and Apache Solr\n- Python';
    const cv =
      'Ana Lima\n\nSKILLS\nPython, Avro, Solr\n\nEXPERIENCE\nData intern, Lumen (2024 - 2025)\n' +
      '- Wrote Python jobs that wrote Avro files and indexed them in Solr.';
    const r = score(cv, job);
    expect(r.strengths.some((s) => s.startsWith('Avro (required)'))).toBe(true);
    expect(r.contentWeaknesses.some((w) => w.includes('Apache Avro'))).toBe(false);
  });
});

describe("a product no vocabulary knows, which the job writes with its maker's name", () => {
  const job = 'Junior Zentro Reports Developer\nRequirements\n- SAP Zentro Reports\n- SQL';
  const cv =
    'Skills\nZentro Reports, SQL\n\nExperience\nReporting intern, Kaya Credit Union (2024 - 2025)\n' +
    '- Rebuilt 14 statements in Zentro Reports 2020 and wrote the SQL views behind them.';

  it('is met by the CV that writes it without, shown where the CV names it again in its work', () => {
    const r = score(cv, job);
    expect(r.strengths).toContain(
      'SAP Zentro Reports (required): "Rebuilt 14 statements in Zentro Reports 2020 and wrote the SQL views behind them."',
    );
    // (The maker's name in the product's asks for nothing of its own.)
    expect(r.contentWeaknesses).toEqual([]);
  });

  it("is the title's product: a CV with everything else but it is no good match", () => {
    const ad = `${job}\n- Power BI and Excel\n- Git`;
    const other =
      'Skills\nSQL, Power BI, Excel, Git\n\nExperience\nBI developer intern, Kaya Credit Union (2023 - 2025)\n' +
      '- Wrote SQL views for 14 branches, kept in Git.\n- Built Power BI dashboards and Excel models for the branch managers.';
    expect(score(other, ad).matchPercentage).toBeLessThanOrEqual(30);
    expect(score(cv, ad).matchPercentage).toBeGreaterThanOrEqual(60);
  });
});

describe("a profession's field written in lower case in the CV's sentences", () => {
  it('is the field ("runs outsourced payroll"), as a docker at the wharf is no Docker', () => {
    const job =
      'Junior Payroll Officer\nRequirements\n- Payroll and bookkeeping experience\n- Microsoft Excel';
    const cv =
      'Experience\nPayroll administrator, Bouregreg Accounting (2023 - 2025)\n' +
      '- I run outsourced payroll for 35 client companies and reconcile it in Excel every month.\n' +
      '- Did the bookkeeping for two of our smaller clients.';
    const r = score(cv, job);
    expect(r.strengths.some((s) => s.startsWith('Payroll (required): "I run outsourced payroll'))).toBe(true);
    expect(r.strengths.some((s) => s.startsWith('Bookkeeping (required)'))).toBe(true);
    expect(parseResume('Experience\n- Tied up the ship as a docker at the wharf.').technologies).toEqual([]);
    // (Nor is an activity only a spelling of the field names: a project's "buying and selling books".)
    const project = parseResume(
      'Projects\n- Campus Marketplace: React app for buying and selling books (400 users)',
    );
    expect(project.technologies.map((t) => t.entry.name)).not.toContain('Sales');
  });
});

describe('a job that lists only one or two tools', () => {
  it('is judged more on its work than on the tool a fitting fresher has not used yet', () => {
    const job = [
      'Care Assistant',
      'Larchfield House',
      '',
      'You will support residents of our dementia care home with personal care, washing, dressing, meals and',
      'mobility, help with activities and keep daily care notes. Once trained you will support senior carers',
      'with medication rounds on the eMAR system. Six months of care experience and the Care Certificate are',
      'welcome; kind newcomers are welcome too.',
      '',
      'Systems: eMAR',
    ].join('\n');
    const carer = [
      'Hana Te Rangi',
      'Hamilton, New Zealand',
      '',
      'PLACEMENT',
      'Student caregiver, Kowhai Gardens Rest Home (Feb 2025 - Apr 2025)',
      '- helped residents with showering, dressing, meals and getting to activities',
      '- kept daily notes for the nurses',
      '',
      'EDUCATION',
      'Certificate in Health and Wellbeing (Level 3), Wintec, 2025',
    ].join('\n');
    const cloud = [
      'Ravi Kumar',
      'Pune, India',
      '',
      'EXPERIENCE',
      'Cloud Engineer Intern, Nimbus Labs (Jan 2024 - Dec 2024)',
      '- Wrote Terraform modules for AWS VPCs and deployed services to EKS with Helm',
    ].join('\n');
    expect(score(carer, job).matchPercentage).toBeGreaterThanOrEqual(60);
    expect(score(cloud, job).matchPercentage).toBeLessThanOrEqual(30);
  });
});

describe('a name the job asks for, written in the CV by its abbreviation', () => {
  const met = (r: AnalysisResult, name: string) => r.strengths.some((s) => s.startsWith(`${name} (`));
  const JDE = [
    'Junior JD Edwards Developer',
    'Fenland Foods Ltd',
    '',
    'Requirements',
    '- Modifying applications in Form Design Aid and batch reports in Report Design Aid',
    '- Oracle SQL',
  ].join('\n');
  const cv = (skills: string, work: string) =>
    [
      'Priya Nair',
      'Leeds, UK',
      '',
      'SKILLS',
      skills,
      '',
      'EXPERIENCE',
      'ERP intern, Dales Dairy, 2024',
      `- ${work}`,
    ].join('\n');

  it('is met by the initials of a name of three words, among skills or beside another technology', () => {
    const r = score(cv('JDE E1: FDA, RDA, OMW', 'Wrote SQL reports for the warehouse team.'), JDE);
    expect(met(r, 'Form Design Aid')).toBe(true);
    expect(met(r, 'Report Design Aid')).toBe(true);
    expect(r.contentWeaknesses.some((w) => w.startsWith('Form Design Aid'))).toBe(false);
    // A CV typed all in lower case writes the initials in lower case.
    const lower = [
      'priya nair · leeds, uk · priya.nair@example.com',
      '',
      'about me',
      'erp graduate who has spent a year changing jd edwards applications and reports for a food distributor.',
      '',
      'experience',
      'erp intern, dales dairy, leeds (2024 - 2025)',
      '- changed ube reports in rda and purchase order screens in fda, tested with the finance team',
      '- wrote sql queries for month-end stock checks and documented every change',
      '',
      'skills',
      'jde e1, fda, rda, sql, excel',
    ].join('\n');
    expect(met(score(lower, JDE), 'Form Design Aid')).toBe(true);
  });

  it('is not met by the same letters in a sentence about something else', () => {
    const r = score(cv('Excel', 'Checked that FDA rules were met before every audit.'), JDE);
    expect(met(r, 'Form Design Aid')).toBe(false);
    expect(
      r.contentWeaknesses.some((w) => w.startsWith('Form Design Aid (required) is not in your CV')),
    ).toBe(true);
  });

  it('is met by the words of an acronym the job asks for', () => {
    const job = [
      'Junior Radiology IT Analyst',
      'North Clinic',
      '',
      'Requirements',
      '- Experience with PACS, DICOM and HL7',
    ].join('\n');
    const r = score(
      cv('Picture Archiving and Communication System, DICOM', 'Supported the radiology team.'),
      job,
    );
    expect(met(r, 'PACS')).toBe(true);
  });
});

describe('a required skill the CV names only in a long list', () => {
  it('is said to be only listed, never "not in your CV"', () => {
    const cv = [
      'Kofi Mensah',
      'Accra, Ghana',
      '',
      'SKILLS',
      'Python, Go, Rust, Java, Kotlin, Swift, Ruby, PHP, Scala, Haskell, Elixir, Erlang, Perl, Lua, R, Julia',
      'Docker, Kubernetes, Terraform, Ansible, Prometheus, Grafana, Jenkins, GitLab CI',
      'PostgreSQL, MySQL, MongoDB, Redis, Cassandra, Kafka, RabbitMQ, Elasticsearch, Nginx, Linux',
      '',
      'EXPERIENCE',
      'Shop assistant, Makola Market, 2023 – 2024',
      '- Served customers and kept the till.',
    ].join('\n');
    const jd = 'Junior SRE\n\nRequirements\n- Prometheus and Grafana for monitoring\n- Kubernetes';
    const r = score(cv, jd);
    expect(
      r.contentWeaknesses.some((w) => /^(?:Prometheus|Grafana|Kubernetes) .*is not in your CV/.test(w)),
    ).toBe(false);
    expect(r.contentWeaknesses.some((w) => w.startsWith('Required but only listed'))).toBe(true);
    expect(r.message).not.toMatch(/missing (?:Prometheus|Grafana|Kubernetes)/);
  });
});
