import { describe, expect, it } from 'vitest';
import { extractedTechnologies } from './engine';
import { parseJobDescription } from './jobDescription';
import { parseResume } from './resume';

const cvSkills = (skills: string, rest = '') =>
  extractedTechnologies(
    parseResume(`Amaya Perera\namaya@example.com\n\nSKILLS\n${skills}\n\nEXPERIENCE\n${rest}\n`),
  ).map((t) => t.name);

/** A CV whose experience is `lines` (its Skills list names only Git). */
const cvExperience = (...lines: string[]) => cvSkills('Git', lines.join('\n'));

describe('list items are skills even when the vocabulary lacks them', () => {
  it('takes unknown names from a technical list, as written', () => {
    const names = cvSkills('Libraries: Retrofit, OkHttp, Hangfire, expo-sqlite, Kotlin');
    expect(names).toEqual(
      expect.arrayContaining(['Retrofit', 'OkHttp', 'Hangfire', 'expo-sqlite', 'Kotlin']),
    );
  });

  it("takes a rare word alone as a product, not an everyday one (a table's label cell, a product's part)", () => {
    const names = cvSkills(
      'Libraries: Pothos, Cabal, Anchor\nOther | Git, Docker\nAzure DevOps (Boards, Tickets)',
    );
    expect(names).toEqual(expect.arrayContaining(['Pothos', 'Cabal', 'Anchor', 'Git', 'Docker']));
    for (const word of ['Other', 'Boards', 'Tickets']) expect(names).not.toContain(word);
    // Nor are a placement's, a market's or a year's abbreviations (`notSkills`).
    expect(cvSkills('Git, Co-op, B2B, B2C, Yr 2')).toEqual(['Git']);
  });

  it('takes an unlabelled skills line of names shaped like products, not of acronyms or words', () => {
    expect(cvSkills('FastQC, MultiQC, fastp, DESeq2')).toEqual(
      expect.arrayContaining(['FastQC', 'MultiQC', 'DESeq2']),
    );
    expect(cvSkills('EPF, ETF, PAYE returns')).not.toContain('EPF');
    expect(cvSkills('Teamwork, Leadership, Public Speaking')).toEqual([]);
  });

  it('takes coined names beside a known technology in a skills line, not words, places or a role line', () => {
    expect(cvSkills('Composer, Drush, DDEV')).toEqual(expect.arrayContaining(['Composer', 'Drush', 'DDEV']));
    expect(cvSkills('Storage: LVM, Ceph (basic)')).toEqual(expect.arrayContaining(['LVM', 'Ceph']));
    const mixed = cvSkills('Excel, Teamwork, Fiji Hindi, Wrote Tessaly, Codes: IS 456:2000');
    expect(mixed).toEqual(['Microsoft Excel']);
    expect(
      cvSkills('OJT — Android Trainee, Islas Software Co., Mandaue City (Feb – May 2025)'),
    ).not.toContain('Islas Software Co');
    // Command-line tools go by lower-case names; a cut word or "etc" is no tool.
    expect(cvSkills('Burp Suite, ffuf, sqlmap, etc, read-')).toEqual(['Burp Suite', 'ffuf', 'sqlmap']);
    // A line of coined names, most not acronyms, is a technical list on its own.
    expect(cvSkills('Nornir, Netmiko, Gobuster')).toEqual(['Nornir', 'Netmiko', 'Gobuster']);
  });

  it('reads a list of one name per line as one list, design and office software counted', () => {
    const names = cvSkills(
      ['Revit 2024', 'Navisworks Manage', 'AutoCAD', 'Enscape', 'Excel', 'Site walks'].join('\n'),
    );
    expect(names).toEqual(expect.arrayContaining(['Navisworks Manage', 'Enscape', 'Revit', 'AutoCAD']));
    expect(names).not.toContain('Site walks');
  });

  it('reads a list under a heading that names a kind of technology as a technical list', () => {
    const cv = (heading: string) =>
      extractedTechnologies(
        parseResume(
          `Kadi Poldma\n\n${heading}\nIntel Quartus Prime Lite\nVornalint (lint)\nQuellsim\nGit\n\nEXPERIENCE\n- Wrote VHDL.`,
        ),
      ).map((t) => t.name);
    expect(cv('TOOLS')).toEqual(
      expect.arrayContaining(['Intel Quartus Prime Lite', 'Vornalint', 'Quellsim']),
    );
    expect(cv('SOFTWARE')).toEqual(
      expect.arrayContaining(['Intel Quartus Prime Lite', 'Vornalint', 'Quellsim']),
    );
    // A plain "Skills" heading says nothing of the kind: one known name among four is not a technical list.
    expect(cv('SKILLS')).not.toContain('Quellsim');
  });

  it('names the parts of a one-word product with it, and a longer product as a whole', () => {
    const names = cvSkills('Tools: Firebase (Crashlytics, Remote Config), Google Maps SDK, Git');
    expect(names).toEqual(
      expect.arrayContaining([
        'Firebase',
        'Firebase Crashlytics',
        'Firebase Remote Config',
        'Google Maps SDK',
      ]),
    );
    expect(names).not.toContain('Google Maps');
    // ...and so does a row labelled with the product's name; a language's row lists no parts of it.
    expect(cvSkills('Firebase: Authentication, Vornal Check, Quell Suite')).toEqual(
      expect.arrayContaining(['Firebase Vornal Check', 'Firebase Quell Suite']),
    );
    expect(cvSkills('Python: Pandas, Vornal Check, Quell Suite')).not.toContain('Python Vornal Check');
  });

  it('takes a name that keeps to a family from a list only where the document names that family', () => {
    expect(cvSkills('Pot still operation, Gin botanicals, Cask filling, Excise records')).not.toContain(
      'Gin',
    );
    expect(cvSkills('Go, Gin, PostgreSQL, Docker')).toEqual(expect.arrayContaining(['Go', 'Gin']));
  });

  it('keeps a known name with a version or a level as that name', () => {
    const names = cvSkills('Languages: Java 17, Python (basic), JavaScript ES2022');
    expect(names).toEqual(expect.arrayContaining(['Java', 'Python', 'JavaScript']));
    expect(names.some((n) => /17|basic|ES2022/.test(n))).toBe(false);
  });

  it('does not take spoken languages, duties or phrases for skills', () => {
    expect(cvSkills('Languages: English (fluent), Sinhala (native), Tamil (basic)')).toEqual([]);
    expect(cvSkills('Stock rotation, shelf stacking, opening and closing the till')).toEqual([]);
    // A language the vocabulary lacks, in a list that names one it knows.
    expect(cvSkills('Languages: Spanish, Guaraní, English (B2)')).toEqual([]);
    // A name written as products are, said how well one speaks it.
    expect(cvSkills('Languages: English (fluent), iTaukei (native), some Fiji Hindi')).toEqual([]);
  });

  it('reads a table row whose first cell is set apart by one space', () => {
    const names = cvSkills('Area Tools\nVisualisation Matplotlib, Seaborn, Plotly\nWorkflow Jupyter, Git');
    expect(names).toEqual(expect.arrayContaining(['Matplotlib', 'Seaborn', 'Plotly', 'Jupyter', 'Git']));
    expect(names.some((n) => /Visualisation|Workflow/.test(n))).toBe(false);
  });

  it("reads a list's item that opens with an ordinary word as a phrase, not a product of that name", () => {
    expect(
      cvSkills('Horse handling and safe restraint\nRing sizing and general repairs\nHoof trimming'),
    ).toEqual([]);
    // A word after it that says what of the software is meant keeps the product.
    expect(cvSkills('C#, ASP.NET Core, Razor views, Handlebars templates')).toEqual(
      expect.arrayContaining(['Razor', 'Handlebars']),
    );
  });

  it('takes a look-alike word one plays for a game, not the language', () => {
    const languages = (line: string) =>
      extractedTechnologies(
        parseResume(`Nguyen Van An\n\nLanguages\nVietnamese (native), English. ${line}`),
      ).map((t) => t.name);
    expect(languages('I like to play Go (cờ vây) in the university club.')).not.toContain('Go');
    expect(cvSkills('Go, Python', 'Built gRPC services in Go.')).toContain('Go');
  });

  it('reads a sentence in a skills section as a sentence: a look-alike word there needs context', () => {
    const names = cvSkills(
      'Python, Django\nOther: I run a small reading group (this term: Kafka and Borges)\nInterests: hiking, cooking, and looking after a very lazy cat called Mocha',
    );
    expect(names).toEqual(expect.arrayContaining(['Python', 'Django']));
    expect(names).not.toContain('Kafka');
    expect(names).not.toContain('Mocha');
    expect(cvSkills('Kafka, RabbitMQ, Redis')).toContain('Kafka');
  });

  it('keeps versions, editions and level ranges out of the names', () => {
    const names = cvSkills(
      'Languages: JavaScript (ES2022), ES6+, Flutter 3.x\nSecurity: Burp Suite Community, Nessus Essentials\nDocker Beginner–Intermediate',
    );
    expect(names).toEqual(
      expect.arrayContaining(['JavaScript', 'Flutter', 'Burp Suite', 'Nessus', 'Docker']),
    );
    expect(names.some((n) => /ES20|ES6|3\.x|Community|Essentials|Beginner/.test(n))).toBe(false);
    // A year or a short number is a version; three digits a product is named with are its name.
    expect(cvSkills('Tools: PowerMill 2024, Vericut 9.3, Fusion 360, Heidenhain TNC 640, Git')).toEqual(
      expect.arrayContaining(['PowerMill', 'Vericut', 'Fusion 360', 'Heidenhain TNC 640']),
    );
  });

  it('names a known skill once when its version splits it oddly ("Python 3.12" holds the alias "Python 3")', () => {
    const names = cvSkills('Languages: Python 3.12, SQL', 'Built a Python tool with SQL reports');
    expect(names.filter((n) => n === 'Python')).toHaveLength(1);
    // An unknown name found by two readers (a sentence's mixed case, the Skills list) is one skill.
    const twice = cvSkills('JUnit 5, Mockito, WireMock', '- Contract tests in Java with WireMock and JUnit');
    expect(twice.filter((n) => n === 'WireMock')).toHaveLength(1);
  });

  it("keeps a release named by a letter, as Oracle's are, out of the name", () => {
    const names = cvSkills('Oracle: Oracle Forms 10g, Oracle Database 19c, Oracle Reports 11g');
    expect(names).toEqual(expect.arrayContaining(['Oracle Forms', 'Oracle Database', 'Oracle Reports']));
    expect(names.some((n) => /10g|19c|11g/.test(n))).toBe(false);
  });

  it('reads a known name followed by the kind of product it is as that name', () => {
    const names = cvSkills('Software: Square POS, Deputy, Google Sheets');
    expect(names).toContain('Square');
    expect(names).not.toContain('Square POS');
  });

  it('reads ASP.NET Core MVC and Web API as ASP.NET, not as items no one knows', () => {
    const names = cvSkills('Frameworks: .NET 8, ASP.NET Core MVC, ASP.NET Core Web API, Bootstrap 5');
    expect(names).toEqual(['.NET', 'ASP.NET', 'Bootstrap']);
  });

  it('cuts items at a slash between names, not at one inside a name', () => {
    const names = cvSkills('Mainframe: z/OS 2.5, SMP/E, TSO/E, AS/400, HTML/CSS, Python/R');
    expect(names).toEqual(
      expect.arrayContaining(['z/OS', 'SMP/E', 'TSO/E', 'AS/400', 'HTML', 'CSS', 'Python', 'R']),
    );
    expect(names).not.toContain('OS');
    expect(names).not.toContain('SMP');
  });

  it('takes no skill from a line of contact details or from a language test', () => {
    const names = extractedTechnologies(
      parseResume(
        [
          'Divya R',
          'Mobile: +91 98401 27365 | E-mail: divya.r@gmail.com | LinkedIn: linkedin.com/in/divya-r-etl',
          '',
          'SKILLS',
          'Python, SQL',
          'Languages: Tamil – native, English – C1 (TOEFL iBT 104), German – A2 (TestDaF)',
        ].join('\n'),
      ),
    ).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(names.filter((n) => /divya|linkedin|TOEFL|iBT|TestDaF/i.test(n))).toEqual([]);
  });

  it('reads known names joined in one item as those names, a version naming the same one as it', () => {
    const names = cvSkills(
      'Streaming: Kafka 2.8, Spark 3.x on YARN, Playwright for Python\nWeb: JavaScript ES6, jQuery',
    );
    expect(names).toEqual(
      expect.arrayContaining(['Apache Spark', 'Yarn', 'Playwright', 'Python', 'JavaScript']),
    );
    expect(names.filter((n) => /ES6| on | for /.test(n))).toEqual([]);
  });

  it("takes no employer's name for a product, and keeps a product named like a place of work", () => {
    const names = cvExperience(
      '- Wrote XDP programs in C and Go for FibraSul Telecom Ltda, a regional ISP, and tested them with bpftrace',
      '- Surveyed sites with Trimble Business Center, Python and QGIS',
    );
    expect(names).not.toContain('FibraSul');
    expect(names).toContain('Trimble Business Center');
  });

  it('never cuts a name written with the separator', () => {
    const names = cvSkills('MLOps: MLflow, DVC, Weights & Biases');
    expect(names).toEqual(expect.arrayContaining(['MLflow', 'DVC', 'Weights & Biases']));
    expect(names).not.toContain('Weights');
    expect(names).not.toContain('Biases');
  });

  it('does not take headings, schools, grades, job titles, addresses or course platforms for products', () => {
    const names = cvSkills(
      'Tools: Web, Analytics, Testing Tools, Machine Learning Engineer, Page 2 of, jdoe@example.com, Retrofit\nCertificates: Android Basics (Coursera), Problem Solving (HackerRank)',
      'Meetup organiser; built an app with Kotlin',
    );
    expect(names).toContain('Retrofit');
    expect(
      names.filter((n) => /Web|Analytics|Testing Tools|Engineer|Page|@|Coursera|HackerRank|Meetup/.test(n)),
    ).toEqual([]);
    const degree = extractedTechnologies(
      parseResume(
        'Amaya Perera\n\nEDUCATION\nB.Tech, Information Technology – Model Engineering College, Kochi (2019–2023), CGPA 8.1/10\n\nSKILLS\nPython, SQL\n',
      ),
    ).map((t) => t.name);
    expect(degree.filter((n) => /College|Kochi|CGPA/.test(n))).toEqual([]);
  });

  it('names a part of a product with it even when the part alone is an ordinary word', () => {
    expect(cvSkills('Other: Firebase (Crashlytics, Analytics)')).toContain('Firebase Analytics');
  });

  it("names the unknown parts in a product's group with the product, not its acronyms or models", () => {
    const names = cvSkills('Observability: Datadog (APM, Synthetics, Watchdog, SLOs), Grafana');
    expect(names).toEqual(expect.arrayContaining(['Datadog', 'Datadog Synthetics', 'Datadog Watchdog']));
    expect(names).not.toContain('Synthetics');
    expect(names).not.toContain('Datadog SLOs');
    expect(cvSkills('Devices: Android (Pixel 3a, Galaxy A52), Git')).not.toContain('Android Pixel 3a');
  });

  it('names the unknown parts in the group of a product whose name is an ordinary word (Braze)', () => {
    const names = cvSkills('CRM platforms: Braze (Connected Content, Content Cards), HubSpot');
    expect(names).toEqual(
      expect.arrayContaining(['Braze', 'Braze Connected Content', 'Braze Content Cards']),
    );
    expect(names).not.toContain('Connected Content');
  });

  it("reads a word of another field in a cloud's group as the cloud's service", () => {
    const names = cvSkills('Cloud: AWS (EMR, S3)');
    expect(names).toEqual(expect.arrayContaining(['Amazon EMR', 'Amazon S3']));
    expect(names).not.toContain('Electronic Health Records');
  });

  it("reads a library named with its language's suffix as the library, not the language", () => {
    const names = cvExperience(
      '- Wrote the mission logic in BehaviorTree.CPP v4 and the player with Zorkplay.js.',
    );
    expect(names).toEqual(expect.arrayContaining(['BehaviorTree.CPP', 'Zorkplay.js']));
    expect(names).not.toContain('C++');
    expect(names).not.toContain('JavaScript');
    expect(cvExperience('- Built the dashboard with Node.js and Chart.js.')).toEqual(
      expect.arrayContaining(['Node.js', 'Chart.js']),
    );
  });

  it('reads a name with the kind it is of as both names, not a product of their own', () => {
    const names = cvSkills('Tools: Git, Ubuntu Linux, JFrog Artifactory');
    expect(names).toEqual(expect.arrayContaining(['Ubuntu', 'Linux', 'JFrog Artifactory']));
    expect(names).not.toContain('Ubuntu Linux');
  });

  it('reads a list labelled with managers that are tools, not people', () => {
    const names = cvSkills('Repository managers: JFrog Xray, JFrog CLI\nPackage managers: npm, Yarn');
    expect(names).toEqual(expect.arrayContaining(['JFrog Xray', 'JFrog CLI', 'npm', 'Yarn']));
    expect(names).not.toContain('Xray');
  });

  it('reads a name its list read whole as that name where a sentence writes it, not as its pieces', () => {
    const names = cvSkills(
      'Tools: JFrog Xray, JFrog CLI, Git',
      '- Configured JFrog Xray policies and watches.',
    );
    expect(names).toEqual(expect.arrayContaining(['JFrog Xray', 'JFrog CLI', 'Git']));
    expect(names).not.toContain('Xray');
    expect(names).not.toContain('JFrog');
    // (Listed with its version too: "JFrog Artifactory 7".)
    const versioned = cvSkills(
      'Tools: JFrog Artifactory 7, Git',
      '- Administered JFrog Artifactory for 120 developers.',
    );
    expect(versioned).toContain('JFrog Artifactory');
    expect(versioned).not.toContain('Artifactory');
  });

  it("reads a platform's name before a person's role as the role's subject, not a part", () => {
    const job = parseJobDescription(
      'Junior Linux Web Administrator (NGINX)\nNordhafen Hosting GmbH\n\nRequirements\n- NGINX and Bash',
    );
    expect(job.technologies.map((t) => t.name)).not.toContain('Linux Web Administrator');
  });

  it('reads an unknown item with a level in brackets as the item', () => {
    expect(cvSkills('Monitoring: Prometheus, Grafana, Zabbix (basic)')).toContain('Zabbix');
  });

  it("names a language's libraries by their own names, not as the language's parts", () => {
    const names = cvSkills('Programming & data: Python (GeoPandas, Rasterio, Shapely, NumPy), SQL');
    expect(names).toEqual(expect.arrayContaining(['Rasterio', 'Shapely']));
    expect(names.filter((n) => n.startsWith('Python '))).toEqual([]);
  });

  it('answers the same for the same text (a fresh entry per document, nothing shared)', () => {
    const a = cvSkills('Libraries: Hangfire, SignalR');
    expect(cvSkills('Libraries: Hangfire, SignalR')).toEqual(a);
  });
});

