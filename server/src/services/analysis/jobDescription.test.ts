import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures';
import { findDegreeLevel } from './education';
import {
  DEFAULT_COMPANY,
  DEFAULT_JOB_TITLE,
  parseJobDescription,
  roleWordsOf,
  type ParsedJob,
} from './jobDescription';

/** Requirements as "importance:Option|Option" strings, in order. */
const reqs = (job: ParsedJob) =>
  job.requirements.map((r) => `${r.importance}:${r.options.map((o) => o.name).join('|')}`);
const required = (job: ParsedJob) => reqs(job).filter((r) => r.startsWith('required:'));
const preferred = (job: ParsedJob) => reqs(job).filter((r) => r.startsWith('preferred:'));
/** The requirement that names `name` among its options. */
const requirementOf = (job: ParsedJob, name: string) =>
  job.requirements.find((r) => r.options.some((o) => o.name === name));

describe('title and company', () => {
  it.each([
    ['jd-frontend', 'Junior Frontend Developer', 'Pixel Labs'],
    ['jd-backend', 'Backend Engineer (Java)', 'FinEdge Solutions'],
    ['jd-data', 'Data Analyst', 'DataWise'],
    ['jd-mobile', 'Mobile Developer (Android)', 'AppNest'],
    ['jd-devops', 'Senior DevOps Engineer', 'CloudCore Systems'],
    ['jd-sales', 'Sales Executive', 'BrightHome Retail'],
    ['jd-hr', 'HR Assistant', 'Lanka Care Group'],
    ['jd-fullstack-freeform', 'Full Stack Developer', 'Tinkerbox'],
  ])('%s: "%s" at "%s"', (name, title, company) => {
    const job = parseJobDescription(fixture(name));
    expect(job.title).toBe(title);
    expect(job.company).toBe(company);
  });

  it('reads "We are hiring a ..." and "... at Company" in prose', () => {
    const job = parseJobDescription(
      "We're hiring a Digital Marketing Executive at Spark Media. You will plan social media campaigns and SEO.",
    );
    expect(job).toMatchObject({ title: 'Digital Marketing Executive', company: 'Spark Media' });
  });

  it('reads a role no list names when "hiring a" announces it, and knows care work is not a software job', () => {
    const job = parseJobDescription(
      [
        'Vanua Family Support Services',
        'Suva, Fiji · Full-time',
        '',
        'We are hiring a Graduate Social Worker to join our Child & Family team covering Suva and Nausori.',
        'Case notes are recorded in Penelope, our case-management system; you should be comfortable with',
        'Microsoft Word and Excel for reports and monthly statistics, and check-ins are sometimes done over Zoom.',
      ].join('\n'),
    );
    expect(job).toMatchObject({ title: 'Graduate Social Worker', isNonTechRole: true });
  });

  it('falls back to the spec defaults', () => {
    const job = parseJobDescription(
      'We are a friendly team. Competitive salary, flexible hours and free lunch every day.',
    );
    expect(job).toMatchObject({ title: DEFAULT_JOB_TITLE, company: DEFAULT_COMPANY, titleFound: false });
    expect(DEFAULT_JOB_TITLE).toBe('Software Engineering Position');
    expect(DEFAULT_COMPANY).toBe('Company');
  });
});

