/**
 * Partial credit between related skills: what having one skill says about another one a job asks for.
 * "Next.js -> React 0.9" reads "someone who shows Next.js gets 90% of the credit for a React requirement".
 * Credits at or above `IMPLIES` mean "uses it under the hood" (Next.js implies React, TypeScript implies
 * JavaScript); lower ones are neighbours (PostgreSQL for MySQL, GitLab CI for GitHub Actions).
 * Relations are one-way and chain at most once (two hops, credits multiplied): Next.js -> React -> JavaScript
 * gives 0.9 x 0.8.
 */
import { entryByName, IMPLIED, LINUX_DISTRIBUTIONS } from './taxonomy';

/** A relation at or above this credit counts as "implies" in messages. */
export const IMPLIES = 0.8;

const FRONTEND_FRAMEWORKS = [
  'React',
  'Vue.js',
  'Angular',
  'Svelte',
  'Next.js',
  'Nuxt',
  'jQuery',
  'Node.js',
  'Express',
  'NestJS',
];
const SQL_DATABASES = [
  'PostgreSQL',
  'MySQL',
  'SQL Server',
  'SQLite',
  'Oracle Database',
  'MariaDB',
  'PL/SQL',
  'T-SQL',
  'BigQuery',
  'Snowflake',
  'Redshift',
];
const NOSQL_DATABASES = [
  'MongoDB',
  'DynamoDB',
  'Cassandra',
  'Redis',
  'Firebase',
  'Firestore',
  'CouchDB',
  'Couchbase',
  'Cosmos DB',
];
const CI_TOOLS = [
  'GitHub Actions',
  'GitLab CI',
  'Jenkins',
  'CircleCI',
  'Travis CI',
  'Azure DevOps',
  'TeamCity',
  'Argo CD',
];
const UNIT_TEST_TOOLS = [
  'Jest',
  'Vitest',
  'Mocha',
  'JUnit',
  'pytest',
  'NUnit',
  'xUnit',
  'PHPUnit',
  'RSpec',
  'TestNG',
  'Jasmine',
  'Mockito',
  'XCTest',
  'React Testing Library',
];
const E2E_TOOLS = ['Cypress', 'Playwright', 'Selenium', 'Puppeteer', 'Appium', 'Espresso', 'Protractor'];
const AWS_SERVICES = [
  'Amazon EC2',
  'Amazon S3',
  'AWS Lambda',
  'Amazon RDS',
  'Amazon ECS',
  'DynamoDB',
  'CloudFormation',
  'CloudWatch',
  'AWS IAM',
  'Amazon SQS',
  'API Gateway',
  'Redshift',
];
const CLOUDS = ['AWS', 'Azure', 'Google Cloud'];
const BI_TOOLS = ['Tableau', 'Power BI', 'Looker', 'Qlik'];
const ML_LIBRARIES = ['scikit-learn', 'TensorFlow', 'PyTorch', 'Keras', 'XGBoost'];
const PYTHON_LIBRARIES = [
  'Pandas',
  'NumPy',
  'SciPy',
  'Matplotlib',
  'Seaborn',
  'scikit-learn',
  'TensorFlow',
  'PyTorch',
  'Keras',
  'Django',
  'Flask',
  'FastAPI',
  'Jupyter',
  'pytest',
  'Apache Spark',
];
const DESIGN_TOOLS = ['Figma', 'Sketch', 'Adobe XD', 'InVision'];

type Relation = readonly [from: string, to: string, credit: number];

const many = (froms: readonly string[], to: string, credit: number): Relation[] =>
  froms.filter((f) => f !== to).map((f) => [f, to, credit] as const);
/** Every pair of a group counts for each other. */
const peers = (group: readonly string[], credit: number): Relation[] =>
  group.flatMap((a) => group.filter((b) => b !== a).map((b) => [a, b, credit] as const));