describe('mixed-case product names in sentences', () => {
  it('takes a mixed-case name beside other technologies', () => {
    const names = cvSkills(
      'Kotlin',
      '- Moved the sync to WorkManager and Kotlin coroutines, cutting battery use 20%',
    );
    expect(names).toContain('WorkManager');
  });

  it("reads a maker's name and the mixed-case name it leads as one product, also where the maker is left out", () => {
    const names = cvSkills(
      'Python',
      [
        '- Configured SAP ZentroFlow for 300 users and wrote its reports in Python',
        '- Moving into ZentroFlow consulting after two years of Java',
      ].join('\n'),
    );
    expect(names).toContain('SAP ZentroFlow');
    expect(names).not.toContain('ZentroFlow');
    expect(names).not.toContain('SAP');
  });

  it('does not take a project or employer name that starts a line', () => {
    const names = cvSkills('Node.js', 'ShipLanka — a parcel tracker built with Node.js and React');
    expect(names).not.toContain('ShipLanka');
  });

  it("keeps the maker's name that leads the product's", () => {
    const names = cvSkills('SQL', '- Built cost dashboards in Amazon QuickSight and Power BI with SQL views');
    expect(names).toContain('Amazon QuickSight');
    expect(names).not.toContain('QuickSight');
  });

  it("reads an acronym or a model's code after a maker's name as that maker's product", () => {
    const names = cvSkills(
      'SQL',
      '- Supported rating in Oracle QXR and Huawei S9712 switches for the prepaid platform, with SQL checks',
    );
    expect(names).toEqual(expect.arrayContaining(['Oracle QXR', 'Huawei S9712']));
    expect(names).not.toContain('QXR');
    expect(names).not.toContain('Oracle Database');
  });
});