describe('requirements', () => {
  it("keeps a group's other pluses when one of its options is asked for on its own", () => {
    const job = parseJobDescription(
      "Junior Report Developer\n\nRequirements\n- Experience with Sage 300 accounting software\n- SQL\n\nIt's a bonus if you also know Sage 300, SSRS or a bit of VB.NET.",
    );
    expect(reqs(job)).toEqual(['required:Sage', 'required:SQL', 'preferred:SSRS', 'preferred:VB.NET']);
    // (Sage the accounting software: the herb and the wise are no skill.)
    expect(parseJobDescription('Junior Cook\n\nSeason with sage. The Sage of Delphi.').requirements).toEqual(
      [],
    );
  });

  it('reads a cue with its condition as speaking for the list after it', () => {
    const job = parseJobDescription(
      "Junior Report Developer\n\nWe'd like solid SQL. It's a bonus if you also know Sage 300, SSRS or a bit of VB.NET.",
    );
    expect(reqs(job)).toEqual(['required:SQL', 'preferred:Sage|SSRS', 'preferred:VB.NET']);
  });

  it('splits required from preferred by section headings', () => {
    const job = parseJobDescription(fixture('jd-frontend'));
    expect(required(job)).toEqual([
      'required:React',
      'required:TypeScript',
      'required:Figma',
      'required:Design Systems',
      'required:Unit Testing',
      'required:Code Review',
      'required:REST APIs',
      'required:JavaScript',
      'required:HTML',
      'required:CSS',
      'required:Git',
      'required:GitHub',
    ]);
    expect(preferred(job)).toEqual([
      'preferred:Next.js|Server-Side Rendering',
      'preferred:Jest|Cypress',
      'preferred:GraphQL',
      'preferred:Communication',
    ]);
  });

  it('keeps "Must have" and "Preferred" sections apart and cites the line', () => {
    const job = parseJobDescription(fixture('jd-backend'));
    expect(required(job)).toContain('required:Spring Boot');
    expect(required(job)).toContain('required:Docker');
    expect(preferred(job)).toEqual(['preferred:Kubernetes', 'preferred:AWS', 'preferred:Kafka|RabbitMQ']);
    expect(job.requirements.find((r) => r.options[0]!.name === 'Docker')?.line).toBe(
      'Docker and CI/CD pipelines',
    );
  });

  it('reads wording when there are no headings', () => {
    const job = parseJobDescription(
      'Looking for a React developer. Must know TypeScript and Redux. Nice to have: Next.js, Storybook. 2-4 years experience required.',
    );
    expect(reqs(job)).toEqual([
      'required:React',
      'required:TypeScript',
      'required:Redux',
      'preferred:Next.js',
      'preferred:Storybook',
    ]);
  });

  it.each([
    [
      fixture('jd-fullstack-freeform'),
      'required:React required:Node.js required:MongoDB preferred:AWS preferred:Docker',
    ],
    [
      'Requirements:\n- Strong HTML, CSS, and JavaScript\n- React, Vue or Angular is a plus',
      'required:HTML required:CSS required:JavaScript preferred:React|Vue.js|Angular',
    ],
    // The cue after the last alternative speaks for the run, words between them aside.
    [
      'Junior Database Engineer\nYou should know Apache Cassandra and CQL. Experience with Apache Kafka, Docker or K8ssandra on Kubernetes is a plus, not required.',
      'required:Cassandra required:CQL preferred:Kafka|Docker|K8ssandra preferred:Kubernetes',
    ],
  ])(
    'applies "is a plus", "familiarity with" and "would be nice" to the right words (%#)',
    (text, expected) => {
      expect(reqs(parseJobDescription(text))).toEqual(expected.split(' '));
    },
  );

  it('reads "an asset" and an "Assets" heading as preferred, as Canadian and Irish ads write it', () => {
    const job = parseJobDescription(
      'Kindergarten Teacher\nQualifications\n- Experience with Seesaw\n- Current Standard First Aid/CPR an asset\n- Google Classroom would be an asset',
    );
    expect(reqs(job)).toEqual([
      'required:Seesaw',
      'preferred:First Aid',
      'preferred:Basic Life Support',
      'preferred:Google Classroom',
    ]);
    const headed = parseJobDescription(
      'Junior Data Analyst\nRequirements\n- SQL and Excel\n\nAssets\n- Power BI\n- Python',
    );
    expect(reqs(headed)).toEqual([
      'required:SQL',
      'required:Microsoft Excel',
      'preferred:Power BI',
      'preferred:Python',
    ]);
  });

  it('reads "X or Y" and examples in brackets as one requirement any option satisfies', () => {
    const job = parseJobDescription(fixture('jd-devops'));
    expect(required(job)).toContain('required:GitHub Actions|GitLab CI');
    expect(required(job)).toContain('required:Bash|Python|Go');
    expect(preferred(job)).toContain('preferred:Azure|Google Cloud');
    expect(required(parseJobDescription(fixture('jd-mobile')))).toContain('required:JUnit|Espresso');
  });

  it("does not take the ad's own hiring for a skill it asks for, unless the role is in hiring", () => {
    const ad = (title: string) =>
      `${title}\nRequirements\n- Python and SQL\n- Recruitment experience\n\nNordline Recruitment is acting as an ` +
      'employment agency. Questions? Call our Talent Acquisition team. Your onboarding starts on day one.';
    const names = (job: ReturnType<typeof parseJobDescription>) => job.technologies.map((t) => t.name);
    expect(names(parseJobDescription(ad('Junior Data Engineer')))).not.toContain('Recruitment');
    expect(names(parseJobDescription(ad('Junior Data Engineer')))).not.toContain('Talent Acquisition');
    expect(names(parseJobDescription(ad('Recruitment Coordinator')))).toContain('Recruitment');
  });

  it("takes no unknown name inside an organisation's name for a technology", () => {
    const job = parseJobDescription(
      'Junior Hadoop Administrator\n\nDesertLink Talent Consultants and Isar Data Recruitment GmbH are recruiting ' +
        'for Gulf Horizon Telecom.\n\nRequirements\n- Cloudera, HDFS, Hive and Ranger\n- Kerberos, Oozie',
    );
    const names = job.technologies.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Cloudera', 'HDFS']));
    expect(names.filter((n) => /DesertLink|GmbH|Isar|Gulf/.test(n))).toEqual([]);
  });

  it("asks for nothing by what the employer says of itself, and reads 'Your tasks' as the duties", () => {
    const job = parseJobDescription(
      'Junior Engineer – Widgets\n\nWho we are\nAcme GmbH is a design house. We design ICs, mostly in Kubernetes.\n\n' +
        'Your tasks\n1. Deploy services with Terraform\n\nWhat you bring\n1. Python',
    );
    const of = (name: string) => requirementOf(job, name);
    expect(of('Kubernetes')?.importance).toBe('preferred');
    expect(of('Terraform')?.dutiesOnly).toBe(true);
    expect(of('Python')?.dutiesOnly).toBeUndefined();
  });

  it("reads 'is a big plus' as a plus, in the clause that says it", () => {
    const job = parseJobDescription(
      'Junior Engineer\n\nYou will need REST APIs and SQL; anything around MQTT or Terraform is a big plus.',
    );
    const of = (name: string) => requirementOf(job, name);
    expect(of('SQL')?.importance).toBe('required');
    expect(of('MQTT')?.importance).toBe('preferred');
  });

  it("reads a 'Desired Candidate Profile' as the requirements, the duties before it as duties", () => {
    const job = parseJobDescription(
      'Graduate Engineer Trainee\n\nRoles and Responsibilities\n1. Test software on HIL benches with dSPACE SCALEXIO\n\n' +
        'Desired Candidate Profile\n1. Good knowledge of Embedded C\n\nPreferred (not mandatory)\n1. Exposure to FreeRTOS',
    );
    const of = (name: string) => requirementOf(job, name);
    expect(of('Embedded C')?.importance).toBe('required');
    expect(of('Embedded C')?.dutiesOnly).toBeUndefined();
    expect(of('dSPACE SCALEXIO')?.dutiesOnly).toBe(true);
    expect(of('FreeRTOS')?.importance).toBe('preferred');
  });

  it('keeps a group of alternatives that duties name one by one', () => {
    const job = parseJobDescription(
      'Junior DCS Engineer\n\nResponsibilities\n1. Configure control modules in Emerson DeltaV\n\n' +
        'Requirements\n1. Hands-on experience with any DCS - Emerson DeltaV, Yokogawa CENTUM VP or ABB 800xA.',
    );
    const group = job.requirements.find((r) => r.options.length > 1);
    expect(group?.options.map((o) => o.name)).toEqual(['Emerson DeltaV', 'Yokogawa CENTUM VP', 'ABB 800xA']);
    expect(
      job.requirements.filter((r) => r.options.length === 1).map((r) => r.options[0]!.name),
    ).not.toContain('Emerson DeltaV');
  });

  it("does not ask for the roles of the hire's team, listed in a bracket after it", () => {
    const job = parseJobDescription(
      'Junior Backend Engineer\n\nYou join the Payouts squad (four engineers, a product owner and a part-time SRE).\n' +
        'You will work with our backend team (Haskell, PostgreSQL).\n\nRequirements\n- Go and Git in a team (branches, code review)',
    );
    expect(job.requirements.map((r) => r.options.map((o) => o.name).join('|'))).toEqual([
      'Haskell|PostgreSQL',
      'Go',
      'Git',
      'Code Review',
    ]);
  });

  it('reads an "or" inside a list as joining its neighbours only; one closing the list as one choice', () => {
    const names = (line: string) =>
      parseJobDescription(`Junior Web Administrator\n\nRequirements\n- ${line}`).requirements.map((r) =>
        r.options.map((o) => o.name).join('|'),
      );
    expect(names('NGINX, Bash or Python, Git')).toEqual(['Nginx', 'Bash|Python', 'Git']);
    expect(names('Java or Kotlin, Swift or Objective-C')).toEqual(['Java|Kotlin', 'Swift|Objective-C']);
    expect(names('Java, Kotlin, or Scala')).toEqual(['Java|Kotlin|Scala']);
    expect(names('Tools such as Jenkins, GitLab CI or GitHub Actions, Docker')).toEqual([
      'Jenkins|GitLab CI|GitHub Actions|Docker',
    ]);
  });

  it('reads a unit named in quotes as its name, not as skills asked', () => {
    const job = parseJobDescription(
      'Junior Developer\n\nFor our department "Collaboration and Digital Workplace" we need a developer.\n\nRequirements\n- JavaScript and SQL',
    );
    expect(job.requirements.map((r) => r.options.map((o) => o.name).join('|'))).toEqual([
      'JavaScript',
      'SQL',
    ]);
  });

  it("reads a platform's service as one alternative, not the platform beside it (AWS Step Functions)", () => {
    const job = parseJobDescription(
      'Junior Backend Engineer\n\nRequirements\n- Something built with Temporal, Cadence, AWS Step Functions or another workflow engine\n- AWS (EC2, S3)',
    );
    expect(job.requirements.map((r) => r.options.map((o) => o.name).join('|'))).toEqual([
      'Temporal|Cadence|AWS Step Functions',
      'AWS',
      'Amazon EC2|Amazon S3',
    ]);
  });
  it('reads numbered headings in capitals, sentences as they may be', () => {
    const job = parseJobDescription(
      'GRADUATE SOFTWARE ENGINEER\n\n1. WHAT YOU WILL WORK ON\n   1.1 Services that route Yamcs traffic\n\n' +
        '2. WHAT WE REQUIRE\n   2.1 Python 3 on Linux\n\n3. IT IS AN ADVANTAGE IF YOU HAVE\n   3.1 Worked with Java 17 or gRPC',
    );
    const of = (name: string) => requirementOf(job, name);
    expect(of('Yamcs')?.dutiesOnly).toBe(true);
    expect(of('Python')?.importance).toBe('required');
    expect(of('Java')?.importance).toBe('preferred');
    expect(of('gRPC')?.importance).toBe('preferred');
  });

  it('ignores the benefits section', () => {
    const job = parseJobDescription(
      'Requirements\n- Python\nBenefits\n- Free Udemy courses on Docker and AWS',
    );
    expect(reqs(job)).toEqual(['required:Python']);
  });

  it('does not ask for leadership when it names the team lead the hire reports to', () => {
    const job = (sentence: string) =>
      reqs(parseJobDescription(`Junior Developer\nRequirements\n- SQL\n- ${sentence}`));
    expect(job("You'll report to Jasmine, our team lead, every week.")).toEqual(['required:SQL']);
    expect(job('Experience as a team lead in retail')).toContain('required:Leadership');
  });

  it('does not ask for a skill that names the people the hire will work for', () => {
    const job = (sentence: string) =>
      reqs(parseJobDescription(`Junior Dashboard Engineer\nRequirements\n- SQL\n- ${sentence}`));
    expect(job('You will build dashboards for our customer service staff.')).toEqual(['required:SQL']);
    expect(job('Experience as a customer service agent')).toContain('required:Customer Service');
  });

  it('does not ask for the channel it takes applications on', () => {
    const job = parseJobDescription(
      'Junior Tree Surgeon\nYou must hold First Aid at Work.\nTo apply, ring Dave or send a WhatsApp message with a bit about yourself.\nApply via LinkedIn.',
    );
    expect(reqs(job)).toEqual(['required:First Aid']);
  });

  it('does not take the platform of a link it asks applicants for as a technology it uses', () => {
    const job = parseJobDescription(
      'Junior Go Developer\nWe build our CI on GitHub Actions.\nRequirements\n- Go\nSend your CV and, if you have one, a link to your GitHub profile to jobs@example.com.',
    );
    expect(job.technologies.map((t) => t.name)).toContain('GitHub Actions');
    expect(job.technologies.map((t) => t.name)).not.toContain('GitHub');
    const uses = parseJobDescription(
      'Junior Go Developer\nRequirements\n- Go\n- Git and GitHub for code review',
    );
    expect(uses.technologies.map((t) => t.name)).toContain('GitHub');
  });

  it('does not ask for the mentoring it gives the new hire', () => {
    const job = (sentence: string) =>
      reqs(parseJobDescription(`Junior BI Developer\nAbout the role\n${sentence}\nRequirements\n- SQL`));
    expect(job('The successful candidate will receive mentoring from senior developers.')).toEqual([
      'required:SQL',
    ]);
    expect(job('The successful candidate will get coaching from our senior developers.')).toEqual([
      'required:SQL',
    ]);
    // Mentoring the hire does is asked for.
    expect(
      reqs(parseJobDescription('Junior BI Developer\nRequirements\n- SQL\n- Mentoring junior staff')),
    ).toContain('required:Mentoring');
  });
});

