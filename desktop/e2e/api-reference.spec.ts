import { expect, test } from '@playwright/test';

test('the API reference renders the published OpenAPI document, loaded only on its page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // Swagger UI is not part of the sign-in screen's code.
  expect(scripts.some((s) => /swagger/i.test(s))).toBe(false);

  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { name: 'Launchpad API reference' })).toBeVisible();
  // Swagger UI's own rendering of the document: its title and an operation from the spec.
  await expect(page.getByRole('heading', { name: /Launchpad API/ }).nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/auth/login', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'desktop/e2e/.artifacts/screenshots/api-reference.png', fullPage: false });

  const doc = await (await page.request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
});
