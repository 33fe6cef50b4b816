import { newAdminRequest } from './helpers/console';
import { expectDocumentDirection } from './support';
import { expect, test, type APIRequestContext, type Page } from './test';

// Issue 3, "Fast": a cached article shows a staff edit on the next visit (re-validation by tag).
const ITEM = 2;

type Titles = { DESCRIPTION_ENG: string; DESCRIPTION_ARA: string };

// The administrator's console session of the global set-up (second factor passed); the edit names
// the version it starts from (issue 24), read from the public answer.
async function editTitles(staff: APIRequestContext, titles: Titles) {
  const current = (await (await staff.get(`/api/news/${ITEM}`)).json()) as { version: number };
  const response = await staff.put(`/api/staff/news/${ITEM}`, {
    data: { ...titles, version: current.version },
  });
  expect(response.status()).toBe(200);
}

async function expectTitles(page: Page, titles: Titles) {
  await page.goto(`/news/${ITEM}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.DESCRIPTION_ENG);
  await page.goto(`/ar/news/${ITEM}`);
  await expectDocumentDirection(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.DESCRIPTION_ARA);
}

const titlesOf = (label: string, stamp: number): Titles => ({
  DESCRIPTION_ENG: `Exporters welcome the ${label} certificate service ${stamp}`,
  DESCRIPTION_ARA: `المصدّرون يرحبون بخدمة الشهادات ${label === 'new' ? 'الجديدة' : 'المحدّثة'} ${stamp}`,
});

test('a staff edit of a news item shows on its cached pages at once', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const { DESCRIPTION_ENG, DESCRIPTION_ARA } = (await (
    await request.get(`/api/news/${ITEM}`)
  ).json()) as Titles;
  const original = { DESCRIPTION_ENG, DESCRIPTION_ARA };
  const staff = await newAdminRequest(playwright, baseURL);
  const stamp = Date.now();
  const first = titlesOf('new', stamp);
  const second = titlesOf('updated', stamp);
  try {
    // Rendered once after the first edit, the pages are cached with its titles...
    await editTitles(staff, first);
    await expectTitles(page, first);
    await expectTitles(page, first);
    // ...and the next visit after the second edit shows the second titles, list included.
    await editTitles(staff, second);
    await expectTitles(page, second);
    await expect(page).toHaveURL(/\/ar\/news\/2-Exporters-welcome-the-updated-certificate/);
    await page.goto('/news?sort=date-asc');
    await expect(page.getByRole('heading', { name: second.DESCRIPTION_ENG })).toBeVisible();
  } finally {
    // Put the seed back and render it, so the page cache (kept on disk) holds the seed again.
    await editTitles(staff, original);
    await expectTitles(page, original);
    await staff.dispose();
  }
});
