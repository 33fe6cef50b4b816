import { z } from 'zod';

import { CERTIFICATES_MAX, LOCATION_TYPE } from './constants';
import { email, idList, lookupId, optionalLookupId, phone, text, webAddress } from './field-rules';

// part 2 §3, §4 and part 3 §3: a company's fields, shared by the form (react-hook-form) and the
// multipart routes, which decode the JSON list fields first. Files are checked apart, by their
// content (server/uploads).

/** part 3 §3 "Certificate entry" as the payload's attachment_option_file carries it. */
export const certificateEntrySchema = z.union([
  z.object({
    title: text(),
    file_index: z
      .number()
      .int()
      .min(0)
      .max(CERTIFICATES_MAX - 1),
    is_new: z.literal(true).optional(),
  }),
  z.object({ title: text(), file: z.string().min(1).max(500), is_new: z.literal(false) }),
]);
export type CertificateEntry = z.infer<typeof certificateEntrySchema>;

const companyShape = {
  company_registered_name: text(),
  company_trading_name: text(),
  type_of_company: lookupId(),
  phone_number: phone(),
  mobile_number: phone(),
  website_url: webAddress(),
  e_mail: email(),
  location_type_id: z.coerce
    .number({ error: 'rules.required' })
    .refine(
      (value) => value === LOCATION_TYPE.local || value === LOCATION_TYPE.international,
      'rules.required',
    ),
  governorates: optionalLookupId(),
  location_country_id: optionalLookupId(),
  industry_information_for_products: idList(),
  industry_information_for_services: idList(),
  countries_of_operations: idList().min(1, 'rules.required'),
  attachment_option_file: z
    .array(certificateEntrySchema)
    .min(1, 'Companies.certificateRequired')
    .max(CERTIFICATES_MAX, 'rules.invalid'),
  person_title: lookupId(),
  person_position: lookupId(),
  person_first_name: text(),
  person_last_name: text(),
  person_mobile_number: phone(),
  person_email: email(),
};

type CompanyShape = z.infer<z.ZodObject<typeof companyShape>>;

const listOf = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * part 2 §4: local (1) needs a governorate and drops the country, international (2) the reverse;
 * a company names at least one sector, of products or of services (docs/decisions/companies.md). It runs
 * even when other fields failed, so one answer lists every missing field: the values it reads may
 * still be raw.
 */
function checkCompanyRules(value: CompanyShape, ctx: z.RefinementCtx) {
  const raw: Partial<Record<keyof CompanyShape, unknown>> = value;
  const locationType = Number(raw.location_type_id);
  const missing = (field: unknown) => field === undefined || field === '' || field === null;
  if (locationType === LOCATION_TYPE.local && missing(raw.governorates)) {
    ctx.addIssue({ code: 'custom', path: ['governorates'], message: 'rules.required' });
  }
  if (locationType === LOCATION_TYPE.international && missing(raw.location_country_id)) {
    ctx.addIssue({ code: 'custom', path: ['location_country_id'], message: 'rules.required' });
  }
  if (
    listOf(raw.industry_information_for_products).length === 0 &&
    listOf(raw.industry_information_for_services).length === 0
  ) {
    for (const path of ['industry_information_for_products', 'industry_information_for_services']) {
      ctx.addIssue({ code: 'custom', path: [path], message: 'Companies.sectorRequired' });
    }
  }
}

const ALWAYS = { when: () => true };

/** Keeps only the location field its type uses (part 2 §4 "clears the country / governorates"). */
const clearOtherLocation = <T extends CompanyShape>(value: T): T => ({
  ...value,
  governorates: value.location_type_id === LOCATION_TYPE.local ? value.governorates : undefined,
  location_country_id:
    value.location_type_id === LOCATION_TYPE.international ? value.location_country_id : undefined,
});

/** part 3 §3 "Company (edit payload)" without its files. */
export const companyEditSchema = z
  .object(companyShape)
  .superRefine(checkCompanyRules, ALWAYS)
  .transform(clearOtherLocation);

/** part 2 §3 "Company registration payload": the edit's fields and the agreement (rules.you_must). */
export const companyRegistrationSchema = z
  .object({ ...companyShape, agreements: z.literal(true, { error: 'rules.you_must' }) })
  .superRefine(checkCompanyRules, ALWAYS)
  .transform(clearOtherLocation);

export type CompanyFields = z.output<typeof companyEditSchema>;
export type CompanyFormValues = z.input<typeof companyRegistrationSchema>;

/** The company fields a multipart body carries as JSON text (part 2 §3 "JSON fields"). */
export const COMPANY_JSON_FIELDS = [
  'industry_information_for_products',
  'industry_information_for_services',
  'countries_of_operations',
  'attachment_option_file',
] as const;
