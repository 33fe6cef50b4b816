import 'server-only';

import type { CompanyFields } from '../company-schemas';
import { publicColumns } from '../review-status';

import type { CompanyRow } from './member-reads';

// A company's columns from its form, and the approved version the public keeps seeing while a
// change waits for review (its columns, certificates and the files they name).

/** The company row's columns a form sets. */
export const companyColumns = (fields: CompanyFields) => ({
  company_registered_name: fields.company_registered_name,
  company_trading_name: fields.company_trading_name,
  type_of_company: fields.type_of_company,
  phone_number: fields.phone_number,
  mobile_number: fields.mobile_number,
  website_url: fields.website_url,
  e_mail: fields.e_mail,
  location_type_id: fields.location_type_id,
  governorates: fields.governorates ?? null,
  location_country_id: fields.location_country_id ?? null,
  industry_information_for_products: fields.industry_information_for_products,
  industry_information_for_services: fields.industry_information_for_services,
  countries_of_operations: fields.countries_of_operations,
  person_title: fields.person_title,
  person_position: fields.person_position,
  person_first_name: fields.person_first_name,
  person_last_name: fields.person_last_name,
  person_mobile_number: fields.person_mobile_number,
  person_email: fields.person_email,
});

/** The public version of a company as approved: its columns and its certificates. */
export function approvedSnapshot(row: CompanyRow, certificates: { title: string; file: string }[]) {
  return { ...publicColumns(row), certificates };
}

/** The file keys an approved snapshot still shows the public: they must outlive the change. */
export function snapshotFiles(snapshot: Record<string, unknown> | null): Set<string> {
  if (!snapshot) return new Set();
  const certificates = Array.isArray(snapshot.certificates) ? snapshot.certificates : [];
  return new Set(
    [
      snapshot.logo,
      snapshot.company_profile_pdf,
      ...certificates.map((c: { file?: unknown }) => c.file),
    ].filter((key): key is string => typeof key === 'string'),
  );
}
