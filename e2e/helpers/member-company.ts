import { setupHeaders } from '../support';
import { expect, type APIRequestContext } from '../test';

import { registerCompanyByApi } from './company-api';
import { CSRF_HEADERS } from './console';
import { signUpMember } from './member';

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
  await signUpMember(member, {
    email: `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jo`,
    password: PASSWORD,
    phone: '0791234567',
  });
  const headers = () => ({ ...setupHeaders(), ...CSRF_HEADERS });
  const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
  const company_id = await registerCompanyByApi(member, {
    name: 'Budget Foods Co. LLC',
    tradingName: 'Budget Foods',
    domain: 'budget-foods.example',
    person: ['Rania', 'Haddad'],
    files: {
      logo: file('logo.png', 'image/png', PNG_1PX),
      profile: file('profile.pdf', 'application/pdf', PDF),
      certificate: file('iso.pdf', 'application/pdf', PDF),
    },
  });

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