describe('experience, education and seniority', () => {
  it('reads years of a named technology as years asked, not years of anything else', () => {
    const years = (line: string) =>
      parseJobDescription(`Junior Developer\nRequirements:\n- ${line}`).requiredYears;
    expect(years('2+ years with React and TypeScript')).toBe(2);
    expect(years('1+ year of C# (internships count)')).toBe(1);
    expect(years('1 year with our mentor programme')).toBeNull();
  });

  it.each([
    ['- 3+ years of experience with React', 3, null],
    ['At least 2 years of experience in retail or B2B sales', 2, null],
    ['Minimum of 5 years of professional experience', 5, null],
    ['Two years of hands-on experience with Python', 2, null],
    ['2-4 years experience required', 2, null],
    ['0-2 years of experience; fresh graduates are welcome', null, null],
    ['1 year of HR experience preferred', null, 1],
    ['Ideally you have 3+ years of experience shipping web products', null, 3],
    ['Our company was founded 10 years ago.', null, null],
  ])('"%s" -> required %s, preferred %s', (line, requiredYears, preferredYears) => {
    expect(parseJobDescription(`Requirements\n${line}`)).toMatchObject({ requiredYears, preferredYears });
  });

  it('reads the degree level, fields and whether related fields count', () => {
    expect(parseJobDescription(fixture('jd-frontend')).education).toMatchObject({
      level: 'bachelor',
      fields: [{ name: 'Computer Science' }, { name: 'Information Technology' }],
      fieldGroups: ['computing'],
      importance: 'required',
    });
    expect(parseJobDescription(fixture('jd-backend')).education).toMatchObject({ importance: 'preferred' });
    expect(parseJobDescription(fixture('jd-mobile')).education).toMatchObject({
      level: 'diploma',
      equivalentAccepted: true,
    });
    expect(
      parseJobDescription('Requirements\n- Master’s degree or PhD in Statistics').education,
    ).toMatchObject({
      level: 'master',
      fields: [{ name: 'Statistics' }],
    });
    expect(parseJobDescription('You will enjoy a high degree of autonomy.').education).toBeNull();
  });

  it('reads the qualification from its own sentence of a one-paragraph ad, not one the employer offers', () => {
    const ad =
      'Care Assistant\nBrightwell Care are recruiting care assistants for Larchfield House. You will support ' +
      'residents with personal care and meals. Ideally you have six months of care experience; an NVQ or ' +
      'Diploma Level 2 in Health and Social Care would be a bonus. In return we offer paid training and a ' +
      'funded Level 3 Diploma in Leadership and Management.';
    expect(parseJobDescription(ad).education).toMatchObject({
      level: 'diploma',
      fields: [{ name: 'Health and Social Care' }],
      importance: 'preferred',
    });
    const zoo = parseJobDescription(
      'Junior Zookeeper\nEssential\n- Willingness to work towards the Level 3 Diploma in the Management of Zoo Animals, which the Council will fund\n- A Level 3 Extended Diploma or a degree in Animal Management, Zoology or a related subject',
    ).education;
    // "A Level 3" is no A-level, Animal Management no business degree, and the diploma to work towards is offered.
    expect(zoo).toMatchObject({ level: 'diploma', fields: [{ name: 'Natural Sciences' }] });
    expect(findDegreeLevel('Grado en Biología, Universitat de València')).toBe('bachelor');
    expect(findDegreeLevel('Bachillerato de Ciencias, IES Lluís Vives')).toBe('high-school');
    expect(findDegreeLevel('Licenciatura em Sistemas de Informação')).toBe('bachelor');
    // A Master's degree, not a scrum master, master data or the grade of a trade.
    expect(findDegreeLevel('Master in Computer Science, TU Delft')).toBe('master');
    expect(findDegreeLevel('Masters Data Science (2024)')).toBe('master');
    expect(
      findDegreeLevel('WSET Level 3 or the Court of Master Sommeliers Introductory Certificate'),
    ).toBeNull();
    expect(findDegreeLevel('Certified Scrum Master (CSM)')).toBeNull();
    expect(findDegreeLevel('SAP Master Data Governance')).toBeNull();
    expect(findDegreeLevel('Master Electrician licence')).toBeNull();
    expect(findDegreeLevel('You will learn the craft under our Master Wheelwright.')).toBeNull();
    // Letters before a field, as the Philippines and the US write degrees (also in lower case); not "MS Office".
    expect(findDegreeLevel('bs information technology, polytechnic university of the philippines')).toBe(
      'bachelor',
    );
    expect(findDegreeLevel('MS Data Science, 2024')).toBe('master');
    expect(findDegreeLevel('MS Office, MS Business Central, BS 7671')).toBeNull();
    expect(findDegreeLevel('B.E. Electronics & Communication Engineering, PES University')).toBe('bachelor');
    expect(findDegreeLevel('BA English, MA History')).toBe('master');
    // ..."be" and "ma" are words: in capitals only.
    expect(findDegreeLevel('keen to be business minded; ma business was a family shop')).toBeNull();
    const offeredOnly =
      'Care Assistant\nYou will support residents. In return we offer a funded Level 3 Diploma.';
    expect(parseJobDescription(offeredOnly).education).toBeNull();
  });

  it.each([
    ['jd-frontend', 'junior'],
    ['jd-backend', 'mid'],
    ['jd-devops', 'senior'],
    ['jd-data', 'junior'],
  ])('%s is a %s role', (name, seniority) => {
    expect(parseJobDescription(fixture(name)).seniority).toBe(seniority);
  });

  it('reads intern and lead titles', () => {
    expect(parseJobDescription('Software Engineering Intern - Zeta Labs\nRequirements: Java').seniority).toBe(
      'intern',
    );
    expect(parseJobDescription('Lead Backend Engineer\nMust have: Go, PostgreSQL').seniority).toBe('lead');
    expect(
      parseJobDescription('Staff Nurse - City Hospital\nCare for patients on the ward').seniority,
    ).not.toBe('lead');
  });
});

describe('a paragraph wrapped inside a product name', () => {
  const names = (text: string) => parseJobDescription(text).technologies.map((t) => t.name);

  it('reads the name across the line end of running prose, not across a list of one name per line', () => {
    const ad = [
      'Junior Web Developer',
      'You will write C# and JavaScript for our clients, deploy to Azure App Service through Azure',
      'DevOps pipelines and keep everything in Git.',
    ].join('\n');
    expect(names(ad)).toContain('Azure DevOps');
    expect(names(ad)).not.toContain('DevOps');
    const list = ['Junior Cloud Engineer', 'Requirements:', 'Azure', 'DevOps', 'Docker'].join('\n');
    expect(names(list)).toEqual(expect.arrayContaining(['Azure', 'DevOps', 'Docker']));
  });
});

describe('the right to work is no skill', () => {
  it('reads "Authorization to work" as the right to work, and authorization in a system as the skill', () => {
    const names = (text: string) => parseJobDescription(text).technologies.map((t) => t.name);
    const ad =
      'Junior Test Automation Developer\n\nRequirements\n- Tcl and Python\n- Authorization to work in the United States.';
    expect(names(ad)).not.toContain('Authentication');
    expect(
      names('Junior Backend Developer\n\nYou will add OAuth and role-based authorization to our API.'),
    ).toContain('Authentication');
  });
});

describe('a person the ad introduces is no tool', () => {
  it('reads a name after "with" and before who they are as someone', () => {
    const job = parseJobDescription(
      "Junior Airtable Developer\n\nWhat you'll do\nbuild a client portal in Glide. You'll work closely with Hugo, our ops lead, and you'll talk to\nclients yourself.",
    );
    expect(job.technologies.map((t) => t.name)).not.toContain('Hugo');
  });

  it('reads the word that heads the title as the hire, wherever the ad writes it, not as a product', () => {
    const names = (text: string) => parseJobDescription(text).technologies.map((t) => t.name);
    expect(
      names(
        'VACANCY: TRAINEE TEA BLENDER\n\nJoin our tasting room as a Trainee Tea Blender, under the guidance of the Chief Blender. Keep records in Microsoft Excel.',
      ),
    ).toEqual(['Microsoft Excel']);
    expect(names('Junior 3D Artist (Blender)\n\nRequirements\n- Blender and Substance Painter')).toContain(
      'Blender',
    );
    expect(
      names('Warehouse Packer\n\nYou will pack orders and build images with HashiCorp Packer.'),
    ).toContain('HashiCorp Packer');
  });
});

