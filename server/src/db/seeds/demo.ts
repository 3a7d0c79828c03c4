import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { ZEventNoticeInput, ZTrainingInput, type TAccountType, type TTrainingInput } from '@launchpad/shared';
import { newTrainerId } from '../../lib/tokens';
import { Admin } from '../../models/Admin';
import { EventNotice } from '../../models/EventNotice';
import { AnalysisRun } from '../../models/AnalysisRun';
import { SavedAnalysis } from '../../models/SavedAnalysis';
import { User } from '../../models/User';
import { ensureAdmin } from '../../services/admins';
import { loadEngine } from '../../services/analyzer';
import { saveRatings } from '../../services/analyses';
import { saveCv } from '../../services/cvs';
import { createNotice } from '../../services/notices';
import { hashSecret } from '../../services/passwords';
import { createTraining } from '../../services/trainings';

/**
 * Demo data for a first start that shows the product: a trainer with a profile and a catalogue of
 * trainings, a fresher with a CV on file, a saved analysis and a skills assessment, and an admin. Each
 * account's content is created together with the account and never again, so demo data a person deleted
 * stays deleted and existing accounts are left as they are.
 */
export const DEMO_PASSWORD = 'Launchpad123';
export const DEMO_FRESHER = {
  name: 'Nimali Perera',
  email: 'fresher@launchpad.test',
  accountType: 'Fresher' as TAccountType,
  phoneNumber: '0771234567',
};
export const DEMO_TRAINER = {
  name: 'Kasun Silva',
  email: 'trainer@launchpad.test',
  accountType: 'Trainer' as TAccountType,
  phoneNumber: '0719876543',
};
export const DEMO_ADMIN_EMAIL = 'admin@launchpad.test';

const DEMO_CV = new URL('./demo-cv.pdf', import.meta.url);

/** The job the demo fresher analysed her CV against. */
export const DEMO_JOB_DESCRIPTION = [
  'Junior Full Stack Developer',
  'Company: Lanka Logistics Cloud',
  'We are hiring a junior full stack developer to build the dashboards our dispatchers use every day.',
  'Requirements:',
  '- Experience with React and TypeScript',
  '- Building REST APIs with Node.js',
  '- SQL and PostgreSQL',
  '- Writing automated tests (Jest or similar)',
  '- Git and code review',
  'Nice to have: Docker, AWS, GraphQL',
].join('\n');

/** How the demo fresher rated herself: strong front end, weaker on the operations side. */
const DEMO_SELF_RATINGS: Record<string, number> = {
  React: 8,
  TypeScript: 7,
  JavaScript: 8,
  'Node.js': 7,
  Express: 6,
  PostgreSQL: 5,
  SQL: 6,
  Python: 6,
  MongoDB: 5,
  Git: 8,
  Docker: 4,
  Jest: 5,
  AWS: 3,
};

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SOFT_SLOTS = ['9-10 AM', '10-11 AM', '11 AM-12 PM', '2-3 PM', '3-4 PM', '4-5 PM'];