const RELATIONS: readonly Relation[] = [
  // Web front end
  ['Next.js', 'React', 0.9],
  ['Gatsby', 'React', 0.85],
  ['Remix', 'React', 0.85],
  ['Redux', 'React', 0.7],
  ['React Testing Library', 'React', 0.6],
  ['React Native', 'React', 0.5],
  ['React', 'React Native', 0.4],
  ['Nuxt', 'Vue.js', 0.9],
  ['Vuex', 'Vue.js', 0.7],
  ['Pinia', 'Vue.js', 0.7],
  ['SvelteKit', 'Svelte', 0.9],
  // The platform is run by the ITSM processes it implements.
  ['ServiceNow', 'ITIL', 0.5],
  ['Angular', 'AngularJS', 0.6],
  ['AngularJS', 'Angular', 0.6],
  ['Angular', 'RxJS', 0.5],
  ...many(FRONTEND_FRAMEWORKS, 'JavaScript', 0.8),
  ['TypeScript', 'JavaScript', 0.9],
  ['JavaScript', 'TypeScript', 0.4],
  ['Angular', 'TypeScript', 0.6],
  ['NestJS', 'TypeScript', 0.7],
  ['Express', 'Node.js', 0.9],
  ['NestJS', 'Node.js', 0.9],
  ['Fastify', 'Node.js', 0.9],
  ['Koa', 'Node.js', 0.9],
  ['Node.js', 'Express', 0.5],
  ...peers(['React', 'Vue.js', 'Angular', 'Svelte'], 0.3),
  ['Tailwind CSS', 'CSS', 0.8],
  ['Bootstrap', 'CSS', 0.7],
  ['Sass', 'CSS', 0.9],
  ['Less', 'CSS', 0.9],
  ['Material UI', 'CSS', 0.5],
  ['CSS', 'HTML', 0.6],
  ['HTML', 'CSS', 0.5],
  ['Responsive Design', 'CSS', 0.6],
  ['Server-Side Rendering', 'Next.js', 0.3],
  ['Next.js', 'Server-Side Rendering', 0.8],
  ['Nuxt', 'Server-Side Rendering', 0.8],
  ['Apollo', 'GraphQL', 0.9],
  ['Design Systems', 'UI Design', 0.5],
  // Back end
  ['Spring Boot', 'Spring', 0.9],
  ['Spring', 'Spring Boot', 0.7],
  ['Spring Boot', 'Java', 0.8],
  ['Spring', 'Java', 0.8],
  ['Hibernate', 'Java', 0.7],
  ['Jakarta EE', 'Java', 0.8],
  ['Kotlin', 'Java', 0.5],
  ['Java', 'Kotlin', 0.3],
  ['Scala', 'Java', 0.4],
  ['Java', 'C#', 0.3],
  ['C#', 'Java', 0.3],
  ...many(PYTHON_LIBRARIES, 'Python', 0.75),
  ['Laravel', 'PHP', 0.85],
  ['Symfony', 'PHP', 0.85],
  ['Ruby on Rails', 'Ruby', 0.85],
  ['Phoenix', 'Elixir', 0.85],
  ['Gin', 'Go', 0.85],
  ['ASP.NET', '.NET', 0.9],
  ['ASP.NET', 'C#', 0.8],
  ['Entity Framework', '.NET', 0.7],
  ['Blazor', '.NET', 0.8],
  ['.NET', 'C#', 0.7],
  ['C#', '.NET', 0.7],
  ['C++', 'C', 0.6],
  ['C', 'C++', 0.4],
  ...many(
    ['Express', 'Django', 'Flask', 'FastAPI', 'Spring Boot', 'ASP.NET', 'Laravel', 'Ruby on Rails', 'NestJS'],
    'REST APIs',
    0.5,
  ),
  ['Swagger', 'REST APIs', 0.6],
  ['Microservices', 'Distributed Systems', 0.5],
  ['Kafka', 'Event-Driven Architecture', 0.7],
  ['RabbitMQ', 'Event-Driven Architecture', 0.7],
  ...peers(['Kafka', 'RabbitMQ', 'Amazon SQS'], 0.5),
  ['JWT', 'Authentication', 0.7],
  ['OAuth', 'Authentication', 0.8],
  ['Redis', 'Caching', 0.8],
  ['Memcached', 'Caching', 0.8],
  ['Sequelize', 'ORM', 0.9],
  ['TypeORM', 'ORM', 0.9],
  ['Prisma', 'ORM', 0.9],
  ['Hibernate', 'ORM', 0.9],
  ['Entity Framework', 'ORM', 0.9],
  ['SQLAlchemy', 'ORM', 0.9],
  // Data stores
  ...many(SQL_DATABASES, 'SQL', 0.7),
  ['SQL', 'PostgreSQL', 0.4],
  ['SQL', 'MySQL', 0.4],
  ['SQL', 'SQL Server', 0.4],
  ['SQL', 'Relational Databases', 0.7],
  ...many(SQL_DATABASES, 'Relational Databases', 0.8),
  ...peers(['PostgreSQL', 'MySQL', 'SQL Server', 'Oracle Database', 'SQLite'], 0.5),
  ['MariaDB', 'MySQL', 0.9],
  ['MySQL', 'MariaDB', 0.9],
  ['T-SQL', 'SQL Server', 0.8],
  ['PL/SQL', 'Oracle Database', 0.8],
  ...many(NOSQL_DATABASES, 'NoSQL', 0.8),
  ['Firestore', 'Firebase', 0.8],
  ['Firebase', 'Firestore', 0.6],
  ['Mongoose', 'MongoDB', 0.8],
  ['Supabase', 'PostgreSQL', 0.6],
  ['Elasticsearch', 'ELK Stack', 0.6],
  // Cloud and DevOps
  // One mail server run on premises and as a service: the same admin centre and shell.
  ...peers(['Exchange Online', 'Microsoft Exchange Server'], 0.6),
  ...many(AWS_SERVICES, 'AWS', 0.6),
  ['Azure Functions', 'Azure', 0.6],
  ['Azure DevOps', 'Azure', 0.4],
  ['Cosmos DB', 'Azure', 0.5],
  ['BigQuery', 'Google Cloud', 0.5],
  ...peers(CLOUDS, 0.4),
  ...many(CLOUDS, 'Cloud Computing', 0.9),
  ['AWS Lambda', 'Serverless', 0.8],
  ['Azure Functions', 'Serverless', 0.8],
  ['Kubernetes', 'Docker', 0.6],
  ['Docker', 'Kubernetes', 0.3],
  ['OpenShift', 'Kubernetes', 0.8],
  ['Helm', 'Kubernetes', 0.7],
  ['Argo CD', 'Kubernetes', 0.6],
  ['Amazon ECS', 'Docker', 0.6],
  ...many(CI_TOOLS, 'CI/CD', 0.9),
  ...peers(['GitHub Actions', 'GitLab CI', 'Jenkins', 'CircleCI', 'Travis CI', 'Azure DevOps'], 0.5),
  ['CI/CD', 'GitHub Actions', 0.3],
  ['CI/CD', 'Jenkins', 0.3],
  ['Terraform', 'Infrastructure as Code', 0.9],
  ['CloudFormation', 'Infrastructure as Code', 0.9],
  ['Pulumi', 'Infrastructure as Code', 0.9],
  ['Ansible', 'Infrastructure as Code', 0.6],
  ['Terraform', 'CloudFormation', 0.5],
  ['CloudFormation', 'Terraform', 0.5],
  ['Pulumi', 'Terraform', 0.6],
  ...peers(['Ansible', 'Chef', 'Puppet'], 0.5),
  ['Prometheus', 'Observability', 0.8],
  ['Grafana', 'Observability', 0.8],
  ['Datadog', 'Observability', 0.8],
  ['New Relic', 'Observability', 0.8],
  ['ELK Stack', 'Observability', 0.7],
  ['Prometheus', 'Grafana', 0.5],
  ['Grafana', 'Prometheus', 0.5],
  ['Datadog', 'Prometheus', 0.4],
  ['Site Reliability Engineering', 'DevOps', 0.8],
  ['DevOps', 'Site Reliability Engineering', 0.6],
  ['Kubernetes', 'DevOps', 0.5],
  ['Terraform', 'DevOps', 0.5],
  ['CI/CD', 'DevOps', 0.5],
  ['Unix', 'Linux', 0.7],
  ['Linux', 'Unix', 0.8],
  ['Bash', 'Shell Scripting', 0.9],
  ['Shell Scripting', 'Bash', 0.8],
  ['Linux', 'Bash', 0.4],
  ['Bash', 'Linux', 0.6],
  ['PowerShell', 'Windows Server', 0.5],
  // Data and AI
  ...many(BI_TOOLS, 'Data Visualization', 0.9),
  ...peers(BI_TOOLS, 0.6),
  ['Matplotlib', 'Data Visualization', 0.8],
  ['Seaborn', 'Data Visualization', 0.8],
  ['Plotly', 'Data Visualization', 0.8],
  ['D3.js', 'Data Visualization', 0.8],
  ['Chart.js', 'Data Visualization', 0.6],
  ['Pandas', 'Data Analysis', 0.8],
  ['SQL', 'Data Analysis', 0.5],
  ['Statistics', 'Data Analysis', 0.6],
  ['Pandas', 'Data Cleaning', 0.7],
  ['Pandas', 'NumPy', 0.6],
  ['R', 'Statistics', 0.6],
  ['SAS', 'Statistics', 0.6],
  ['SPSS', 'Statistics', 0.6],
  ['Stata', 'Statistics', 0.6],
  ['A/B Testing', 'Statistics', 0.5],
  ...many(ML_LIBRARIES, 'Machine Learning', 0.8),
  ['Deep Learning', 'Machine Learning', 0.8],
  ['TensorFlow', 'Deep Learning', 0.8],
  ['PyTorch', 'Deep Learning', 0.8],
  ['Keras', 'Deep Learning', 0.8],
  ['Keras', 'TensorFlow', 0.7],
  ...peers(['TensorFlow', 'PyTorch'], 0.6),
  ['Natural Language Processing', 'Machine Learning', 0.6],
  ['Computer Vision', 'Machine Learning', 0.6],
  ['spaCy', 'Natural Language Processing', 0.8],
  ['NLTK', 'Natural Language Processing', 0.8],
  ['Hugging Face', 'Natural Language Processing', 0.7],
  ['OpenCV', 'Computer Vision', 0.8],
  ['LangChain', 'LLMs', 0.8],
  ['OpenAI API', 'LLMs', 0.8],
  ['LLMs', 'Generative AI', 0.8],
  ['Machine Learning', 'Artificial Intelligence', 0.8],
  ['MLflow', 'MLOps', 0.8],
  ['Kubeflow', 'MLOps', 0.8],
  ['Apache Airflow', 'ETL', 0.8],
  ['dbt', 'ETL', 0.8],
  ['dbt', 'SQL', 0.7],
  ['Apache Spark', 'Big Data', 0.8],
  ['Hadoop', 'Big Data', 0.8],
  ['Apache Spark', 'Hadoop', 0.5],
  ['Databricks', 'Apache Spark', 0.8],
  ['Snowflake', 'Data Warehousing', 0.8],
  ['BigQuery', 'Data Warehousing', 0.8],
  ['Redshift', 'Data Warehousing', 0.8],
  ['ETL', 'Data Engineering', 0.6],
  ['Microsoft Excel', 'Spreadsheets', 0.9],
  ['Google Sheets', 'Spreadsheets', 0.9],
  ['Google Sheets', 'Microsoft Excel', 0.6],
  ['Microsoft Excel', 'Google Sheets', 0.7],
  ['VBA', 'Microsoft Excel', 0.7],
  ['Power BI', 'Microsoft Excel', 0.4],
  // Mobile
  ['SwiftUI', 'Swift', 0.8],
  ['UIKit', 'Swift', 0.6],
  ['Swift', 'iOS', 0.7],
  ['SwiftUI', 'iOS', 0.8],
  ['UIKit', 'iOS', 0.8],
  ['Objective-C', 'iOS', 0.7],
  ['XCTest', 'iOS', 0.5],
  ['Core Data', 'iOS', 0.6],
  ['Kotlin', 'Android', 0.5],
  ['Jetpack Compose', 'Android', 0.85],
  ['Jetpack Compose', 'Kotlin', 0.7],
  ['Retrofit', 'Android', 0.6],
  ['Espresso', 'Android', 0.5],
  ['Android', 'Mobile App Development', 0.9],
  ['iOS', 'Mobile App Development', 0.9],
  ['React Native', 'Mobile App Development', 0.9],
  ['Flutter', 'Mobile App Development', 0.9],
  ['Xamarin', 'Mobile App Development', 0.9],
  ['Ionic', 'Mobile App Development', 0.8],
  ['Flutter', 'Dart', 0.9],
  ['Dart', 'Flutter', 0.5],
  ...peers(['Flutter', 'React Native', 'Xamarin', 'Kotlin Multiplatform', 'Ionic'], 0.4),
  ['Firebase Cloud Messaging', 'Firebase', 0.7],
  ['React Native', 'Expo', 0.4],
  ['Expo', 'React Native', 0.8],
  // Testing
  ...many(UNIT_TEST_TOOLS, 'Unit Testing', 0.9),
  ...peers(['Jest', 'Vitest', 'Mocha', 'Jasmine'], 0.7),
  ['JUnit', 'Mockito', 0.4],
  ['Mockito', 'JUnit', 0.6],
  ['JUnit', 'TestNG', 0.6],
  ['TestNG', 'JUnit', 0.6],
  ...many(E2E_TOOLS, 'End-to-End Testing', 0.9),
  ...many(E2E_TOOLS, 'Test Automation', 0.8),
  ...peers(['Cypress', 'Playwright', 'Selenium', 'Puppeteer'], 0.6),
  ['Unit Testing', 'Test Automation', 0.5],
  ['End-to-End Testing', 'Test Automation', 0.8],
  ['Integration Testing', 'Test Automation', 0.6],
  ['TDD', 'Unit Testing', 0.8],
  ['Unit Testing', 'Quality Assurance', 0.5],
  ['Test Automation', 'Quality Assurance', 0.7],
  ['Manual Testing', 'Quality Assurance', 0.8],
  ['Cucumber', 'BDD', 0.9],
  ['JMeter', 'Performance Testing', 0.9],
  ['k6', 'Performance Testing', 0.9],
  ['Gatling', 'Performance Testing', 0.9],
  ['Postman', 'API Testing', 0.8],
  // Tools and practices
  ['GitHub', 'Git', 0.8],
  ['GitLab', 'Git', 0.8],
  ['Bitbucket', 'Git', 0.8],
  ['GitHub Actions', 'GitHub', 0.6],
  ['GitLab CI', 'GitLab', 0.7],
  ['Git', 'Version Control', 0.95],
  ['SVN', 'Version Control', 0.9],
  ['Git', 'GitHub', 0.6],
  ['Git', 'GitLab', 0.5],
  ['Code Review', 'Git', 0.3],
  ['Scrum', 'Agile', 0.9],
  ['Kanban', 'Agile', 0.8],
  ['Agile', 'Scrum', 0.6],
  ['Jira', 'Agile', 0.4],
  ['Maven', 'Gradle', 0.6],
  ['Gradle', 'Maven', 0.6],
  ['Webpack', 'Vite', 0.6],
  ['Vite', 'Webpack', 0.5],
  ['Progressive Web Apps', 'Responsive Design', 0.4],
  ['Web Accessibility', 'Responsive Design', 0.2],
  ['Design Patterns', 'Object-Oriented Programming', 0.6],
  ['Java', 'Object-Oriented Programming', 0.6],
  ['C#', 'Object-Oriented Programming', 0.6],
  ['C++', 'Object-Oriented Programming', 0.5],
  ['Data Structures', 'Algorithms', 0.7],
  ['Algorithms', 'Data Structures', 0.7],
  ...peers(DESIGN_TOOLS, 0.7),
  ['Figma', 'Prototyping', 0.6],
  ['Figma', 'UI Design', 0.6],
  ['UI/UX', 'UI Design', 0.8],
  ['UI/UX', 'UX Design', 0.8],
  ['UI Design', 'UI/UX', 0.7],
  ['UX Design', 'UI/UX', 0.7],
  ['Wireframing', 'UX Design', 0.6],
  ['Adobe Photoshop', 'Graphic Design', 0.6],
  ['Adobe Illustrator', 'Graphic Design', 0.7],
  // Business
  ['Salesforce', 'CRM', 0.9],
  ['HubSpot', 'CRM', 0.9],
  ['Zoho CRM', 'CRM', 0.9],
  ...peers(['Salesforce', 'HubSpot', 'Zoho CRM'], 0.5),
  ['B2B Sales', 'Sales', 0.9],
  ['Cold Calling', 'Sales', 0.6],
  ['Lead Generation', 'Sales', 0.6],
  ['Account Management', 'Sales', 0.5],
  ['Sales', 'B2B Sales', 0.5],
  ['Cold Calling', 'Lead Generation', 0.7],
  ['Customer Support', 'Customer Service', 0.9],
  ['Customer Service', 'Customer Support', 0.8],
  ['Zendesk', 'Customer Support', 0.8],
  ['Customer Success', 'Customer Service', 0.6],
  ['Google Ads', 'SEM', 0.9],
  ['SEM', 'Google Ads', 0.6],
  ['SEO', 'Digital Marketing', 0.6],
  ['SEM', 'Digital Marketing', 0.7],
  ['Social Media Marketing', 'Digital Marketing', 0.8],
  ['Email Marketing', 'Digital Marketing', 0.7],
  ['Content Marketing', 'Digital Marketing', 0.7],
  ['Meta Ads', 'Digital Marketing', 0.8],
  ['Digital Marketing', 'Marketing', 0.9],
  ['Content Marketing', 'Marketing', 0.8],
  ['Brand Management', 'Marketing', 0.7],
  ['QuickBooks', 'Bookkeeping', 0.8],
  ['Xero', 'Bookkeeping', 0.8],
  ...peers(['QuickBooks', 'Xero'], 0.7),
  ['Bookkeeping', 'Accounting', 0.7],
  ['Financial Reporting', 'Accounting', 0.7],
  ['Accounts Payable', 'Accounting', 0.6],
  ['Accounts Receivable', 'Accounting', 0.6],
  ['SAP', 'ERP', 0.9],
  ['Talent Acquisition', 'Recruitment', 0.9],
  ['Recruitment', 'Talent Acquisition', 0.9],
  ['HRIS', 'Payroll', 0.3],
  ['Microsoft Excel', 'Microsoft Office', 0.7],
  ['Microsoft Word', 'Microsoft Office', 0.6],
  ['Microsoft PowerPoint', 'Microsoft Office', 0.6],
  ['Microsoft Office', 'Microsoft Excel', 0.6],
  ['Microsoft Office', 'Microsoft Word', 0.9],
  ['Microsoft Office', 'Microsoft PowerPoint', 0.8],
  ['Google Workspace', 'Microsoft Office', 0.5],
  ['Microsoft Office', 'Google Workspace', 0.5],
  ['Project Management', 'Stakeholder Management', 0.4],
  ['Product Management', 'Stakeholder Management', 0.5],
  ['Requirements Gathering', 'Business Analysis', 0.7],
  ['Teaching', 'Curriculum Development', 0.4],
  ['Classroom Management', 'Teaching', 0.7],
  ['Lesson Planning', 'Curriculum Development', 0.6],
  ['Lesson Planning', 'Teaching', 0.6],
  ['Curriculum Development', 'Lesson Planning', 0.6],
  ['Bank Reconciliation', 'Bookkeeping', 0.9],
  ['Mailchimp', 'Email Marketing', 0.9],
  ['Power Query', 'Microsoft Excel', 0.6],
  ['Power Query', 'Power BI', 0.4],
  ['Microsoft Visio', 'BPMN', 0.5],
  ['BPMN', 'Business Analysis', 0.6],
  // Nursing: the specific skill shows the general one.
  ...many(
    [
      'Medication Administration',
      'Vital Signs Monitoring',
      'Patient Assessment',
      'Wound Care',
      'IV Cannulation',
      'Patient Education',
    ],
    'Patient Care',
    0.8,
  ),
  ['Advanced Cardiac Life Support', 'Basic Life Support', 0.9],
  ['Basic Life Support', 'First Aid', 0.9],
  ['Electronic Health Records', 'Patient Care', 0.4],
  // Security tools and what they show
  ['Splunk', 'SIEM', 0.9],
  ['ELK Stack', 'SIEM', 0.6],
  // One SIEM's searches, rules and triage carry over to another; so do one scanner's and one EDR's.
  ...peers(['Splunk', 'Microsoft Sentinel', 'IBM QRadar', 'ArcSight', 'Elastic Security', 'Wazuh'], 0.5),
  ...peers(['Nessus', 'OpenVAS', 'Qualys'], 0.6),
  ...peers(['Microsoft Defender for Endpoint', 'CrowdStrike Falcon', 'SentinelOne', 'Cortex XDR'], 0.5),
  ['OpenVAS', 'Vulnerability Assessment', 0.9],
  ['Nessus', 'Vulnerability Assessment', 0.9],
  ['Nmap', 'Vulnerability Assessment', 0.5],
  ['Burp Suite', 'Penetration Testing', 0.7],
  ['Burp Suite', 'OWASP', 0.6],
  ['Metasploit', 'Penetration Testing', 0.9],
  ['OWASP', 'Web Security', 0.9],
  ['Penetration Testing', 'Vulnerability Assessment', 0.8],
  ['TCP/IP', 'Networking', 0.9],
  ['Networking', 'TCP/IP', 0.8],
  ['Wireshark', 'Networking', 0.6],
  ['OpenTelemetry', 'Observability', 0.9],
  ['Supertest', 'Integration Testing', 0.8],
  ['Supertest', 'API Testing', 0.7],
  ['REST Assured', 'API Testing', 0.9],
  ['Fastlane', 'CI/CD', 0.6],
  ['Fastlane', 'App Store Publishing', 0.6],
  ['xUnit', 'NUnit', 0.8],
  ['NUnit', 'xUnit', 0.8],
  // Soft skills that show one another
  ['Public Speaking', 'Presentation Skills', 0.9],
  ['Presentation Skills', 'Communication', 0.6],
  ['Public Speaking', 'Communication', 0.6],
  ['Mentoring', 'Leadership', 0.6],
  ['Leadership', 'Mentoring', 0.5],
  ['Collaboration', 'Teamwork', 0.9],
  ['Teamwork', 'Collaboration', 0.9],
  ['Negotiation', 'Communication', 0.4],
];

