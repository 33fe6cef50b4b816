import type { CompanyAnswer } from './answer-schemas';

// The company form's values (part 2 §3 "Company registration payload", part 3 §3 "Company (edit
// payload)"): what react-hook-form holds, before the schema reads it. Selects hold '' until chosen,
// the files a File or null, and each certificate row its name, a new file and the kept file's URL.

/** One certificate row: a name and a PDF; `existingUrl` is the stored file an edit keeps. */
export type CertificateRow = { title: string; file: File | null; existingUrl: string | null };

export type CompanyFormState = {
  company_registered_name: string;
  company_trading_name: string;
  type_of_company: number | '';
  phone_number: string;
  mobile_number: string;
  e_mail: string;
  website_url: string;
  location_type_id: number | '';
  governorates: number | '';
  location_country_id: number | '';
  industry_information_for_products: number[];
  industry_information_for_services: number[];
  countries_of_operations: number[];
  logo: File | null;
  company_profile_pdf: File | null;
  certificates: CertificateRow[];
  person_title: number | '';
  person_position: number | '';
  person_first_name: string;
  person_last_name: string;
  person_mobile_number: string;
  person_email: string;
  /** Registration only (rules.you_must); the edit form never shows it. */
  agreements: boolean;
};

/** The files an edit keeps when no new one is chosen (the URLs GET my-company gave). */
/** What the edit starts from: the stored files it keeps and the company's version (issue 24). */
export type ExistingCompanyFiles = { logo: string; company_profile_pdf: string; version: number };

export const blankCertificateRow = (): CertificateRow => ({
  title: '',
  file: null,
  existingUrl: null,
});

export function emptyCompanyForm(): CompanyFormState {
  return {
    company_registered_name: '',
    company_trading_name: '',
    type_of_company: '',
    phone_number: '',
    mobile_number: '',
    e_mail: '',
    website_url: '',
    location_type_id: '',
    governorates: '',
    location_country_id: '',
    industry_information_for_products: [],
    industry_information_for_services: [],
    countries_of_operations: [],
    logo: null,
    company_profile_pdf: null,
    certificates: [blankCertificateRow()],
    person_title: '',
    person_position: '',
    person_first_name: '',
    person_last_name: '',
    person_mobile_number: '',
    person_email: '',
    agreements: false,
  };
}

/** A JSON-encoded id list of the company answer ("[3,7]"); anything else reads as empty. */
export function parseIdList(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

/** The edit form's values from GET my-company/{id} (part 3 §7: lists are JSON text). */
export function companyFormValuesOf(company: CompanyAnswer): CompanyFormState {
  const certificates = company.certificates.map((certificate) => ({
    title: certificate.title,
    file: null,
    existingUrl: certificate.file,
  }));
  return {
    ...emptyCompanyForm(),
    company_registered_name: company.company_registered_name,
    company_trading_name: company.company_trading_name,
    type_of_company: company.type_of_company,
    phone_number: company.phone_number,
    mobile_number: company.mobile_number,
    website_url: company.website_url,
    e_mail: company.e_mail,
    location_type_id: company.location_type_id,
    governorates: company.governorates ?? '',
    location_country_id: company.location_country_id ?? '',
    industry_information_for_products: parseIdList(company.industry_information_for_products),
    industry_information_for_services: parseIdList(company.industry_information_for_services),
    countries_of_operations: parseIdList(company.countries_of_operations),
    certificates: certificates.length > 0 ? certificates : [blankCertificateRow()],
    person_title: company.person_title.id,
    person_position: company.person_position.id,
    person_first_name: company.person_first_name,
    person_last_name: company.person_last_name,
    person_mobile_number: company.person_mobile_number,
    person_email: company.person_email,
  };
}