/** The demo trainer's catalogue: technical and soft-skills trainings, free and paid, dates ahead. */
function demoTrainings(): TTrainingInput[] {
  const technical = (
    title: string,
    category: string,
    description: string,
    days: number,
    time: string,
    slots: number,
    registered: number,
    duration: string,
    price: string,
    status: 'upcoming' | 'active' = 'upcoming',
  ): TTrainingInput => ({
    title,
    trainingType: 'technical',
    trainingCategory: category,
    description,
    availableSlots: slots,
    registeredParticipants: registered,
    startDate: daysFromNow(days),
    startTime: time,
    venue: 'Online (Zoom)',
    timeSlots: [],
    duration,
    price,
    status,
    onlineLink: 'https://meet.example.com/launchpad-demo',
  });
  const soft = (
    title: string,
    category: string,
    description: string,
    slots: string[],
    duration: string,
    price: string,
  ): TTrainingInput => ({
    title,
    trainingType: 'soft skills',
    trainingCategory: category,
    description,
    availableSlots: 6,
    registeredParticipants: 0,
    startDate: '',
    startTime: '',
    timeSlots: slots,
    duration,
    price,
    status: 'active',
    venue: 'One-to-one video call',
    onlineLink: 'https://meet.example.com/launchpad-coaching',
  });
  return [
    technical(
      'React and TypeScript for Production Apps',
      'Frontend Development',
      'Build a typed React application from scratch: components, hooks, state with TanStack Query, forms with zod, and tests with Vitest and Testing Library. Ends with a code review of your own project.',
      10,
      '18:30',
      25,
      19,
      '4 weeks, 16 hours (2 evenings a week)',
      '15000',
    ),
    technical(
      'Docker Essentials for Developers',
      'DevOps',
      'Images, containers, volumes and networks; a multi-stage build for a Node.js API; docker compose for a local stack with PostgreSQL. Hands-on labs every session.',
      7,
      '19:00',
      20,
      17,
      '2 weeks, 12 hours',
      '8500',
    ),
    technical(
      'PostgreSQL and SQL Fundamentals',
      'Databases',
      'Relational modelling, joins, indexes and query plans, transactions and constraints. You will speed up slow queries on a real data set.',
      14,
      '18:00',
      30,
      8,
      '3 weeks, 18 hours',
      'Free',
    ),
    technical(
      'Node.js REST APIs with Express',
      'Backend Development',
      'Design and build a REST API with Express: routing, validation, authentication with sessions, error handling, and integration tests against a real database.',
      21,
      '18:30',
      25,
      5,
      '4 weeks, 20 hours',
      '12000',
    ),
    technical(
      'AWS Cloud Practitioner Bootcamp',
      'Cloud Computing',
      'The core AWS services (EC2, S3, IAM, RDS, Lambda), pricing and the shared responsibility model, with practice exams for the Cloud Practitioner certificate.',
      18,
      '10:00',
      40,
      12,
      '3 Saturdays, 18 hours',
      '18000',
    ),
    technical(
      'Jest and Testing JavaScript Applications',
      'Software Testing',
      'Unit, integration and end-to-end tests; mocks only where they belong; testing React components and HTTP APIs; coverage that means something.',
      12,
      '19:00',
      20,
      4,
      '2 weeks, 10 hours',
      '6000',
    ),
    technical(
      'Python for Data Analysis',
      'Data Science',
      'pandas, NumPy and Matplotlib on real data: cleaning, grouping, joining and charting, ending with a small analysis project you can show in interviews.',
      25,
      '17:30',
      30,
      22,
      '5 weeks, 25 hours',
      '14000',
    ),
    technical(
      'Git and GitHub Workflow for Teams',
      'Developer Tools',
      'Branches, rebasing, resolving conflicts, pull requests and code review etiquette, GitHub Actions for CI. Short, practical and free for freshers.',
      5,
      '18:00',
      50,
      31,
      '1 week, 15 hours',
      '0',
      'active',
    ),
    technical(
      'Data Structures and Algorithms for Interviews',
      'Computer Science',
      'Arrays, hash maps, trees, graphs, and dynamic programming through 40 interview problems, with complexity analysis and mock whiteboard sessions.',
      30,
      '18:30',
      25,
      10,
      '6 weeks, 24 hours',
      '16000',
    ),
    soft(
      'Interview Communication Coaching',
      'Communication',
      'One-to-one mock interview with feedback on how you explain your projects, answer behavioural questions with the STAR method, and ask good questions.',
      SOFT_SLOTS,
      '1 hour',
      '3500',
    ),
    soft(
      'Leadership Skills for New Graduates',
      'Leadership',
      'Leading without a title: running a meeting, giving and receiving feedback, and owning a small project from idea to delivery. One-to-one coaching.',
      ['10-11 AM', '2-3 PM', '4-5 PM'],
      '1 hour',
      '4000',
    ),
    soft(
      'Presentation and Public Speaking',
      'Soft Skills',
      'Structure a talk, design clear slides, and practise delivery with recorded rehearsals and feedback on pace, filler words and body language.',
      ['9-10 AM', '11 AM-12 PM', '3-4 PM'],
      '1 hour',
      'Free',
    ),
  ];
}

async function createAccount(account: typeof DEMO_FRESHER, passwordHash: string): Promise<User | null> {
  if (await User.query().findOne({ email: account.email })) return null;
  return User.query().insertAndFetch({
    ...account,
    passwordHash,
    isAccountVerified: true,
    trainerId: account.accountType === 'Trainer' ? newTrainerId() : null,
  });
}

