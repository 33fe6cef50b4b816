import { z } from '@hono/zod-openapi';

import { bilingualText } from '@/lib/validation/bilingual';

import { ITEM_TYPES } from './constants';

// part 2 §3 "Sector", "Subsector", "Product or service" and the company of §7
// `international-buyers/{id}`: what the public sees of an approved record, in its approved version.

const named = { name_eng: z.string(), name_ara: z.string() };

export const sectorRefSchema = z.object({ iid: z.number().int(), ...named });
export type SectorRef = z.infer<typeof sectorRefSchema>;

export const subsectorRefSchema = z.object({
  id: z.number().int(),
  ind_id: z.number().int(),
  SUB_NAME_ENG: z.string(),
  SUB_NAME_ARA: z.string(),
});
export type SubsectorRef = z.infer<typeof subsectorRefSchema>;

/** part 2 §3: the company an item belongs to (its status: 20, or 40 while a change waits). */
export const companyBelongsSchema = z.object({
  company_registered_name: z.string(),
  status: z.number().int(),
  logo: z.string(),
});

/** part 2 §3 "Product or service", as the lists answer it; a service has no HS code (null). */
export const publicItemSchema = z
  .object({
    id: z.number().int(),
    ...bilingualText('name'),
    hs_code: z.string().nullable(),
    image: z.string(),
    industry: z.number().int(),
    sub_ind: z.number().int(),
    company_id: z.number().int(),
    company_belongs: companyBelongsSchema,
  })
  .openapi('PublicItem');
export type PublicItem = z.infer<typeof publicItemSchema>;

/** One item as its page shows it: the list fields, codes, texts, certificate and features. */
export const publicItemDetailSchema = publicItemSchema
  .extend({
    type: z.enum(ITEM_TYPES),
    gs1_code: z.string().nullable(),
    ...bilingualText('description'),
    cert: z.string(),
    certificate_image: z.string().nullable(),
    features: z.string(),
    industry_belongs: sectorRefSchema.nullable(),
    sub_industry_belongs: subsectorRefSchema.nullable(),
  })
  .openapi('PublicItemDetail');
export type PublicItemDetail = z.infer<typeof publicItemDetailSchema>;

const namedRef = z.object({ id: z.number().int(), ...named });

/** A company card of the directory. */
export const publicCompanySummarySchema = z
  .object({
    id: z.number().int(),
    company_registered_name: z.string(),
    company_trading_name: z.string(),
    logo: z.string(),
    status: z.number().int(),
    industry_information_for_products: z.array(z.number().int()),
    industry_information_for_services: z.array(z.number().int()),
    sectors: z.array(sectorRefSchema),
  })
  .openapi('PublicCompanySummary');
export type PublicCompanySummary = z.infer<typeof publicCompanySummarySchema>;

/**
 * part 2 §7 `international-buyers/{id}`: the company's public profile. Never its contact person,
 * e-mail or phones: buyers reach the exporter through the contact relay (issue 14).
 */
export const publicCompanySchema = publicCompanySummarySchema
  .extend({
    type_of_company: z.number().int(),
    type_belongs: namedRef.nullable(),
    website_url: z.string(),
    company_profile_pdf: z.string(),
    location_type_id: z.number().int(),
    governorates: z.number().int().nullable(),
    governorate_belongs: namedRef.nullable(),
    location_country_id: z.number().int().nullable(),
    country_belongs: namedRef.nullable(),
    countries_of_operations: z.array(z.number().int()),
    countries_belongs: z.array(namedRef),
    certificates: z.array(z.object({ title: z.string(), file: z.string() })),
  })
  .openapi('PublicCompany');
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** A subsector with the number of public items of the list's type in it. */
export const subsectorCountSchema = subsectorRefSchema.extend({ count: z.number().int() });
/** A sector tile of the local buyers pages: its image, its subsectors and their counts. */
export const sectorCountSchema = sectorRefSchema
  .extend({
    image: z.string(),
    count: z.number().int(),
    sub_industries: z.array(subsectorCountSchema),
  })
  .openapi('LocalBuyersSector');
export type SectorCount = z.infer<typeof sectorCountSchema>;

/** GET /api/local-buyers: the sectors of products and of services with their public items' counts. */
export const localBuyersSchema = z
  .object({ products: z.array(sectorCountSchema), services: z.array(sectorCountSchema) })
  .openapi('LocalBuyers');
export type LocalBuyers = z.infer<typeof localBuyersSchema>;
