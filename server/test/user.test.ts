import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CV_MAX_BYTES, PROFILE_MESSAGES as M } from '@launchpad/shared';
import { makePdf, makeScannedPdf } from './pdf';
import { signUpVerified, startTestApp, type Client, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const cvForm = (bytes: Buffer, name = 'jane-doe-cv.pdf', type = 'application/pdf', field = 'cv') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};
const janeCv = makePdf([
  [
    'Jane Doe',
    'Software Engineer',
    'jane@example.com | +94 77 123 4567',
    'Skills: React, TypeScript, Node.js, PostgreSQL',
  ],
  ['Experience', 'Frontend Developer, Acme Corp (2021-2024)', 'Built a design system used by 12 teams'],
]);

async function fresher(): Promise<{ client: Client; email: string; password: string }> {
  const { client, account } = await signUpVerified(app);
  return { client, email: account.email, password: account.password };
}

describe('profile', () => {
  it('answers the profile with the facts the badges need', async () => {
    const { client, email } = await fresher();
    const res = await client.get('/api/user/profile');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email,
      accountType: 'Fresher',
      accountPlan: 'basic',
      hasCV: false,
      firstCvUploadedAt: null,
      savedAnalysesCount: 0,
      assessmentsCount: 0,
    });
  });

  it('updates name and phone, validating with the spec messages', async () => {
    const { client } = await fresher();
    const ok = await client.request('PUT', '/api/user/profile', {
      name: 'Jane Q. Doe',
      phoneNumber: '077 765 4321',
      accountType: 'Fresher',
    });
    expect(ok.body).toMatchObject({
      success: true,
      message: M.profileUpdated,
      data: { name: 'Jane Q. Doe' },
    });
    const bad = await client.request('PUT', '/api/user/profile', {
      name: '',
      phoneNumber: '077',
      accountType: 'Fresher',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(AUTH_MESSAGES.nameRequired);
  });

  it('lets a fresher become a trainer (with a trainer id) and back while they have no trainings', async () => {
    const { client } = await fresher();
    const body = { name: 'Switcher', phoneNumber: '0771234567' };
    const toTrainer = await client.request('PUT', '/api/user/profile', { ...body, accountType: 'Trainer' });
    expect(toTrainer.body.data).toMatchObject({
      accountType: 'Trainer',
      trainerId: expect.stringMatching(/^TR-/),
    });
    const trainerId = toTrainer.body.data.trainerId;
    const created = await client.post('/api/trainings', {
      title: 'T',
      trainingType: 'soft skills',
      timeSlots: ['2-3 PM'],
    });
    expect(created.status).toBe(201);
    const refused = await client.request('PUT', '/api/user/profile', { ...body, accountType: 'Fresher' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.trainerHasTrainings);
    await client.request('DELETE', `/api/trainings/${created.body.data._id}`);
    const back = await client.request('PUT', '/api/user/profile', { ...body, accountType: 'Fresher' });
    expect(back.body.data.accountType).toBe('Fresher');
    const again = await client.request('PUT', '/api/user/profile', { ...body, accountType: 'Trainer' });
    expect(again.body.data.trainerId).toBe(trainerId);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await app.client().get('/api/user/profile')).status).toBe(401);
    const unverified = app.client();
    await unverified.post('/api/auth/register', {
      accountType: 'Fresher',
      name: 'U',
      email: 'not.yet@example.com',
      password: 'secret-1',
      phoneNumber: '0771234567',
    });
    const res = await unverified.get('/api/user/profile');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.verifyFirst);
  });
});