describe('the tail of a hyphenated name', () => {
  it('is not the product its last word names', () => {
    const names = cvSkills(
      'AutoCAD, Revit, SketchUp, V-Ray',
      '- Read sensors over 1-Wire and I2C with Python',
    );
    expect(names).not.toContain('Ray');
    expect(names).not.toContain('Wire');
    expect(names).toContain('V-Ray');
  });

  it('nor is its head, glued to a capital; nor the tail of an acronym pair after a slash', () => {
    const names = cvExperience(
      '- Marked up product pages with JSON-LD and served them over a JSON:API backend on HP-UX',
      '- Printed receipts over ESC/POS from Kotlin; styled the pages with HTML/CSS',
    );
    for (const part of ['JSON', 'HP', 'POS']) expect(names).not.toContain(part);
    expect(names).toEqual(expect.arrayContaining(['Kotlin', 'HTML', 'CSS']));
    // A name the vocabulary writes with its hyphen is still that name.
    expect(cvSkills('ISO-27001, Kotlin, Node-RED')).toEqual(
      expect.arrayContaining(['ISO 27001', 'Node-RED']),
    );
  });

  it('is a package of its own when a known name opens a lower-case joined word, not when it only describes', () => {
    const names = cvExperience(
      '- Rewrote the parser in Rust, exposed to TypeScript with wasm-bindgen and packaged with wasm-pack',
      '- Translated the React app with react-intl; our python-based test scripts run in CI',
      '- **wasm-sudoku-solver** — a small demo I use in talks',
    );
    expect(names).toEqual(
      expect.arrayContaining(['wasm-bindgen', 'wasm-pack', 'react-intl', 'React', 'Python']),
    );
    expect(names).not.toContain('python-based');
    expect(names).not.toContain('wasm-sudoku-solver');
  });
});