describe('non-technical roles', () => {
  it.each(['jd-frontend', 'jd-backend', 'jd-data', 'jd-mobile', 'jd-devops', 'jd-fullstack-freeform'])(
    '%s is technical',
    (name) => {
      expect(parseJobDescription(fixture(name)).isNonTechRole).toBe(false);
    },
  );

  it('knows a trade is no software job, whatever app it books its work in', () => {
    const ad = (title: string) =>
      `${title}\nWaikato Flow Ltd\n\nRequirements\n- Keep job sheets and photos in ServiceM8\n- Full driving licence`;
    expect(parseJobDescription(ad('Junior Plumber')).isNonTechRole).toBe(true);
    expect(parseJobDescription(ad('Apprentice Electrician')).isNonTechRole).toBe(true);
    expect(parseJobDescription(ad('Junior Field Service Developer')).isNonTechRole).toBe(false);
    // A mobile plant operator is a trade too, whatever systems the cab's terminal runs.
    const crane = parseJobDescription(
      'Position title:    Trainee Crane Operator (Mobile Harbour Cranes)\n\nKey responsibilities\n- recording pre-start checks in SafetyCulture\n- receiving instructions from Navis N4\n- viewing rosters in UKG Dimensions and e-mail in Microsoft Outlook\n- Current C class driver licence',
    );
    expect(crane.isNonTechRole).toBe(true);
    // A craft studio whose ad names one tool among its work asks for no software skills.
    const letterpress = parseJobDescription(
      "Junior Letterpress Printer\nInkwell & Lead Press – Galway\n\nWe're a small letterpress studio printing wedding stationery and art prints on two Heidelberg platens and a proofing press. You'll make up forms from photopolymer plates and from metal and wood type, mix inks by weight, run the platens and check every sheet against the proof. Between runs you'll help with trimming, foiling and packing orders, and the odd order in Shopify will land on your desk too. We'd like someone with some press experience and a careful eye for registration and ink coverage.",
    );
    expect(letterpress.isNonTechRole).toBe(true);
    // A trade's title is no software job however many of the shop's tools and apps its ad names.
    const bikeShop = parseJobDescription(
      "Junior Bike Mechanic – Kessock Cycle Works, Inverness\n\nYou'll do everyday servicing and, as you get more confident, e-bike diagnostics on Shimano STEPS and Bosch systems (using E-TUBE PROJECT and the Bosch DiagnosticTool). We use Hubtiger for workshop bookings, Lightspeed for the till, ServiceM8 for job sheets and Shopify for web orders, so you'll need to be comfortable on a tablet.",
    );
    expect(bikeShop.roleSignals.technical.length).toBeGreaterThanOrEqual(6);
    expect(bikeShop.isNonTechRole).toBe(true);
  });

  it('reads "Selection criteria" as the list of requirements, so what only the duties name is learnt', () => {
    const job = parseJobDescription(
      'Cemetery Groundskeeper\n\nKey responsibilities include:\n• Recording works and plot locations on a tablet using PlotBox\n\nSelection criteria:\n1. Experience in grounds maintenance, horticulture or a similar outdoor role\n2. First Aid is desirable',
    );
    expect(job.requirements.find((r) => r.options[0]!.name === 'PlotBox')?.dutiesOnly).toBe(true);
  });

  it("reads the workplace's own tools and the work to be done apart from what the hire must bring", () => {
    const flags = (text: string) =>
      Object.fromEntries(
        parseJobDescription(text).requirements.map((r) => [r.options[0]!.name, r.workplaceOnly === true]),
      );
    expect(
      flags(
        "Junior Bike Mechanic\n\nYou'll log every repair in ServiceM8. We use Hubtiger for workshop bookings. You'll need experience with Lightspeed. You'll be comfortable with Xero.",
      ),
    ).toMatchObject({ ServiceM8: true, Hubtiger: true, Lightspeed: false, Xero: false });
    // Named again as something to bring, it is asked.
    expect(
      flags(
        'Early Career Teacher\n\nRecord assessment data in Arbor, our MIS.\n\nRequirements\n- Experience of Arbor',
      ),
    ).toMatchObject({ Arbor: false });
  });

  it('knows an ad that asks for no technology is no software job, and an empty one is the default', () => {
    const cobbler = [
      "Junior Cobbler wanted – O'Brien's Shoe Repairs, Cork",
      'We are a family-run shoe repair shop, busy all year, and we need another pair of hands at the bench.',
      'What you would be doing:',
      '1. Heels and soles: rubber and leather heel tips, half soles and full resoles on welted boots.',
      '2. Stitching and patching leather bags and belts, and zip replacement on jackets.',
      '3. Key cutting, watch batteries and straps, engraving.',
      'Some experience with your hands is a big help, and so is patience. We will train you properly.',
      'Hours: Tuesday to Saturday. Call in to the shop with a CV and ask for Declan.',
    ].join('\n');
    expect(parseJobDescription(cobbler).isNonTechRole).toBe(true);
    expect(parseJobDescription('Junior Cobbler wanted').isNonTechRole).toBe(false);
    // A technology only welcome as a bonus ("that's a bonus" pointing back at its clause) asks for none.
    const blacksmith = parseJobDescription(
      [
        'Junior Blacksmith wanted – Hartley & Daughters Forge, Hebden Bridge',
        'We are a small family forge making gates, railings and fire baskets, and we need another pair of hands.',
        'You will be drawing down, upsetting, scrolling and punching bar, forge welding and painting work,',
        'and one day a week out fitting gates on site, so a full UK driving licence is needed.',
        "If you can draw a job up in SketchUp, that's a bonus, but we will teach you.",
        // (The pay's dash closing the ad is no sign-off naming the employer: "£27".)
        'Full time, Monday to Friday. £24,000 – £27,000, 28 days holiday, workwear and PPE provided.',
      ].join('\n'),
    );
    expect([blacksmith.title, blacksmith.company]).toEqual([
      'Junior Blacksmith',
      'Hartley & Daughters Forge',
    ]);
    expect(blacksmith.requirements.map((r) => [r.options[0]!.name, r.importance])).toEqual([
      ['SketchUp', 'preferred'],
    ]);
    expect(blacksmith.isNonTechRole).toBe(true);
    expect(parseJobDescription('').isNonTechRole).toBe(false);
  });

  it.each(['jd-sales', 'jd-hr'])('%s is non-technical', (name) => {
    expect(parseJobDescription(fixture(name)).isNonTechRole).toBe(true);
  });

  it.each([
    [
      'nurse',
      'Staff Nurse - Asiri Hospitals\nRequirements:\n- Diploma in Nursing\n- BLS certification\n- 2 years of clinical experience with patients',
    ],
    [
      'teacher',
      'Primary School Teacher\nYou will plan lessons and manage the classroom.\nRequirements: Bachelor’s degree in Education. Basic computer skills (MS Word, PowerPoint).',
    ],
    [
      'accountant',
      'Job Title: Junior Accountant\nResponsibilities\n- Prepare bank reconciliations and process invoices\nRequirements\n- QuickBooks and Microsoft Excel',
    ],
    [
      'technical recruiter',
      'Technical Recruiter at HireTech\nRequirements:\n- 2+ years of recruitment experience\n- Understanding of technologies such as Java, Python, React and AWS',
    ],
    [
      'digital marketer',
      'Digital Marketing Executive\nRequirements\n- Social media campaigns\n- SEO and Google Analytics\n- Basic HTML and WordPress is a plus',
    ],
    [
      'customer service',
      'Customer Service Representative\nJoin our call centre team.\n- Excellent communication\n- Experience with Zendesk',
    ],
    [
      'mechanical design engineer',
      'Junior Mechanical Design Engineer\n- 3D parts in SolidWorks, SolidWorks Simulation and SolidWorks PDM\n- DXF files, AutoCAD, Excel',
    ],
    [
      'translator',
      'Junior Translator (EN>ES)\nYou will translate manuals in Trados Studio and memoQ, check them with Xbench and post-edit DeepL output.',
    ],
  ])('a %s job is non-technical', (_, text) => {
    expect(parseJobDescription(text).isNonTechRole).toBe(true);
  });

  it.each([
    [
      'a sales engineer with a technical stack',
      'Sales Engineer\nRequirements\n- AWS, Kubernetes and Docker\n- Python scripting',
    ],
    ['a UX designer', 'UI/UX Designer\nRequirements\n- Expert in Figma\n- User research and prototyping'],
    [
      'a vague ad with no signals',
      'We are a friendly company looking for someone great to join our team and help us grow.',
    ],
    ['an untitled list of technologies', 'You will use Python, SQL and Airflow to build data pipelines.'],
    [
      'an ERP consultant in finance',
      'Junior Dynamics 365 Finance Functional Consultant\nRequirements\n- Accounts payable and receivable\n- Azure DevOps and Excel\n- Power BI, Power Automate or SQL is a plus',
    ],
  ])('%s stays technical', (_, text) => {
    expect(parseJobDescription(text).isNonTechRole).toBe(false);
  });
});

describe('role, employer, level and years as a person reads them (issue 15)', () => {
  it.each([
    [
      'Junior Full Stack Developer. Requirements: React, Node.js, Git.',
      'Junior Full Stack Developer',
      DEFAULT_COMPANY,
      'junior',
    ],
    [
      'KANDA LOGISTICS is hiring: Backend Developer (Node.js)\n\nRequirements:\n* Node and Express',
      'Backend Developer (Node.js)',
      'KANDA LOGISTICS',
      'mid',
    ],
    [
      "We're hiring a Flutter Developer (junior, 0-2 yrs)\nPickMe Foods\n\nRequirements\n- Flutter and Dart",
      'Flutter Developer',
      'PickMe Foods',
      'junior',
    ],
    [
      'Junior Front-End Developer\nBrightwave Digital - Colombo (hybrid)\n\nBenefits: a senior buddy for three months.',
      'Junior Front-End Developer',
      'Brightwave Digital',
      'junior',
    ],
    [
      'STAFF NURSE – MEDICAL WARD\nAsiri Central Hospital\n\nDuties\n- Patient care',
      'STAFF NURSE',
      'Asiri Central Hospital',
      'mid',
    ],
    [
      'python developer (django) - junior\ncompany: Ceylon Agritech\n\nwhat we ask\n- python 3 and django',
      'python developer (django)',
      'Ceylon Agritech',
      'junior',
    ],
    [
      'Job title: Data Analyst\nCompany: Harbour Retail Group\nLevel: Entry level / Associate\n\nYou should have\n- Strong SQL',
      'Data Analyst',
      'Harbour Retail Group',
      'junior',
    ],
  ])('%j', (text, title, company, seniority) => {
    const job = parseJobDescription(text);
    expect([job.title, job.company, job.seniority]).toEqual([title, company, seniority]);
  });

  it('reads years asked for a role in other words', () => {
    expect(
      parseJobDescription('Requirements\n- 2+ years in a DevOps, SRE or systems role').requiredYears,
    ).toBe(2);
    expect(parseJobDescription('Requirements\n- 1-2 years in an accounting role').requiredYears).toBe(1);
  });

  it('weighs skills named only among the duties below the listed requirements, and marks title skills', () => {
    const job = parseJobDescription(
      "Backend Developer (Node.js)\n\nWhat you'll do\n- Deploy with Docker\n\nRequirements\n- Node.js and PostgreSQL",
    );
    const flags = Object.fromEntries(
      job.requirements.map((r) => [
        r.options[0]!.name,
        `${r.inTitle ? 'title' : ''}${r.dutiesOnly ? 'duties' : ''}`,
      ]),
    );
    expect(flags).toEqual({ 'Node.js': 'title', Docker: 'duties', PostgreSQL: '' });
    // A product after a dash on the title's line is the title's too, though the title read stops at the dash.
    const dashed = parseJobDescription(
      'Junior Database Engineer – Apache Cassandra\nKanaalweg Telemetry B.V.\n\nRequirements\n- Cassandra and CQL\n- Linux',
    );
    expect(dashed.title).toBe('Junior Database Engineer');
    expect(dashed.requirements.find((r) => r.options[0]!.name === 'Cassandra')?.inTitle).toBe(true);
    // ...and so is a name the title writes that only the ad's other technology makes a product.
    const temporal = parseJobDescription(
      'Junior Backend Engineer (Temporal Workflows)\n\nRequirements\n- Go, Docker and Temporal or Cadence',
    );
    expect(temporal.requirements.find((r) => r.options[0]!.name === 'Temporal')?.inTitle).toBe(true);
    // ...and so is a product named after the title's ("Xperience by Kentico" for a "Kentico Developer").
    const named = parseJobDescription(
      'Junior Kentico Developer\n\nRequirements\n- C# and Xperience by Kentico\n- Git',
    ).requirements.map((r) => [r.options[0]!.name, r.inTitle === true]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['C#', false],
        ['Xperience by Kentico', true],
        ['Git', false],
      ]),
    );
    // A soft skill's word in a title names the work, not a trait asked above the rest.
    const collaboration = parseJobDescription(
      'ICT Systems Officer - Messaging and Collaboration\n\nRequirements\n- Exchange Online and PowerShell\n- Collaboration with the service desk',
    ).requirements.find((r) => r.options[0]!.name === 'Collaboration');
    expect(collaboration).toBeDefined();
    expect(collaboration!.inTitle).toBeFalsy();
    // ...and named only there, it is none of the ad's requirements.
    const titleOnly = parseJobDescription(
      'Junior Creative Developer\n\nRequirements\n- Three.js and WebGL\n- Git',
    ).requirements.flatMap((r) => r.options.map((o) => o.name));
    expect(titleOnly).toEqual(expect.arrayContaining(['Three.js', 'WebGL']));
    expect(titleOnly).not.toContain('Creativity');
  });
});