describe('change password', () => {
  it('checks the current password, sets the new one and signs out other sessions', async () => {
    const { client, email, password } = await fresher();
    const other = app.client();
    await other.post('/api/auth/login', { email, password });

    const wrong = await client.request('PUT', '/api/user/change-password', {
      currentPassword: 'nope',
      newPassword: 'brand-new-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.currentPasswordWrong);
    const short = await client.request('PUT', '/api/user/change-password', {
      currentPassword: password,
      newPassword: '12345',
    });
    expect(short.body.message).toBe(M.newPasswordTooShort);

    const ok = await client.request('PUT', '/api/user/change-password', {
      currentPassword: password,
      newPassword: 'brand-new-1',
    });
    expect(ok.body).toEqual({ success: true, message: M.passwordUpdated });
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
    expect((await other.get('/api/auth/is-auth')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { email, password: 'brand-new-1' })).status).toBe(200);
  });
});

describe('plans', () => {
  it('upgrades for free (and says so) and downgrades, recording when', async () => {
    const { client } = await fresher();
    const up = await client.request('PUT', '/api/user/upgrade-premium');
    expect(up.body).toMatchObject({ success: true, message: M.upgraded, note: M.upgradeIsFree });
    expect(up.body.data.accountPlan).toBe('premium');
    expect(Date.parse(up.body.data.planChangedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.request('PUT', '/api/user/upgrade-premium')).body.message).toBe(M.alreadyPremium);
    const down = await client.request('PUT', '/api/user/downgrade-basic');
    expect(down.body).toMatchObject({ message: M.downgraded, data: { accountPlan: 'basic' } });
    expect((await client.get('/api/auth/is-auth')).body.user.accountPlan).toBe('basic');
  });
});

describe('CV', () => {
  it('has none at first: 404 on info, text and file', async () => {
    const { client } = await fresher();
    for (const path of ['/api/user/cv', '/api/user/cv/text', '/api/user/cv/file']) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.cvNone);
    }
  });

  it('uploads a real two-page PDF, extracts its text, replaces it, downloads it and deletes it', async () => {
    const { client } = await fresher();
    const up = await client.upload('/api/user/upload-cv', cvForm(janeCv));
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      success: true,
      message: M.cvUploaded,
      data: { fileName: 'jane-doe-cv.pdf', fileSize: janeCv.length, hasText: true, pageCount: 2 },
    });
    const text = await client.get('/api/user/cv/text');
    expect(text.body.hasText).toBe(true);
    expect(text.body.text).toContain('Skills: React, TypeScript, Node.js, PostgreSQL');
    expect(text.body.text).toContain('Built a design system used by 12 teams');
    expect(up.body.data.textLength).toBe(text.body.text.length);

    const profile = (await client.get('/api/user/profile')).body.data;
    expect(profile.hasCV).toBe(true);
    expect(profile.firstCvUploadedAt).not.toBeNull();

    const second = makePdf([['John Smith', 'Data Analyst', 'Skills: Python, SQL, Tableau, statistics']]);
    const replaced = await client.upload('/api/user/upload-cv', cvForm(second, 'john-smith.pdf'));
    expect(replaced.body.data).toMatchObject({ fileName: 'john-smith.pdf', pageCount: 1 });
    expect((await client.get('/api/user/cv/text')).body.text).toContain('Data Analyst');

    const file = await fetch(`${app.url}/api/user/cv/file`, {
      headers: { cookie: `lp_session=${client.cookies.get('lp_session')}` },
    });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="john-smith.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(second)).toBe(true);

    const deleted = await client.request('DELETE', '/api/user/cv');
    expect(deleted.body).toEqual({ success: true, message: M.cvDeleted });
    expect((await client.get('/api/user/cv')).status).toBe(404);
    const after = (await client.get('/api/user/profile')).body.data;
    expect(after).toMatchObject({ hasCV: false, firstCvUploadedAt: profile.firstCvUploadedAt });
  });

  it('keeps a scanned PDF but says it has no text, with a placeholder built from the file', async () => {
    const { client } = await fresher();
    const up = await client.upload('/api/user/upload-cv', cvForm(makeScannedPdf(), 'scan.pdf'));
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ hasText: false, textLength: 0 });
    const text = await client.get('/api/user/cv/text');
    expect(text.body.hasText).toBe(false);
    expect(text.body.text).toContain('scan.pdf');
  });

  it('judges by content: a renamed text file is refused, whatever its name and declared type', async () => {
    const { client } = await fresher();
    const fake = Buffer.from('Jane Doe\nSoftware Engineer\nThis is a plain text file, not a PDF.');
    const res = await client.upload('/api/user/upload-cv', cvForm(fake, 'cv.pdf', 'application/pdf'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.cvOnlyPdf);
    const broken = await client.upload(
      '/api/user/upload-cv',
      cvForm(Buffer.from('%PDF-1.7\nnot really'), 'cv.pdf'),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(M.cvUnreadable);
    expect((await client.get('/api/user/cv')).status).toBe(404);
  });

  it('asks for a file when none is sent (or under another field name)', async () => {
    const { client } = await fresher();
    expect((await client.upload('/api/user/upload-cv', new FormData())).body.message).toBe(M.cvMissing);
    const wrongField = await client.upload(
      '/api/user/upload-cv',
      cvForm(janeCv, 'cv.pdf', 'application/pdf', 'resume'),
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(M.cvMissing);
  });

  it('refuses a file of 10 MB + 1 byte with 413, from its declared length, and one of exactly 10 MB', async () => {
    const { client } = await fresher();
    const tooBig = Buffer.concat([janeCv, Buffer.alloc(CV_MAX_BYTES + 1 - janeCv.length, 0x20)]);
    const res = await client.upload('/api/user/upload-cv', cvForm(tooBig));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(M.cvTooLarge);
    const exactly = Buffer.concat([janeCv, Buffer.alloc(CV_MAX_BYTES - janeCv.length, 0x20)]);
    expect((await client.upload('/api/user/upload-cv', cvForm(exactly))).status).toBe(413);
    expect((await client.get('/api/user/cv')).status).toBe(404);
  });

  it('refuses an oversized upload without a declared length (chunked) once the limit is passed', async () => {
    const { client } = await fresher();
    const boundary = 'launchpadboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${app.url}/api/user/upload-cv`);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'PUT',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
            cookie: `lp_session=${client.cookies.get('lp_session')}`,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(janeCv);
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i < 11; i += 1) req.write(chunk);
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(status).toBe(413);
  });

  it('serves a CV only to its owner', async () => {
    const owner = await fresher();
    await owner.client.upload('/api/user/upload-cv', cvForm(janeCv));
    const other = await fresher();
    expect((await other.client.get('/api/user/cv')).status).toBe(404);
    expect((await other.client.get('/api/user/cv/file')).status).toBe(404);
    expect((await other.client.request('DELETE', '/api/user/cv')).status).toBe(404);
    expect((await owner.client.get('/api/user/cv')).status).toBe(200);
  });
});