describe('a job names technologies beyond its requirements', () => {
  it('lists every technology it names, and matches a CV through a name it does not know', () => {
    const job = parseJobDescription(
      'Junior .NET Developer\nAcme Ltd\n\nRequirements\n- C# and ASP.NET Core\n- Tools: Hangfire, SignalR, Serilog\n',
    );
    const names = job.technologies.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['C#', 'Hangfire', 'SignalR']));
  });
});

describe("a cloud's services listed under its name", () => {
  it('names each service in full, whichever way the list is written', () => {
    // "Athena" and "SES" alone are no spelling of the vocabulary: only the list's cloud names them.
    expect(cvSkills('AWS: ECR, Route 53, Athena, SES', '- Set up node_exporter on the hosts')).toEqual(
      expect.arrayContaining(['AWS', 'Amazon ECR', 'Amazon Route 53', 'Amazon Athena', 'Amazon SES']),
    );
    expect(cvSkills('Cloud: AWS (Athena, SES)')).toEqual(
      expect.arrayContaining(['Amazon Athena', 'Amazon SES']),
    );
    expect(cvSkills('Tools: Athena, Jira')).not.toContain('Amazon Athena');
    // A word of an identifier ("node_exporter") is not a technology of its own.
    expect(cvSkills('AWS: EC2', '- Set up node_exporter on the hosts')).not.toContain('Node.js');
  });
});

