import type { companies } from '@/lib/db/schema';

type CompanyInsert = typeof companies.$inferInsert;

/**
 * A company as the tests write it straight into the table: a food exporter in Amman with its
 * contact person; `fields` name it and set its review state (and anything else a test needs).
 */
export const companyRow = (
  userId: number,
  fields: Pick<CompanyInsert, 'company_registered_name' | 'company_trading_name' | 'status'> &
    Partial<CompanyInsert>,
): CompanyInsert => ({
  user_id: userId,
  type_of_company: 1,
  phone_number: '96265512345',
  mobile_number: '962791234567',
  website_url: 'www.example.jo',
  e_mail: 'info@example.jo',
  location_type_id: 1,
  governorates: 1,
  logo: 'companies/logo.png',
  company_profile_pdf: 'companies/profile.pdf',
  industry_information_for_products: [3],
  industry_information_for_services: [],
  countries_of_operations: [682],
  person_title: 1,
  person_position: 3,
  person_first_name: 'Omar',
  person_last_name: 'Saleh',
  person_mobile_number: '962797654321',
  person_email: 'omar@example.jo',
  ...fields,
});