/** from -> (to -> credit), built once. */
const GRAPH = new Map<string, Map<string, number>>();
/** Relation rows that name an unknown skill (a data error; the tests keep this empty). */
export const RELATION_PROBLEMS: string[] = [];

for (const [from, to, credit] of [...RELATIONS, ...IMPLIED, ...LINUX_DISTRIBUTIONS]) {
  for (const name of [from, to]) if (!entryByName(name)) RELATION_PROBLEMS.push(name);
  const edges = GRAPH.get(from) ?? new Map<string, number>();
  edges.set(to, Math.max(edges.get(to) ?? 0, credit));
  GRAPH.set(from, edges);
}

export interface RelatedCredit {
  credit: number;
  /** The skill the credit comes from. */
  via: string;
}

/**
 * Every skill the skills `have` give partial credit toward, with the best credit and where it comes from
 * (one relation or a chain of two; a skill never counts toward itself). Skills in `have` can appear too:
 * Terraform shown in a job may say more about "Infrastructure as Code" than the phrase in a skills list.
 * Ties go to the skill listed first in `have`, so the answer is stable.
 */
export function relatedCredits(have: readonly string[]): Map<string, RelatedCredit> {
  const out = new Map<string, RelatedCredit>();
  const offer = (target: string, credit: number, via: string) => {
    const best = out.get(target);
    if (!best || credit > best.credit) out.set(target, { credit, via });
  };
  for (const from of have) {
    for (const [middle, first] of GRAPH.get(from) ?? []) {
      offer(middle, first, from);
      for (const [target, second] of GRAPH.get(middle) ?? [])
        if (target !== from) offer(target, first * second, from);
    }
  }
  return out;
}

/**
 * The best partial credit the skills `have` give toward `target` (which they do not contain), through one
 * relation or a chain of two. Ties go to the skill listed first in `have`, so the answer is stable.
 */
export function relatedCredit(have: readonly string[], target: string): RelatedCredit | null {
  let best: RelatedCredit | null = null;
  for (const from of have) {
    const direct = GRAPH.get(from)?.get(target) ?? 0;
    let credit = direct;
    for (const [middle, first] of GRAPH.get(from) ?? []) {
      const second = GRAPH.get(middle)?.get(target);
      if (second !== undefined && middle !== target) credit = Math.max(credit, first * second);
    }
    if (credit > 0 && (!best || credit > best.credit)) best = { credit, via: from };
  }
  return best;
}