describe('lists written in Markdown, as tables, and inside sentences', () => {
  it('reads a Markdown label that names a technology, and its parts with it', () => {
    const names = cvSkills(
      '**Flutter:** flutter_bloc, Riverpod, `go_router`, Dio\n**Firebase:** Auth, Cloud Messaging',
    );
    expect(names).toEqual(
      expect.arrayContaining([
        // flutter_bloc is the package's name for Bloc.
        'Bloc',
        'Riverpod',
        'go_router',
        'Dio',
        'Firebase Authentication',
        'Firebase Cloud Messaging',
      ]),
    );
    expect(names.some((n) => n.includes('*') || n.endsWith(':'))).toBe(false);
  });

  it('does not read a link or a course line as a list', () => {
    const names = cvExperience(
      'GitHub: github.com/amaya-dev, Portfolio: amaya.vercel.app',
      '- DeepLearning.AI: Machine Learning Engineering for Production (MLOps) Specialization, 2023',
    );
    expect(names.some((n) => /amaya|Portfolio|Specialization/.test(n))).toBe(false);
  });

  it('reads Teams as Microsoft Teams beside other office software, not as teams', () => {
    expect(cvSkills('Microsoft Word, Outlook, Teams')).toContain('Microsoft Teams');
    expect(cvSkills('Git', '- Led two Teams of volunteers at the Kandy book fair')).not.toContain(
      'Microsoft Teams',
    );
  });

  it('leaves a table row’s years and level columns out of the names', () => {
    const names = cvSkills(
      'Skill Years Level\nPython 4 Advanced\nUltralytics 1.5 Advanced\nKubernetes <1 Basic',
    );
    expect(names).toEqual(expect.arrayContaining(['Python', 'Ultralytics', 'Kubernetes']));
    expect(names.some((n) => /\d|Advanced|Basic/.test(n))).toBe(false);
    expect(names).not.toContain('BASIC');
  });

  it('takes the unknown names of an enumeration of technologies in a sentence', () => {
    const names = cvExperience(
      '- Built the payment flows using Riverpod, Dio, Dart and Kotlin, with Firebase (Firestore, Auth)',
    );
    expect(names).toEqual(expect.arrayContaining(['Riverpod', 'Dio', 'Dart', 'Firebase Authentication']));
    expect(names).not.toContain('Built');
    // The sentence's full stop is no part of its last name.
    const last = cvExperience('- Deployed it with Docker, Kafka, Redis and Temporalite.');
    expect(last).toContain('Temporalite');
    expect(last).not.toContain('Temporalite.');
  });

  it('takes a coined name a job sentence uses as a tool, not a word or a person', () => {
    const job = parseJobDescription(
      'Junior Bioinformatics Analyst\n\nRequirements\n- Python, and quality control with FastQC and MultiQC\n- Pair with Julia on reviews; work with Care and curiosity',
    );
    const asked = job.requirements.flatMap((r) => r.options.map((o) => o.name));
    expect(asked).toEqual(expect.arrayContaining(['Python', 'FastQC', 'MultiQC']));
    expect(asked).not.toContain('Care');
    expect(asked).not.toContain('Julia');
  });

  it('takes an unknown name a sentence pairs with a known technology, not a word, a person or a sentence start', () => {
    const names = cvExperience(
      '- Imaged 60 laptops with FTK Imager and Guymager before analysis',
      '- Built six scrollytelling stories with Scrollama and D3.js for the newsroom',
      '- Presented the Flask app to Amaka and Tunde at the demo day, with Python and Security in mind',
      '- Django and Wagtail sites, e.g. the Red Cross one, For the clinic',
    );
    expect(names).toEqual(expect.arrayContaining(['Guymager', 'Scrollama']));
    for (const word of ['Amaka', 'Tunde', 'Security', 'Wagtail', 'e.g']) expect(names).not.toContain(word);
  });

  it('takes a name shaped as products are after a preposition, even on a line with no technology', () => {
    const names = cvExperience(
      '- Migrated 120 virtual machines between data centres with vMotion',
      '- Reviewed glucose readings in LibreView before each appointment',
      '- Travelled with Kofi to the Ashanti region and worked with Care',
    );
    expect(names).toEqual(expect.arrayContaining(['vMotion', 'LibreView']));
    for (const word of ['Kofi', 'Ashanti', 'Care']) expect(names).not.toContain(word);
  });

  it('takes a name a sentence uses as a tool, after using, with or via', () => {
    const names = cvExperience(
      '- Trained a Python classifier with augmentation using Albumentations',
      '- Covered the Spring Boot client with integration tests with WireMock; logs shipped via Seq',
    );
    expect(names).toEqual(expect.arrayContaining(['Albumentations', 'WireMock', 'Seq']));
  });

  it("reads a platform's part in a sentence as one name, not a certificate or a role", () => {
    const names = cvExperience(
      '- Moved 23 Windows Server VMs to Azure with Azure Migrate and Azure Site Recovery, scripted in PowerShell',
      '- Kept API keys for the Python jobs in Google Cloud Secret Manager',
      '- Passed AZ-900 Azure Fundamentals; worked as an Azure Engineering intern with Python',
      '- Ran AWS for Kenyan clients with Terraform',
      '- Patched the Azure VMs of the lab with Python scripts',
    );
    expect(names).toEqual(
      expect.arrayContaining(['Azure Migrate', 'Azure Site Recovery', 'Google Cloud Secret Manager']),
    );
    expect(names.filter((n) => /Fundamentals|Engineering|Kenyan|VMs/.test(n))).toEqual([]);
  });

  it('reads a coined word right after a product as its part ("Jenkins BlueOcean"), not a version or a list', () => {
    const names = cvExperience(
      '- Built Jenkins BlueOcean views for the team and monitored SNMP v2c traps',
      '- Stored the app data in SQLite (better-sqlite3) behind Python scripts',
    );
    expect(names).toEqual(expect.arrayContaining(['Jenkins BlueOcean', 'SNMP', 'SQLite']));
    expect(names.filter((n) => /^(?:BlueOcean|SNMP v2c|SQLite \(.*)$/.test(n))).toEqual([]);
  });

  it('takes a tool after "in" or "on" that follows a participle, but not a place, a language or a day', () => {
    const names = cvExperience(
      '- Labelled 9k Python training images, stored in Kvasirlab, and deployed on Fly.io',
      '- Built a Flutter app for a cooperative in Huyeville; tested it with farmers deployed in Tarime, Tanzania',
      '- Wrote the Django help pages in Kazakh, tested in Almaty and released on Saturday',
    );
    expect(names).toEqual(expect.arrayContaining(['Kvasirlab', 'Fly.io']));
    for (const word of ['Huyeville', 'Tarime', 'Kazakh', 'Almaty', 'Saturday'])
      expect(names).not.toContain(word);
  });

  it('does not take places, ordinary words or addresses after a preposition', () => {
    const names = cvExperience(
      '- Built Python reports in Kathmandu with Care for the team through Summer',
      '- Shipped a real-time Django dashboard with server-side rendering, linked via careers.example.co.ke',
    );
    expect(names.filter((n) => /Kathmandu|Care|Summer|server-side|example/.test(n))).toEqual([]);
    // A language named beside another: "fluent in English, with iTaukei or Fiji Hindi a real advantage".
    const job = parseJobDescription(
      'Library Assistant\nYou will keep visitor counts in Microsoft Excel and run our Canva posters. Fluent in English, with iTaukei or Fiji Hindi a real advantage.',
    );
    expect(job.technologies.map((t) => t.name)).not.toContain('iTaukei');
  });

  it('does not take places, months, courses or ordinary words from an enumeration', () => {
    const names = cvExperience(
      '- Supported clinics in Kisumu, Nakuru and Eldoret with Python and SQL reports',
      '- Testing, Design, Python and SQL, from June to August',
      'Relevant subjects: Systems Administration, Computer Networks, Python, SQL',
    );
    for (const word of [
      'Kisumu',
      'Nakuru',
      'Eldoret',
      'Testing',
      'Design',
      'August',
      'Systems Administration',
    ])
      expect(names).not.toContain(word);
  });
});

describe('a skills table of one name per row', () => {
  const table = [
    'Skill                 | Level        | Years',
    'Linux (Ubuntu)        | good         | 4',
    'Bash                  | good         | 4',
    'Slurm                 | intermediate | 2',
    'Ansible               | basic        | 1',
    'Apptainer             | basic        | 1',
  ].join('\n');

  it('reads each first cell as a name, known or not, when most rows name a technology', () => {
    const names = cvSkills(table);
    expect(names).toEqual(expect.arrayContaining(['Linux', 'Bash', 'Ansible', 'Slurm', 'Apptainer']));
    expect(names).not.toContain('Skill');
  });

  it('reads a row whose level comes before its years, and a product named with an ordinary word', () => {
    const names = cvSkills(
      [
        'Skill / tool          Level          Years',
        'D3.js (v7)            Advanced       2.5',
        'Leaflet               Advanced       2',
        'Turf.js               Intermediate   1',
        'Observable Plot       Intermediate   1',
      ].join('\n'),
    );
    expect(names).toEqual(expect.arrayContaining(['D3.js', 'Leaflet', 'Turf.js', 'Observable Plot']));
    expect(names).not.toContain('JavaScript');
    expect(names).not.toContain('BASIC');
  });

  it('takes coined names from a table that rates its rows, even when few of them are known', () => {
    const names = cvSkills(
      [
        'DHIS2                 Advanced       3',
        'OpenSRP               Intermediate   2',
        'HL7 FHIR              Basic          1',
        'File-AID, Xpediter    Intermediate   2',
        'Data quality audits   Advanced       3',
      ].join('\n'),
    );
    expect(names).toEqual(expect.arrayContaining(['OpenSRP', 'HL7 FHIR', 'File-AID', 'Xpediter']));
    expect(names).not.toContain('Data quality audits');
    expect(names).not.toContain('BASIC');
  });

  it('reads a table whose heading row names its columns, its years no phone number', () => {
    const names = extractedTechnologies(
      parseResume(
        [
          'Amaya Perera',
          'Game developer',
          '',
          'SKILLS                      YEARS   LEVEL',
          'C++                3       Intermediate',
          'Unreal Engine 5    2       Intermediate',
          'Unity (C#)         2       Intermediate',
        ].join('\n'),
      ),
    ).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['C++', 'Unreal Engine', 'Unity', 'C#']));
  });

  it('takes neither the end of a word cut at the line before nor an employer with its legal form', () => {
    const names = cvSkills(
      [
        'Python, NumPy, numerical optimi-',
        'sation, Monte Carlo methods',
        'Docker',
        'Kovalenko Systems JSC',
      ].join('\n'),
    );
    expect(names).toEqual(expect.arrayContaining(['Python', 'NumPy', 'Docker']));
    expect(names).not.toContain('sation');
    expect(names).not.toContain('Kovalenko Systems JSC');
  });
});

