import { latinInterfaceText, textsWithDigits, wrongListMarkers } from './helpers/arabic-text';
import { expectBarLabelsApart } from './helpers/chart';
import { signUpMember } from './helpers/member';
import {
  DESKTOP,
  expectDocumentDirection,
  expectFitsTheScreen,
  expectNoMissingMessages,
  expectNoSeriousA11yViolations,
  PHONE,
  pageWidths,
  setupHeaders,
  shoot,
  waitForInteractive,
} from './support';
import { expect, test, type Locator, type Page } from './test';

// The sweep of the portal's pages: each page once per language, on a phone (390 px, where it
// loads) and then on a desktop (1440 px), checked in that one visit for everything that is layout
// and language rather than behaviour: the document's direction; nothing wider than the screen
// (a wide table once did) at both widths; the directories' lists spanning the content width
// (issue 25) and staying on a phone's screen, and the page's own checks at each width; axe at one
// width (below); on Arabic pages no Latin interface text (issue 11) and numbers in Arabic-Indic
// digits (issue 25), on English ones Western digits. E2E_SHOTS_DIR=<folder> saves each page at both
// widths (`sweep-{page}-{lang}-{width}.png`). The journeys check behaviour; a new page joins this
// table.
//
// Axe at one width per page and language, alternating (issue 54): the page's row in PAGES even,
// English at 390 px and Arabic at 1440; odd, the other way round; the member's pages likewise by
// their place in their list. So every page is still checked by axe at both widths, in one language
// each (the two Arabic-only rows at one). Axe's WCAG A/AA rules read the markup, the names and the colours, which the width does not
// change; what it does change is which parts show (the header's navigation at 1440, its menu
// button and drawer at 390; a grid's columns) and so what the contrast and name rules see; the
// alternation keeps both forms of every page checked, and the shell's own forms at both widths are
// checked on every page that runs axe there (e2e/axe-check.ts checks each form of the shell once a
// run). The figures: docs/decisions/test-suite-http-checks.md.

type Lang = 'en' | 'ar';

type SweepPage = {
  /** The address without its language prefix; or one per language. */
  path: string | Record<Lang, string>;
  /** The languages it is checked in: both unless said. */
  langs?: Lang[];
  /** The directory's list (issue 25): it spans the content width at 1440 px and stays on a phone's screen. */
  list?: string;
  /** Arabic: no Latin-script interface text. */
  arabicText?: boolean;
  /** Arabic-Indic digits in Arabic and Western ones in English; `count` names the count that has some. */
  digits?: { count?: string; english?: boolean };
  /** Checks of the page's own at each width (the page as loaded at 390 px, then at 1440 px). */
  phone?: (page: Page) => Promise<void>;
  desktop?: (page: Page) => Promise<void>;
};

/** The page's content width: the banner's container without its side padding. */
const contentWidth = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('[data-testid="page-banner"] .container');
    if (!container) return 0;
    const style = getComputedStyle(container);
    return (
      container.clientWidth -
      parseFloat(style.paddingInlineStart) -
      parseFloat(style.paddingInlineEnd)
    );
  });

/** The visible links drawn in the browser's own link colours (blue, or purple once visited). */
const linksInBrowserColours = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.getClientRects().length > 0)
      .filter((link) =>
        ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(link).color),
      )
      .map((link) => link.textContent?.trim() || link.getAttribute('aria-label') || link.href),
  );

/** The comparison's chart: each market's name and figures apart (issue 58). */
const comparisonChart = (page: Page) => expectBarLabelsApart(page.getByTestId('comparison-chart'));

/** Every one of `items` within the box of `view`: none the visitor must scroll sideways to see. */
async function expectInView(items: Locator, view: Locator, what: string) {
  await expect(items).not.toHaveCount(0);
  const box = (await view.boundingBox())!;
  for (const item of await Promise.all((await items.all()).map((one) => one.boundingBox()))) {
    expect(item!.x, `${what} starts in view`).toBeGreaterThanOrEqual(box.x - 1);
    expect(item!.x + item!.width, `${what} ends in view`).toBeLessThanOrEqual(
      box.x + box.width + 1,
    );
  }
}

