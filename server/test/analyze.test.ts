import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_MESSAGES as M } from '@launchpad/shared';
import { DEVOPS_JD, FRONTEND_CV, FRONTEND_JD } from './fixtures';
import { signUpVerified, startTestApp, type Client, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const form = (fields: Record<string, string>, pdf?: Buffer, name = 'cv.pdf') => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (pdf) data.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  return data;
};
const analyse = (client: Client, fields: Record<string, string>, pdf?: Buffer) =>
  client.upload('/api/analyze/analyze-resume', form(fields, pdf), 'POST');

async function premium(): Promise<Client> {
  const { client } = await signUpVerified(app);
  await client.request('PUT', '/api/user/upgrade-premium');
  return client;
}

describe('POST /api/analyze/analyze-resume', () => {
  it('reads the CV and each description and answers every field of the spec', async () => {
    const client = await premium();
    const res = await analyse(
      client,
      { jobDescriptions: JSON.stringify([FRONTEND_JD, DEVOPS_JD]) },
      FRONTEND_CV,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, usedProfileCV: false, provider: 'local' });
    expect(res.body.resumeHash).toBe(createHash('sha256').update(FRONTEND_CV).digest('hex'));
    expect(res.body.resumeText).toContain('Built a React design system');
    expect(res.body.analysis).toHaveLength(2);
    for (const result of res.body.analysis) {
      expect(Object.keys(result).sort()).toEqual(
        [
          'company',
          'contentRecommendations',
          'contentWeaknesses',
          'isNonTechRole',
          'jobTitle',
          'matchPercentage',
          'message',
          'strengths',
          'structureRecommendations',
          'structureWeaknesses',
        ].sort(),
      );
    }
    const [frontend, devops] = res.body.analysis;
    expect(frontend.jobTitle).toBe('Frontend Engineer');
    expect(frontend.company).toBe('Brightside Labs');
    expect(frontend.matchPercentage).toBeGreaterThan(devops.matchPercentage);
    const names = res.body.extractedTechnologies.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    // The starting confidence follows the evidence: shown in use above only listed (see engine.ts).
    const confidence = new Map<string, number>(
      res.body.extractedTechnologies.map((t: { name: string; confidenceLevel: number }) => [
        t.name,
        t.confidenceLevel,
      ]),
    );
    expect(confidence.get('React')).toBeGreaterThan(confidence.get('Git')!);
    for (const level of confidence.values()) expect(level).toBeGreaterThanOrEqual(1);
    expect(res.body.usage).toEqual({ used: 1, limit: null, resetsAt: null });
  });

  it('gives the same answer for the same inputs, and a different one when the description changes', async () => {
    const client = await premium();
    const jd = JSON.stringify([FRONTEND_JD]);
    const a = await analyse(client, { jobDescriptions: jd }, FRONTEND_CV);
    const b = await analyse(client, { jobDescriptions: jd }, FRONTEND_CV);
    expect(b.body.analysis).toEqual(a.body.analysis);
    expect(b.body.resumeHash).toBe(a.body.resumeHash);
    const changed = await analyse(
      client,
      { jobDescriptions: JSON.stringify([FRONTEND_JD.replace('Jest', 'Cypress and Playwright')]) },
      FRONTEND_CV,
    );
    expect(changed.body.analysis).not.toEqual(a.body.analysis);
  });

  it('uses the profile CV when asked', async () => {
    const client = await premium();
    const missing = await analyse(client, {
      jobDescriptions: JSON.stringify([FRONTEND_JD]),
      useProfileCV: 'true',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.noProfileCv);
    const upload = new FormData();
    upload.append('cv', new Blob([new Uint8Array(FRONTEND_CV)], { type: 'application/pdf' }), 'cv.pdf');
    await client.upload('/api/user/upload-cv', upload);
    const res = await analyse(client, {
      jobDescriptions: JSON.stringify([FRONTEND_JD]),
      useProfileCV: 'true',
    });
    expect(res.status).toBe(200);
    expect(res.body.usedProfileCV).toBe(true);
    expect(res.body.resumeHash).toBe(createHash('sha256').update(FRONTEND_CV).digest('hex'));
  });

  it.each([
    [{ jobDescriptions: '[]' }, M.fillAllDescriptions],
    [{ jobDescriptions: JSON.stringify(['   ']) }, M.fillAllDescriptions],
    [{ jobDescriptions: JSON.stringify(['Too short to be a real job description.']) }, M.descriptionTooShort],
    [{ jobDescriptions: JSON.stringify(Array(6).fill(FRONTEND_JD)) }, M.tooManyDescriptions],
    [{ jobDescriptions: 'not json' }, M.descriptionsInvalid],
    [{}, M.descriptionsInvalid],
  ])('refuses %o with "%s"', async (fields, message) => {
    const client = await premium();
    const res = await analyse(client, fields, FRONTEND_CV);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('needs a CV, and a real PDF', async () => {
    const client = await premium();
    const none = await analyse(client, { jobDescriptions: JSON.stringify([FRONTEND_JD]) });
    expect(none.body.message).toBe(M.needCv);
    const fake = await analyse(
      client,
      { jobDescriptions: JSON.stringify([FRONTEND_JD]) },
      Buffer.from('plain text'),
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Only PDF files are allowed');
  });

  it('needs a verified user', async () => {
    const res = await analyse(app.client(), { jobDescriptions: JSON.stringify([FRONTEND_JD]) }, FRONTEND_CV);
    expect(res.status).toBe(401);
  });
});

describe('plan limits on the server', () => {
  it('basic: one description per analysis, five analyses per month, each refusal saying how to lift it', async () => {
    const { client } = await signUpVerified(app);
    const two = await analyse(
      client,
      { jobDescriptions: JSON.stringify([FRONTEND_JD, DEVOPS_JD]) },
      FRONTEND_CV,
    );
    expect(two.status).toBe(403);
    expect(two.body.message).toBe(M.basicOneDescription);
    for (let i = 1; i <= 5; i += 1) {
      const ok = await analyse(client, { jobDescriptions: JSON.stringify([FRONTEND_JD]) }, FRONTEND_CV);
      expect(ok.status).toBe(200);
      expect(ok.body.usage).toMatchObject({ used: i, limit: 5 });
    }
    const sixth = await analyse(client, { jobDescriptions: JSON.stringify([FRONTEND_JD]) }, FRONTEND_CV);
    expect(sixth.status).toBe(403);
    expect(sixth.body.message).toMatch(/used all 5 CV analyses.*Upgrade to Premium.*\d{4}-\d{2}-01/);

    await client.request('PUT', '/api/user/upgrade-premium');
    const after = await analyse(
      client,
      { jobDescriptions: JSON.stringify([FRONTEND_JD, DEVOPS_JD]) },
      FRONTEND_CV,
    );
    expect(after.status).toBe(200);
  });

  it('basic: parallel analyses cannot exceed the monthly five', async () => {
    const { client } = await signUpVerified(app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        analyse(client, { jobDescriptions: JSON.stringify([FRONTEND_JD]) }, FRONTEND_CV),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(3);
  });
});

describe('saving analyses and ratings', () => {
  it('saves one chosen result and lists it', async () => {
    const client = await premium();
    const run = await analyse(client, { jobDescriptions: JSON.stringify([FRONTEND_JD]) }, FRONTEND_CV);
    const res = await client.post('/api/analyze/save', {
      resumeText: run.body.resumeText,
      jobDescriptions: [FRONTEND_JD],
      results: [run.body.analysis[0]],
      resumeHash: run.body.resumeHash,
      usedProfileCV: false,
      extractedTechnologies: run.body.extractedTechnologies,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.analysisSaved);
    const list = (await client.get('/api/user/saved-analyses')).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].results[0].jobTitle).toBe('Frontend Engineer');
    expect((await client.post('/api/analyze/save', { results: [] })).body.message).toBe(M.resultRequired);
  });

  it('saves ratings as a SWOT assessment built from the analysed descriptions', async () => {
    const client = await premium();
    const run = await analyse(client, { jobDescriptions: JSON.stringify([FRONTEND_JD]) }, FRONTEND_CV);
    const technologies = run.body.extractedTechnologies.map((t: { name: string }) => ({
      ...t,
      confidenceLevel: t.name === 'React' ? 9 : t.name === 'Jest' ? 3 : 6,
    }));

    expect((await client.post('/api/swot/save-ratings', { technologies })).body.message).toBe(
      M.resumeHashRequired,
    );
    expect(
      (await client.post('/api/swot/save-ratings', { resumeHash: run.body.resumeHash, technologies: [] }))
        .body.message,
    ).toBe(M.noTechnologies);
    expect(
      (await client.post('/api/swot/save-ratings', { resumeHash: 'f'.repeat(64), technologies })).status,
    ).toBe(400);
    const bad = await client.post('/api/swot/save-ratings', {
      resumeHash: run.body.resumeHash,
      technologies: [{ name: 'React', category: 'Frameworks', confidenceLevel: 11 }],
    });
    expect(bad.body.message).toBe(M.confidenceRange);

    const res = await client.post('/api/swot/save-ratings', {
      resumeHash: run.body.resumeHash,
      technologies,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.ratingsSaved);
    expect(res.body.data.skills.length).toBeLessThanOrEqual(10);
    expect(res.body.data.strengths.join(' ')).toContain('React');
    expect(['Expert', 'Advanced', 'Intermediate', 'Beginner']).toContain(res.body.data.level);

    const ratings = await client.get('/api/swot/ratings');
    expect(ratings.body.data[0]).toMatchObject({ overallScore: res.body.data.overallScore, isRecent: true });
    expect(ratings.body.data[0].skills[0]).toHaveProperty('proficiencyLevel');
  });
});