describe('a list under a "Technical skills" heading', () => {
  const cv = (...lines: string[]) =>
    extractedTechnologies(
      parseResume(
        `Amaya Perera\namaya@example.com\n\nTECHNICAL SKILLS\n${lines.join('\n')}\n\nEXPERIENCE\nGit\n`,
      ),
    ).map((t) => t.name);

  it('reads each row as a name, known or not, with its rating drawn or scored beside it', () => {
    const names = cv(
      'Quendra Control Suite        ★★★★☆',
      'Varnow PKS                   ★★★☆☆',
      'Microsoft Excel              ●●●○○',
      'Telmark Studio               4/5',
    );
    expect(names).toEqual(
      expect.arrayContaining(['Quendra Control Suite', 'Varnow PKS', 'Microsoft Excel', 'Telmark Studio']),
    );
    expect(names.some((n) => /★|●|\//.test(n))).toBe(false);
  });

  it('reads a group of release tags as a release, and skips the halves of a word cut at a line end', () => {
    const names = cv('SAS 9.4 (M7/M8) admin, Ansible', 'React, Type-', 'Script, Node.js');
    expect(names).toEqual(expect.arrayContaining(['SAS', 'Ansible', 'React', 'Node.js']));
    expect(names).not.toContain('M7');
    expect(names.some((n) => n.startsWith('Type') || n === 'Script' || n.includes('('))).toBe(false);
  });

  it('is a heading only: "Technical" in a role line labels no list', () => {
    expect(cvExperience('Junior Technical Artist – Cóndor Pixel Studio, Santiago (remote)')).not.toContain(
      'Cóndor Pixel Studio',
    );
    // Nor does "Services" in an employer's name.
    expect(cvExperience('Kingswood Roofing Services Ltd – Roofer (improver)')).not.toContain('Roofer');
  });
});

describe('a tool named after "with" on a line that names no technology', () => {
  it('is taken when the lines around name technologies and it is shaped as only products are', () => {
    const names = cvExperience(
      '- Built the variant-calling pipeline in Nextflow and Python',
      '- Checked the assemblies with QUAST and profiled the runs with FlameScope',
      '- Wrote the weekly report with Kofi and checked it against GMT timestamps with ISBAR',
    );
    expect(names).toContain('FlameScope');
    expect(names).not.toContain('ISBAR');
    expect(names).not.toContain('Kofi');
  });
});

describe("a product's parts the document names", () => {
  it('are skills when the document names two or more of them, not an admin, a partner tier or a role', () => {
    const names = cvExperience(
      '- Main admin of Zendesk Support for a meal-kit client: triggers, automations and macros',
      '- Built Zendesk Explore dashboards for first reply time; the Zendesk Admin team reviews them',
    );
    expect(names).toEqual(expect.arrayContaining(['Zendesk Support', 'Zendesk Explore']));
    expect(names).not.toContain('Zendesk Admin');
    expect(names).not.toContain('Zendesk');
  });

  it('are named with the product where a coined part is read on its own too', () => {
    const names = cvExperience(
      '- Added policy checks with Pulumi VornalGuard and Pulumi Tessmark, for tagging and encryption rules',
      '- Deployed the stacks with Pulumi and TypeScript',
    );
    expect(names).toEqual(expect.arrayContaining(['Pulumi VornalGuard', 'Pulumi Tessmark']));
    expect(names).not.toContain('VornalGuard');
  });

  it('are not read from one mention: a product before a word may be any phrase', () => {
    const names = cvExperience('- Moved the team to Zendesk Support last year');
    expect(names).toContain('Zendesk');
    expect(names).not.toContain('Zendesk Support');
  });
});
