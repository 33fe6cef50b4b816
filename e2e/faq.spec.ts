import { expectDocumentDirection, expectNoSeriousA11yViolations } from './support';
import { expect, test, type Page } from './test';

const FAQ_EN = '/pages/100-faq-for-exporters';
const FAQ_AR = `/ar/pages/100-${encodeURIComponent('الأسئلة-الشائعة-للمصدرين')}`;
const BUYERS_EN = '/menu-1/32-faq-for-international-buyers';
const BUYERS_AR = `/ar/menu-1/32-${encodeURIComponent('الأسئلة-الشائعة-للمشترين-الدوليين')}`;

const tabPanel = (page: Page) => page.getByTestId('faq-tabs').getByRole('tabpanel');
const questions = (scope: ReturnType<Page['getByTestId']>) =>
  scope.getByTestId('faq-item').getByRole('button');

// Development servers hydrate late: act only once React owns the element.
async function waitForHydration(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const element = document.querySelector(`[data-testid="${id}"]`);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, testId);
}

// The topic tabs become interactive once the client has read ?tab= (a Suspense boundary).
async function selectTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await expect(async () => {
    await tab.click();
    // A click before hydration is lost: after 1 s without the selection, click again.
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

test.describe('FAQ for exporters (part 2)', () => {
  test('freight and logistics is the default tab, with its published items reversed', async ({
    page,
  }) => {
    await page.goto(FAQ_EN);
    await waitForHydration(page, 'faq-paged-list');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ For Exporters' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Freight and logistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const items = questions(tabPanel(page));
    await expect(items).toHaveText([
      'What documents are usually needed for an export shipment?',
      'How can I reduce the cost of shipping small quantities?',
      'Which Incoterms® rule should I use in my export contract?',
    ]);
    // Item 8 has status 0.
    await expect(tabPanel(page)).not.toContainText('Port of Aqaba');
    await expectNoSeriousA11yViolations(page);
  });

  test('a tab switch shows its questions and puts the tab in the URL', async ({ page }) => {
    await page.goto(FAQ_EN);
    await waitForHydration(page, 'faq-paged-list');
    await selectTab(page, 'Financing');
    await expect(page).toHaveURL(/\?tab=financing$/);
    await expect(page.getByRole('tab', { name: 'Financing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(questions(tabPanel(page))).toHaveCount(3);
    await expect(questions(tabPanel(page)).first()).toHaveText('How should I set my export price?');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Financing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a link to a tab opens it, without unpublished items', async ({ page }) => {
    await page.goto(`${FAQ_EN}?tab=legal-and-regulatory-requirements`);
    await waitForHydration(page, 'faq-paged-list');
    await expect(
      page.getByRole('tab', { name: 'Legal and regulatory requirements' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(questions(tabPanel(page))).toHaveCount(2);
    await expect(tabPanel(page)).not.toContainText('export licence');

    const first = questions(tabPanel(page)).filter({ hasText: 'certificate of origin' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      tabPanel(page).getByRole('link', { name: 'Download the attachment (PDF)' }),
    ).toHaveAttribute('href', '/files/faq/certificate-of-origin-en.pdf');
  });

  test('every published question is listed, 9 to a page', async ({ page }) => {
    await page.goto(FAQ_EN);
    await waitForHydration(page, 'faq-paged-list');
    const list = page.getByTestId('faq-paged-list');
    await expect(list).toContainText('12 questions · page 1 of 2');
    await expect(questions(list)).toHaveCount(9);
    await list.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(questions(list)).toHaveCount(3);
    await expect(list).not.toContainText('Port of Aqaba');
    await expect(list).not.toContainText('export licence');
  });

  test('in Arabic, right to left', async ({ page }) => {
    await page.goto(FAQ_AR);
    await waitForHydration(page, 'faq-paged-list');
    await expectDocumentDirection(page, 'ar');
    await expect(page.getByRole('tab', { name: 'الشحن والخدمات اللوجستية' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await selectTab(page, 'التمويل');
    await expect(page).toHaveURL(/\?tab=financing$/);
    await expect(questions(tabPanel(page))).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('FAQ for international buyers', () => {
  test('shows its three numbered sections of published questions', async ({ page }) => {
    await page.goto(BUYERS_EN);
    await waitForHydration(page, 'page-banner');
    await expect(
      page.getByRole('heading', { level: 1, name: 'FAQ For International Buyers' }),
    ).toBeVisible();
    const sections = page.getByTestId('buyers-faq-section');
    await expect(sections).toHaveCount(3);
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText([
      /Finding suppliers in Jordan/,
      /Quality, standards and certificates/,
      /Shipping and delivery/,
    ]);
    const question = questions(sections.nth(0)).first();
    await expect(question).toHaveText('How can I find reliable suppliers in Jordan?');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(sections.nth(0).getByRole('region')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('in Arabic, right to left', async ({ page }) => {
    await page.goto(BUYERS_AR);
    await expectDocumentDirection(page, 'ar');
    const sections = page.getByTestId('buyers-faq-section');
    await expect(sections).toHaveCount(3);
    await expect(sections.nth(2).getByRole('heading', { level: 2 })).toContainText(
      'الشحن والتسليم',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