async function seedTrainer(db: Knex, trainer: User): Promise<void> {
  await db('trainer_profiles').insert({
    userId: trainer.id,
    address: 'Colombo 07, Sri Lanka',
    specializationSkills: JSON.stringify([
      'React',
      'TypeScript',
      'Node.js',
      'Docker',
      'AWS',
      'Interview coaching',
    ]),
    experiences: JSON.stringify([
      {
        title: 'Senior Software Engineer',
        company: 'WSO2',
        years: 6,
        description: 'Built integration products in Java and TypeScript; mentored 12 graduate engineers.',
      },
      {
        title: 'Engineering Trainer',
        company: 'Launchpad Academy',
        years: 3,
        description: 'Teaches React, Node.js and cloud courses to freshers.',
      },
    ]),
    education: JSON.stringify([
      {
        degree: 'BSc in Computer Science and Engineering',
        institution: 'University of Moratuwa',
        yearOfCompletion: 2014,
      },
      {
        degree: 'AWS Certified Solutions Architect - Associate',
        institution: 'Amazon Web Services',
        yearOfCompletion: 2021,
      },
    ]),
  });
  // Through the same rules and policy as the trainer's form; oldest first, so the catalogue (newest first)
  // lists them in the order written here.
  for (const input of demoTrainings().reverse()) await createTraining(trainer, ZTrainingInput.parse(input));
}

async function seedFresher(db: Knex, fresher: User): Promise<void> {
  const cv = await saveCv(db, fresher.id, {
    originalname: 'Nimali-Perera-CV.pdf',
    buffer: await readFile(DEMO_CV),
  });
  const { analyzeResume } = await loadEngine();
  const jobDescriptions = [DEMO_JOB_DESCRIPTION];
  const analysis = analyzeResume({
    resumeText: cv.text,
    jobDescriptions,
    pageCount: cv.pageCount,
    asOf: new Date(),
  });
  await AnalysisRun.query().insert({
    userId: fresher.id,
    resumeHash: cv.sha256,
    jobDescriptions,
    results: analysis.results,
    extractedTechnologies: analysis.extractedTechnologies,
    provider: 'local',
    usedProfileCv: true,
  });
  await SavedAnalysis.query().insert({
    userId: fresher.id,
    results: analysis.results,
    jobDescriptions,
    resumeHash: cv.sha256,
    usedProfileCv: true,
    extractedTechnologies: analysis.extractedTechnologies,
  });
  const technologies = analysis.extractedTechnologies.map((technology) => ({
    ...technology,
    // What she did not rate above stays low, so the kept top 10 (spec part 1 §6) still holds weak spots
    // (Jest, PostgreSQL) for the catalogue to recommend trainings for.
    confidenceLevel: DEMO_SELF_RATINGS[technology.name] ?? 4,
  }));
  await saveRatings(fresher.id, { resumeHash: cv.sha256, technologies });
}

/** Creates the demo accounts that do not exist yet, each with its content, and the demo admin if asked. */
export async function seedDemo(db: Knex, options: { withAdmin: boolean }): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const seeds = [
    [DEMO_TRAINER, seedTrainer],
    [DEMO_FRESHER, seedFresher],
  ] as const;
  for (const [account, seedContent] of seeds) {
    const user = await createAccount(account, passwordHash);
    if (!user) continue;
    try {
      await seedContent(db, user);
    } catch (error) {
      // No half-seeded account: without its content it would never be seeded again.
      await User.query().deleteById(user.id);
      throw error;
    }
  }
  if (options.withAdmin && !(await Admin.query().findOne({ email: DEMO_ADMIN_EMAIL }))) {
    const admin = await ensureAdmin(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    // The feed's events come from the admin's notices: a first start shows a few, written by the demo admin.
    if ((await EventNotice.query().resultSize()) === 0) {
      for (const notice of DEMO_NOTICES()) await createNotice(ZEventNoticeInput.parse(notice), admin.id);
    }
  }
}

/** Upcoming events, dated from today so the demo never shows a past event. */
const DEMO_NOTICES = () => [
  {
    eventName: 'Colombo Tech Careers Fair 2026',
    eventDescription:
      'Meet 40 hiring teams from product companies and startups. Bring your CV; short interviews on the spot.',
    date: daysFromNow(12),
    time: '09:30',
    venue: 'BMICH, Colombo',
    registrationLink: 'https://example.com/careers-fair',
    otherInfo: 'Launchpad and the IT Industry Association',
  },
  {
    eventName: 'Intro to Open Source: your first pull request',
    eventDescription:
      'A hands-on evening: pick a good-first-issue, set up the project, and open a pull request with a mentor.',
    date: daysFromNow(5),
    time: '18:00',
    venue: 'Online',
    registrationLink: 'https://example.com/first-pr',
    otherInfo: 'Open Source Community Lanka',
  },
  {
    eventName: 'Mock interview marathon',
    eventDescription: 'Practise a technical interview with volunteer engineers and get written feedback.',
    date: '',
    time: '',
    venue: '',
    registrationLink: '',
    otherInfo: '',
  },
];
