import { isolate } from '../lib/i18n/isolate';
import { localePath } from '../lib/i18n/locale-path';
import { consolePath } from '../lib/navigation/console-path';

import { registerCompanyByApi } from './helpers/company-api';
import {
  ADMIN_STATE,
  createStaffAccount,
  newAdminRequest,
  signInToConsole,
} from './helpers/console';
import { fillFields } from './helpers/console-record';
import { pdf, png } from './helpers/files';
import { memberInNewContext } from './helpers/member';
import { expectMailContaining } from './mail';
import { checkPage, messagesOf } from './support';
import {
  expect,
  test,
  waitForHydration,
  type APIRequestContext,
  type Browser,
  type Page,
} from './test';

// Issue 13 "Approvals": a member registers a company; the agency finds it in the console's queue
// and approves it; the member's profile shows it approved, without the buyers' warning. In
// Arabic, a product is refused with an Arabic reason, which the member reads in My products.
// Issue 39 part 3, the two-person rule: one staff member prepares a trade barrier's register entry
// and cannot approve it; a second one approves it and the public register shows it. axe and the
// 390 px fit on every console page. The queue's order and the dashboard's counts (issue 24) are
// tests/components/approvals/approvals-queue-parts.test.tsx's (issue 54).

test.use({ storageState: ADMIN_STATE });

const PASSWORD = 'Ajloun-Castle-2026';

const SQUARE = { width: 480, height: 480 };

/** A member in a context of their own (the page's context is the administrator's). */
const newMember = (browser: Browser, lang: 'en' | 'ar', tag: string) =>
  memberInNewContext(browser, {
    email: `approvals-${tag}-${Date.now()}@example.jo`,
    password: PASSWORD,
    lang,
  });

/** part 2 §7 POST international-buyers, as the registration form sends it. */
async function registerCompany(request: APIRequestContext, name: string) {
  await registerCompanyByApi(request, {
    name,
    tradingName: name.split(' ')[0]!,
    domain: 'approvals.example',
    person: ['Rania', 'Haddad'],
    files: {
      logo: await png('logo.png', '#0a6e4f', SQUARE),
      profile: pdf('profile'),
      certificate: pdf('iso'),
    },
    extra: { location_country_id: '' },
  });
}