describe('saved analyses and assessments', () => {
  it('lists empty lists, and deletes only the owner’s assessment', async () => {
    const owner = await fresher();
    const other = await fresher();
    expect((await owner.client.get('/api/user/saved-analyses')).body.data).toEqual([]);
    expect((await owner.client.get('/api/user/skills-assessments')).body.data).toEqual([]);

    const ownerId = (await owner.client.get('/api/user/profile')).body.data._id;
    const [row] = await app
      .db('skills_assessments')
      .insert({
        userId: ownerId,
        skills: JSON.stringify([{ name: 'React', category: 'Frameworks', proficiencyLevel: 7 }]),
        overallScore: 70,
        level: 'Advanced',
      })
      .returning('id');
    const listed = (await owner.client.get('/api/user/skills-assessments')).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      _id: row.id,
      overallScore: 70,
      isRecent: true,
      assessmentType: 'SWOT Analysis',
    });

    const byOther = await other.client.request('DELETE', `/api/user/assessment/${row.id}`);
    expect(byOther.status).toBe(404);
    expect(byOther.body.message).toBe(M.assessmentNotFound);
    expect((await owner.client.request('DELETE', '/api/user/assessment/not-an-id')).status).toBe(404);
    const ok = await owner.client.request('DELETE', `/api/user/assessment/${row.id}`);
    expect(ok.body).toEqual({ success: true, message: M.assessmentDeleted });
    expect((await owner.client.get('/api/user/skills-assessments')).body.data).toEqual([]);
  });
});
