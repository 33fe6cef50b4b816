import { registerCompanyByApi } from './helpers/company-api';
import { approveRecord, CSRF_HEADERS, newAdminRequest } from './helpers/console';
import { pdf, png } from './helpers/files';
import { signUpMember } from './helpers/member';
import {
  escapeRegExp,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test, type APIRequestContext, type Page } from './test';

// Issue 25: a product whose certificate is a PDF showed a broken picture on its public page (and a
// 400 from the image optimiser in the browser's console). An exporter registers a company and a
// product, both with PDF certificates, through the API; the agency approves them; the public pages
// offer each PDF as a download link, never as a picture. On the way, the company page with nothing
// listed says so once, and a filter that matches nothing says only that. English and Arabic, axe.

const PASSWORD = 'Jerash-Columns-2026';
const SQUARE = { width: 480, height: 480 };

/** The page's own context signs in as a new member, who registers a company (PDF certificate). */
async function exporterWithCompany(request: APIRequestContext, tag: string, certificate: string) {
  await signUpMember(request, {
    email: `files-${tag}-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: 'Lina',
  });
  return registerCompanyByApi(request, {
    name: `Jerash Herbs ${tag} ${Date.now()} Co.`,
    tradingName: 'Jerash Herbs',
    domain: 'jerash-herbs.example',
    email: `info-${tag}-${Date.now()}@jerash-herbs.example`,
    person: ['Lina', 'Khoury'],
    certificate,
    files: {
      logo: await png('logo.png', '#0a6e4f', SQUARE),
      profile: pdf('profile'),
      certificate: pdf('registration'),
    },
    extra: { location_country_id: '' },
  });
}

/** A product whose certificate file is a PDF; answers its id. */
async function productWithPdfCertificate(
  request: APIRequestContext,
  companyId: number,
  cert: string,
) {
  const [sub] = (await (await request.get('/api/sub_ind_by_ind_iid/3')).json()) as { id: number }[];
  const added = await request.post('/api/products', {
    headers: CSRF_HEADERS,
    multipart: {
      name_eng: 'Dried za’atar 250 g',
      name_ara: 'زعتر مجفف ٢٥٠ غ',
      gs1_code: '6251234567892',
      hs_code: '091099',
      industry: '3',
      sub_ind: String(sub!.id),
      description_eng: 'Wild thyme from the hills of Jerash, dried in the shade.',
      description_ara: 'زعتر بري من تلال جرش، مجفف في الظل.',
      cert,
      features: 'Moisture below 10 %.',
      contacts: 'www.jerash-herbs.example/contact',
      image: await png('zaatar.png', '#556b2f', SQUARE),
      certificate_image: pdf('haccp'),
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const [product] = (await (await request.get(`/api/my-products-get/${companyId}`)).json()) as {
    id: number;
  }[];
  return product!.id;
}

/** Answers of the image optimiser that failed while the page loaded (a PDF asked as a picture). */
function failedPictures(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/image') && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'ar' ? '/ar' : '';
  const m = messagesOf(lang);
  const t = m.Buyers;

  test(`a PDF certificate is a download link, not a picture (${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A member's company with a PDF certificate registered and approved, then the public page and
    // the console's view of it, with axe.
    test.setTimeout(150_000);
    const companyCertificate = lang === 'ar' ? 'شهادة تسجيل الشركة' : 'Registration certificate';
    const productCertificate = 'HACCP 2026';
    const companyId = await exporterWithCompany(page.request, lang, companyCertificate);
    const productId = await productWithPdfCertificate(page.request, companyId, productCertificate);
    const admin = await newAdminRequest(playwright, baseURL);
    const failed = failedPictures(page);

    // The company approved, its product not yet: the page says once that nothing is listed.
    await approveRecord(admin, 'company', companyId);
    await page.goto(`${prefix}/buyers/${companyId}`);
    await waitForInteractive(page);
    await expectDocumentDirection(page, lang);
    await expect(page.getByTestId('empty-list')).toHaveText(t.company.noListings);
    await expect(page.getByText(t.noData)).toHaveCount(0);
    await expect(page.getByTestId('offerings-count')).toHaveCount(0);
    // The company's certificate and profile are PDFs: download links with their names.
    const profile = page.getByTestId('company-profile');
    const certificate = profile.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(companyCertificate)}`),
    });
    await expect(certificate).toHaveAttribute('download', '');
    await expect(certificate).toHaveAttribute('href', /\/api\/uploads\/.+\.pdf$/);
    await expect(certificate).toHaveAttribute('data-file-kind', 'pdf');
    const profileFile = profile.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(t.company.profile)}`),
    });
    await expect(profileFile).toHaveAttribute('download', '');
    await expectNoSeriousA11yViolations(page);

    // The product approved: its page offers the PDF certificate as a link, with no picture of it.
    await approveRecord(admin, 'product', productId);
    await admin.dispose();
    await page.goto(`${prefix}/buyers/products/${productId}`);
    await waitForInteractive(page);
    await expectDocumentDirection(page, lang);
    const section = page.getByTestId('item-certificate');
    await expect(section.getByRole('heading', { name: t.item.certificate })).toBeVisible();
    const link = section.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(productCertificate)}`),
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveAttribute('href', /\/api\/uploads\/.+\.pdf$/);
    await expect(section.locator('img')).toHaveCount(0);
    // The file itself is served (as a download).
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await expectNoSeriousA11yViolations(page);

    // The company page lists the product; a filter that matches nothing says only that.
    await page.goto(`${prefix}/buyers/${companyId}`);
    await waitForInteractive(page);
    await expect(page.getByTestId('item-card')).toHaveCount(1);
    await expect(page.getByTestId('offerings-count')).toBeVisible();
    await expect(page.getByTestId('empty-list')).toHaveCount(0);
    await page.goto(`${prefix}/buyers/${companyId}?sub_ind=999999`);
    await waitForInteractive(page);
    await expect(page.getByTestId('empty-list')).toContainText(t.noData);
    await expect(page.getByText(t.company.noListings)).toHaveCount(0);
    await expect(page.getByTestId('offerings-count')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    expect(failed, 'the image optimiser refused nothing').toEqual([]);
  });
}
