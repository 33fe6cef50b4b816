import { z } from 'zod';

import { exportModes, exportTypes, institutions } from '@/lib/db/schema/institutions';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { bilingualText } from '@/lib/validation/bilingual';
import { optionalText } from '@/lib/validation/content-fields';
import { optionalPageQuery, pageQuery } from '@/lib/validation/page-query';
import { chosenId, queryId, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  INSTITUTIONS_CONSOLE_PAGE_SIZE,
  INSTITUTIONS_CONSOLE_PAGE_SIZES,
  INSTITUTIONS_PER_PAGE_MAX,
  INSTITUTION_SEARCH_MAX,
} from './constants';

// part 2 §3 "Trade support institution" and §7 exports-type, exports-mode, exports-gov; the card
// fields (description, services, address, contacts, website) are the portal's (issue 14). The
// rows and inputs are derived from the tables (lib/db/schema/institutions.ts, lib/db/table-schemas.ts).

export const exportTypeSchema = rowSchema(exportTypes).omit({ version: true });
export type ExportType = z.infer<typeof exportTypeSchema>;

export const exportModeSchema = rowSchema(exportModes).omit({ version: true });
export type ExportMode = z.infer<typeof exportModeSchema>;

/** exports-gov: the governorates, `name` in English as the specification names it. */
export const exportGovSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ara: z.string(),
});
export type ExportGov = z.infer<typeof exportGovSchema>;

/** An institution as stored: the specification's fields and the card's. */
export const institutionRowSchema = rowSchema(institutions, {
  type_id: z.array(z.number().int()),
}).omit({ created_at: true, updated_at: true });
export type InstitutionRow = z.infer<typeof institutionRowSchema>;

/** GET /api/exports: the row with the derived names (part 2 §3 "Derived"). */
export const institutionSchema = institutionRowSchema.extend({
  /** The type names, in the order of `type_id` (unknown ids left out). */
  types: z.array(exportTypeSchema),
  ...bilingualText('mode'),
  gov_name: z.string(),
  gov_name_ara: z.string(),
});
export type Institution = z.infer<typeof institutionSchema>;

const filterId = (name: string) =>
  queryId().optional().describe(`Only institutions of this ${name} id`);

const institutionPages = optionalPageQuery({
  maxPage: 100_000,
  maxSize: INSTITUTIONS_PER_PAGE_MAX,
});

/** The filters of GET /api/exports; a bad value is a 422, never an empty list. */
export const institutionsQuerySchema = z.object({
  q: z
    .string()
    .max(INSTITUTION_SEARCH_MAX, 'rules.invalid')
    .optional()
    .describe('Text in either language (name, description, services)'),
  type: filterId('export type'),
  mode: filterId('participation mode'),
  gov: filterId('governorate'),
  page: institutionPages.page,
  per_page: institutionPages.page_size,
});
export type InstitutionsQuery = z.infer<typeof institutionsQuerySchema>;

// ----- staff changes (the console's forms and /api/staff/…) -----

const requiredName = (max: number) => requiredText().max(max, 'rules.invalid');
const id = chosenId();

/** A web address as typed (`www.example.jo` or with http/https), or empty. */
const website = optionalText(255).refine(
  (value) =>
    value === '' || /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#][^\s]*)?$/i.test(value),
  'rules.url',
);
const email = optionalText(255).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  'rules.email',
);
const phone = optionalText(40).refine(
  (value) => value === '' || /^\+?[\d\s()-]{6,40}$/.test(value),
  'rules.digits',
);

/** POST /api/staff/institutions and PUT /api/staff/institutions/{id}. */
export const institutionInputSchema = inputSchema(institutions, {
  name: requiredName(200),
  name_ara: requiredName(200),
  type_id: z
    .array(id)
    .min(1, 'rules.required')
    .max(20, 'rules.invalid')
    .refine((ids) => new Set(ids).size === ids.length, 'rules.invalid'),
  mode_id: id,
  gov_id: id,
  description_eng: optionalText(2000),
  description_ara: optionalText(2000),
  services_eng: optionalText(2000),
  services_ara: optionalText(2000),
  address_eng: optionalText(300),
  address_ara: optionalText(300),
  phone,
  email,
  website,
  version: versionField.optional(),
});
export type InstitutionInput = z.infer<typeof institutionInputSchema>;

/** POST/PUT /api/staff/export-types… */
export const exportTypeInputSchema = inputSchema(exportTypes, {
  type_eng: requiredName(120),
  type_ara: requiredName(120),
  version: versionField.optional(),
});
export type ExportTypeInput = z.infer<typeof exportTypeInputSchema>;

/** POST/PUT /api/staff/export-modes… */
export const exportModeInputSchema = inputSchema(exportModes, {
  mode_eng: requiredName(120),
  mode_ara: requiredName(120),
  version: versionField.optional(),
});
export type ExportModeInput = z.infer<typeof exportModeInputSchema>;

/** GET /api/staff/institutions */
export const staffInstitutionsQuerySchema = z.object({
  q: z.string().max(INSTITUTION_SEARCH_MAX, 'rules.invalid').optional(),
});

/** /admin/institutions: the staff list's search (the query above) and the page the console shows. */
export const institutionConsoleQuerySchema = staffInstitutionsQuerySchema.extend(
  pageQuery({
    maxPage: 1000,
    sizes: INSTITUTIONS_CONSOLE_PAGE_SIZES,
    defaultSize: INSTITUTIONS_CONSOLE_PAGE_SIZE,
  }),
);
export type InstitutionConsoleQuery = z.infer<typeof institutionConsoleQuerySchema>;