/**
 * The comparison's table on a phone, scrolled sideways to its far end: each market's name still
 * in view at the start edge (the figures scroll under it).
 */
async function marketNamesStay(page: Page) {
  const table = page.getByTestId('comparison-table');
  const region = table.locator('xpath=..');
  await region.evaluate((box) => {
    const end = box.scrollWidth - box.clientWidth;
    box.scrollLeft = getComputedStyle(box).direction === 'rtl' ? -end : end;
  });
  await expectInView(table.locator('tbody th[scope="row"]'), region, "a market's name");
  await comparisonChart(page);
}

/** The member's enquiry row, loaded, with all five columns, its status too, in the table's box. */
async function enquiryOnScreen(page: Page) {
  const table = page.getByTestId('user-enquiries-table');
  const cells = table.locator('tbody tr').first().locator('td');
  await expect(cells).toHaveCount(5);
  await expectInView(cells, table.locator('xpath=..'), 'a cell');
}

const institutionFilters = (page: Page) =>
  page.locator('#institutions form fieldset').locator('input, select');

/** On a phone the institutions' filter boxes wrap, one a line, within the screen. */
async function filtersWrap(page: Page) {
  const fields = institutionFilters(page);
  await expect(fields).toHaveCount(4);
  const first = (await fields.nth(0).boundingBox())!;
  const second = (await fields.nth(1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.x + first.width).toBeLessThanOrEqual((await pageWidths(page)).screen);
}

/** At 1440 px the institutions' filters sit in one row with room for each box's choices. */
async function filtersInOneRow(page: Page) {
  const fields = institutionFilters(page);
  const boxes = await Promise.all(
    [0, 1, 2, 3].map(async (index) => (await fields.nth(index).boundingBox())!),
  );
  // One row: every box overlaps the first one's line (a search box may sit a few pixels apart).
  for (const box of boxes) {
    expect(box.y, 'one row').toBeLessThan(boxes[0]!.y + boxes[0]!.height);
    expect(box.y + box.height, 'one row').toBeGreaterThan(boxes[0]!.y);
    expect(box.width, 'room for the choices').toBeGreaterThanOrEqual(180);
  }
  const submit = page.locator('#institutions form button[type="submit"]');
  expect(Math.abs((await submit.boundingBox())!.y - boxes[0]!.y)).toBeLessThan(8);
}

const PAGES: SweepPage[] = [
  { path: '/', arabicText: true },
  { path: '/news', arabicText: true, digits: { english: true } },
  { path: '/news?page=2', langs: ['ar'], digits: {} },
  { path: '/pages/100', arabicText: true, digits: {} },
  { path: '/pages/120', arabicText: true },
  { path: '/pages/130', arabicText: true },
  { path: '/pages/140' },
  { path: '/pages/150', list: '#institutions > ul', arabicText: true },
  {
    path: '/pages/160',
    list: '[data-testid="company-grid"]',
    digits: { count: 'directory-count' },
  },
  // The contact page's office hours, in the page's digits (issue 45).
  { path: '/pages/190', arabicText: true, digits: {} },
  { path: '/pages/800', arabicText: true },
  { path: '/menu-1/32', arabicText: true },
  { path: '/menu-3/53', arabicText: true },
  { path: { en: '/search/export', ar: '/search/تصدير' }, arabicText: true },
  {
    path: '/export-trade-support-institutions',
    list: '#institutions > ul',
    digits: { count: 'institutions-count', english: true },
    phone: filtersWrap,
    desktop: filtersInOneRow,
  },
  { path: '/local-buyers/products', list: '[data-testid="sector-tiles"]', digits: {} },
  { path: '/local-buyers/products/3/301', list: '[data-testid="item-grid"]', digits: {} },
  { path: '/pool-of-experts', list: '[data-testid="expert-pool"]' },
  { path: '/international-events', list: '#events > ul', digits: {} },
  { path: '/local-events', digits: {} },
  { path: '/credentials', digits: { count: 'credentials-count' } },
  { path: '/credentials?page=2', langs: ['ar'], digits: { count: 'credentials-count' } },
  { path: '/fta-map', digits: {} },
  // The HS finder, market access and the origin self-assessment (issue 37): the pages of their
  // journeys (e2e/hs-finder.spec.ts, e2e/market-access.spec.ts, e2e/origin-assessment.spec.ts).
  { path: '/hs-finder' },
  {
    path: {
      en: '/hs-finder?q=olive%20oil',
      ar: '/hs-finder?q=%D8%B2%D9%8A%D8%AA%20%D8%B2%D9%8A%D8%AA%D9%88%D9%86',
    },
  },
  { path: '/hs-finder/browse/1509' },
  { path: '/hs-finder/browse' },
  { path: '/hs-finder/browse/XV' },
  { path: '/hs-finder/browse/73' },
  { path: '/market-access' },
  { path: '/market-access/1509/US' },
  { path: '/market-access/1509/US/assessment?agreement=2' },
  { path: '/market-access/1509/US/assessment?agreement=2&non=50&change=heading' },
  // Issue 46: the UK's product-specific rule and its assessment with the list's entries.
  { path: '/market-access/150920/GB' },
  { path: '/market-access/150920/GB/assessment?agreement=9&set=2&non=0&change=heading' },
  // Issue 58: the landed cost, empty and answered for two markets side by side
  // (e2e/landed-cost.spec.ts).
  { path: '/landed-cost' },
  {
    path: '/landed-cost?hs=6109.10&country=SA%2CUS&value=1000&incoterm=CIF&freight=80&insurance=5&qualifies=true',
  },
  // Markets side by side (issue 58): the code box and a product's comparison, whose bar chart's
  // names and figures stand apart at both widths (e2e/market-comparison.spec.ts). Its Arabic
  // digits are the journey's check: the HS code stays a Latin value, as on market access.
  { path: '/compare-markets' },
  {
    path: '/compare-markets/1509?countries=US,SA,DE',
    phone: marketNamesStay,
    desktop: comparisonChart,
  },
  // The public screening (issue 47): the start page and a name screened (e2e/screening.spec.ts).
  { path: '/screening', digits: {} },
  {
    path: '/screening?name=%D8%B5%D8%AF%D8%A7%D9%85%20%D8%AD%D8%B3%D9%8A%D9%86%20%D8%A7%D9%84%D8%AA%D9%83%D8%B1%D9%8A%D8%AA%D9%8A',
    digits: { count: 'screening-count' },
  },
  { path: '/auth/login', arabicText: true },
  { path: '/auth/register', arabicText: true },
  { path: '/auth/forget_password' },
  // The 404 page's title is written ٤٠٤ on Arabic pages (issue 45).
  { path: '/no-such-page', arabicText: true, digits: {} },
];

const prefixOf = (lang: Lang) => (lang === 'ar' ? '/ar' : '');
const addressOf = (path: SweepPage['path'], lang: Lang) =>
  `${prefixOf(lang)}${typeof path === 'string' ? path : path[lang]}`;
/** A file name for the page's screenshots. */
const shotName = (address: string) =>
  `sweep-${address.replace(/^\/(ar\/?)?/, '').replace(/[^\p{L}\p{N}]+/gu, '-') || 'home'}`;

/** The width axe checks the page at: the row's place and the language alternate it. */
const axeWidth = (row: number, lang: Lang): 390 | 1440 =>
  (row % 2 === 0) === (lang === 'en') ? 390 : 1440;

/** The page as loaded at 390 px, then at 1440 px: everything the sweep checks of it. */
async function sweep(page: Page, lang: Lang, entry: Omit<SweepPage, 'path'>, axeAt: 390 | 1440) {
  const shot = shotName(new URL(page.url()).pathname);
  await waitForInteractive(page);
  await expectDocumentDirection(page, lang);
  await expectFitsTheScreen(page);
  if (entry.list) {
    const narrow = (await page.locator(entry.list).first().boundingBox())!;
    expect(narrow.x).toBeGreaterThanOrEqual(0);
    expect(narrow.x + narrow.width).toBeLessThanOrEqual((await pageWidths(page)).screen);
  }
  await entry.phone?.(page);
  if (axeAt === 390) await expectNoSeriousA11yViolations(page);
  await expectNoMissingMessages(page);
  await shoot(page, `${shot}-${lang}-390`);

  await page.setViewportSize(DESKTOP);
  await expectFitsTheScreen(page);
  if (entry.list) {
    const content = await contentWidth(page);
    expect(content, 'the banner has a content container').toBeGreaterThan(1000);
    const box = (await page.locator(entry.list).first().boundingBox())!;
    expect(box.width, `the list: ${box.width}px of ${content}px`).toBeGreaterThanOrEqual(
      content * 0.8,
    );
  }
  await entry.desktop?.(page);
  // The language checks at 1440 px, where the header shows its navigation's texts.
  if (lang === 'ar' && entry.arabicText) expect(await latinInterfaceText(page)).toEqual([]);
  expect(await wrongListMarkers(page, lang), "list markers in the page's digits").toEqual([]);
  expect(await linksInBrowserColours(page), "links in the portal's colour").toEqual([]);
  if (entry.digits && (lang === 'ar' || entry.digits.english)) {
    if (lang === 'ar' && entry.digits.count) {
      await expect(page.getByTestId(entry.digits.count)).toHaveText(/[\u0660-\u0669]/);
    }
    const other = lang === 'ar' ? 'western' : 'arabic-indic';
    expect(await textsWithDigits(page, other)).toEqual([]);
  }
  if (axeAt === 1440) await expectNoSeriousA11yViolations(page);
  await shoot(page, `${shot}-${lang}-1440`);
}

test.use({ viewport: PHONE });

for (const lang of ['en', 'ar'] as const) {
  test.describe(`every page at 390 and 1440 px (${lang})`, () => {
    PAGES.forEach(({ path, ...entry }, row) => {
      if (entry.langs && !entry.langs.includes(lang)) return;
      const address = addressOf(path, lang);
      test(`${decodeURI(address)}`, async ({ page }) => {
        await page.goto(address);
        await sweep(page, lang, entry, axeWidth(row, lang));
      });
    });

    test("a member's pages", async ({ page }) => {
      await signUpMember(page.request, {
        email: `sweep-${lang}-${Date.now()}@example.jo`,
        password: 'Wadi-Rum-Sunset-2026',
        phone: '0791234567',
      });
      // One enquiry, so the member's table has a row with its long subject and date.
      const enquiry = await page.request.post('/api/all-enquiries', {
        headers: { ...setupHeaders(), 'X-Requested-With': 'XMLHttpRequest' },
        data: {
          submitData: {
            enq_type: 7,
            name: 'Rania Khoury',
            phone: '0791234567',
            subject: 'Certificates of origin for exports of olive oil to the European Union',
            description: 'Which certificates does a first shipment of olive oil to Germany need?',
            agreements: true,
          },
        },
      });
      expect(enquiry.status()).toBe(201);
      const pages: [string, Omit<SweepPage, 'path'>][] = [
        ['/profile', {}],
        ['/profile/user-enquiries', { phone: enquiryOnScreen, desktop: enquiryOnScreen }],
        ['/edit-profile', {}],
        ['/profile/my-events', {}],
      ];
      for (const [row, [path, entry]] of pages.entries()) {
        await page.setViewportSize(PHONE);
        await page.goto(addressOf(path, lang));
        await sweep(page, lang, entry, axeWidth(row, lang));
      }
    });
  });
}
