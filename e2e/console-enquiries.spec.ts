import { ADMIN_STATE } from './helpers/console';
import { signUpMember } from './helpers/member';
import { expectMailContaining } from './mail';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type Browser, type Page } from './test';

// Issue 13, "Enquiries": a member's enquiry whose description is markup reaches the console as
// text; the administrator finds it with the list's filter form, assigns it to themself, replies
// and moves it to "ongoing"; the member sees the status and the reply, and has the e-mail. The list
// is the console kit's table (issue 24: no grid, no English column menu on Arabic pages). In
// English and Arabic, axe on each console page, and the console's pages fit a phone.
// E2E_SHOTS_DIR=/tmp/shots-desk keeps screenshots.

test.use({ storageState: ADMIN_STATE });

const XSS = '<img src=x onerror=alert(1)>';
const PASSWORD = 'Petra-Treasury-2026';
const SHOTS = process.env.E2E_SHOTS_DIR;

// One language: the Arabic console's list and enquiry page are
// tests/components/enquiries/console-enquiry-*.test.tsx's; the consultation requests and the
// dashboard tile are tests/components/home/console-consultations.test.tsx's and
// console-enquiry-page.test.tsx's (issue 54).
const locales: { lang: 'en' | 'ar'; prefix: string; m: ReturnType<typeof messagesOf> }[] = [
  { lang: 'en', prefix: '', m: messagesOf('en') },
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
  const email = await signUpMember(context.request, {
    email: `desk-${lang}-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: 'Yara',
    phone: '0795550101',
    lang,
  });
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
      // A member's enquiry, then the console's list, the enquiry, its owner, reply and status, and
      // the member's view of it, each page with axe.
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

      // The list: the filter form finds it by the member's e-mail; its number links to it.
      await consolePage(page, `${prefix}/admin/enquiries`, lang);
      const filters = page.getByRole('search', { name: desk.filters.label });
      await filters.getByRole('searchbox', { name: desk.filters.q }).fill(member.email);
      await filters.getByRole('button', { name: m.Console.kit.search }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      const list = page.getByRole('table', { name: desk.list.caption });
      const link = list.getByRole('link', {
        name: desk.list.open.replace('{id}', String(id)),
        exact: true,
      });
      await expect(link).toBeVisible();
      await expect(list.getByText(member.email)).toBeVisible();
      // Headings in the page's language, each a link that sorts by it (no column menu).
      for (const column of [desk.list.type, desk.list.status, desk.list.age]) {
        await expect(
          list.getByRole('columnheader', { name: column }).getByRole('link'),
        ).toBeVisible();
      }
      await expect(page.getByTestId('export-csv')).toHaveAttribute('href', /enquiries\.csv\?q=/);
      await expectNoSeriousA11yViolations(page);
      await expectFitsAPhone(page);
      await shoot(page, `list-${lang}`);
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
      // After a client-side navigation the page's title streams in with its metadata.
      await expect(page).toHaveTitle(/\S/);
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

      // Move to ongoing with a staff note (not a final move: nothing is asked).
      await actions
        .getByRole('combobox', { name: desk.detail.moveTo })
        .selectOption({ label: m.Enquiries.status['70'] });
      await actions.getByRole('textbox', { name: desk.detail.note }).fill('Called the member');
      await actions.getByRole('button', { name: desk.detail.moveButton, exact: true }).click();
      await expect(actions.getByText(desk.detail.moved)).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: desk.detail.summary })
          .getByText(m.Enquiries.status['70'], { exact: true }),
      ).toBeVisible();
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
  });
}
