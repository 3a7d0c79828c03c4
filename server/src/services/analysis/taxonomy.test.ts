import { describe, expect, it } from 'vitest';
import { findTechnologies, lookupTechnology, TAXONOMY_COLLISIONS } from './matcher';
import { RELATION_PROBLEMS, relatedCredit } from './relations';
import { CATEGORIES, keyOf, NOT_SKILLS, TAXONOMY } from './taxonomy';

/** Canonical names found in the text, in order, without repeats. */
const names = (text: string) => [...new Set(findTechnologies(text).map((m) => m.entry.name))];

describe('taxonomy data', () => {
  it('has several hundred entries across every category', () => {
    expect(TAXONOMY.length).toBeGreaterThanOrEqual(350);
    for (const category of CATEGORIES) {
      expect(TAXONOMY.filter((e) => e.category === category).length, category).toBeGreaterThan(5);
    }
  });

  it('has unique canonical names and no spelling claimed by two entries', () => {
    const lower = TAXONOMY.map((e) => e.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(TAXONOMY_COLLISIONS).toEqual([]);
  });

  it('never lists a skill among the names that are never skills', () => {
    expect(TAXONOMY.filter((e) => NOT_SKILLS.has(keyOf(e.name))).map((e) => e.name)).toEqual([]);
  });

  it('reads "bash" beside technology, "Basic Excel", "Agile / Scrum" and a product with its kind ("Square POS")', () => {
    expect(names('Python scripting and comfort on the Linux command line (bash).')).toContain('Bash');
    expect(names('Wrote a small bash script that wraps pmcmd.')).toContain('Bash');
    expect(names('We had a birthday bash at the office.')).toEqual([]);
    expect(names('Took orders and payments on Square POS at the café.')).toEqual(['Square']);
    expect(names('Lunch at Square One Café.')).toEqual([]);
    // Square beside what it does in a shop (a till, payments, invoices) is the point of sale; a town's square is not.
    expect(names('You will take orders on our Square till.')).toEqual(['Square']);
    expect(names('Invoices go through Square, so you need a smartphone.')).toEqual(['Square']);
    expect(names('Meet us at Market Square, payments in cash.')).toEqual([]);
    expect(names('Bring a Square ruler and pencils.')).toEqual([]);
    // A level said before Excel names the program; "Agile / Scrum" names both.
    expect(names('- Basic Excel and confidence with tablet apps')).toEqual(['Microsoft Excel']);
    expect(names('Agile / Scrum')).toEqual(['Agile', 'Scrum']);
    // The kernel is a skill of its own; "ksh" is the Korn shell; CAN beside what it carries is the bus.
    expect(names('Wrote Linux kernel modules in C')).toEqual(['Linux kernel', 'C']);
    expect(names('Unix shell (bash, ksh)')).toContain('KornShell');
    expect(names('Converted CAN logs into MATLAB files')).toContain('CAN bus');
    expect(names('WE CAN HELP YOU GROW')).toEqual([]);
    // A labelled acronym of two or three letters means many things: taken beside technology or in a list only.
    expect(names('Keep the brewhouse clean enough that the MPI verifier is happy.')).toEqual([]);
    expect(names('Parallelised the solver with MPI and OpenMP on the cluster.')).toEqual(['MPI', 'OpenMP']);
    expect(names('Skills: MPI, Fortran, Slurm')).toContain('MPI');
    // A made-up name without its maker's is the product beside technology ("Sitefinity" for Progress Sitefinity),
    // not a person ("Felix", Apache Felix); a maker's name before a language's is that language.
    expect(names('Frameworks: .NET 8, Sitefinity CMS, Bootstrap 5')).toContain('Progress Sitefinity');
    // ...written in capitals inside the word too ("FileMaker" for Claris FileMaker).
    expect(names('Built an order database in FileMaker with JavaScript and SQL')).toContain(
      'Claris FileMaker',
    );
    // A vendor's suite named after it (TIBCO, Qlik, Informatica, Guidewire) is written without it too.
    expect(names('Built integrations in BusinessWorks 6 with Java and Kafka')).toContain(
      'TIBCO BusinessWorks',
    );
    expect(names('Referees: Felix Braun and Jules Martin, Munich.')).toEqual([]);
    expect(lookupTechnology('Adobe ColdFusion')?.name).toBe('ColdFusion');
    expect(names('Tools: Python 3, Spyder, Jupyter')).toContain('Spyder');
    // SQL Developer the tool, in a list; the role is no tool.
    expect(names('Tools: Oracle SQL Developer, SQLcl, Git')).toContain('Oracle SQL Developer');
    expect(names('Junior SQL Developer, Acme Ltd, 2022 - 2024')).toEqual([]);
  });

  it("reads a product's part named bare where the document names the product", () => {
    expect(names('Documentum developer: I configure D2 and fixed xPlore indexing.')).toEqual(
      expect.arrayContaining(['Documentum D2', 'Documentum xPlore']),
    );
    expect(names('Built Tosca test cases and scanned 300 modules with XScan.')).toContain('Tosca XScan');
    // Without the product in the document, the bare part names nothing; nor does a sentence's first word.
    expect(names('I configure D2 and fixed xPlore indexing.')).toEqual([]);
    expect(names('Worked with Oracle Database. Config is kept in Git.')).not.toContain('AWS Config');
    expect(names('Cloud: AWS EC2, S3\nIaC / Config: Terraform, Ansible')).not.toContain('AWS Config');
  });

  it('takes no generated spelling of two letters or fewer (an abbreviation of many things)', () => {
    expect(names('Migrated 120 VM images with Terraform and Ansible.')).toEqual(['Terraform', 'Ansible']);
  });

  it('relates only skills that exist', () => {
    expect(RELATION_PROBLEMS).toEqual([]);
  });

  it('finds every canonical name written as itself in a skills list', () => {
    const missed = TAXONOMY.filter((e) => {
      const found = findTechnologies(`Skills: ${e.name}`, { everyLineIsList: true });
      return !found.some((m) => m.entry === e);
    }).map((e) => e.name);
    expect(missed).toEqual([]);
  });
});

describe('findTechnologies: spelling and punctuation', () => {
  it.each([
    ['Node', 'Node.js'],
    ['NodeJS', 'Node.js'],
    ['Node.js', 'Node.js'],
    ['node js', 'Node.js'],
    ['Golang', 'Go'],
    ['C++', 'C++'],
    ['C#', 'C#'],
    ['F#', 'F#'],
    ['.NET', '.NET'],
    ['ASP.NET Core', 'ASP.NET'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['python3', 'Python'],
    ['HTML5', 'HTML'],
    ['Vue3', 'Vue.js'],
    ['CI/CD pipelines', 'CI/CD'],
    ['T-SQL', 'T-SQL'],
    ['PL/SQL', 'PL/SQL'],
    ['scikit-learn', 'scikit-learn'],
    ['Express.js', 'Express'],
    ['RESTful APIs', 'REST APIs'],
    ['REST API', 'REST APIs'],
    ['SQL Server Reporting Services', 'SSRS'],
    ['WinForms', 'Windows Forms'],
    ['Crystal Reports', 'Crystal Reports'],
    ['IBM SPSS Statistics', 'SPSS'],
    ['IBM SPSS Modeler', 'IBM SPSS Modeler'],
    ['SPSS Modeler', 'IBM SPSS Modeler'],
    ['Redis Pub/Sub', 'Redis Pub/Sub'],
  ])('"%s" is %s', (text, expected) => {
    expect(names(`I used ${text} daily.`)).toContain(expected);
  });

  it('keeps Java and JavaScript apart', () => {
    expect(names('Built tools in JavaScript.')).toEqual(['JavaScript']);
    expect(names('Built tools in Java.')).toEqual(['Java']);
    expect(names('Java, JavaScript')).toEqual(['Java', 'JavaScript']);
  });

  it('reads React Native as itself, not also React, unless React appears separately', () => {
    expect(names('Shipped two apps in React Native.')).toEqual(['React Native']);
    expect(names('Shipped an app in React Native and a website in React.')).toEqual([
      'React Native',
      'React',
    ]);
  });

  it('reads Spring Boot as itself, not also Spring', () => {
    expect(names('Microservices with Spring Boot')).toEqual(['Microservices', 'Spring Boot']);
  });

  it('keeps a product on premises apart from its cloud sibling, and one Defender from another', () => {
    expect(names('Moved mailboxes from Exchange Server 2016 to Exchange Online.')).toEqual([
      'Microsoft Exchange Server',
      'Exchange Online',
    ]);
    expect(names('Reviewed Microsoft Defender for Office 365 alerts.')).toEqual([
      'Microsoft Defender for Office 365',
    ]);
    // (A maker's name shared over "and" goes to the whole name the next word opens when it names it.)
    expect(names('Interned in Microsoft 365 and Exchange Online administration.')).not.toContain(
      'Microsoft Exchange Server',
    );
    expect(names('Microsoft 365 / Exchange Online administration')).not.toContain(
      'Microsoft Exchange Server',
    );
    // ...also where a PDF's line wraps inside that name.
    expect(names('OJT in Microsoft 365 and Exchange\nOnline administration.')).not.toContain(
      'Microsoft Exchange Server',
    );
    expect(names('Used Microsoft Word and Excel.')).toEqual(['Microsoft Word', 'Microsoft Excel']);
    expect(names('Used Microsoft Access and Excel VBA.')).toContain('Microsoft Excel');
  });
});

describe('findTechnologies: words that are also English', () => {
  it('reads a product named by an English word in lower case only beside technology, in a cased text', () => {
    expect(names('Before that I spent two years as a docker at Tema Port.')).toEqual([]);
    expect(names('I try to live by ubuntu, as my grandmother taught me.')).toEqual([]);
    expect(names('Shipped the API with docker and Kubernetes.')).toEqual(['Docker', 'Kubernetes']);
    expect(names('Shipped the API with Docker.')).toEqual(['Docker']);
    // ...also where the word is another spelling of the product's name ("torch" for PyTorch).
    expect(names('Laid torch-on felt on flat roofs and checked the accessibility of the entrance.')).toEqual(
      [],
    );
    expect(names('Trained image models in Python with torch and numpy.')).toContain('PyTorch');
  });

  it('reads a product named by an English word in capitals only so written ("SKILL", not a "Skill" column)', () => {
    expect(names('Skill | Level | Years')).toEqual([]);
    expect(names('Scripting: SKILL, Python')).toEqual(['SKILL', 'Python']);
  });

  it('takes Go only as the language', () => {
    expect(names('Wrote services in Go and Python.')).toEqual(['Go', 'Python']);
    expect(names('Backend: Go, Rust')).toEqual(['Go', 'Rust']);
    expect(names('Go developer with 2 years of experience')).toContain('Go');
    expect(names('Ready to go the extra mile. Let us go to the office.')).toEqual([]);
    expect(names('Led the go to market plan')).not.toContain('Go');
    expect(names('Go-to-market strategy with Salesforce, HubSpot')).not.toContain('Go');
  });

  it('takes C and R only as languages', () => {
    expect(names('Embedded firmware written in C.')).toContain('C');
    expect(names('Languages: C, C++, Python')).toEqual(['C', 'C++', 'Python']);
    expect(names('Statistical analysis in R and Python')).toContain('R');
    expect(names('Vitamin C. Reported to C-suite executives. Worked in R&D.')).toEqual([]);
    expect(names('Résumé of J.R. Smith, Grade C')).toEqual([]);
  });

  it('does not read "swiftly", "express my" or "the rest of" as technologies', () => {
    expect(names('I swiftly resolved tickets and express my thanks to the rest of the team.')).toEqual([]);
    expect(names('Built iOS apps in Swift')).toEqual(['iOS', 'Swift']);
    expect(names('REST APIs with Express and Node.js')).toEqual(['REST APIs', 'Express', 'Node.js']);
  });

  it('asks for a technical context for Express and Spring', () => {
    expect(names('Express delivery of parcels across the island.')).toEqual([]);
    expect(names('Spring 2023 internship programme')).toEqual([]);
    expect(names('Java services on Spring and Hibernate ORM')).toEqual([
      'Java',
      'Spring',
      'Hibernate',
      'ORM',
    ]);
  });

  it('reads an ordinary word that names a product in lower case as a phrase when a word follows it', () => {
    const listed = (text: string) =>
      findTechnologies(text, { everyLineIsList: true }).map((m) => m.entry.name);
    expect(listed('Python, smart charging, survival analysis, sed, pre-commit hooks')).toEqual([
      'Python',
      'sed',
      'pre-commit',
    ]);
    expect(listed('Python, smart, sed')).toEqual(['Python', 'smart', 'sed']);
    // ...and a season before its semester or its year is a time, in any case ("spring semester 2024").
    expect(listed('Python, spring semester 2024, git')).toEqual(['Python', 'Git']);
  });

  it('does not read the words of a trade that writers seldom call a technology (SMS, GPS, CCNA)', () => {
    expect(
      findTechnologies('Skills: SMS reminders, GPS tracking, CCNA (2024), HL7 v2', {
        everyLineIsList: true,
      }).map((m) => m.entry.name),
    ).toEqual(['HL7 v2']);
  });

  it('asks for a list of tools for Chef, Puppet, Ant, Make and Less', () => {
    expect(names('Worked as Head Chef at a hotel; a puppet show; Make sure it works; Less is more.')).toEqual(
      [],
    );
    expect(names('Configuration: Chef, Puppet, Ansible')).toEqual(['Chef', 'Puppet', 'Ansible']);
    expect(names('Build tools: Make, CMake, Ant')).toEqual(['Make', 'CMake', 'Ant']);
    expect(names('Styling: Sass, Less')).toEqual(['Sass', 'Less']);
  });

  it('does not take ML from millilitres or RN from a nursing title', () => {
    expect(names('Registered Nurse (RN), gave 10 ml doses')).toEqual([]);
    expect(names('ML engineer')).toEqual(['Machine Learning']);
  });

  it('reads a puppeteer, selenium in soil and a capacitor bank as the words, and a season beside a project', () => {
    expect(
      names(
        "Weekend puppeteer with a children's theatre. A project on selenium in local soils. Replaced capacitor banks.",
      ),
    ).toEqual([]);
    expect(names('RentSplit API, Spring 2024 — a FastAPI and PostgreSQL backend')).not.toContain('Spring');
    expect(names('End-to-end tests in Puppeteer and Jest; selenium tests with Python')).toEqual(
      expect.arrayContaining(['Puppeteer', 'Selenium', 'Jest']),
    );
  });

  it('reads a person or a pet as a name: after a title and a given name, or "called"', () => {
    expect(names('The distributed systems module with Dr Fiona Jenkins got me into CI')).not.toContain(
      'Jenkins',
    );
    expect(names('Python scripts; a very lazy cat called Mocha')).not.toContain('Mocha');
    expect(names('MS Word, Outlook and Teams')).toContain('Microsoft Outlook');
  });

  it('reads a capitalised look-alike a sentence uses as a tool as the tool', () => {
    expect(names('Nightly orders are exported to Excel for the warehouse team.')).toContain(
      'Microsoft Excel',
    );
    expect(names('Failed runs are posted to Slack every morning.')).toContain('Slack');
    expect(names("Failed checks post a message to the team's Slack channel.")).toContain('Slack');
    expect(names('Slack in the schedule let us absorb the delay.')).not.toContain('Slack');
    expect(names('Crash reporting in Sentry with uploaded source maps.')).toContain('Sentry');
    expect(names('I track my own recall list in Excel.')).toContain('Microsoft Excel');
    expect(names('Production errors are tracked with Sentry.')).toContain('Sentry');
    // A name the vocabulary holds only beside technology: beside what it makes or runs, too.
    expect(names('Created Metabase dashboards for delivery times.')).toContain('Metabase');
    expect(names('I paired with Ruby, our senior, on the payments work.')).not.toContain('Ruby');
    // Not a person after "with" or "to", a book after "through", a season's year, a town named like a product.
    expect(names('I worked with Julia on the survey.')).not.toContain('Julia');
    expect(names("You'll report to Hugo, our docs lead.")).not.toContain('Hugo');
    expect(names('The harvest starts in Spring 2025, with Python scripts.')).not.toContain('Spring');
    expect(names('I grew up in Jinja and studied in Kampala.')).not.toContain('Jinja');
    expect(names('I read slowly through Kafka and Murakami.')).not.toContain('Apache Kafka');
  });

  it('reads a place or a pet as such, not as the technology its name spells', () => {
    expect(names('a wedding party from Java, Indonesia; also Python')).toEqual(['Python']);
    expect(names('Born in Malang, East Java, I moved to Auckland')).not.toContain('Java');
    expect(names('where I adopted my rescue dog, Django, and learnt Python')).toEqual(['Python']);
    // A name with its own article in another language is a place's: the opera house, not the language.
    expect(names('Costumes for a co-production with La Scala; stock kept in Excel')).not.toContain('Scala');
    // In a list, a town's name is one more item: "Atlantis" does not make Terraform a place.
    expect(names('IaC: Terraform, Atlantis, Ansible')).toEqual(
      expect.arrayContaining(['Terraform', 'Ansible']),
    );
    expect(names('Java, Kotlin and Spring Boot')).toContain('Java');
    // "AD" is Active Directory beside the Windows estate it runs ("AD user accounts; ... DNS, DHCP"), not an advert.
    expect(names('Helpdesk tickets; AD user accounts and DNS records.')).toContain('Active Directory');
    expect(names('Windows Server 2019, AD DS, Group Policy')).toContain('Active Directory');
    expect(names('Designed AD campaigns for a bakery in 2023.')).not.toContain('Active Directory');
    // ...and "AD DS" written as one word is a verb: "an exit in HLASM that adds a trailer record".
    expect(names('Wrote an exit in HLASM that adds a trailer record.')).not.toContain('Active Directory');
    // A name of ordinary words that ends on a known product's is that product's kind, in a sentence too.
    expect(names('Prepared nodes with Ansible on Rocky Linux 9; kernel updates.')).toContain('Rocky Linux');
    expect(names('Built the images on Alpine Linux.')).toContain('Alpine Linux');
    // Where a museum is, where someone grew up, the town after a hotel's name: a place, whatever it spells.
    expect(names('Ran mosaic workshops at the archaeological museum in Delphi.')).not.toContain('Delphi');
    expect(names('Maintained order forms in Delphi and a museum database.')).toContain('Delphi');
    expect(names('I grew up in Scala before moving to Glasgow.')).not.toContain('Scala');
    expect(names('Line cook, The Harbour Hotel, Scala, 2019 – 2022')).not.toContain('Scala');
  });

  it('reads a coined product name anywhere, but not on a role line, not a month, not an acronym', () => {
    expect(names('Replication to a Synology NAS, restored every month.')).toEqual(['Synology']);
    expect(names('Delivery driver (part-time), Hermes – Jun 2021 – Aug 2023')).not.toContain('Hermes');
    expect(names('Delivery driver (part-time), Synology – Jun 2021 – Aug 2023')).not.toContain('Synology');
    // "June" is a product's name too, and "SEPA" stands for much else.
    expect(names('Started in June; SEPA transfers reconciled weekly.')).toEqual([]);
    // Written otherwise, a coined name still needs a technical context.
    expect(names('the synology of the region')).toEqual([]);
  });

  it("reads a product in a certificate's title, not its maker alone nor a business named after it", () => {
    expect(names('Microsoft Certified: Azure Data Fundamentals (DP-900) – 2024')).toContain('Azure');
    expect(names('HashiCorp Certified: Terraform Associate (003)')).not.toContain('HashiCorp');
    expect(names('Weekend receptionist at the Azure Bay Hotel in Mombasa.')).not.toContain('Azure');
  });

  it("reads a coined name with the coined name of its maker before it as one product, not a slash's pair", () => {
    const routers = names('Configured the branch routers with Ansible and QuellTek VornalOS.');
    expect(routers).toContain('QuellTek VornalOS');
    expect(routers).not.toContain('VornalOS');
    expect(
      names('Passed messages between processes with VornalSend/VornalReceive in the driver.'),
    ).not.toContain('VornalSend/VornalReceive');
  });

  it('reads a name writers of CVs labelled as a technology as written, in a sentence; a brand only near technology', () => {
    // DICOM and FASTQ come from the eval's retired parts' labels, HBO from Simple Icons' brands.
    expect(names('Tools that sit beside our archive, from DICOM routing to FASTQ parsers.')).toEqual([
      'DICOM',
      'FASTQ',
    ]);
    expect(names('On weekends I watched HBO shows with my family.')).toEqual([]);
    expect(names('the dicom of the region')).toEqual([]);
    // Not where the document spells the letters out as something else, in a code, as a legal form or a place.
    expect(names('Kindergarten Teacher – Long-Term Occasional (LTO). Wrote backups to LTO tapes.')).toEqual(
      [],
    );
    expect(names('Wrote backups to LTO tapes each night.')).toEqual(['LTO']);
    expect(names('Quote reference STP-EO-2291 when you apply.')).not.toContain('STP');
    expect(names('Spark Award, Ceyfresh Foods PLC, 2024')).toEqual([]);
    expect(names('I wrote an ALSA driver for the sound card.')).toContain('ALSA');
    expect(names('we travel by boat to taveuni, not aruba, sadly.')).toEqual([]);
  });

  it('reads the language BASIC as written, never the level "Basic"', () => {
    const listed = (line: string) =>
      findTechnologies(line, { everyLineIsList: true }).map((m) => m.entry.name);
    expect(listed('Basic, Pascal')).toEqual(['Pascal']);
    expect(listed('BASIC, Pascal')).toEqual(['BASIC', 'Pascal']);
  });

  it('reads Java the language, not the island, the coffee or a café', () => {
    expect(
      names('Built the billing API in Java with Spring Boot; I still write Java most evenings.'),
    ).toContain('Java');
    expect(names('Skills: Java, Python, SQL')).toContain('Java');
    expect(names('- 1+ years of Java experience')).toContain('Java');
    expect(names('- Knowledge of Java is a plus')).toContain('Java');
    for (const text of [
      'Watched the sunrise from the Ijen crater on Java; powered by cups of java.',
      'Marketing Assistant (casual) | Java Junction Cafés, Melbourne',
      'Friday lunch vouchers for Java House next door',
    ])
      expect(names(text)).not.toContain('Java');
  });

  it('reads Excel the program, not "excel at"', () => {
    expect(names('I excel at teamwork. Excel at communication.')).not.toContain('Microsoft Excel');
    expect(names('Advanced Excel (pivot tables)')).toContain('Microsoft Excel');
  });
});

describe('findTechnologies: a text typed without capitals', () => {
  // An ad or CV typed all in lower case: case tells nothing, so names are read by their context.
  const PADDING =
    ' we are a small team in a quiet town by the sea; we like long walks, good coffee and tidy reviews ' +
    'on friday afternoons, and we answer every application within two weeks of the closing date. the office ' +
    'has a garden, a small library and a kitchen where someone is always baking bread for the whole floor.';
  const caseless = (text: string) => names(text + PADDING);

  it('reads names whose capital was their safeguard', () => {
    expect(caseless('nice to have: kafka, docker, a bit of c for the feed handlers, or some aws.')).toEqual([
      'Kafka',
      'Docker',
      'C',
      'AWS',
    ]);
    expect(caseless('our consumers read kafka topics all day.')).toEqual(['Kafka']);
    // The same words in a text that has capitals keep asking for theirs.
    expect(names('Nice to have: kafka, Docker.' + PADDING.replace('we are', 'We are'))).toEqual(['Docker']);
  });

  it('reads an ad whose sentences begin in lower case as typed without capitals, acronyms aside', () => {
    const ad = [
      'we run the SMS and payment router for forty banks.',
      '- ship it: docker images, with metrics in prometheus and dashboards in grafana',
      '- talk to the outside world over SMPP and HTTP/2',
      '- join the on-call rota after six months, always paired.',
      '- some real erlang from a job, an internship or a side project',
      '- comfortable on linux and with git',
      '- basic understanding of TCP/IP and concurrency',
      'nice: rabbitmq or kafka, postgresql.',
      'money: 2 800 - 3 600 EUR gross a month and a sauna.',
      'apply with a CV and a link to some code you wrote.',
    ].join('\n');
    expect(names(ad)).toContain('Prometheus');
    expect(names(ad)).toContain('Kafka');
    // The same lines begun with capitals keep asking for them.
    const capitalised = ad.replace(
      /^(- )?(\p{Ll})/gmu,
      (_, bullet = '', c: string) => bullet + c.toUpperCase(),
    );
    expect(names(capitalised)).not.toContain('Prometheus');
  });

  it('takes English words and acronyms only as items of a list', () => {
    expect(caseless('good to have: u-boot, ebpf, bash or python scripting.')).toEqual([
      'U-Boot',
      'eBPF',
      'Bash',
      'Python',
    ]);
    expect(caseless('write drivers (i2c, spi, can) on our boards.')).toContain('CAN bus');
    expect(caseless('h5p, canva and basic audio editing are a bonus.')).toEqual(['H5P', 'Canva']);
    expect(caseless('pipelines: apache airflow, pyspark, kafka (basic)')).not.toContain('BASIC');
    expect(caseless('send patches upstream with git send-email; rust for linux is a plus.')).toEqual([
      'Git',
      'Linux',
    ]);
  });
});

describe('findTechnologies: names from the maintained lists', () => {
  it('reads a language Linguist names beside technology, and a maker-led made-up name anywhere', () => {
    expect(names('Write and fix JCL and some REXX scripting on z/OS.')).toEqual(['JCL', 'REXX', 'z/OS']);
    expect(names('We stream the events through Apache Flink every night.')).toEqual(['Apache Flink']);
  });

  it('reads a look-alike word the document gives to someone as that someone everywhere in it', () => {
    const ad = [
      'The Datapath team (five engineers, led by Julia Brandt) writes XDP programs in C and Go.',
      'Our process: a 30-minute call with Julia, a take-home task in Go and C, and a pairing session with Kafka on Kubernetes.',
    ].join('\n');
    expect(names(ad)).not.toContain('Julia');
    expect(names(ad)).toEqual(expect.arrayContaining(['C', 'Go', 'Kubernetes']));
    expect(names('A call with Jasmine de Vries and a task in Angular, TypeScript and Karma.')).not.toContain(
      'Jasmine',
    );
    expect(names('Beach walks with my dog Lua and weekend Python scripting.')).toEqual(['Python']);
    // A name that is no given name's spelling is read: "ONNX Runtime" is no person.
    expect(names('Exported models to ONNX and served them with ONNX Runtime on Kubernetes.')).toContain(
      'ONNX',
    );
    // Who a name is, said after it; a look-alike word ending a longer proper name.
    expect(names('Pair with Hugo, our lead developer, on Ember.js features.')).toEqual(['Ember.js']);
    expect(names('Volunteer at the Code Phoenix coding nights, where we use Elixir.')).toEqual(['Elixir']);
    expect(names('Built a chat server in Elixir with Phoenix and Apache Phoenix.')).toContain('Phoenix');
    // A look-alike word joined to a place by "and" is a place; a product's name is not.
    expect(names('Backpacking through Java and Bali in 2023, then a C# course.')).toEqual(['C#']);
    // ...and so is one after a place ("Bali, Java and ...").
    expect(names('Holiday packages to Indonesia (Bali, Java and Komodo) booked in Amadeus.')).toEqual([
      'Amadeus',
    ]);
    // A name before the one who works with it is no proper name's start ("Liferay Developer", not "Kafka Street").
    expect(names('Junior Liferay Developer')).toEqual(['Liferay']);
    expect(names('Junior Kafka Developer – Leipzig')).toContain('Kafka');
    // "RTK" is a positioning method as often as Redux Toolkit: not a spelling of it.
    expect(names('Work on our RTK engine in C++ on embedded Linux.')).not.toContain('Redux Toolkit');
    expect(names('Wrote PHPUnit and Behat tests.')).toContain('PHPUnit');
  });

  it('keeps an ordinary word of those lists to lists', () => {
    expect(names('We rode a pony on the farm.')).toEqual([]);
  });
});

describe('findTechnologies: plurals', () => {
  it('reads the plural of an acronym or a coined name, not of an ordinary word', () => {
    expect(names('We design REST APIs and peer the VNets in Azure.')).toContain('REST APIs');
    expect(names('We design REST APIs and peer the VNets in Azure.')).toContain('Azure Virtual Network');
    expect(names('Claims brought by dockers at the wharf were settled in Python scripts.')).toEqual([
      'Python',
    ]);
  });
});

describe('findTechnologies: an ordinary word written with a capital in running prose', () => {
  it('is the product after a word of grammar or a verb', () => {
    expect(names('I exported the attendee lists to Excel to build the seating plans.')).toEqual([
      'Microsoft Excel',
    ]);
    expect(names('We kept the tracker in an Excel workbook for the team.')).toEqual(['Microsoft Excel']);
    expect(names('I set up Sentry alerts for the failed webhooks.')).toEqual(['Sentry']);
  });

  it('is the product after a describing word when it describes the next noun in turn', () => {
    expect(names('Last year I set up a simple Excel tracker for our home visits.')).toEqual([
      'Microsoft Excel',
    ]);
    expect(names('You will help move old Excel reports into the new system.')).toEqual(['Microsoft Excel']);
    // (A name closing the phrase is someone's: "my cousin Ruby".)
    expect(names('I went climbing with my old friend Ruby last summer.')).toEqual([]);
  });

  it('reads Bazel as the build tool, not the language its files are written in', () => {
    expect(names('Skills: Bazel, CMake, Git')).toEqual(['Bazel', 'CMake', 'Git']);
  });

  it('is a name of something else after a noun, as a named thing, a season or a place', () => {
    expect(names('I coach netball with my cousin Ruby on Saturdays.')).toEqual([]);
    expect(names('You would report to Ruby, the brand owner.')).toEqual([]);
    expect(names('Our office is upstairs from Mocha, the cafe on the corner.')).toEqual([]);
    expect(names('We work from the Hive coworking space in town.')).toEqual([]);
    expect(names('We met in Spring and walked by the lake.')).toEqual([]);
    expect(names('I was born in Phoenix and grew up there.')).toEqual([]);
    // The satellite, never Microsoft Sentinel (the satellite's name is itself one writers labelled).
    expect(names('Flood maps from Sentinel-2 imagery.')).not.toContain('Microsoft Sentinel');
    // Another product's part, not the maker's product of that name: Redis Sentinel is no Microsoft Sentinel.
    expect(
      names('Ran Redis Cluster and Redis Sentinel on Kubernetes, with SIEM alerts on incidents.'),
    ).not.toContain('Microsoft Sentinel');
    expect(
      names('Wrote KQL analytics rules in Microsoft Sentinel and triaged incidents in Sentinel.'),
    ).toContain('Microsoft Sentinel');
    // The verb keeps its small letter.
    expect(names('I excel at planning events.')).toEqual([]);
    // A noun phrase of its own, in lower case: the animal ("a python script" goes on to its noun).
    expect(names('The loss was caused by a python in the coop, not by Java or Kotlin code.')).not.toContain(
      'Python',
    );
    expect(names('My best piece is a coiled python with peonies.')).toEqual([]);
    expect(names('Wrote a python script with pandas to clean the survey data.')).toContain('Python');
  });
});

describe('findTechnologies: items of a list written with their versions', () => {
  it('reads a name only lists vouch for beside another item and its version', () => {
    expect(
      names('Keep our GitLab CI pipelines fast: build matrices for GCC 12, Clang 17 and QNX QCC.'),
    ).toContain('Clang');
    // (A version before a bare space joins no list: the ROS node is no Node.js.)
    expect(names('I wrote a ROS 2 node with OpenCV.')).not.toContain('Node.js');
  });
});

describe('findTechnologies: a title is not a product', () => {
  it('does not read the Gatsby of "The Great Gatsby" as the framework', () => {
    expect(names('Skills: React, Gatsby, Next.js')).toContain('Gatsby');
    // A list's line that wraps a sentence ("Book club host, reading" / "The Great Gatsby this month").
    expect(findTechnologies('The Great Gatsby this month', { everyLineIsList: true })).toEqual([]);
  });
});

describe('findTechnologies: numbers are not names', () => {
  it('reads neither a temperature nor a decimal as a technology', () => {
    expect(names('A camera bolted to a vehicle in 38°C dust.')).toEqual([]);
    expect(names('Hourly PM2.5 readings from a REST API')).toEqual(['REST APIs']);
    expect(names('Deployed with PM2 and Node.js')).toEqual(['PM2', 'Node.js']);
  });
});

describe('lookupTechnology', () => {
  it('maps a rated name to its canonical entry', () => {
    expect(lookupTechnology('reactjs')?.name).toBe('React');
    expect(lookupTechnology('Golang')?.name).toBe('Go');
    // A platform is not the practice it serves.
    expect(lookupTechnology('ServiceNow')?.name).toBe('ServiceNow');
    expect(lookupTechnology('ITSM')?.name).toBe('ITIL');
    expect(lookupTechnology('go')?.name).toBe('Go');
    expect(lookupTechnology('Node')?.name).toBe('Node.js');
    expect(lookupTechnology('My own framework')).toBeUndefined();
  });

  it("reads a product written with its maker's name as the product, not a word or a language of that name", () => {
    expect(lookupTechnology('Apache Avro')?.name).toBe('Avro');
    expect(lookupTechnology('Apache Solr')?.name).toBe('Solr');
    expect(lookupTechnology('GNU Bash')?.name).toBe('Bash');
    expect(lookupTechnology('Autodesk Revit')?.name).toBe('Revit');
    // ...and a word that leads three or more of the vocabulary's products is such a maker's too ("Vector CANoe",
    // "Vector CANalyzer", "Vector DaVinci Configurator").
    expect(lookupTechnology('Vector vTESTstudio')?.name).toBe('vTESTstudio');
    expect(lookupTechnology('Vektor vTESTstudio')).toBeUndefined();
    // ...even when it is a product itself ("Azure Databricks"); but a short spelling of another's product is
    // not that maker's ("Flow" is Kotlin Flow's, not Oracle's).
    expect(lookupTechnology('Azure Databricks')?.name).toBe('Databricks');
    expect(lookupTechnology('Oracle Flow')).toBeUndefined();
    expect(lookupTechnology('Adobe Target')?.name).not.toBe('Target');
    expect(lookupTechnology('Microsoft Clarity')?.name).not.toBe('Clarity');
    expect(lookupTechnology('Zoho CRM')?.name).toBe('Zoho CRM');
    // An acronym only a generated list knows stands for much else: Siemens NX is no Nx, Huawei CBS no CBS.
    expect(lookupTechnology('Siemens NX')?.name).toBe('Siemens NX');
    expect(lookupTechnology('Huawei CBS')?.name).toBe('Huawei CBS');
    // A maker's name before a product the vocabulary knows only bare: the product; not so before another's name.
    expect(lookupTechnology('Google Flutter')?.name).toBe('Flutter');
    expect(lookupTechnology('Microsoft TypeScript')?.name).toBe('TypeScript');
    expect(lookupTechnology('Acme Flutter')).toBeUndefined();
    // Microsoft's usual abbreviation.
    expect(lookupTechnology('MS Project')?.name).toBe('Microsoft Project');
    expect(names('Updated the look-ahead programme in MS Project for the site manager.')).toEqual([
      'Microsoft Project',
    ]);
  });

  it('reads a version glued to the name as the same product', () => {
    expect(names('Trained a YOLOv8n detector and a Python3 script.')).toEqual(['YOLO', 'Python']);
  });

  it('reads a version as the same product, and nothing else after the name', () => {
    expect(lookupTechnology('Magento 2')?.name).toBe('Magento');
    expect(lookupTechnology('Python 3.12')?.name).toBe('Python');
    expect(lookupTechnology('Python 3.x')?.name).toBe('Python');
    expect(lookupTechnology('PHP 8.1+')?.name).toBe('PHP');
    expect(lookupTechnology('Magento store')).toBeUndefined();
    expect(lookupTechnology('2 Magento')).toBeUndefined();
  });
});

describe('relatedCredit', () => {
  it('gives partial credit for implied and neighbouring skills', () => {
    expect(relatedCredit(['Next.js'], 'React')?.credit).toBeCloseTo(0.9);
    expect(relatedCredit(['TypeScript'], 'JavaScript')?.credit).toBeCloseTo(0.9);
    expect(relatedCredit(['PostgreSQL'], 'SQL')?.credit).toBeCloseTo(0.7);
    expect(relatedCredit(['Next.js'], 'JavaScript')?.credit).toBeGreaterThan(0.7);
    expect(relatedCredit(['Figma'], 'Kubernetes')).toBeNull();
    // A product is its own entry and gives credit to its kind: NetSuite is not any ERP.
    expect(lookupTechnology('Oracle NetSuite')?.name).toBe('NetSuite');
    expect(relatedCredit(['NetSuite'], 'ERP')?.credit).toBeCloseTo(0.9);
    expect(relatedCredit(['NetSuite'], 'Microsoft Dynamics 365')).toBeNull();
    expect(relatedCredit(['SAP S/4HANA'], 'SAP')?.credit).toBeCloseTo(0.9);
    // A distribution named "<name> Linux" is a Linux.
    expect(relatedCredit(['Rocky Linux'], 'Linux')?.credit).toBeCloseTo(0.9);
  });
});

describe('findTechnologies: context (issue 15)', () => {
  it.each([
    ['Contact: ayesha.rust@gmail.com · github.com/ayesharust', []],
    ['Apply at jobs.kotlin.lk or kotlin.academy/jobs by Friday', []],
    ['Set up node_exporter on every host', []],
    ['Staff nurse at a 300-bed teaching hospital', []],
    ['Load ERP and POS data into BigQuery every night', ['BigQuery']],
    ['Read Kafka and Camus on the train', []],
    ['Introduced Kafka for payment events', ['Kafka']],
    ['We are recruiting registered nurses for our ward', []],
    ['Built 6 React screens for a logistics dashboard used by 300 dispatchers', ['React']],
    ['Software Engineering Intern, Lanka Logistics Cloud', []],
    ['Coordinated logistics for 3 warehouses and 40 drivers', ['Logistics']],
  ])('"%s" names %j', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('reads two skills that share a word', () => {
    expect(names('Writing automated tests (unit and integration tests)')).toEqual(
      expect.arrayContaining(['Unit Testing', 'Integration Testing']),
    );
    expect(names('Accounts payable and receivable')).toEqual(['Accounts Payable', 'Accounts Receivable']);
    // Two verbs share their object, but not a word of it: no "build pipelines" (CI/CD) here.
    expect(names('Build and maintain NLU pipelines in Rasa')).not.toContain('CI/CD');
    expect(names('Wrote XCTest unit and UI tests')).toEqual(['XCTest', 'Unit Testing', 'UI Testing']);
    expect(names('Wrote unit, widget and integration tests')).toEqual([
      'Unit Testing',
      'Widget Testing',
      'Integration Testing',
    ]);
    expect(names('Knowing unit, integration and end-to-end testing helps')).toEqual([
      'Unit Testing',
      'Integration Testing',
      'End-to-End Testing',
    ]);
    expect(names('Plan and deliver lessons for Grade 3')).toEqual(['Lesson Planning']);
    // A slash joins two products of one family as "and" does, spaced or not.
    expect(names('Maintained HCL Notes/Domino applications with LotusScript agents')).toEqual(
      expect.arrayContaining(['HCL Notes', 'HCL Domino']),
    );
    expect(names('Skills: HCL Notes / Domino 12, LotusScript')).toEqual(
      expect.arrayContaining(['HCL Notes', 'HCL Domino']),
    );
  });

  it('reads skills said as what someone did', () => {
    expect(names('Reviewed 15 pull requests a week')).toEqual(['Code Review']);
    expect(names('Prospect and qualify new leads by phone')).toEqual(['Lead Generation']);
    expect(names('Cared for 8 patients a shift')).toEqual(['Patient Care']);
    expect(names('Prepared VAT returns with the consultant')).toEqual(['Taxation']);
  });

  it('keeps one sense per document: a name shown as a technology once counts where it is used', () => {
    const found = findTechnologies('Rewrote transformations as dbt models\nTools: Python, dbt, Airflow');
    expect(found.filter((m) => m.entry.name === 'dbt').map((m) => m.line)).toEqual([0, 1]);
    expect(names('Rewrote transformations as dbt models')).toEqual([]);
  });

  it('counts a bullet that is only a technology as a list item', () => {
    expect(names('Desirable\n• Kafka\n• Kubernetes')).toEqual(['Kafka', 'Kubernetes']);
  });
});

describe('CAD the design practice and CAD the currency', () => {
  it('reads CAD as a technology only where drawings are meant', () => {
    const names = (text: string) => findTechnologies(text).map((m) => m.entry.name);
    expect(names('Salary CAD $62,000 – $68,000 a year')).toEqual([]);
    expect(names('Produced CAD drawings for the site office in AutoCAD')).toEqual(['CAD', 'AutoCAD']);
  });
});
