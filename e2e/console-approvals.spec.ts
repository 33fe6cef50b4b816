import { isolate } from '../lib/i18n/isolate';

import { registerCompanyByApi } from './helpers/company-api';
import { ADMIN_STATE } from './helpers/console';
import { pdf, png } from './helpers/files';
import { memberInNewContext } from './helpers/member';
import { expectMailContaining } from './mail';
import { checkPage, messagesOf } from './support';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';

// Issue 13 "Approvals": a member registers a company; the agency finds it in the console's queue
// and approves it; the member's profile shows it approved, without the buyers' warning. In
// Arabic, a product is refused with an Arabic reason, which the member reads in My products.
// Issue 24: the queue is newest first, its order chosen in the filters or by its heading, and the
// dashboard counts what waits per type. axe and the 390 px fit on every console page.

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
    test.setTimeout(120_000);
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
    test.setTimeout(120_000);
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

  for (const lang of ['en', 'ar'] as const) {
    const prefix = lang === 'ar' ? '/ar' : '';

    test(`the dashboard counts what waits per type, each a link to its tab (${lang})`, async ({
      page,
    }) => {
      const m = messagesOf(lang).Approvals;
      await page.goto(`${prefix}/admin`);
      const tile = page.getByTestId('approvals-tile');
      await expect(tile.getByRole('heading', { name: m.tile.title })).toBeVisible();
      const links = tile.getByRole('link');
      await expect(links).toHaveCount(3);
      for (const [index, type] of (['company', 'product', 'service'] as const).entries()) {
        await expect(links.nth(index)).toContainText(`${m.tabs[type]}: `);
        await expect(links.nth(index)).toHaveAttribute(
          'href',
          `${prefix}/admin/approvals?type=${type}`,
        );
      }
      // Numbers in the page's language: Arabic-Indic digits on the Arabic page.
      if (lang === 'ar') await expect(tile).not.toHaveText(/[0-9]/);
      else await expect(links.first()).toHaveText(/^Companies: (none|[\d,]+ waiting)$/);
      await checkPage(page, lang);

      await links.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/admin/approvals\\?type=product$`));
      const tabs = page.getByRole('navigation', { name: m.tabsLabel });
      await expect(tabs.getByRole('link', { name: new RegExp(m.tabs.product) })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test(`the queue is newest first; the filters or its heading turn the order (${lang})`, async ({
      page,
    }) => {
      const m = messagesOf(lang).Approvals;
      const kit = messagesOf(lang).Console.kit;
      await page.goto(`${prefix}/admin/approvals?type=product`);
      const times = () =>
        page
          .getByTestId('approvals-row')
          .locator('time')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
      const sorted = (values: string[], newestFirst: boolean) =>
        [...values].sort((a, b) => (newestFirst ? b.localeCompare(a) : a.localeCompare(b)));
      const heading = page.getByRole('columnheader', { name: new RegExp(m.table.waitingSince) });
      await expect(heading).toHaveAttribute('aria-sort', 'descending');
      const newest = await times();
      expect(newest.length).toBeGreaterThan(1);
      expect(newest).toEqual(sorted(newest, true));

      await heading.getByRole('link').click();
      await expect(page).toHaveURL(/[?&]order=oldest(&|$)/);
      await expect(heading).toHaveAttribute('aria-sort', 'ascending');
      const oldest = await times();
      expect(oldest).toEqual(sorted(oldest, false));
      const filters = page.getByRole('search', { name: m.filters.label });
      const order = filters.getByLabel(m.filters.order);
      await expect(order).toHaveValue('oldest');
      await checkPage(page, lang);

      await order.selectOption('newest');
      await filters.getByRole('button', { name: kit.search }).click();
      await expect(page).toHaveURL(/[?&]order=newest(&|$)/);
      await expect(heading).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/[?&]type=product(&|$)/);
    });
  }
});
