import { logInMember, registerMember as register } from './helpers/member';
import { expectMailContaining } from './mail';
import {
  escapeRegExp,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  waitForInteractive,
  type Messages,
} from './support';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    market: '/pages/130-market-information',
    readiness: '/pages/140-Initial-export-readiness-assessment',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    market: `/pages/130-${encodeURIComponent('معلومات-الأسواق')}`,
    readiness: `/pages/140-${encodeURIComponent('التقييم-الأولي-للجاهزية-التصديرية')}`,
  },
];

const PASSWORD = 'Amman-Citadel-2026';

// The set-up calls come from one address; each names its own (X-Forwarded-For) so the
// per-address registration limit does not stop the suite.
const registerMember = (request: APIRequestContext, tag: string) =>
  register(request, {
    email: `enquiry-${tag}-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: 'Hala',
  });

const logInByApi = (page: Page, email: string) => logInMember(page.request, email, PASSWORD);

/** Picks the first entry of a lookup select (after its "Choose…" placeholder) once it has loaded. */
async function chooseFirst(field: Locator) {
  await expect(field.locator('option').nth(1)).toBeAttached();
  await field.selectOption({ index: 1 });
}

async function visit(page: Page, path: string, lang: 'en' | 'ar') {
  await page.goto(path);
  await waitForInteractive(page);
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
}

async function requestNumberOf(page: Page, m: Messages): Promise<string> {
  const dialog = page.getByRole('dialog', { name: m.Modals.success.title });
  const pattern = new RegExp(
    escapeRegExp(m.Modals.success.requestNumber).replace('\\{number\\}', '(\\d+)'),
  );
  await expect(dialog.getByText(pattern)).toBeVisible();
  const number = pattern.exec((await dialog.getByText(pattern).textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  await dialog.getByRole('button', { name: m.Modals.ok }).click();
  return number!;
}

for (const { lang, prefix, m, market, readiness } of locales) {
  const field = (page: Page, name: keyof Messages['EnquiryForm']['fields']) =>
    page.getByTestId('enquiry-form-card').getByLabel(label(m.EnquiryForm.fields[name]));

  test.describe(`enquiries (${lang})`, () => {
    test('a visitor sends a matchmaking enquiry after logging in, and finds it in their table', async ({
      page,
      request,
    }) => {
      // A member registered through the API, then the matchmaking form filled field by field and
      // sent, with axe.
      test.setTimeout(120_000);
      const email = await registerMember(request, `match-${lang}`);
      const description = `We import olive oil and dates for retail chains (${Date.now()}).`;

      await visit(page, `${prefix}${market}?tab=3`, lang);
      await field(page, 'name').fill('Hala Nasser');
      await field(page, 'job_title').fill('Procurement manager');
      await field(page, 'company').fill('Levant Fine Foods');
      await chooseFirst(field(page, 'industry'));
      await field(page, 'phone').fill('0795551234');
      await chooseFirst(field(page, 'country'));
      await chooseFirst(field(page, 'type_of_client'));
      await field(page, 'description').fill(description);
      await page.getByTestId('enquiry-form-card').getByRole('checkbox').check();
      await page.getByRole('button', { name: m.EnquiryForm.submit, exact: true }).click();

      // The login modal; the draft survives a reload once logged in.
      const modal = page.getByRole('dialog', { name: m.Modals.login.title });
      await expect(modal).toBeVisible();
      await modal.getByLabel(label(m.Auth.fields.email)).fill(email);
      await modal.getByLabel(label(m.Auth.fields.password)).fill(PASSWORD);
      await modal.getByRole('button', { name: m.Auth.login.submit, exact: true }).click();
      await expect(modal).toBeHidden();
      await page.reload();
      await waitForInteractive(page);
      await expect(field(page, 'description')).toHaveValue(description);
      await expect(page.getByTestId('enquiry-account-email')).toContainText(email);

      await page.getByRole('button', { name: m.EnquiryForm.submit, exact: true }).click();
      const number = await requestNumberOf(page, m);
      await expect(field(page, 'description')).toHaveValue('');

      await visit(page, `${prefix}/profile/user-enquiries`, lang);
      const row = page
        .getByTestId('user-enquiries-table')
        .getByRole('row', { name: new RegExp(`\\b${number}\\b`) });
      await expect(row).toContainText(m.Enquiries.status['10']);
      await row.getByRole('button', { name: new RegExp(number) }).click();
      const detail = page.getByTestId('enquiry-detail-fields');
      await expect(detail).toContainText(description);
      await expect(detail).toContainText('Levant Fine Foods');
      await expectNoSeriousA11yViolations(page);

      await expectMailContaining(email, number);
    });

    test('an empty submission lists the missing fields', async ({ page, request }) => {
      const email = await registerMember(request, `empty-${lang}`);
      await logInByApi(page, email);
      await visit(page, `${prefix}${market}?tab=2`, lang);
      await expect(page.getByTestId('enquiry-account-email')).toContainText(email);
      await page.getByRole('button', { name: m.EnquiryForm.submit, exact: true }).click();
      const modal = page.getByRole('dialog', { name: m.Modals.requiredFields.title });
      await expect(modal).toBeVisible();
      for (const name of ['name', 'phone', 'company', 'description', 'agreements'] as const) {
        await expect(
          modal.getByRole('listitem').filter({ hasText: m.EnquiryForm.fields[name] }),
        ).toHaveCount(1);
      }
    });

    test('the readiness survey shows the result of the answers', async ({ page, request }) => {
      // A member registered through the API, then every question of the survey (one page each) and
      // its result, with axe.
      test.setTimeout(120_000);
      const email = await registerMember(request, `ready-${lang}`);
      const questions = (await (await request.get('/api/enquiries-questions')).json()) as unknown[];
      await logInByApi(page, email);
      await visit(page, `${prefix}${readiness}`, lang);
      const survey = page.getByTestId('readiness-survey');
      for (let step = 1; step <= questions.length; step += 1) {
        await survey
          .getByRole('radio', { name: m.Readiness.survey.scale['4'], exact: true })
          .check();
        if (step < questions.length)
          await survey.getByRole('button', { name: m.Readiness.survey.next }).click();
      }
      await page.getByRole('button', { name: m.EnquiryForm.submit, exact: true }).click();
      await requestNumberOf(page, m);
      const numbers = new Intl.NumberFormat(lang === 'ar' ? 'ar-JO' : 'en-US');
      const total = m.Readiness.result.total
        .replace('{points}', numbers.format(4 * questions.length))
        .replace('{maximum}', numbers.format(5 * questions.length));
      await expect(page.getByTestId('readiness-total')).toHaveText(total);
      await expectNoSeriousA11yViolations(page);
    });

    test('a trade barrier report is received', async ({ page, request }) => {
      const email = await registerMember(request, `barrier-${lang}`);
      await logInByApi(page, email);
      await visit(page, `${prefix}/reporting-trade-barriers`, lang);
      await field(page, 'company').fill('Jordan Stone Works');
      await chooseFirst(field(page, 'barrier_country'));
      await chooseFirst(field(page, 'industry'));
      await field(page, 'name').fill('Sami Odeh');
      await chooseFirst(field(page, 'positions'));
      await field(page, 'city_phone').fill('065551234');
      await field(page, 'phone2').fill('0791112233');
      await chooseFirst(field(page, 'barriers'));
      await field(page, 'description').fill(
        'Our marble shipment waited 19 days for a new conformity certificate.',
      );
      await page.getByTestId('enquiry-form-card').getByRole('checkbox').check();
      await page.getByRole('button', { name: m.EnquiryForm.submit, exact: true }).click();
      const number = await requestNumberOf(page, m);
      await expectMailContaining(email, number);
    });
  });
}
