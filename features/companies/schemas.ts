import { z } from 'zod';

import { MAX_ID, requiredText } from '@/lib/validation/rules';

import {
  CERTIFICATES_MAX,
  COMPANY_TEXT_MAX,
  GS1_CODE_DIGITS,
  HS_CODE_MAX,
  LOCATION_TYPE,
  OFFERING_DESCRIPTION_MAX,
} from './constants';

// part 2 §3, §5 and part 3 §3, §5: the fields of a company, a product and a service, shared by the
// forms (react-hook-form) and the multipart routes, which decode the JSON list fields first.
// Files are checked apart, by their content (server/uploads). Messages are catalogue keys.

const text = () => requiredText().max(COMPANY_TEXT_MAX, 'rules.invalid');
const longText = () => requiredText().max(OFFERING_DESCRIPTION_MAX, 'rules.invalid');
/** Phone and mobile are numeric (part 3 §5). */
const phone = () =>
  requiredText().refine((value) => value === '' || /^\+?\d{6,15}$/.test(value), 'rules.digits');
const email = () =>
  requiredText()
    .toLowerCase()
    .max(COMPANY_TEXT_MAX, 'rules.email')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'rules.email');
/** A web address; the scheme may be left out (`www.example.jo`). */
const webAddress = () =>
  text().refine(
    (value) => value === '' || /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(value),
    'rules.url',
  );
const lookupId = () =>
  z.coerce
    .number({ error: 'rules.required' })
    .int('rules.required')
    .positive('rules.required')
    .max(MAX_ID, 'rules.invalid');
const optionalLookupId = () =>
  z.preprocess(
    (value) => (value === '' || value === null || value === 'null' ? undefined : value),
    lookupId().optional(),
  );
const idList = () => z.array(lookupId()).max(300, 'rules.invalid');

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
 * a company names at least one sector, of products or of services (docs/decisions.md). It runs
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

const offeringShape = {
  name_eng: text(),
  name_ara: text(),
  industry: lookupId(),
  sub_ind: lookupId(),
  description_eng: longText(),
  description_ara: longText(),
  features: longText(),
  contacts: webAddress(),
};
const certificateName = () => z.string().trim().max(COMPANY_TEXT_MAX, 'rules.invalid');
const productCodes = {
  gs1_code: requiredText().refine(
    (value) =>
      value === '' ||
      ((GS1_CODE_DIGITS as readonly number[]).includes(value.length) && /^\d+$/.test(value)),
    'Companies.gs1Code',
  ),
  hs_code: requiredText().refine(
    (value) => value === '' || new RegExp(`^\\d{2,${HS_CODE_MAX}}$`).test(value),
    'Companies.hsCode',
  ),
};

/** part 3 §5 "Add product": every field required, the certificate name too. */
export const addProductSchema = z.object({
  ...offeringShape,
  ...productCodes,
  cert: certificateName().min(1, 'rules.required'),
});
/** part 3 §5 "Product edit": the certificate name optional. */
export const editProductSchema = z.object({
  ...offeringShape,
  ...productCodes,
  cert: certificateName(),
});
/** part 3 §5 "Add service" (the spec's README: the name is required, and the file too). */
export const addServiceSchema = z.object({
  ...offeringShape,
  cert: certificateName().min(1, 'rules.required'),
});
export const editServiceSchema = z.object({ ...offeringShape, cert: certificateName() });

export type ProductFields = z.output<typeof editProductSchema>;
export type ServiceFields = z.output<typeof editServiceSchema>;
export type OfferingKind = 'products' | 'services';

// The answers (read side), as GET my-company, my-products-get and my-services-get give them.

const named = { name_eng: z.string(), name_ara: z.string() };
export const statusBelongsSchema = z.object({ iid: z.number().int() });

export const certificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The file's URL (GET /api/uploads/…); sent back as `file` to keep the certificate. */
  file: z.string(),
});

/** part 3 §7 GET my-company/{companyId}: lists are JSON-encoded text, as the original API sent them. */
export const companyAnswerSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company_registered_name: z.string(),
  company_trading_name: z.string(),
  type_of_company: z.number().int(),
  type_belongs: z.object({ id: z.number().int(), ...named }).nullable(),
  phone_number: z.string(),
  mobile_number: z.string(),
  website_url: z.string(),
  e_mail: z.string(),
  location_type_id: z.number().int(),
  governorates: z.number().int().nullable(),
  location_country_id: z.number().int().nullable(),
  logo: z.string(),
  company_profile_pdf: z.string(),
  industry_information_for_products: z.string(),
  industry_information_for_services: z.string(),
  countries_of_operations: z.string(),
  attachment_option_file: z.string(),
  certificates: z.array(certificateSchema),
  person_title: z.object({ id: z.number().int(), ...named }),
  person_position: z.object({
    id: z.number().int(),
    name: z.string(),
    name_translations: z.object({ en: z.string(), ar: z.string() }),
  }),
  person_first_name: z.string(),
  person_last_name: z.string(),
  person_mobile_number: z.string(),
  person_email: z.string(),
  status: z.number().int(),
  status_belongs: statusBelongsSchema,
  status_note: z.string().nullable(),
  international_buyers_access: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyAnswer = z.infer<typeof companyAnswerSchema>;

const offeringAnswerShape = {
  id: z.number().int(),
  company_id: z.number().int(),
  name_eng: z.string(),
  name_ara: z.string(),
  industry: z.number().int(),
  sub_ind: z.number().int(),
  description_eng: z.string(),
  description_ara: z.string(),
  cert: z.string(),
  features: z.string(),
  contacts: z.string(),
  /** URLs of the stored files. */
  image: z.string(),
  certificate_image: z.string().nullable(),
  status: z.number().int(),
  status_belongs: statusBelongsSchema,
  status_note: z.string().nullable(),
  industry_belongs: z.object({ iid: z.number().int(), ...named }).nullable(),
  sub_industry_belongs: z
    .object({ id: z.number().int(), SUB_NAME_ENG: z.string(), SUB_NAME_ARA: z.string() })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const productAnswerSchema = z.object({
  ...offeringAnswerShape,
  gs1_code: z.string(),
  hs_code: z.string(),
});
export const serviceAnswerSchema = z.object(offeringAnswerShape);
export type ProductAnswer = z.infer<typeof productAnswerSchema>;
export type ServiceAnswer = z.infer<typeof serviceAnswerSchema>;
export type OfferingAnswer = ProductAnswer | ServiceAnswer;
