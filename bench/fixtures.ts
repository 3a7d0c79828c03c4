import { jsPDF } from 'jspdf';

/** A realistic two-page CV as a real PDF, and five job descriptions of different roles. */
function twoPageCv(): Buffer {
  const doc = new jsPDF();
  const page1 = [
    'Nimali Perera - Full-stack Developer',
    'nimali@example.com | +94 77 123 4567 | linkedin.com/in/nimali | github.com/nimali',
    'SUMMARY',
    'Full-stack developer with 4 years of experience shipping React and Node.js products.',
    'SKILLS',
    'JavaScript, TypeScript, React, Next.js, Node.js, Express, PostgreSQL, MongoDB, Docker, AWS,',
    'GraphQL, REST APIs, Jest, Cypress, Git, GitHub Actions, Tailwind CSS, Agile, Scrum',
    'EXPERIENCE',
    'Senior Software Engineer, Acme Digital (Jan 2022 - Present)',
    '- Led a team of 4 engineers rebuilding the checkout in Next.js, raising conversion by 18%',
    '- Designed a GraphQL gateway over 6 services, cutting page load time by 35%',
    '- Introduced GitHub Actions pipelines and Docker images, reducing release time from 2 days to 2 hours',
    'Software Engineer, Brightside Labs (Jun 2020 - Dec 2021)',
    '- Built REST APIs in Node.js and Express serving 50,000 daily users',
    '- Migrated reporting from MongoDB to PostgreSQL, making queries 5x faster',
  ];
  const page2 = [
    'EDUCATION',
    'BSc (Hons) in Computer Science, University of Colombo (2016 - 2020)',
    'PROJECTS',
    '- Job board built with React, Node.js and PostgreSQL with 2,000 monthly users',
    '- Open-source React component library with 300 GitHub stars',
    'CERTIFICATIONS',
    'AWS Certified Developer - Associate (2023)',
  ];
  page1.forEach((line, i) => doc.text(line, 12, 16 + i * 8));
  doc.addPage();
  page2.forEach((line, i) => doc.text(line, 12, 16 + i * 8));
  return Buffer.from(doc.output('arraybuffer'));
}

export const BENCH_CV = twoPageCv();

export const BENCH_JDS = [
  'Job Title: Senior Frontend Engineer\nCompany: Brightside Labs\nRequirements:\n- 4+ years with React and TypeScript\n- Strong CSS, accessibility and testing with Jest or Cypress\nNice to have: Next.js, GraphQL',
  'Job Title: Backend Engineer\nCompany: PayWave\nRequirements:\n- 3+ years building APIs with Node.js or Go\n- PostgreSQL and Redis\n- Docker and AWS\nPreferred: Kafka, Kubernetes',
  'Job Title: DevOps Engineer\nCompany: CloudNine\nRequirements:\n- 4+ years with AWS, Terraform and Kubernetes\n- CI/CD with Jenkins or GitHub Actions\n- Linux and Bash scripting',
  'Job Title: Data Analyst\nCompany: Insight Co\nRequirements:\n- SQL and Python (pandas)\n- Tableau or Power BI dashboards\n- Statistics and A/B testing\nBachelor degree in Statistics or related field',
  'Job Title: Sales Executive\nCompany: TradeHub\nWe are looking for a motivated sales executive to grow our client base, negotiate contracts, meet monthly targets and build lasting customer relationships. Excellent communication skills required.',
];

/** A catalogue of 200 trainings of one trainer, as the load benches serve it (technical and soft skills). */
export function catalogueRows(trainerUserId: string) {
  return Array.from({ length: 200 }, (_, i) => ({
    trainerUserId,
    title: `Training ${i + 1}: ${['React', 'Docker', 'SQL', 'Leadership'][i % 4]} in practice`,
    trainingType: i % 4 === 3 ? ('soft skills' as const) : ('technical' as const),
    trainingCategory: ['Frontend', 'DevOps', 'Databases', 'Leadership'][i % 4]!,
    description:
      'A realistic description of what this training covers, who it is for and how it runs. '.repeat(4),
    availableSlots: 30,
    registeredParticipants: i % 30,
    startDate: i % 4 === 3 ? null : '2027-01-15',
    startTime: i % 4 === 3 ? '' : '18:30',
    timeSlots: i % 4 === 3 ? ['9-10 AM', '2-3 PM'] : [],
    duration: '4 weeks',
    price: i % 5 === 0 ? 'Free' : '12000',
    status: 'upcoming' as const,
    venue: 'Online',
    onlineLink: '',
  }));
}
