import { z } from 'zod';

import { experts, pools } from '@/lib/db/schema/experts';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { MAX_ID } from '@/lib/validation/limits';
import { pageQuery } from '@/lib/validation/page-query';
import { requiredText, userText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  EXPERT_LANGUAGES,
  EXPERTS_CONSOLE_PAGE_SIZE,
  EXPERTS_CONSOLE_PAGE_SIZES,
  EXPERTS_SEARCH_MAX,
} from './constants';

// The pool of experts' answers and the console's inputs, derived from the tables
// (lib/db/schema/experts.ts, lib/db/table-schemas.ts). Field names as the specification writes
// them (part 2 §3 "Global search records": pool experts FULL_NAME, DESCRIPTION_ENG).

const id = z.number().int();

/** An expert as /api/experts answers it (the contact details are the console's only). */
const expertRow = rowSchema(experts, {
  /** Sector iids (`/api/industries`). */
  sectors: z.array(id),
  /** ISO 639-1 codes. */
  languages: z.array(z.string()),
});
/** The public fields, an allowlist: a new column stays the console's until it is named here. */
export const expertSchema = expertRow.pick({
  id: true,
  FULL_NAME: true,
  FULL_NAME_ARA: true,
  TITLE_ENG: true,
  TITLE_ARA: true,
  DESCRIPTION_ENG: true,
  DESCRIPTION_ARA: true,
  EXPERTISE_ENG: true,
  EXPERTISE_ARA: true,
  sectors: true,
  languages: true,
});
export type Expert = z.infer<typeof expertSchema>;

/** A pool as /api/pool answers it: its experts' ids in their order (the client joins the names). */
const poolRow = rowSchema(pools);
export const poolSchema = poolRow
  .omit({ version: true, created_at: true, updated_at: true })
  .extend({ experts: z.array(id) });
export type Pool = z.infer<typeof poolSchema>;

const queryId = z.coerce
  .number({ error: 'rules.invalid' })
  .int('rules.invalid')
  .positive('rules.invalid')
  .max(MAX_ID, 'rules.invalid');

/** ?search (names, titles, descriptions and expertise in both languages) and ?pool. */
export const expertsQuerySchema = z.object({
  search: z.string().max(EXPERTS_SEARCH_MAX, 'ExpertsAdmin.errors.searchTooLong').optional(),
  pool: queryId.optional(),
});
export type ExpertsQuery = z.infer<typeof expertsQuerySchema>;

/** The console's view of an expert: with the contact details and the pools it sits in. */
export const staffExpertSchema = expertRow
  .omit({ created_at: true })
  .extend({ pools: z.array(id) });
export type StaffExpert = z.infer<typeof staffExpertSchema>;

const text = (max: number) => requiredText().max(max, `ExpertsAdmin.errors.max${max}`);
const optionalText = (max: number) =>
  userText().max(max, `ExpertsAdmin.errors.max${max}`).default('');
const uniqueIds = (max: number) =>
  z
    .array(z.number({ error: 'rules.invalid' }).int('rules.invalid').positive('rules.invalid'))
    .max(max, 'rules.invalid')
    .refine((ids) => new Set(ids).size === ids.length, 'ExpertsAdmin.errors.duplicate');

/** POST and PUT /api/staff/experts: every text in both languages, one sector and language at least. */
export const expertInputSchema = inputSchema(experts, {
  FULL_NAME: text(120),
  FULL_NAME_ARA: text(120),
  TITLE_ENG: text(160),
  TITLE_ARA: text(160),
  EXPERTISE_ENG: text(400),
  EXPERTISE_ARA: text(400),
  DESCRIPTION_ENG: text(2000),
  DESCRIPTION_ARA: text(2000),
  sectors: uniqueIds(30).refine((ids) => ids.length > 0, 'ExpertsAdmin.errors.chooseOne'),
  languages: z
    .array(z.enum(EXPERT_LANGUAGES, { error: 'Api.unknownChoice' }))
    .min(1, 'ExpertsAdmin.errors.chooseOne')
    .max(EXPERT_LANGUAGES.length, 'rules.invalid')
    .refine((codes) => new Set(codes).size === codes.length, 'ExpertsAdmin.errors.duplicate'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(255, 'rules.email')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'rules.email')
    .default(''),
  phone: z
    .string()
    .trim()
    .max(20, 'rules.counter')
    .regex(/^(\+?[0-9 ]*)$/, 'rules.digits')
    .default(''),
  version: versionField.optional(),
});
export type ExpertInput = z.input<typeof expertInputSchema>;
export type ExpertFields = z.output<typeof expertInputSchema>;

/** The console's view of a pool: the public one with its time of change. */
export const staffPoolSchema = poolRow
  .omit({ created_at: true })
  .extend({ experts: poolSchema.shape.experts });
export type StaffPool = z.infer<typeof staffPoolSchema>;

/** POST and PUT /api/staff/pools: names in both languages and the experts in their order. */
export const poolInputSchema = inputSchema(pools, {
  NAME_ENG: text(120),
  NAME_ARA: text(120),
  DESCRIPTION_ENG: optionalText(1000),
  DESCRIPTION_ARA: optionalText(1000),
  version: versionField.optional(),
}).extend({ experts: uniqueIds(200) });
export type PoolInput = z.input<typeof poolInputSchema>;
export type PoolFields = z.output<typeof poolInputSchema>;

export const staffExpertListSchema = z.object({ data: z.array(staffExpertSchema) });
export const staffPoolListSchema = z.object({ data: z.array(staffPoolSchema) });
export const staffSearchSchema = expertsQuerySchema.pick({ search: true });

/** /admin/experts: the staff list's search (the query above) and the page the console shows. */
export const expertConsoleQuerySchema = staffSearchSchema.extend(
  pageQuery({
    maxPage: 1000,
    sizes: EXPERTS_CONSOLE_PAGE_SIZES,
    defaultSize: EXPERTS_CONSOLE_PAGE_SIZE,
  }),
);
export type ExpertConsoleQuery = z.infer<typeof expertConsoleQuerySchema>;
