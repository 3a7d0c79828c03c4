import { makePdf } from './pdf';

/** A realistic two-page front-end CV, as a real PDF. */
export const FRONTEND_CV = makePdf([
  [
    'Nimali Perera',
    'Frontend Developer',
    'nimali@example.com | +94 77 123 4567 | linkedin.com/in/nimali | github.com/nimali',
    'SUMMARY',
    'Frontend developer with 3 years of experience building React applications.',
    'SKILLS',
    'React, TypeScript, JavaScript, HTML, CSS, Tailwind CSS, Redux, Jest, Git, REST APIs',
    'EXPERIENCE',
    'Frontend Developer, Acme Digital (Jan 2021 - Dec 2023)',
    '- Built a React design system used by 12 product teams',
    '- Reduced page load time by 40% with code splitting',
  ],
  [
    'EDUCATION',
    'BSc in Computer Science, University of Colombo (2020)',
    'PROJECTS',
    '- Job board in Next.js and TypeScript with 2,000 monthly users',
  ],
]);

export const FRONTEND_JD = [
  'Job Title: Frontend Engineer',
  'Company: Brightside Labs',
  'Requirements:',
  '- 2+ years of experience with React and TypeScript',
  '- Strong CSS and HTML skills',
  '- Experience writing tests with Jest',
  'Nice to have: GraphQL, Storybook',
].join('\n');

export const DEVOPS_JD = [
  'Job Title: DevOps Engineer',
  'Company: CloudNine',
  'Requirements:',
  '- 4+ years with AWS, Terraform and Kubernetes',
  '- CI/CD pipelines with Jenkins or GitHub Actions',
  '- Strong Linux and Bash scripting',
].join('\n');

/** A technical training as a trainer's form sends it: the tests' usual training, overridden per test. */
export const TECHNICAL_TRAINING = {
  title: 'Node.js in Practice',
  trainingType: 'technical',
  trainingCategory: 'Backend',
  description: 'APIs with Koa and PostgreSQL.',
  availableSlots: 10,
  registeredParticipants: 0,
  startDate: '2026-12-20',
  startTime: '09:30',
  venue: 'Colombo Hub',
  duration: '2 hours',
  price: '2500',
  status: 'active',
  onlineLink: 'https://meet.example.com/node',
};

/** Card details that pass the payment form's rules (the provider is simulated: no money moves). */
export const CARD_PAYMENT = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
  cardholderName: 'Ann Perera',
};