describe('the words that name the role', () => {
  it.each([
    ['Associate Data Scientist, Credit Risk Analytics', ['data', 'scientist']],
    ['Junior Full-Stack Engineer (TypeScript)', ['full', 'stack', 'engineer']],
    ['Graduate SOC Analyst', ['soc', 'analyst']],
    ['Python Backend Intern', ['python', 'backend']],
    // Before a trade "assistant" says the level; after it, it is the role.
    ['Assistant Sommelier', ['sommelier']],
    ['Teaching Assistant', ['teaching', 'assistant']],
  ])('%s', (title, words) => {
    expect(roleWordsOf(title)).toEqual(words);
  });
});

/** The words a job asks the CV to add, in lower case. */
const words = (text: string) => parseJobDescription(text).keywords.map((k) => k.word.toLowerCase());

describe('words the job repeats, to mirror in a CV', () => {
  it('leaves out names, the title, time and counts, and keeps the work words', () => {
    const job = words(
      [
        'Frostline Cold Chain – Warehouse Analyst Intern (6 months)',
        '',
        'Frostline runs refrigerated warehouses in Gdańsk. For six months you will track pallet moves and',
        'reconcile pallet counts with the Frostline Ops team, three days a week, and report stock gaps.',
        'Speaking Polish is a plus; our reports are in English and Polish. Three weekly reports on stock.',
        'Send your CV to careers@frostline.pl.',
      ].join('\n'),
    );
    expect(job).toEqual(expect.arrayContaining(['pallet', 'stock', 'report']));
    for (const w of ['frostline', 'gdańsk', 'polish', 'english', 'months', 'three', 'analyst', 'intern'])
      expect(job).not.toContain(w);
  });
});

