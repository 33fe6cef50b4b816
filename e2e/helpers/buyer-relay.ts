import sharp from 'sharp';

import { setupHeaders } from '../support';
import { expect, type Browser } from '../test';

import { approveRecord, newAdminRequest } from './console';

// The contact relay's people (issue 14): a signed-in member in a browser context of their own, and
// an exporter whose company the agency approved.

const PASSWORD = 'Petra-Treasury-2026';

export const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  ),
});

/** A signed-in member in a browser context of their own. */
export async function newMember(browser: Browser, lang: 'en' | 'ar', tag: string, name: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const email = `relay-${tag}-${Date.now()}@example.jo`;
  const registered = await page.request.post('/api/register', {
    headers: { ...setupHeaders(), 'Accept-Language': lang },
    data: { name, phone: '0795551234', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { context, page, email };
}

/** The exporter: a member whose company the agency approved; answers its id and contact address. */
export async function approvedExporter(
  browser: Browser,
  playwright: Parameters<typeof newAdminRequest>[0],
  baseURL: string | undefined,
  lang: 'en' | 'ar',
) {
  const member = await newMember(browser, lang, `exporter-${lang}`, 'Omar');
  const companyName = `Dead Sea Minerals ${Date.now()} LLC`;
  const companyEmail = `sales-${Date.now()}@relay.example`;
  const logo = await sharp({
    create: { width: 480, height: 480, channels: 3, background: '#0a6e4f' },
  })
    .png()
    .toBuffer();
  const registered = await member.page.request.post('/api/international-buyers', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      company_registered_name: companyName,
      company_trading_name: 'Dead Sea Minerals',
      type_of_company: '1',
      phone_number: '96265512345',
      mobile_number: '962791234567',
      website_url: 'www.relay.example',
      e_mail: companyEmail,
      location_type_id: '1',
      governorates: '1',
      location_country_id: '',
      industry_information_for_products: '[3]',
      industry_information_for_services: '[]',
      countries_of_operations: '[682]',
      person_title: '1',
      person_position: '3',
      person_first_name: 'Omar',
      person_last_name: 'Saleh',
      person_mobile_number: '962797654321',
      person_email: 'omar@relay.example',
      agreements: '1',
      attachment_option_file: JSON.stringify([{ title: 'ISO 22000', file_index: 0 }]),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
      company_profile_pdf: pdf('profile'),
      'certificate_files.0': pdf('iso'),
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const user = (await (await member.page.request.get('/api/user')).json()) as {
    company_id: number;
  };
  const admin = await newAdminRequest(playwright, baseURL);
  await approveRecord(admin, 'company', user.company_id);
  await admin.dispose();
  return { ...member, companyId: user.company_id, companyName, companyEmail };
}
