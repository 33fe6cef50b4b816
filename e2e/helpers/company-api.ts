import { setupHeaders } from '../support';
import { expect, type APIRequestContext } from '../test';

import { CSRF_HEADERS } from './console';

// A member's company registered through the API (part 2 §7 POST international-buyers), as page
// 170's form sends it: the journeys name the company, its web domain and its contact person.

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

export type CompanyByApi = {
  name: string;
  tradingName: string;
  /** The company's web domain: its site is www.{domain}, its contact person {first}@{domain}. */
  domain: string;
  /** The company's address; info@{domain} unless given. */
  email?: string;
  person: readonly [first: string, last: string];
  /** The title of its one certificate. */
  certificate?: string;
  files: { logo: FilePayload; profile: FilePayload; certificate: FilePayload };
  /** Other fields as the form sends them (location_country_id: '' when it is in Jordan). */
  extra?: Record<string, string>;
};

/** Registers the signed-in member's company (200); answers the member's company id. */
export async function registerCompanyByApi(request: APIRequestContext, company: CompanyByApi) {
  const { name, tradingName, domain, person, files } = company;
  const response = await request.post('/api/international-buyers', {
    headers: { ...CSRF_HEADERS, ...setupHeaders() },
    multipart: {
      company_registered_name: name,
      company_trading_name: tradingName,
      type_of_company: '1',
      phone_number: '96265512345',
      mobile_number: '962791234567',
      website_url: `www.${domain}`,
      e_mail: company.email ?? `info@${domain}`,
      location_type_id: '1',
      governorates: '1',
      ...company.extra,
      industry_information_for_products: '[3]',
      industry_information_for_services: '[]',
      countries_of_operations: '[682]',
      person_title: '1',
      person_position: '3',
      person_first_name: person[0],
      person_last_name: person[1],
      person_mobile_number: '962797654321',
      person_email: `${person[0].toLowerCase()}@${domain}`,
      agreements: '1',
      attachment_option_file: JSON.stringify([
        { title: company.certificate ?? 'ISO 22000', file_index: 0 },
      ]),
      logo: files.logo,
      company_profile_pdf: files.profile,
      'certificate_files.0': files.certificate,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await (await request.get('/api/user')).json()) as { company_id: number };
  return user.company_id;
}