describe('titles and employers in the less usual places', () => {
  it.each([
    [
      'Lantana Fund Services (Mauritius) Ltd\n\nLantana Fund Services is growing and is hiring an Associate Accountant (Fund Administration) to start in September.',
      'Associate Accountant',
    ],
    [
      'Thagzo Collective, a social enterprise in Thimphu that sells handwoven fabric, is hiring a Digital Marketing Intern for six months.',
      'Digital Marketing Intern',
      'Thagzo Collective',
    ],
    [
      'The Pacific Climate Data Centre (PCDC) in Suva is looking for a Junior Backend Engineer (Python) to build services.',
      'Junior Backend Engineer',
      'Pacific Climate Data Centre',
    ],
    [
      'Benguela Cold Chain (Pty) Ltd is hiring a Graduate Supply Chain Coordinator to join our planning team.',
      'Graduate Supply Chain Coordinator',
      'Benguela Cold Chain (Pty) Ltd',
    ],
    [
      'Lake Naivasha Blooms Ltd - vacancy notice\nPosition | HR Associate | Reports to | HR Manager',
      'HR Associate',
    ],
    [
      'Tuul Valley School is looking for two Teaching Interns to join our Primary Years team.',
      'Teaching Intern',
    ],
    [
      'GRADUATE DATA ANALYST – NAKURU, KENYA (client confidential) — Mwangaza Talent Partners is recruiting on behalf of a cooperative for a Graduate Data Analyst to join its unit.',
      'GRADUATE DATA ANALYST',
      'Mwangaza Talent Partners',
    ],
    [
      'MERIDIAN TALENT PARTNERS\nTech & Digital Recruitment | Da Nang\n\nOur client, Hanami Travel, is hiring a Junior iOS Developer to join its mobile squad.',
      'Junior iOS Developer',
      'Hanami Travel',
    ],
    [
      'Junior Backend Engineer (Go / gRPC) – Singapore\n\nMy client, Lanternfish Logistics, a freight-tech platform, is hiring a Junior Backend Engineer.',
      'Junior Backend Engineer',
      'Lanternfish Logistics',
    ],
    [
      'Junior Salesforce Developer\n\nTamarind Talent Partners is recruiting on behalf of our client, a member-owned insurer.\n\nOur client is Umoja Mutual Assurance. Only shortlisted candidates will be contacted.',
      'Junior Salesforce Developer',
      'Umoja Mutual Assurance',
    ],
    [
      'Junior SAP FI/CO Consultant\n\nOur client, one of the largest exporters, is moving to SAP S/4HANA.\n\nThe client: Souss Agrumes Group. Send your CV to jobs@medina-talent.ma.',
      'Junior SAP FI/CO Consultant',
      'Souss Agrumes Group',
    ],
    [
      'JUNIOR MAGENTO 2 DEVELOPER – NAIROBI (HYBRID) – KES 140,000–190,000 / MONTH\n\nbaobab tech recruitment is working with our client, a fast-growing online retailer.\ntheir in-house team is looking for a junior developer.',
      'JUNIOR MAGENTO 2 DEVELOPER',
      'baobab tech recruitment',
    ],
    [
      'PUBLIC SERVICES INTEGRATION OFFICE\n\nOPEN COMPETITION - NOTICE OF VACANCY\n\nPosition:            Junior API Developer (Apigee)\nGrade:               Executive Officer',
      'Junior API Developer',
      'PUBLIC SERVICES INTEGRATION OFFICE',
    ],
    [
      'Junior Bartender – The Lantern Room, Fitzroy\n\nWe are a 60-seat cocktail bar.\n\nSend your CV to Mick at jobs@thelanternroom.com.au.',
      'Junior Bartender',
      'The Lantern Room',
    ],
    [
      'Junior Qlik Sense Developer – Leeds (hybrid)\n\nPennine Talent Partners are delighted to be working with Harbourline Logistics, a family-owned freight group, on a new junior hire.',
      'Junior Qlik Sense Developer',
      'Harbourline Logistics',
    ],
    [
      'Junior Contact Centre Developer – Salford Quays / Hybrid – £32,000\n\nHarbour & Finch Recruitment are delighted to be partnering with a well-established UK insurer who are looking for a Junior Contact Centre Developer.',
      'Junior Contact Centre Developer',
      'Harbour & Finch Recruitment',
    ],
    [
      'Serumpun Silicon Sdn. Bhd.\nPhysical Design Engineer (Junior)\nLocation: Bayan Lepas  |  Full-time\n\nSerumpun Silicon is a 60-person ASIC design services company.',
      'Physical Design Engineer',
      'Serumpun Silicon Sdn. Bhd.',
    ],
    [
      'Junior Malware Analyst – Brno (hybrid) – 50,000–55,000 CZK/month\n\nKestrel Talent Partners is recruiting on behalf of a well-established endpoint security vendor for a Junior Malware Analyst.',
      'Junior Malware Analyst',
      'Kestrel Talent Partners',
    ],
    [
      "Junior Malware Analyst – Brno (hybrid) – 50,000–55,000 CZK/month\n\nOn offer: 50,000–55,000 CZK gross per month, 5 weeks' holiday and meal vouchers.",
      'Junior Malware Analyst',
      'Company',
    ],
    [
      'graduate clinical dietitian\n\nwe are looking for a graduate clinical dietitian to join a small nutrition team covering medical and surgical wards. you will screen and monitor inpatients, plan diets with the ward nurses and run two outpatient clinics a week.\n\napply with your cv to hr@lcht.example.fj — lagilagi community health trust is an equal opportunity employer.',
      'graduate clinical dietitian',
      'lagilagi community health trust',
    ],
    [
      'TRANSILVA TALENT PARTNERS\nRef. TTP-2291 | Posted on behalf of our client\n\nGraduate QA Automation Engineer - Cluj-Napoca (hybrid)\nGross salary: 7,500 RON',
      'Graduate QA Automation Engineer',
      'TRANSILVA TALENT PARTNERS',
    ],
    [
      'UBUMWE HILLS LODGES LTD\nINTERNSHIP ANNOUNCEMENT\n\nJob Title\nDigital Marketing Intern\nReports to\nMarketing Manager',
      'Digital Marketing Intern',
      'UBUMWE HILLS LODGES LTD',
    ],
    [
      'INTERNSHIP – DATA PLATFORM TEAM\nThe Hydromet Data Centre runs the APIs behind the portal, and we are looking for a Python Backend Intern to work with them.',
      'Python Backend Intern',
    ],
    [
      'Position Title\tAssociate HR Officer\nDepartment\tHuman Resources\nReports to\tGroup HR Manager\n\nOur HR team looks after everything from hiring guides and chefs to payroll.',
      'Associate HR Officer',
    ],
    [
      'Position Associate - Supply Chain Coordinator Department Operations & Exports Location Kozhikode',
      'Associate - Supply Chain Coordinator',
    ],
    [
      'Auas Valley Private Hospital invites applications from recent graduates for the position of IT Support & Network Intern in its ICT department.',
      'IT Support & Network Intern',
    ],
    [
      'Majan Telecom is taking on two Graduate SOC Analysts in its September intake; this is a rotating-shift role.',
      'Graduate SOC Analyst',
    ],
    [
      'tindahan pay — cebu city, philippines\nposted 3 may 2025 · 6-month internship\n\nwe are now hiring an Android Developer Intern to join our squad.',
      'Android Developer Intern',
      'tindahan pay',
    ],
    [
      'Bluegum Software is hiring a QA Automation Intern (12-week paid summer internship, December 2025 – February 2026) to join our team.',
      'QA Automation Intern',
      'Bluegum Software',
    ],
    [
      'Junior Java Developer (Payments Platform)\nŁódź, Poland · Hybrid · Full-time\n\nYou will join the Settlements squad.\n\nApply by 30 June. Wstęga Payments sp. z o.o. is an equal-opportunity employer.',
      'Junior Java Developer',
      'Wstęga Payments sp. z o.o.',
    ],
    [
      'Bula! We are hiring an HR Officer to join our people team in Suva.\n\nWhat you will do\n- Run payroll for 240 staff\n\nKoro Sea Freight Pte Ltd, Walu Bay, Suva',
      'HR Officer',
      'Koro Sea Freight Pte Ltd',
    ],
    [
      'Junior Frontend Developer\n\nBuild screens in React.\n\nAbout Kiviaed Labs OÜ\nKiviaed Labs is a 60-person product company.',
      'Junior Frontend Developer',
      'Kiviaed Labs OÜ',
    ],
    [
      'Careers at Lumo Kala OÜ  >  Open roles  >  Engineering\n\nJunior iOS Developer\n\nYou will build our wallet app.',
      'Junior iOS Developer',
      'Lumo Kala OÜ',
    ],
    [
      'Junior Embedded Engineer\nKOMAR ELEKTRONIKA SP. Z O.O. · Gdańsk · On-site\n\nWe build meters.',
      'Junior Embedded Engineer',
      'KOMAR ELEKTRONIKA SP. Z O.O.',
    ],
    [
      'junior data engineer — tallinn (hybrid) — via kaasik talent partners\n\nour client builds payment apps.',
      'junior data engineer',
      'kaasik talent partners',
    ],
    [
      'VACANCY – ASSOCIATE ACCOUNTANT\n\nPosition        Associate Accountant\nCompany         Okavango Lodges Group (Pty) Ltd\nLocation        Maun, Botswana',
      'ASSOCIATE ACCOUNTANT',
      'Okavango Lodges Group (Pty) Ltd',
    ],
    [
      'Android Developer – Junior\nLima, Peru · Hybrid · Full-time\n\nWe build a savings app.\n\nAhorro Andino S.A.C.',
      'Android Developer',
      'Ahorro Andino S.A.C.',
    ],
    [
      'Assistant Site Supervisor – Commercial Build\nBula Build Contractors Pte Limited\n\nLocation: Lautoka, Fiji',
      'Assistant Site Supervisor',
      'Bula Build Contractors Pte Limited',
    ],
    [
      'CUSTOMER SERVICE OFFICER – BRANCH BANKING\n\nLocation: Nausori Branch\n\nVanua Pacific Bank is a community bank serving the islands.',
      'CUSTOMER SERVICE OFFICER',
      'Vanua Pacific Bank',
    ],
    [
      'We are hiring a Graduate Science Teacher to join our lower secondary team.\n\nSend your CV by 30 May. Nana Ampofo Memorial School, East Legon, Accra.',
      'Graduate Science Teacher',
      'Nana Ampofo Memorial School',
    ],
    [
      'Design Verification — Early Careers Intake 2025\nBayan Lepas, Penang | On-Site\n\nWe are looking for a Graduate Design Verification Engineer to join us.\n\nSeri Silicon Sdn Bhd is an equal-opportunity employer.',
      'Graduate Design Verification Engineer',
      'Seri Silicon Sdn Bhd',
    ],
    [
      'We are hiring a junior museum educator to join our small learning team in Pokhara.\n\nThe Phewa Museum of Mountain Life is a community museum by the lake.',
      'Junior Museum Educator',
      'Phewa Museum of Mountain Life',
    ],
    [
      "We are looking for a newly qualified or early-career Speech-Language Therapist to join our paediatric team.\n\nVatuwaqa Children's Therapy Centre, Suva.",
      'Speech-Language Therapist',
      "Vatuwaqa Children's Therapy Centre",
    ],
    [
      'ADINKRA TALENT PARTNERS\n\nHealth Informatics Analyst\n\nApplications are handled by Adinkra Talent Partners on behalf of Akwaaba Health Network.',
      'Health Informatics Analyst',
      'Akwaaba Health Network',
    ],
    [
      'Careers › Security › Associate Security Analyst (SOC)\n\nABOUT US\nCordillera Pagos SpA is a payments company in Santiago.',
      'Associate Security Analyst',
      'Cordillera Pagos SpA',
    ],
    [
      'KUMBA SAVINGS CO-OPERATIVE LTD\n\nPOSITION DETAILS\nJob title Associate Data Analyst\nLocation Kampala',
      'Associate Data Analyst',
      'KUMBA SAVINGS CO-OPERATIVE LTD',
    ],
    [
      'Dental Hygienist\nPōhutukawa Dental · Takapuna, Auckland\n\nWe are a family-run practice looking for a Dental Hygienist to join the team.',
      'Dental Hygienist',
      'Pōhutukawa Dental',
    ],
    [
      'Graduate Android Developer\nFull-time, permanent\n\nWho we are\nBrackenridge Digital is a 40-person studio. Kotlin is a plus.',
      'Graduate Android Developer',
      'Brackenridge Digital',
    ],
    [
      'We are hiring a Junior Cloud Engineer.\n\nApply through the careers page of Otavi Water Services (Pty) Ltd.',
      'Junior Cloud Engineer',
      'Otavi Water Services (Pty) Ltd',
    ],
    [
      'Graduate Civil Engineer\n\nSend your CV to Levuka Coastal & Marine Consultants Pte Ltd.',
      'Graduate Civil Engineer',
      'Levuka Coastal & Marine Consultants Pte Ltd',
    ],
    // Roles no list of role nouns holds: a person's noun on the first line or after a level.
    [
      'Graduate Quantity Surveyor\nTavua Cost Consultants Pte Limited\n\nYou will measure quantities from drawings.',
      'Graduate Quantity Surveyor',
      'Tavua Cost Consultants Pte Limited',
    ],
    [
      'Graduate / Junior Physiotherapist\nKererū Physio & Rehab — Tauranga\n\nA busy outpatient caseload.',
      'Graduate / Junior Physiotherapist',
      'Kererū Physio & Rehab',
    ],
    ['JUNIOR ELECTRICIAN\n\nWire new homes with our crews.', 'JUNIOR ELECTRICIAN'],
    ['CHEF DE PARTIE – COCINA FRÍA\nValparaíso, Chile\n\nRun the cold section.', 'CHEF DE PARTIE'],
    ['Riverside Water\n\nWe are hiring a Junior Data Analyst to join us.', 'Junior Data Analyst'],
    // The name an e-mail or web address is made of, when nothing else names the employer.
    [
      'Junior Platform Engineer\n\nPadma Freightworks builds the software that moves cargo.\nWrite to careers@padmafreight.com.bd.',
      'Junior Platform Engineer',
      'Padma Freightworks',
    ],
    [
      'Graduate Python Developer\n\nYou will build APIs. Send a CV to careers@sahayatrihealth.org.np. - Sahayatri Health Tech, Lalitpur',
      'Graduate Python Developer',
      'Sahayatri Health Tech',
    ],
    [
      'junior network engineer\n\nviti connect is a fibre provider in suva. apply to careers@viticonnect.com.fj',
      'junior network engineer',
      'viti connect',
    ],
    [
      'Junior QA Engineer\n\nWe test payments. Questions to anna.tamm@gmail.com or www.jobs.ee',
      'Junior QA Engineer',
      DEFAULT_COMPANY,
    ],
    // A lower-case ad: a town with its country, a board's note, a shortened plural address, a name's last word.
    [
      'graduate veterinary nurse – sigatoka, fiji\n\nposted 3 days ago · coral coast veterinary clinic · full time\n\nwe see dogs and cats. email jobs@coralcoastvets.com.fj',
      'graduate veterinary nurse',
      'coral coast veterinary clinic',
    ],
    [
      'junior electrician wanted – hamilton & waikato. we wire new homes. email jobs@kowhaielectrical.co.nz – kōwhai electrical ltd.',
      'junior electrician',
      'kōwhai electrical ltd',
    ],
    [
      'we are hiring a junior servicenow developer. write to careers@vanuabridge.com.fj. vanua bridge it services pte ltd, suva',
      'junior servicenow developer',
      'vanua bridge it services pte ltd',
    ],
    [
      'Junior Dynamics 365 Consultant\nLima, Perú  ·  Hybrid  ·  Full-time\n\nQuipu Cloud Consulting S.A.C. is an equal opportunity employer.',
      'Junior Dynamics 365 Consultant',
      'Quipu Cloud Consulting S.A.C.',
    ],
    // An agency's client named late; a name in any alphabet; "the" before it; its legal form given elsewhere.
    [
      'TALANTA TALENT PARTNERS | Ref. TTP-2291\n\nOur client, a savings start-up, is looking for a Junior Product Designer. You will meet the hiring team at Chama Bora Technologies Ltd.',
      'Junior Product Designer',
      'Chama Bora Technologies Ltd',
    ],
    [
      "We're hiring a graduate Rust engineer.\n\nAbout Kaljuvee Systems\nKaljuvee Systems OÜ builds gateways.",
      'Graduate Rust Engineer',
      'Kaljuvee Systems OÜ',
    ],
    [
      'Python Backend Intern\n\nThe Mtkvari Hydromet Data Centre is a public research institute in Tbilisi.',
      'Python Backend Intern',
      'Mtkvari Hydromet Data Centre',
    ],
    [
      'Graduate Java Backend Engineer\n\nLotus Assurance Technology Centre is the Da Nang hub of an insurer. Java is the language we use.',
      'Graduate Java Backend Engineer',
      'Lotus Assurance Technology Centre',
    ],
    // In lower case: a name opening a sentence with its legal form; a sign-off closing the ad.
    [
      'associate observability engineer\n\nyou will run dashboards.\n\nabout us\nlipa haraka technologies ltd processes payments.',
      'associate observability engineer',
      'lipa haraka technologies ltd',
    ],
    [
      'graduate risk analyst - tashkent, uzbekistan - full time. we are a digital bank. apply before 15 march. - turon raqamli bank, risk & compliance department',
      'graduate risk analyst',
      'turon raqamli bank',
    ],
    [
      'Graduate Nurse\nPūriri Park Hospital, Whangārei, Northland | Fixed term\n\nCare for patients.',
      'Graduate Nurse',
      'Pūriri Park Hospital',
    ],
    // A place and its kind of land after the title; the legal name signs off.
    [
      'Graphic Designer (Junior) — Kathmandu Valley\nPosted 3 days ago\n\nDesign brochures.\n\nSend your portfolio — Himalayan Honey Trails Pvt. Ltd.',
      'Graphic Designer',
      'Himalayan Honey Trails Pvt. Ltd.',
    ],
    // A job board's letterhead above the employer's legal name on a line of its own.
    [
      'CV Keskus · job listing\nPõhjala Masinatehas OÜ\nTartu, Estonia · Full-time\n\nWe are hiring a junior mechanical design engineer to join our design office.',
      'Junior Mechanical Design Engineer',
      'Põhjala Masinatehas OÜ',
    ],
    // A town with a note in brackets under the title.
    [
      'Careers / Open roles\n\nJunior Creative Developer – WebGL & Interactive\nLima, Peru (Barranco studio) · Hybrid\n\nWho we are\nLumbre Interactiva S.A.C. is a 22-person digital studio.',
      'Junior Creative Developer',
      'Lumbre Interactiva S.A.C.',
    ],
    // The system the role works in is no employer; "&" is no word of the title.
    [
      'associate hris analyst – workday (remote)\n\nyou will build reports in workday. apply by june. — Kente Bridge Health Alliance, People & Culture team, Accra, Ghana',
      'associate hris analyst',
      'Kente Bridge Health Alliance',
    ],
    [
      "we're hiring a junior identity & access management analyst to join the security team. apply at x.com — sika sika payments ltd.",
      'Junior Identity & Access Management Analyst',
    ],
    // A lower-case ad for a role no list names, whose first line is a depot, signed with the legal name.
    [
      'callao cross-dock · full time\n\nwe\'re hiring a junior logistics dispatcher for our callao cross-dock. you\'ll assign orders to drivers. send your cv with the subject "despachador jr" — transportes qhapaq ñan s.a.c., callao, perú.',
      'Junior Logistics Dispatcher',
      'transportes qhapaq ñan s.a.c.',
    ],
  ])('%s', (text, title, company?: string) => {
    const job = parseJobDescription(text);
    expect(job.title.replace(/\s*\(.*\)$/, '')).toBe(title);
    if (company) expect(job.company).toBe(company);
  });
});

