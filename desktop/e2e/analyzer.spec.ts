import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { shot, signUpAndVerify, uniqueEmail } from './support';

const password = 'analyzer-password-1';

const frontendJob = [
  'Job Title: Frontend Engineer',
  'Company: Brightside Labs',
  'Requirements:',
  '- 2+ years with React and TypeScript',
  '- Strong CSS and responsive layouts',
  '- Jest testing',
  'Nice to have: GraphQL',
].join('\n');

const devopsJob = [
  'Job Title: DevOps Engineer',
  'Company: Cloudnine Systems',
  'Requirements:',
  '- 3+ years running Kubernetes clusters in production',
  '- Terraform and Ansible for infrastructure as code',
  '- CI/CD pipelines with Jenkins or GitHub Actions',
  '- AWS (EC2, EKS, IAM) and Linux administration',
  'Nice to have: Prometheus and Grafana',
].join('\n');

/** A realistic two-page frontend developer CV with selectable text, as a word processor exports it. */
function frontendCv(): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  let y = 20;
  const write = (text: string, { size = 11, bold = false, gap = 6 } = {}) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    for (const line of doc.splitTextToSize(text, 175) as string[]) {
      if (y > 275) {
        doc.addPage();
        y = 20;
      }
      doc.text(line, 18, y);
      y += gap;
    }
  };
  const section = (title: string) => {
    y += 4;
    write(title, { size: 13, bold: true, gap: 8 });
  };

  write('Jane Doe', { size: 20, bold: true, gap: 9 });
  write('Frontend Developer | Colombo, Sri Lanka | jane.doe@example.com | +94 77 123 4567');
  section('SUMMARY');
  write(
    'Frontend developer with 3 years of experience building fast, accessible web applications with React and TypeScript. Comfortable owning features from design to production, writing tests with Jest and reviewing code with Git.',
  );
  section('SKILLS');
  write('Languages: JavaScript, TypeScript, HTML, CSS');
  write('Frameworks and libraries: React, Redux, React Router, Tailwind CSS');
  write('Testing and tools: Jest, React Testing Library, Git, GitHub, Vite, Figma');
  section('EXPERIENCE');
  write('Frontend Developer, Acme Digital, Colombo (Jan 2023 - Present)', { bold: true });
  for (const bullet of [
    'Built a React and TypeScript component library used by 4 product teams, cutting new screen development time by 30%.',
    'Raised unit test coverage from 45% to 90% with Jest and React Testing Library across 120 components.',
    'Reduced the dashboard load time from 4.2 s to 1.6 s by code splitting and memoising expensive lists.',
    'Reviewed 300+ pull requests on GitHub and introduced a trunk-based Git workflow for a team of 8.',
    'Rebuilt the checkout pages with responsive CSS grid layouts, lifting mobile conversion by 12%.',
  ])
    write(`- ${bullet}`);
  y += 2;
  write('Junior Web Developer, Brightpath Software, Kandy (Jun 2021 - Dec 2022)', { bold: true });
  for (const bullet of [
    'Migrated 40,000 lines of JavaScript to TypeScript with zero production incidents.',
    'Delivered 15 marketing landing pages with semantic HTML and CSS, scoring 95+ on Lighthouse accessibility.',
    'Wrote Jest tests for the booking widget, catching 23 regressions before release.',
  ])
    write(`- ${bullet}`);
  doc.addPage();
  y = 20;
  section('PROJECTS');
  write(
    'Open-source React date picker (2022): 1,200 GitHub stars, written in TypeScript with full keyboard support.',
  );
  write('Personal finance tracker (2023): React, TypeScript and CSS modules; 500 monthly users.');
  section('EDUCATION');
  write('BSc (Hons) in Computer Science, University of Colombo (2017 - 2021), First Class Honours');
  write('Final-year project: an accessible React front end for a university timetable system.');
  section('CERTIFICATIONS');
  write('Meta Front-End Developer Professional Certificate (2022)');
  return Buffer.from(doc.output('arraybuffer'));
}

const signUpFresher = (page: Page, name: string, email: string) =>
  signUpAndVerify(page, { accountType: 'Fresher', name, email, password, phone: '0771234567' });

async function writeCv(): Promise<string> {
  const file = test.info().outputPath('jane-doe-frontend-cv.pdf');
  await writeFile(file, frontendCv());
  return file;
}

