import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { companies, companyCertificates, products, services } from '@/lib/db/schema';

import { form, upload, type Fields } from './account-fixtures';
import { createMember, type TestMember } from './helpers/accounts';
import type { TestApi } from './helpers/test-api';
import { memberIfMatch } from './helpers/versions';

export { form, upload, type Fields };

/** A minimal valid PDF: the header, one empty page, the trailer. */
export const pdf = (title = 'Certificate') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );

export const png = (width = 400, height = 300, color = '#0a6e4f') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A JPEG that carries EXIF data (a camera's make and the GPS-free comment), to see it dropped. */
export const jpegWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0a060' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Secret Studio' } })
    .toBuffer();

/** The text fields of a valid registration (a local food company in Amman). */
export const companyFields = (overrides: Fields = {}): Fields => ({
  company_registered_name: 'Zaytouna Olive Products Co. LLC',
  company_trading_name: 'Zaytouna',
  type_of_company: '1',
  phone_number: '96265512345',
  mobile_number: '962791234567',
  website_url: 'www.zaytouna.example',
  e_mail: 'info@zaytouna.example',
  location_type_id: '1',
  governorates: '1',
  location_country_id: '',
  industry_information_for_products: '[3]',
  industry_information_for_services: '[]',
  countries_of_operations: '[682, 784]',
  person_title: '1',
  person_position: '3',
  person_first_name: 'Omar',
  person_last_name: 'Saleh',
  person_mobile_number: '962797654321',
  person_email: 'omar@zaytouna.example',
  ...overrides,
});

/** A full registration: fields, logo, profile PDF and two certificates. */
export const registrationForm = async (overrides: Fields = {}): Promise<Fields> => ({
  ...companyFields(),
  agreements: '1',
  attachment_option_file: JSON.stringify([
    { title: 'ISO 22000', file_index: 0 },
    { title: 'Halal certificate', file_index: 1 },
  ]),
  logo: upload(await png(), 'logo.png'),
  company_profile_pdf: upload(pdf('Profile'), 'profile.pdf', 'application/pdf'),
  'certificate_files.0': upload(pdf('ISO'), 'iso.pdf', 'application/pdf'),
  'certificate_files.1': upload(pdf('Halal'), 'halal.pdf', 'application/pdf'),
  ...overrides,
});

// A change of a record the member has read names its version, as the portal's forms do (If-Match,
// unless the fields carry `version`).
const versionHeader = (api: TestApi, member: TestMember | null, method: string, path: string) =>
  member ? memberIfMatch(api, method, path, member.user.id) : Promise.resolve({});

export const post = async (api: TestApi, member: TestMember | null, path: string, fields: Fields) =>
  api.request(path, {
    method: 'POST',
    headers: member
      ? { ...(await versionHeader(api, member, 'POST', path)), ...member.bearer }
      : {},
    body: form(fields),
  });

export const get = (api: TestApi, member: TestMember | null, path: string) =>
  api.request(path, { headers: member ? member.bearer : {} });

export const del = async (api: TestApi, member: TestMember | null, path: string) =>
  api.request(path, {
    method: 'DELETE',
    headers: member
      ? { ...(await versionHeader(api, member, 'DELETE', path)), ...member.bearer }
      : {},
  });

export const companyOf = async (api: TestApi, userId: number) =>
  (await api.db.select().from(companies).where(eq(companies.user_id, userId)))[0];

export const certificatesOf = (api: TestApi, companyId: number) =>
  api.db
    .select()
    .from(companyCertificates)
    .where(eq(companyCertificates.company_id, companyId))
    .orderBy(companyCertificates.sort_order);

/** A member who registered a company through the API; returns the member and the company row. */
export async function memberWithCompany(api: TestApi, overrides: Fields = {}) {
  const member = await createMember(api);
  const response = await post(
    api,
    member,
    '/api/international-buyers',
    await registrationForm(overrides),
  );
  if (response.status !== 200) throw new Error(`registration failed: ${await response.text()}`);
  const company = (await companyOf(api, member.user.id))!;
  return { member, company };
}

/** The fields of a valid product in the food sector (3) and one of its subsectors. */
export async function productFields(api: TestApi, overrides: Fields = {}): Promise<Fields> {
  return {
    name_eng: 'Extra virgin olive oil 1 L',
    name_ara: 'زيت زيتون بكر ممتاز ١ لتر',
    gs1_code: '6251234567892',
    hs_code: '150910',
    industry: '3',
    sub_ind: String(await subsectorOf(api, 3)),
    description_eng: 'Cold-pressed oil from the groves of Ajloun.',
    description_ara: 'زيت معصور على البارد من بساتين عجلون.',
    cert: 'ISO 22000',
    features: 'Acidity below 0.8 %; glass bottle; 24 months shelf life.',
    contacts: 'www.zaytouna.example/contact',
    image: upload(await png(800, 600, '#556b2f'), 'oil.png'),
    ...overrides,
  };
}

/** The fields of a valid service in the ICT sector (7). */
export async function serviceFields(api: TestApi, overrides: Fields = {}): Promise<Fields> {
  return {
    name_eng: 'Arabic localisation of software',
    name_ara: 'تعريب البرمجيات',
    industry: '7',
    sub_ind: String(await subsectorOf(api, 7)),
    description_eng: 'Translation and right-to-left layout of web and mobile apps.',
    description_ara: 'ترجمة التطبيقات وتخطيطها من اليمين إلى اليسار.',
    cert: 'ISO 27001',
    features: 'Teams of 5 to 20 linguists and engineers.',
    contacts: 'www.zaytouna.example/contact',
    image: upload(await png(800, 600, '#1e3a8a'), 'service.png'),
    certificate_image: upload(pdf('ISO 27001'), 'iso27001.pdf', 'application/pdf'),
    ...overrides,
  };
}

export async function subsectorOf(api: TestApi, sectorIid: number): Promise<number> {
  const response = await api.request(`/api/sub_ind_by_ind_iid/${sectorIid}`);
  const rows = (await response.json()) as { id: number }[];
  if (!rows[0]) throw new Error(`no subsector seeded for sector ${sectorIid}`);
  return rows[0].id;
}

export const productRow = async (api: TestApi, id: number) =>
  (await api.db.select().from(products).where(eq(products.id, id)))[0];

export const serviceRow = async (api: TestApi, id: number) =>
  (await api.db.select().from(services).where(eq(services.id, id)))[0];