describe("a title's first line, read as a person reads it", () => {
  it.each([
    [
      "Trainee Locksmith – Galway City\nKeane's Lock & Safe\n\nWe cut keys.",
      'Trainee Locksmith',
      "Keane's Lock & Safe",
    ],
    // The learner's noun in capitals runs on over the trade's; a street after the dash is where, not who.
    [
      'TRAINEE MUSHROOM GROWER – FULL TIME\nDrumlin Mushrooms Ltd, Castleblayney\n\nWe grow mushrooms.',
      'TRAINEE MUSHROOM GROWER',
      'Drumlin Mushrooms Ltd',
    ],
    [
      "Junior Tyre Fitter – Full Time – Kinsale Road, Cork\n\nO'Driscoll Tyres & Auto is a family-run tyre centre on the Kinsale Road.",
      'Junior Tyre Fitter',
      "O'Driscoll Tyres & Auto",
    ],
    [
      'Noordlicht Energie B.V. – Utrecht (hybrid)\n\nJunior Data Quality Engineer\n32–40 hours per week | Data & Analytics\n\nWe check data.',
      'Junior Data Quality Engineer',
      'Noordlicht Energie B.V.',
    ],
    [
      'Junior Beauty Therapist – Willow & Wax Beauty Rooms, Chapel Allerton, Leeds\nFull time | £23,500\n\nWe are a salon.',
      'Junior Beauty Therapist',
      'Willow & Wax Beauty Rooms',
    ],
    // A town's postal district under the title is where, not who; "POSITION VACANT" labels the line below, and the
    // post's number under that is no employer.
    [
      'Carrowmore Insurance DAC – Technology\nJunior Platform Engineer (Developer Portal)\nDublin 2 · Permanent · Hybrid\n\nWe build a portal.',
      'Junior Platform Engineer (Developer Portal)',
      'Carrowmore Insurance DAC',
    ],
    [
      'WATTLE CREEK SHIRE COUNCIL\nPOSITION VACANT\n\nCemetery Groundskeeper\nPosition No. PC-0427 | Band 3 | Permanent full-time\n\nWe are seeking an entry-level Groundskeeper to join our small Cemetery team.',
      'Cemetery Groundskeeper',
      'WATTLE CREEK SHIRE COUNCIL',
    ],
    // A labelled department gives way to the labelled role; the title announced as "the recruitment of one (1)"; the
    // part with a legal form after the title's dash, not the product named first; standards under the title are no
    // employer; a name before a town when the ad's address spells it.
    [
      'KARORI DISTRICT COUNCIL\nVacancy Notice – Information Services Group\n\nPosition: Junior Systems Administrator (VMware)\nReference: KDC-2026-031\n\nWe run our services on VMware.',
      'Junior Systems Administrator (VMware)',
      'KARORI DISTRICT COUNCIL',
    ],
    [
      'FONDAZIONE VETRO DI MURANO\n\nPUBLIC NOTICE No. 3/2026\nfor the recruitment of one (1) Junior Glass Engraver on a fixed-term contract\n\nThe workshop restores glass.',
      'Junior Glass Engraver',
      'FONDAZIONE VETRO DI MURANO',
    ],
    [
      'Junior PLC Engineer – Omron Sysmac Studio 2 | Tilburg | €3,100 | Brabant Techniek Werving B.V.\n\nYou will program Omron PLCs.',
      'Junior PLC Engineer',
      'Brabant Techniek Werving B.V.',
    ],
    [
      'Junior Software Engineer (m/w/d)\nDoIP / ISO 13400 – Stuttgart area – permanent – Ref. WE-2211\n\nFor our client, a supplier of control units, Weber Engineering Talent GmbH is looking for a Junior Software Engineer.',
      'Junior Software Engineer (m/w/d)',
      'Weber Engineering Talent GmbH',
    ],
    [
      'Junior Web Developer (Eleventy) – Atelier Grachtzicht, Leiden\n\nWe build websites for museums.\n\nWrite to jobs@grachtzicht.nl.',
      'Junior Web Developer (Eleventy)',
      'Atelier Grachtzicht',
    ],
    // A pay grade under the title is no employer; a letterhead's agency with its acronym, though "Benefits" heads
    // lists elsewhere; a title named on the line under "VACANCY", its field after the role.
    [
      'NORTH FELLS NATIONAL PARK AUTHORITY\nVacancy Notice – Ref. NF/25/017\n\nPost: Trainee Dry Stone Waller (Ranger Service)\nGrade 3, £23,114 – £24,404 per annum | 37 hours per week\n\nYou will rebuild walls.',
      'Trainee Dry Stone Waller (Ranger Service)',
      'NORTH FELLS NATIONAL PARK AUTHORITY',
    ],
    [
      'Public Water and Benefits Agency (PWBA)\n\nThe Agency serves two million people.\n\nPOST 3/11: Junior Developer: Natural/Adabas\n\nAt least six months in Software AG Natural.',
      'Junior Developer',
      'Public Water and Benefits Agency',
    ],
    [
      'VACANCY\n\nJunior Developer Process Automation (Camunda)\nDienst Regelingen Noord (DRN) – Directorate IT – Groningen\n\nYou will model processes.',
      'Junior Developer Process Automation (Camunda)',
      'Dienst Regelingen Noord',
    ],
    // The employer its address spells: with words the address leaves out, a letter no accent makes ("ł"), a name
    // ending in "Recruitment".
    [
      'Junior Data Analyst\n\nWe sequence samples for hospitals.\n\nPlease send a CV to careers@padmagenomics.org.bd, Padma Institute of Genomic Surveillance.',
      'Junior Data Analyst',
      'Padma Institute of Genomic Surveillance',
    ],
    [
      'junior database administrator (postgresql) — hybrid wrocław / remote\n\nour client, a logistics software company, needs a junior dba to help keep the lights on.\n\nsend your cv to ola.k@wislatech.pl\nwisła tech recruitment, kraków. we reply to everyone within 7 working days.',
      'junior database administrator (postgresql)',
      'wisła tech recruitment',
    ],
    [
      'Junior CSV Specialist\n\nOur client validates systems.\n\nApply to jobs@tallon-recruitment.ie\nTallon Life Science Recruitment, Cork',
      'Junior CSV Specialist',
      'Tallon Life Science Recruitment',
    ],
    // A bracketed note with a heading's word ("Experience") is still the title's.
    [
      'Vistula Digital Sp. z o.o. | Kraków, Poland (hybrid)\n\nJunior AEM Developer (Java / Adobe Experience Manager)\n\nWe build websites.',
      'Junior AEM Developer (Java / Adobe Experience Manager)',
      'Vistula Digital Sp. z o.o.',
    ],
    // A title no list names with the role's usual name in brackets; an agency's title past its client.
    [
      'Cabin Crew (Flight Attendant) – Nadi, Fiji\nVanua Skies Airways | Full-time | Entry level\n\nFly with us across the Pacific.',
      'Cabin Crew (Flight Attendant)',
      'Vanua Skies Airways',
    ],
    [
      "IMENA TALENT SEARCH LTD\n\nImena Talent Search is recruiting, on behalf of Umurage Microfinance Bank Plc, a Junior Business Analyst for the bank's Digital Channels unit.",
      'Junior Business Analyst',
      'Umurage Microfinance Bank Plc',
    ],
    // A first line that names the field, and a paragraph's wrapped line, are no employer or title; the address
    // and its sign-off name the employer.
    [
      "payroll | suva, fiji | full time, permanent\n\nbula! we're hiring a Junior Payroll Specialist to join our small people & finance team at the suva\nhead office: hourly shift workers, salaried managers and a LOT of overtime.\n\nSend your CV to people@vatulelecoast.com.fj -\nVatulele Coast Hospitality Group Pte Ltd.",
      'Junior Payroll Specialist',
      'Vatulele Coast Hospitality Group Pte Ltd',
    ],
    // The address's name as the ad writes it with capitals, not its lower-case letterhead.
    [
      'atlântica ferrovia cargo, s.a. | internship programme 2025\n\nJava Backend Intern\n\nAtlântica Ferrovia Cargo runs freight trains between the ports.\n\nSend your CV to estagios@atlanticaferrovia.pt by 31 January.',
      'Java Backend Intern',
      'Atlântica Ferrovia Cargo',
    ],
    // A field set apart by a comma is the title's; a place so set apart is not.
    [
      'Junior Firmware Engineer, Bluetooth Low Energy\nKaarna Wearables Oy – Tampere, Finland (hybrid)\n\nAbout us\nWe build wearable sensors.',
      'Junior Firmware Engineer, Bluetooth Low Energy',
      'Kaarna Wearables Oy',
    ],
    [
      'Junior Data Engineer, Greater Accra Region\nMsitu Analytics Ltd\n\nWe are hiring a Junior Data Engineer to build data pipelines.',
      'Junior Data Engineer',
      'Msitu Analytics Ltd',
    ],
    // One post under two titles, after its employer.
    [
      'Larkspur Hot Glass – Glassblowing Assistant / Junior Glassblower\n\nWe make drinkware and lighting.',
      'Glassblowing Assistant / Junior Glassblower',
      'Larkspur Hot Glass',
    ],
    [
      'HARBOUR DISTRICT HEALTH\n\nVACANCY NOTICE – Phlebotomist (Entry Level)\n\nYou will take blood samples.',
      'Phlebotomist (Entry Level)',
      'HARBOUR DISTRICT HEALTH',
    ],
    [
      'BOROUGH OF ASHMERE COUNCIL\n\nVACANCY NOTICE – Ref: FM/0425/SO\n\nPost title:     Security Officer\n\nYou will patrol.',
      'Security Officer',
      'BOROUGH OF ASHMERE COUNCIL',
    ],
    // An assistant to a trade no list holds; a grade in roman numerals; a product in brackets.
    [
      'Assistant Sommelier\nBellbird Dining & Wine Room – Fitzroy VIC\n\nWe pour wine.',
      'Assistant Sommelier',
      'Bellbird Dining & Wine Room',
    ],
    [
      'Epic Application Analyst I – Ambulatory | Remote | $68,000\n\nKeystone Health Talent is partnering with a health system.',
      'Epic Application Analyst I',
      'Keystone Health Talent',
    ],
    [
      'Junior Graph Developer (Neo4j)\nKnotenwerk GmbH – Leipzig\n\nWe build graphs.',
      'Junior Graph Developer (Neo4j)',
      'Knotenwerk GmbH',
    ],
    // A reference after "Ref." is no title; the labelled post is.
    [
      'WESTERN REGIONAL TRAINING AUTHORITY\n\nVACANCY NOTICE – Ref. WRTA/2025/017\n\nPost: Junior eLearning Developer\nGrade: Executive Officer\n\nYou will build modules.',
      'Junior eLearning Developer',
      'WESTERN REGIONAL TRAINING AUTHORITY',
    ],
    // The employer after the dash of a title no role noun ends.
    [
      'Junior Tailor – Kaur & Byrne Tailoring, Tib Street, Manchester\n\nWe alter suits.',
      'Junior Tailor',
      'Kaur & Byrne Tailoring',
    ],
    // A letterhead naming the employer in full beats the short name the text goes on to use.
    [
      'Mersey Vale Teaching Hospitals NHS Foundation Trust\n\nJob title: Clinical Systems Analyst\nBand: Band 5\n\nMersey Vale Teaching Hospitals is a large teaching trust serving 600,000 people.',
      'Clinical Systems Analyst',
      'Mersey Vale Teaching Hospitals NHS Foundation Trust',
    ],
    // A German-style title names its product after the role and ends at the note of genders.
    [
      'Vossberg Antriebstechnik GmbH\n\nJunior ERP Developer Infor LN (m/w/d)\nLocation: Bielefeld | Full-time\n\nWe build our ERP.',
      'Junior ERP Developer Infor LN',
      'Vossberg Antriebstechnik GmbH',
    ],
    [
      'Junior Software Developer Groovy / Grails (w/m/d) – Hamburg\n\nNordkai Software GmbH\n\nYou will build services.',
      'Junior Software Developer Groovy / Grails',
      'Nordkai Software GmbH',
    ],
    [
      'Junior Liferay Developer\nPortalia Digital S.L. · Madrid · Hybrid\n\nWe build portals.',
      'Junior Liferay Developer',
      'Portalia Digital S.L.',
    ],
    // A public notice's title on the line under "PUBLIC NOTICE OF VACANCY", with the terms in a bracket; the
    // section under it is the employer's, not the employer.
    [
      'DUNMORE CITY COUNCIL\n\nPUBLIC NOTICE OF VACANCY\nAssistant Boatbuilder (Seasonal Fixed-Term Post, April to October)\nParks, Rivers & Amenities Section\n\nThe Council runs the river crossing.',
      'Assistant Boatbuilder',
      'DUNMORE CITY COUNCIL',
    ],
    // A title announced at a line's end ("... for a"), set apart on the line below.
    [
      'Stadtwerke Lindenau IT GmbH\nPublic utility company – Lindenau\n\nJOB ADVERTISEMENT\nReference: SWL-2025-04\n\nWe run the IT of the utilities of the town.\n\nFor our team "Portals and Specialist Services" we are looking, from spring, for a\n\nJunior Developer Liferay DXP (m/f/d)\nPay group E 9, full-time\n\nYou will build portals.',
      'Junior Developer Liferay DXP',
      'Stadtwerke Lindenau IT GmbH',
    ],
    // The workload a Swiss ad gives after the title.
    [
      'Junior Typo3 Developer (m/w/d), 80–100 %\nBergsicht Web AG · Bern\n\nWe build websites for cantons.',
      'Junior Typo3 Developer (m/w/d)',
      'Bergsicht Web AG',
    ],
    // A grade in roman numerals before the title's bracket; a state heading a public body's notice.
    [
      'UNITED REPUBLIC OF TANZANIA\n\nCENTRE FOR RURAL WATER AND SANITATION STUDIES (CRWSS)\n\nVACANCY ANNOUNCEMENT\n\nPOSITION: DATA ANALYST II (SURVEYS / R) – CRWSS GRADE 5\n\nThe Centre analyses household surveys.',
      'DATA ANALYST II (SURVEYS / R)',
      'CENTRE FOR RURAL WATER AND SANITATION STUDIES',
    ],
    // A Portuguese legal form names the employer.
    [
      'Junior Backend Developer\n\nWe build booking systems for hotels in the Algarve. Contact: Maré Alta Software Lda, Faro.',
      'Junior Backend Developer',
      'Maré Alta Software Lda',
    ],
    // A title label whose value is the ad's reference: the title is the line below, a trade no list names.
    [
      'TE MATAI DISTRICT COUNCIL\nVacancy notice – Reference TM-2025-031\n\nCoastal Ranger (Entry Level)\nCoastal Team\n\nYou will patrol the marina and talk to visitors.',
      'Coastal Ranger (Entry Level)',
      'TE MATAI DISTRICT COUNCIL',
    ],
    // A French contract's name under the title is no employer.
    [
      'Atelier Verdier Reliure - Lyon, France\n\nJunior Bookbinder (Fine Binding)\nCDI - full time - start in March\n\nWe bind books by hand.',
      'Junior Bookbinder (Fine Binding)',
      'Atelier Verdier Reliure',
    ],
    // A trade's noun no list names ("Stagehand"), and an employer after the dash that its address spells, its
    // article kept.
    [
      'Casual Stagehand – The Liffey Playhouse, Dublin 8\n\nWe are a theatre on Thomas Street.\n\nTo apply, email a short CV to production@liffeyplayhouse.ie by Friday.',
      'Casual Stagehand',
      'The Liffey Playhouse',
    ],
    // "Post:" labels the title, and how many posts are open is no part of it.
    [
      'HARTLAND CANAL TRUST\nVACANCY NOTICE\n\nPost:          Bridge Keeper (Entry Level) - 3 posts\nReference:     HCT/OPS/26/002\n\nYou will swing the bridges for boats.',
      'Bridge Keeper (Entry Level)',
      'HARTLAND CANAL TRUST',
    ],
  ])('%s', (text, title, company) => {
    const job = parseJobDescription(text);
    expect(job.title).toBe(title);
    expect(job.company).toBe(company);
  });
});

