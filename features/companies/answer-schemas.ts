import { z } from 'zod';

import { bilingualText } from '@/lib/validation/bilingual';
import { versionSchema } from '@/lib/validation/version';

// The answers (read side) of a company, a product and a service, as GET my-company,
// my-products-get and my-services-get give them.

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
  version: versionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyAnswer = z.infer<typeof companyAnswerSchema>;

const offeringAnswerShape = {
  id: z.number().int(),
  company_id: z.number().int(),
  ...bilingualText('name'),
  industry: z.number().int(),
  sub_ind: z.number().int(),
  ...bilingualText('description'),
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
  version: versionSchema,
  created_at: z.string(),
  updated_at: z.string(),
};

export const productAnswerSchema = z.object({
  ...offeringAnswerShape,
  gs1_code: z.string(),
  hs_code: z.string(),
});
/** A service's HS code is optional (issue 37): null when it names none. */
export const serviceAnswerSchema = z.object({
  ...offeringAnswerShape,
  hs_code: z.string().nullable(),
});
export type ProductAnswer = z.infer<typeof productAnswerSchema>;
export type ServiceAnswer = z.infer<typeof serviceAnswerSchema>;
export type OfferingAnswer = ProductAnswer | ServiceAnswer;
