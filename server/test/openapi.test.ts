import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRouters } from '../src/app';
import { OPERATIONS } from '../src/openapi';
import { startTestApp, type TestApp } from './testApp';

/**
 * The published contract and the app agree: every route of the app is in the document, the document names
 * no route the app lacks, and the document is OpenAPI 3.1 built from the shared schemas. (Every API test's
 * JSON answers are checked against it by the test client, see `checkAgainstContract` in testApp.ts.)
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

function appRoutes(): string[] {
  const routes = new Set<string>();
  for (const router of apiRouters())
    for (const layer of router.stack)
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${layer.path}`);
  return [...routes].sort();
}

it('documents every route of the app, and only those', () => {
  const documented = OPERATIONS.map((o) => `${o.method} ${o.path}`).sort();
  expect(documented.filter((r) => !appRoutes().includes(r))).toEqual([]);
  expect(appRoutes().filter((r) => !documented.includes(r))).toEqual([]);
  expect(new Set(documented).size).toBe(documented.length);
});

it('serves an OpenAPI 3.1 document with schemas from the shared zod schemas', async () => {
  const res = await app.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toMatch(/public/);
  const doc = res.body;
  expect(doc.openapi).toBe('3.1.0');
  const count = Object.values(doc.paths as Record<string, object>).reduce(
    (n, methods) => n + Object.keys(methods).length,
    0,
  );
  expect(count).toBe(OPERATIONS.length);
  // The spec's own sign-in body, and the answer fields the spec names.
  const login = doc.paths['/api/auth/login'].post;
  expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
  expect(Object.keys(login.responses['200'].content['application/json'].schema.properties)).toEqual(
    expect.arrayContaining(['success', 'message', 'accountType']),
  );
  // Path parameters and multipart uploads are described.
  expect(doc.paths['/api/trainings/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  const upload = doc.paths['/api/analyze/analyze-resume'].post.requestBody.content['multipart/form-data'];
  expect(upload.schema.properties).toHaveProperty('resume');
  expect(upload.schema.properties).toHaveProperty('jobDescriptions');
  // Protected routes say how to authenticate.
  expect(doc.paths['/api/user/profile'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
  expect(doc.paths['/api/admin/freshers'].get.security).toEqual([{ adminToken: [] }]);
  expect(doc.paths['/api/trainings/all'].get.security).toEqual([]);
});

it('checks answers against the document: a wrong answer shape is caught', async () => {
  const { documentedAnswer } = await import('../src/openapi');
  const schema = documentedAnswer('POST', '/api/auth/login', 200)!;
  expect(schema.safeParse({ success: true, message: 'ok' }).success).toBe(false);
  expect(
    documentedAnswer('GET', '/api/trainings/42', 404)!.safeParse({ success: false, message: 'No' }).success,
  ).toBe(true);
});