describe('places are where a job is, not who offers it', () => {
  it.each([
    'Junior QA Engineer\nTallinn\n\nYou will test our apps.',
    'Graduate Data Analyst\nKRAKÓW / REMOTE WITHIN POLAND\n\nYou will build reports.',
    'junior php developer — kraków (hybrid)\n\nyou will build our api.',
  ])('%s', (text) => {
    expect(parseJobDescription(text).companyFound).toBe(false);
  });

  it("keeps a dotted legal form's last dot on the employer, never a closing dot on the title", () => {
    const job = parseJobDescription(
      'Job Title: Junior Engineer, QA.\nCompany: Quipu Cloud S.A.C.\n\nYou will test our apps.',
    );
    expect(job.title).toBe('Junior Engineer, QA');
    expect(job.company).toBe('Quipu Cloud S.A.C.');
  });

  it("the employer's name as its address spells it is no word to add, whoever the ad seems to be from", () => {
    const added = words(
      'Junior Analyst - Acme Widgets\n\nyou will keep kente bridge data clean; kente bridge runs 19 offices and kente bridge payroll matters. apply to careers@kentebridge.org',
    );
    expect(added).toContain('data');
    expect(added).not.toContain('kente');
    expect(added).not.toContain('bridge');
  });

  it('a place the ad repeats in lower case is no word to add', () => {
    const added = words(
      'junior logistics coordinator — casablanca\n\nyou will book trucks from casablanca to the port and track casablanca stock. casablanca office, warehouse visits weekly; warehouse safety matters.',
    );
    expect(added).toContain('warehouse');
    expect(added).not.toContain('casablanca');
  });
});
