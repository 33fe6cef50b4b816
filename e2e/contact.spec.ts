import { expectDocumentDirection, expectNoSeriousA11yViolations } from './support';
import { expect, test, type Page } from './test';

const CONTACT_EN = '/pages/190-contact-us';
const CONTACT_AR = `/ar/pages/190-${encodeURIComponent('اتصل-بنا')}`;

const cards = (page: Page) => page.getByTestId('contact-offices').getByTestId('office-card');

test.describe('contact us (part 2 "Contact page")', () => {
  test('shows the office hours and every office with mail, phone and directions', async ({
    page,
  }) => {
    await page.goto(CONTACT_EN);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Office hours' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our offices' })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);

    const amman = cards(page).filter({ hasText: 'Amman Head Office' });
    await expect(amman.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:info@jordanexports.jo',
    );
    await expect(amman.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+96265000000');
    const directions = amman.getByRole('link', { name: /directions/i });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(directions).toHaveAttribute('href', 'https://maps.google.com/?q=31.9539,35.9106');

    for (const card of await cards(page).all()) {
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(card.locator('a[target="_blank"]')).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('in Arabic, right to left, with the Arabic names and map links', async ({ page }) => {
    await page.goto(CONTACT_AR);
    await expectDocumentDirection(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
    const irbid = cards(page).filter({ hasText: 'فرع إربد' });
    await expect(irbid.locator('a[target="_blank"]')).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=32.5556,35.8500&hl=ar',
    );
    await expect(irbid.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+96227200000');
    await expectNoSeriousA11yViolations(page);
  });
});
