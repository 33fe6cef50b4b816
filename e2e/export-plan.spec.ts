import { registerCompanyByApi } from './helpers/company-api';
import { newMember } from './helpers/company-registration';
import { CSRF_HEADERS } from './helpers/console';
import { pdf, png } from './helpers/files';
import { checkPage, label, messagesOf, setupHeaders } from './support';
import { expect, test, waitForHydration, type APIRequestContext } from './test';

// Issue 59: the export plan, in English and Arabic. An exporter with a company, a saved
// rules-of-origin self-assessment (T-shirts to the US) and a saved landed cost (Saudi Arabia and
// the US) opens /export-plan from the profile's card, starts the plan and finds the markets, the
// origin and the landed cost filled from the portal; completes "Getting paid" (progress moves);
// downloads the PDF. Direction, fit and axe (E2E_SHOTS_DIR saves the screenshots).

const LOCALES = [
  { lang: 'en' as const, prefix: '', figure: /\d,\d{3}\.\d{3} JOD/ },
  { lang: 'ar' as const, prefix: '/ar', figure: /[٠-٩]٬[٠-٩]{3}٫[٠-٩]{3} دينار/ },
];

const json = (data: unknown) => ({ headers: { ...CSRF_HEADERS, ...setupHeaders() }, data });

async function exporterWithSavedWork(request: APIRequestContext) {
  await registerCompanyByApi(request, {
    name: 'Khoury Textiles Co.',
    tradingName: 'Khoury Textiles',
    domain: 'khoury-textiles.example',
    person: ['Rana', 'Khoury'],
    files: {
      logo: await png('logo.png', '#0a6e4f'),
      profile: pdf('profile'),
      certificate: pdf('iso'),
    },
  });
  const assessment = await request.post(
    '/api/market-access/assessments',
    json({
      hs: '6109',
      country: 'US',
      agreementId: 2,
      answers: {
        non_originating_percent: 10,
        cumulation_percent: 0,
        cumulation_countries: [],
        classification_change: 'chapter',
      },
    }),
  );
  expect(assessment.status()).toBe(201);
  const cost = await request.post(
    '/api/landed-costs',
    json({
      inputs: {
        hs: '6109.10',
        country: 'SA,US',
        value: '1000',
        incoterm: 'CIF',
        freight: '80',
        insurance: '5',
        qualifies: 'true',
      },
    }),
  );
  expect(cost.status()).toBe(201);
}

for (const { lang, prefix, figure } of LOCALES) {
  const m = messagesOf(lang);
  const t = m.ExportPlan;

  test(`${lang}: an exporter's plan filled from the portal, a section completed, the PDF`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.context().clearCookies();
    await newMember(request, page, `export-plan-${lang}`);
    await exporterWithSavedWork(page.request);

    await page.goto(`${prefix}/profile`);
    await page.getByTestId('export-plan-card').getByRole('link', { name: t.card.link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/export-plan$`));
    await waitForHydration(page);
    await page.getByTestId('plan-start').click();
    await expect(page.getByTestId('plan-progress')).toBeVisible();

    const markets = page.getByTestId('plan-form-markets');
    await expect(markets.getByLabel(label(t.sections.markets.fields.markets))).toHaveValue(
      /.+، .+|.+, .+/,
    );
    // The markets compared: the plan's code and markets open in the comparison.
    await expect(page.getByTestId('tool-markets')).toHaveAttribute(
      'href',
      `${prefix}/compare-markets/610910?countries=SA,US`,
    );
    const origin = page
      .getByTestId('plan-form-access')
      .getByLabel(label(t.sections.access.fields.origin));
    await expect(origin).toHaveValue(/61\.09/);
    await expect(page.getByTestId('plan-form-access').getByText(t.prefilled)).toBeVisible();
    const costs = page.getByTestId('plan-form-costs');
    await expect(costs.getByLabel(label(t.sections.costs.fields.landed))).toHaveValue(figure);
    await expect(costs.getByText(t.prefilled)).toBeVisible();
    await expect(page.getByTestId('next-step-costs')).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/landed-cost\\?hs=610910`),
    );
    await checkPage(page, lang, 'export-plan');

    const payment = page.getByTestId('plan-section-payment');
    await expect(payment).toHaveAttribute('data-complete', 'false');
    const before = await page.getByTestId('plan-progress').textContent();
    await payment.getByLabel(label(t.sections.payment.fields.incoterm)).selectOption('FOB');
    await payment
      .getByLabel(label(t.sections.payment.fields.payment_terms))
      .selectOption('letter_of_credit');
    await payment.getByRole('button', { name: t.save }).click();
    await expect(payment.getByRole('status')).toHaveText(t.saved);
    await expect(payment).toHaveAttribute('data-complete', 'true');
    await expect(page.getByTestId('plan-progress')).not.toHaveText(before ?? '');

    const href = await page.getByTestId(`pdf-${lang}`).getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['cache-control']).toBe('no-store');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
