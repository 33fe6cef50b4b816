import { expectNoSeriousA11yViolations, waitForInteractive } from './support';
import { expect, test } from './test';

test('an unknown page answers 404 with the 404 texts in English', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  // Issue 11: not a dead end: the banner, "404" in the title, a search box and the main sections.
  await expect(page).toHaveTitle('404 Not Found | Jordan Exports');
  await expect(page.getByTestId('page-banner')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox', { name: 'Search the portal' })).toBeVisible();
  const sections = main.getByRole('navigation', { name: 'Main sections' });
  await expect(sections.getByRole('link', { name: 'Exporters', exact: true })).toBeVisible();
  await waitForInteractive(page);
  await main.getByRole('searchbox', { name: 'Search the portal' }).fill('export guide');
  await main.getByRole('searchbox', { name: 'Search the portal' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/export%20guide$/);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown page answers 404 in Arabic', async ({ page }) => {
  const response = await page.goto('/ar/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('تعذر العثور على هذه الصفحة')).toBeVisible();
});

test('an unknown content page id answers 404', async ({ request }) => {
  const response = await request.get('/pages/99999-missing');
  expect(response.status()).toBe(404);
});

test('responses carry the security baseline', async ({ request }) => {
  for (const path of ['/', '/api/health']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('the API reference page lists the endpoints', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
  await expect(page.getByText('/api/menu-1-children-by-page/{page}')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
