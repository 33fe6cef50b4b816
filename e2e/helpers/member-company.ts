import { setupHeaders } from '../support';
import { expect, type APIRequestContext } from '../test';

// A member with a company, a product and a service registered through the API (the member pages'
// journeys and budgets, issues 11, 12 and 37).

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const PASSWORD = 'Wadi-Rum-Sunset-2026';

/**
 * A member with a company, a product and a service, in a context that keeps its session cookie;
 * the service names `serviceHsCode` when given (issue 37).
 */
export async function memberWithCompany(
  member: APIRequestContext,
  { serviceHsCode }: { serviceHsCode?: string } = {},
) {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jo`;
  const account = { name: 'Rania', phone: '0791234567', email, password: PASSWORD };
  const registered = await member.post('/api/register', {
    headers: setupHeaders(),
    data: { ...account, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const login = await member.post('/api/login', {
    headers: setupHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = () => ({ ...setupHeaders(), 'X-Requested-With': 'XMLHttpRequest' });
  const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
  const company = await member.post('/api/international-buyers', {
    headers: headers(),
    multipart: {
      company_registered_name: 'Budget Foods Co. LLC',
      company_trading_name: 'Budget Foods',
      type_of_company: '1',
      phone_number: '96265512345',
      mobile_number: '962791234567',
      website_url: 'www.budget-foods.example',
      e_mail: 'info@budget-foods.example',
      location_type_id: '1',
      governorates: '1',
      industry_information_for_products: '[3]',
      industry_information_for_services: '[]',
      countries_of_operations: '[682]',
      attachment_option_file: JSON.stringify([{ title: 'ISO 22000', file_index: 0 }]),
      person_title: '1',
      person_position: '3',
      person_first_name: 'Rania',
      person_last_name: 'Haddad',
      person_mobile_number: '962797654321',
      person_email: 'rania@budget-foods.example',
      agreements: '1',
      logo: file('logo.png', 'image/png', PNG_1PX),
      company_profile_pdf: file('profile.pdf', 'application/pdf', PDF),
      'certificate_files.0': file('iso.pdf', 'application/pdf', PDF),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const { company_id } = (await (await member.get('/api/user')).json()) as { company_id: number };

  // One product and one service, each in the first sector of its kind and a subsector of it.
  const subsectors = (await (await member.get('/api/sub_ind')).json()) as {
    id: number;
    ind_id: number;
  }[];
  const ids = { products: 0, services: 0 };
  for (const kind of ['products', 'services'] as const) {
    const [sector] = (await (await member.get(`/api/industries-for-${kind}`)).json()) as {
      iid: number;
    }[];
    const subsector = subsectors.find((sub) => sub.ind_id === sector?.iid);
    const added = await member.post(`/api/${kind}`, {
      headers: headers(),
      multipart: {
        name_eng: 'Cold-pressed olive oil',
        name_ara: 'زيت زيتون معصور على البارد',
        ...(kind === 'products' ? { gs1_code: '62512345', hs_code: '1509' } : {}),
        ...(kind === 'services' && serviceHsCode ? { hs_code: serviceHsCode } : {}),
        industry: String(sector?.iid),
        sub_ind: String(subsector?.id),
        description_eng: 'Extra virgin olive oil from the north of Jordan.',
        description_ara: 'زيت زيتون بكر ممتاز من شمال الأردن.',
        cert: 'ISO 22000',
        features: '1 l bottles',
        contacts: 'www.budget-foods.example/contact',
        image: file('image.png', 'image/png', PNG_1PX),
        certificate_image: file('certificate.pdf', 'application/pdf', PDF),
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const [first] = (await (await member.get(`/api/my-${kind}-get/${company_id}`)).json()) as {
      id: number;
    }[];
    ids[kind] = first?.id ?? 0;
  }
  return { companyId: company_id, ids };
}
