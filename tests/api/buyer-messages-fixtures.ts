import { eq } from 'drizzle-orm';

import { companies, countries, products, services } from '@/lib/db/schema';

import { createMember, type TestMember } from './helpers/accounts';
import { companyRow } from './helpers/company-row';
import type { TestApi } from './helpers/test-api';

// The contact relay's tests: exporters with companies in every review state, written directly.

type CompanyInsert = typeof companies.$inferInsert;

let sequence = 0;

export async function exporterWith(
  api: TestApi,
  overrides: Partial<CompanyInsert> = {},
  memberOverrides: Parameters<typeof createMember>[1] = {},
): Promise<{ member: TestMember; company: typeof companies.$inferSelect }> {
  sequence += 1;
  const member = await createMember(api, { name: 'Omar', last_name: 'Saleh', ...memberOverrides });
  const [company] = await api.db
    .insert(companies)
    .values(
      companyRow(member.user.id, {
        company_registered_name: `Relay Olive Co. ${sequence}`,
        company_trading_name: `Relay ${sequence}`,
        website_url: 'www.relay.example',
        e_mail: `sales${sequence}@relay.example`,
        logo: '',
        company_profile_pdf: '',
        person_email: `omar${sequence}@relay.example`,
        status: 20,
        ...overrides,
      }),
    )
    .returning();
  return { member, company: company! };
}

const offering = (companyId: number, status: number) => ({
  company_id: companyId,
  name_eng: 'Extra virgin olive oil',
  name_ara: 'زيت زيتون بكر ممتاز',
  industry: 3,
  sub_ind: 1,
  description_eng: 'Cold pressed.',
  description_ara: 'معصور على البارد.',
  features: 'Organic',
  contacts: 'Sales',
  image: '',
  status,
});

export async function productOf(api: TestApi, companyId: number, status = 20) {
  const [row] = await api.db
    .insert(products)
    .values({ ...offering(companyId, status), gs1_code: '6251234567890', hs_code: '150910' })
    .returning();
  return row!;
}

export async function serviceOf(api: TestApi, companyId: number, status = 20) {
  const [row] = await api.db.insert(services).values(offering(companyId, status)).returning();
  return row!;
}

export async function aCountry(api: TestApi, code = 'DEU') {
  const [row] = await api.db.select().from(countries).where(eq(countries.code_3, code));
  return row!;
}