/** From the queue (filtered to this record), its review page. */
async function openReview(page: Page, lang: 'en' | 'ar', queue: string, name: string) {
  const m = messagesOf(lang).Approvals;
  await page.goto(queue);
  const row = page.getByTestId('approvals-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await checkPage(page, lang);
  await row.getByRole('link', { name: new RegExp(m.table.review) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('version-table')).toBeVisible();
  await checkPage(page, lang);
}

/**
 * Presses a decision button until its dialog opens: the review page is server-rendered, and on a
 * busy machine its buttons can show before their client code has hydrated.
 */
async function openDecision(page: Page, button: string, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(async () => {
    await page.getByRole('button', { name: button }).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

test.describe('approvals in the console', () => {
  test('a company waiting since its registration is approved; the profile shows it (en)', async ({
    page,
    browser,
  }) => {
    // A member's company registered through the API, then the console's queue, the record, the
    // approval and the member's profile, with axe.
    const m = messagesOf('en');
    const member = await newMember(browser, 'en', 'company');
    const name = `Wadi Rum Dates ${Date.now()} LLC`;
    await registerCompany(member.page.request, name);

    await member.page.goto('/profile');
    const card = member.page.getByTestId('company-card');
    await expect(card.getByText(m.Profile.company.notApproved)).toBeVisible();

    await openReview(
      page,
      'en',
      `/admin/approvals?type=company&q=${encodeURIComponent(name)}`,
      name,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      m.Approvals.detail.title.company,
    );
    const dialog = await openDecision(
      page,
      m.Approvals.decision.approve,
      m.Approvals.decision.approveTitle.company,
    );
    await dialog.getByRole('button', { name: m.Approvals.decision.approve }).click();
    await expect(page).toHaveURL(/\/admin\/approvals\?type=company$/);
    await expect(page.getByTestId('approvals-snackbar')).toContainText(
      m.Approvals.decision.approved.replace('{name}', name),
    );

    await member.page.reload();
    await expect(card.getByText(m.CompanyStatus.approved.name)).toBeVisible();
    await expect(card.getByText(m.Profile.company.notApproved)).toHaveCount(0);
    await expectMailContaining(member.email, `Approved: ${name}`);
    await member.context.close();
  });

  test('a product is refused with a reason in Arabic; My products shows the reason (ar)', async ({
    page,
    browser,
  }) => {
    // A member's product added through the API, then the console's queue, the refusal with its
    // reason and My products, with axe.
    const m = messagesOf('ar');
    const member = await newMember(browser, 'ar', 'product');
    await registerCompany(member.page.request, `Zarqa Foods ${Date.now()} LLC`);
    const product = `زيت زيتون ${Date.now()}`;
    const added = await member.page.request.post('/api/products', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: {
        name_eng: 'Olive oil',
        name_ara: product,
        gs1_code: '6251234567892',
        hs_code: '150910',
        industry: '3',
        sub_ind: String(
          (
            (await (await member.page.request.get('/api/sub_ind_by_ind_iid/3')).json()) as {
              id: number;
            }[]
          )[0]!.id,
        ),
        description_eng: 'Cold-pressed oil from Ajloun.',
        description_ara: 'زيت معصور على البارد من عجلون.',
        cert: 'ISO 22000',
        features: 'Acidity below 0.8 %.',
        contacts: 'www.approvals.example/contact',
        image: await png('oil.png', '#556b2f', SQUARE),
      },
    });
    expect(added.status(), await added.text()).toBe(200);

    await openReview(
      page,
      'ar',
      `/ar/admin/approvals?type=product&q=${encodeURIComponent(product)}`,
      product,
    );
    const dialog = await openDecision(
      page,
      m.Approvals.decision.refuse,
      m.Approvals.decision.refuseTitle.product,
    );
    const reason = 'الصورة لا تُظهر عبوة المنتج التجارية، يرجى رفع صورة أوضح.';
    const field = dialog.getByRole('textbox', {
      name: new RegExp(m.Approvals.languages.ar),
    });
    await expect(field).toHaveAttribute('lang', 'ar');
    await field.fill(reason);
    await dialog.getByRole('button', { name: m.Approvals.decision.refuse }).click();
    await expect(page).toHaveURL(/\/ar\/admin\/approvals\?type=product$/);
    await expect(page.getByTestId('approvals-snackbar')).toContainText(product);

    await member.page.goto('/ar/my-products');
    const card = member.page.getByTestId('offering-card').filter({ hasText: product });
    await expect(card.getByText(m.CompanyStatus.refused.name)).toBeVisible();
    // The member's reason is isolated in the Arabic sentence (U+2068 … U+2069).
    await expect(
      card.getByText(m.CompanyStatus.note.replace('{note}', isolate(reason, 'ar'))),
    ).toBeVisible();
    await member.context.close();
  });
});

test('the two-person rule: one staff member prepares a register entry, another approves it (ar)', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const lang = 'ar' as const;
  const m = messagesOf(lang);
  const t = m.TradeBarrierRegisterAdmin;
  const pub = m.TradeBarrierRegister;
  const unique = `${Date.now().toString(36)}${lang}`;
  const titleEn = `SAMPLE Kuwait: halal certificates legalised twice ${unique}`;
  const title = `عينة: الكويت – تصديق شهادات الحلال مرتين ${unique}`;
  const update = `أُثير مع جمارك الكويت ${unique}.`;

  // The administrator prepares the entry, with a public update, and submits it.
  await page.goto(consolePath('/trade-barriers', lang));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, lang);
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.form.addTitle });
  await fillFields(dialog, [
    [t.form.title_eng, titleEn],
    [t.form.title_ara, title],
    [t.form.summary_eng, 'Each dairy consignment waits.'],
    [t.form.summary_ara, 'تنتظر كل شحنة ألبان.'],
    [t.form.country_id, { option: 'الكويت' }],
    [t.form.hs_codes, '0406, 0401.20'],
    [t.form.status_date, '2026-10-01'],
  ]);
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog).toBeHidden();

  // The title is a plain link: a page load the navigation fixture did not start.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: t.updates.add }).click();
  const updateForm = page.getByRole('dialog', { name: t.updates.addTitle });
  await fillFields(updateForm, [
    [t.updates.text_eng, `Raised with Kuwait's customs ${unique}.`],
    [t.updates.text_ara, update],
  ]);
  await updateForm.getByRole('button', { name: t.form.save }).click();
  await expect(updateForm).toBeHidden();
  await expect(page.getByTestId('updates')).toContainText(update);

  const publication = page.getByTestId('publication');
  await publication.getByRole('button', { name: t.steps.submit.button }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.steps.submit.button }).click();
  await expect(publication).toContainText(t.publications.awaiting_approval);
  // Its preparer cannot approve it.
  await expect(publication.getByText(t.publication.otherApproves)).toBeVisible();
  await expect(publication.getByRole('button', { name: t.steps.approve.button })).toBeDisabled();
  await checkPage(page, lang);
  const entryPath = new URL(page.url()).pathname;

  // A second staff member approves it.
  const admin = await newAdminRequest(playwright, baseURL);
  const officer = await createStaffAccount(admin, { role: 'officer', locale: lang });
  await admin.dispose();
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const approver = await other.newPage();
  await signInToConsole(approver, { ...officer, locale: lang, redirect: entryPath });
  const panel = approver.getByTestId('publication');
  await panel.getByRole('button', { name: t.steps.approve.button }).click();
  await approver.getByRole('dialog').getByRole('button', { name: t.steps.approve.button }).click();
  await expect(panel).toContainText(t.publications.published);
  await expect(panel).toContainText(officer.name);

  // The public register shows it at once, and its page its update; its feed names it.
  await approver.goto(
    `${localePath('/trade-barriers/register', lang)}?q=${encodeURIComponent(unique)}`,
  );
  await expect(approver.getByRole('heading', { level: 1, name: pub.title })).toBeVisible();
  const entries = approver.getByTestId('register-entries');
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await checkPage(approver, lang);
  await entries.getByRole('link', { name: title }).click();
  await expect(approver.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(approver.getByTestId('barrier-updates')).toContainText(update);
  const feed = await approver.request.get(localePath('/feeds/trade-barriers.atom', lang));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(await feed.text()).toContain(`<title type="text">${title}</title>`);
  await other.close();
});
