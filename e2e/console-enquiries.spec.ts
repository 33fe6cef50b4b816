import { ADMIN_STATE } from './helpers/console';
import { expectMailContaining } from './mail';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  setupHeaders,
  waitForInteractive,
} from './support';
import { expect, test, type Browser, type Page } from './test';

// Issue 13, "Enquiries": a member's enquiry whose description is markup reaches the console as
// text; the administrator assigns it to themself, replies and moves it to "ongoing"; the member
// sees the status and the reply, and has the e-mail. In English and Arabic, axe on each console
// page, and the console's pages fit a phone. E2E_SHOTS_DIR=/tmp/shots-desk keeps screenshots.

test.use({ storageState: ADMIN_STATE });

const XSS = '<img src=x onerror=alert(1)>';
const PASSWORD = 'Petra-Treasury-2026';
const SHOTS = process.env.E2E_SHOTS_DIR;

const locales = [
  { lang: 'en' as const, prefix: '', m: messagesOf('en') },
  { lang: 'ar' as const, prefix: '/ar', m: messagesOf('ar') },
];

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A console page at a phone's width: nothing wider than the screen. */
async function expectFitsAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function consolePage(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(path);
  await expectDocumentDirection(page, lang);
}

// A member of their own (a fresh browser context: the test's context is the administrator's).
async function newMember(browser: Browser, baseURL: string, lang: 'en' | 'ar') {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    locale: lang === 'ar' ? 'ar-JO' : 'en-US',
  });
  const email = `desk-${lang}-${Date.now()}@example.jo`;
  const registered = await context.request.post('/api/register', {
    headers: { ...setupHeaders(), 'Accept-Language': lang },
    data: {
      name: 'Yara',
      phone: '0795550101',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await context.request.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { context, email };
}

for (const { lang, prefix, m } of locales) {
  const desk = m.EnquiryDesk;

  test.describe(`console enquiries (${lang})`, () => {
    test('an enquiry with markup is text; assign, reply, move to ongoing; the member sees it', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      // The member sends an enquiry whose description is markup (set-up through the API).
      const member = await newMember(browser, baseURL!, lang);
      const sent = await member.context.request.post('/api/all-enquiries', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': lang },
        data: {
          submitData: {
            enq_type: 7,
            name: 'Yara Saleh',
            phone: '0795550101',
            subject: `Console ${lang}`,
            description: XSS,
            agreements: true,
          },
        },
      });
      expect(sent.status()).toBe(201);
      const { id } = (await sent.json()) as { id: number };

      // The grid: found by the member's e-mail, its id links to the enquiry.
      await consolePage(
        page,
        `${prefix}/admin/enquiries?q=${encodeURIComponent(member.email)}`,
        lang,
      );
      const grid = page.getByRole('grid', { name: desk.grid.label });
      const link = grid.getByRole('link', { name: desk.grid.open.replace('{id}', String(id)) });
      await expect(link).toBeVisible();
      await expect(grid.getByText(member.email)).toBeVisible();
      await expect(page.getByTestId('export-csv')).toHaveAttribute('href', /enquiries\.csv\?q=/);
      await expectNoSeriousA11yViolations(page);
      await expectFitsAPhone(page);
      await shoot(page, `grid-${lang}`);
      await link.click();

      // The enquiry: the markup is shown as the characters the member typed.
      await expect(page).toHaveURL(new RegExp(`${prefix}/admin/enquiries/${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        desk.detail.title.replace('{id}', String(id)),
      );
      const sentFields = page.getByTestId('enquiry-sent-fields');
      await expect(sentFields.getByText(XSS, { exact: true })).toBeVisible();
      await expect(sentFields.locator('img')).toHaveCount(0);
      const actions = page.getByTestId('enquiry-actions');
      await expect(actions).toHaveAttribute('data-ready', 'true');
      await expectNoSeriousA11yViolations(page);

      // Assign to me.
      await actions.getByRole('button', { name: desk.detail.assignToMe }).click();
      await expect(actions.getByText(desk.detail.ownerSaved)).toBeVisible();
      await expect(page.getByTestId('enquiry-history').locator('[data-kind="owner"]')).toHaveCount(
        1,
      );

      // Reply in the member's language.
      const reply = `${lang === 'ar' ? 'شكرًا لتواصلكم، نعمل على طلبكم' : 'Thank you, we are on it'} (${Date.now()})`;
      await actions.getByRole('textbox', { name: desk.detail.message }).fill(reply);
      await actions.getByRole('button', { name: desk.detail.send }).click();
      await expect(actions.getByText(desk.detail.replied)).toBeVisible();
      await expect(page.getByTestId('enquiry-history')).toContainText(reply);

      // Move to ongoing with a staff note.
      await actions.getByRole('combobox', { name: desk.detail.moveTo }).click();
      await page.getByRole('option', { name: m.Enquiries.status['70'], exact: true }).click();
      await actions.getByRole('textbox', { name: desk.detail.note }).fill('Called the member');
      await actions.getByRole('button', { name: desk.detail.moveButton, exact: true }).click();
      await expect(actions.getByText(desk.detail.moved)).toBeVisible();
      await expect(page.locator('[data-status="70"]').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectFitsAPhone(page);
      await shoot(page, `detail-${lang}`);
      expect(dialogs).toEqual([]);

      // The member sees the status and the reply, and has the e-mail.
      const memberPage = await member.context.newPage();
      await memberPage.goto(`${prefix}/profile/user-enquiries`);
      await waitForInteractive(memberPage);
      const table = memberPage.getByTestId('user-enquiries-table');
      const row = table.getByRole('row').filter({ hasText: String(id) });
      await expect(row.getByText(m.Enquiries.status['70'], { exact: true })).toBeVisible();
      await row
        .getByRole('button', { name: m.UserEnquiries.viewDetails.replace('{id}', String(id)) })
        .click();
      const conversation = memberPage.getByRole('region', { name: m.Enquiries.conversation.title });
      await expect(conversation.getByText(reply)).toBeVisible();
      await expect(conversation.getByText(m.Enquiries.conversation.team)).toBeVisible();
      await expect(memberPage.getByText('Called the member')).toHaveCount(0);
      await shoot(memberPage, `member-${lang}`);
      await expectMailContaining(member.email, reply);
      await member.context.close();
    });

    test('consultation requests: mark one handled', async ({ page }) => {
      const name = `Consult ${lang} ${Date.now()}`;
      const stored = await page.request.post('/api/consultation-requests', {
        headers: setupHeaders(),
        data: { name, email: `consult-${Date.now()}@example.jo`, terms: true },
      });
      expect(stored.status()).toBe(201);
      await consolePage(page, `${prefix}/admin/consultations?handled=0`, lang);
      const item = page
        .getByTestId('consultation-list')
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(item).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectFitsAPhone(page);
      await shoot(page, `consultations-${lang}`);
      const button = item.getByRole('button', {
        name: `${desk.consultations.markHandled}: ${name}`,
      });
      await expect(button).toHaveAttribute('data-ready', 'true');
      await button.click();
      await expect(item.getByText(desk.consultations.waiting)).toHaveCount(0);
      await expect(button).toHaveCount(0);
    });

    test('the dashboard tile counts enquiries and links to the overdue ones', async ({ page }) => {
      await consolePage(page, `${prefix}/admin`, lang);
      const tile = page.getByTestId('enquiry-tile');
      await expect(tile.getByRole('heading', { name: desk.tile.title })).toBeVisible();
      await expect(tile.getByRole('link', { name: desk.tile.viewOverdue })).toHaveAttribute(
        'href',
        `${prefix}/admin/enquiries?overdue=1`,
      );
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `dashboard-${lang}`);
    });
  });
}