/** Downloads the report and returns its bytes and text. */
async function downloadReport(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^launchpad-cv-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = test.info().outputPath(name);
  await file.saveAs(path);
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const matchOf = async (page: Page, n: number) =>
  Number((await page.getByTestId(`result-${n}`).getByTestId('match-value').innerText()).replace('%', ''));

test('a premium fresher analyses a CV against two jobs, saves, rates skills and downloads the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('analyzer.premium');
  const cv = await writeCv();

  await test.step('sign up, verify and upgrade to Premium', async () => {
    await signUpFresher(page, 'Jane Doe', email);
    const upgrade = await page.request.put('/api/user/upgrade-premium');
    expect(upgrade.ok()).toBe(true);
  });

  await test.step('choose the CV and two job descriptions', async () => {
    await page.goto('/cv-analyzer');
    await expect(page.getByRole('heading', { level: 1, name: 'CV Analyzer' })).toBeVisible();
    // No profile CV: the upload is the source.
    await expect(page.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
    await expect(page.getByText('PDF files up to 10MB')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();

    await page.getByLabel('Resume PDF').setInputFiles(cv);
    await expect(page.getByText('jane-doe-frontend-cv.pdf')).toBeVisible();
    await page.getByLabel('Job description 1').fill(frontendJob);
    await page.getByRole('button', { name: 'Add job description' }).click();
    await expect(page.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
    await page.getByLabel('Job description 2').fill(devopsJob);
    await expect(page.getByRole('button', { name: 'Analyze Resume' })).toBeEnabled();
    await shot(page, 'analyzer-01-form-filled');
  });

  let frontendTitle = '';
  await test.step('analyse and compare the two matches', async () => {
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Match score overview' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Analysis complete')).toBeVisible();
    await expect(page.getByTestId('cv-source-note')).toContainText(
      'Analysed the uploaded file jane-doe-frontend-cv.pdf',
    );
    await expect(page.getByRole('figure', { name: 'Match per job description' })).toBeVisible();
    await expect(page.getByTestId('result-2')).toBeVisible();

    const frontend = await matchOf(page, 1);
    const devops = await matchOf(page, 2);
    expect(frontend).toBeGreaterThan(devops);
    frontendTitle = (
      await page.getByTestId('result-1').getByRole('heading', { level: 3 }).innerText()
    ).trim();
    expect(frontendTitle).toMatch(/frontend/i);
    await shot(page, 'analyzer-02-results-overview');
  });

  await test.step('open each tab of the first result and save it', async () => {
    const first = page.getByTestId('result-1');
    for (const name of ['Strengths', 'Content Issues', 'Structure Issues', 'Recommendations']) {
      await first.getByRole('tab', { name, exact: true }).click();
      await expect(first.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(first.getByRole('tabpanel')).toBeVisible();
    }
    await first.getByRole('tab', { name: 'Strengths', exact: true }).click();
    await expect(first.getByRole('tabpanel')).toContainText(/React|TypeScript|CSS|Jest/);
    await shot(page, 'analyzer-03-result-tab');

    await first.getByRole('button', { name: 'Save Analysis' }).click();
    await expect(first.getByRole('button', { name: 'Analysis Saved' })).toBeDisabled();
    await expect(first.getByText('Analysis saved successfully')).toBeVisible();
    // Only the first result is saved.
    await expect(page.getByTestId('result-2').getByRole('button', { name: 'Save Analysis' })).toBeEnabled();
  });

  await test.step('rate two skills and see the SWOT', async () => {
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await expect(page).toHaveURL(/\/cv-analyzer\?mode=skills$/);
    const react = page.getByRole('slider', { name: 'React', exact: true });
    const git = page.getByRole('slider', { name: 'Git', exact: true });
    await expect(react).toHaveValue('5');
    await expect(git).toHaveValue('5');
    await react.fill('9');
    await git.fill('3');
    await expect(react).toHaveAttribute('aria-valuetext', '9 of 10, Expert');
    await expect(git).toHaveAttribute('aria-valuetext', '3 of 10, Beginner');
    await shot(page, 'analyzer-04-skills-sliders');

    await page.getByRole('button', { name: 'Save Ratings' }).click();
    await expect(page.getByText('Skill assessments saved successfully!')).toBeVisible();
    await expect(page.getByText('Overall score')).toBeVisible();
    for (const title of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) {
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Update Assessments' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Proceed to Mock Interview/ })).toHaveAttribute(
      'href',
      '/interview',
    );
    await shot(page, 'analyzer-05-swot-success');
  });

  await test.step('download the premium report', async () => {
    await page.getByRole('button', { name: 'Back to CV Analysis' }).click();
    await expect(page.getByRole('heading', { name: 'Match score overview' })).toBeVisible();
    await expect(page.getByTestId('result-1').getByRole('button', { name: 'Analysis Saved' })).toBeDisabled();
    const text = await downloadReport(page, 'premium-report.pdf');
    expect(text).toContain('Interview preparation');
    expect(text).toContain(frontendTitle);
    expect(text).not.toContain('Upgrade to Premium');
  });

  await test.step('the analyzer works at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('button', { name: 'Analyze Resume' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'analyzer-06-360px');
  });

  await test.step('/swot shows the latest assessment on a direct visit', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/swot');
    await expect(page.getByText(/Your latest assessment/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Strengths', exact: true })).toBeVisible();
  });
});

test('a basic fresher gets the basic report with the upgrade promotion', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('analyzer.basic');
  const cv = await writeCv();

  await signUpFresher(page, 'Ravi Perera', email);
  await page.goto('/cv-analyzer');
  await expect(page.getByRole('heading', { level: 1, name: 'CV Analyzer' })).toBeVisible();
  await page.getByLabel('Resume PDF').setInputFiles(cv);
  await page.getByLabel('Job description 1').fill(frontendJob);
  // Basic: one description, an upgrade hint instead of a second box.
  await expect(page.getByRole('button', { name: 'Add job description' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/profile-settings?tab=subscription',
  );
  await page.getByRole('button', { name: 'Analyze Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Match score overview' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('1 of 5 analyses used this month')).toBeVisible();

  const text = await downloadReport(page, 'basic-report.pdf');
  expect(text).toContain('Upgrade to Premium');
  expect(text).toContain('LKR 2,500/month');
  await shot(page, 'analyzer-07-basic-results');
});
