import { z } from 'zod';

import { credentials, credentialTypes } from '@/lib/db/schema/events';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { bilingualText } from '@/lib/validation/bilingual';
import { optionalText } from '@/lib/validation/content-fields';
import { MAX_ID } from '@/lib/validation/limits';
import { absentWhenEmpty, optionalPageQuery, consolePageQuery } from '@/lib/validation/page-query';
import { chosenId, isCalendarDay, queryId, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  CREDENTIAL_NAME_MAX,
  CREDENTIAL_SEARCH_MAX,
  CREDENTIALS_API_PAGE_MAX,
  CREDENTIALS_CONSOLE_PAGE_SIZE,
  CREDENTIALS_CONSOLE_PAGE_SIZES,
} from './constants';

// part 2 §3 "Credential" (name_eng, name_ara, country_id, date, type), §7 credential-types, part 3
// §7 /api/credentials; issuer, description, link, document and status are the portal's (issue
// 27). The row and the input are derived from the tables (lib/db/table-schemas.ts).

export const credentialTypeSchema = rowSchema(credentialTypes);
export type CredentialType = z.infer<typeof credentialTypeSchema>;

/**
 * A credential as stored (lib/db/schema/events.ts): `date` the day it was signed or granted,
 * YYYY-MM-DD; `status` 1 active (green), anything else inactive (grey).
 */
export const credentialRowSchema = rowSchema(credentials).omit({
  created_at: true,
  updated_at: true,
});
export type CredentialRow = z.infer<typeof credentialRowSchema>;

/** A credential as the API answers it: the row, its type's and country's names, and "recent". */
export const credentialSchema = credentialRowSchema.extend({
  ...bilingualText('type', 'country_name'),
  /** Dated within the last 30 days (part 2), in Amman's calendar. */
  recent: z.boolean(),
});
export type Credential = z.infer<typeof credentialSchema>;

const filterId = (what: string) =>
  queryId().optional().describe(`Only credentials of this ${what} id`);

const apiPages = optionalPageQuery({ maxPage: 100_000, maxSize: CREDENTIALS_API_PAGE_MAX });

/** GET /api/credentials: the filters of part 2 "Credentials" and the page. */
export const credentialsQuerySchema = z.object({
  type: filterId('credential type'),
  country: filterId('country'),
  year: z
    .string()
    .trim()
    .max(10, 'rules.invalid')
    .optional()
    .describe('Compared as text with the year of the date (part 3 §9): 2024 matches, 24 does not'),
  page: apiPages.page,
  page_size: apiPages.page_size,
});
export type CredentialsQuery = z.infer<typeof credentialsQuerySchema>;

// ----- staff changes (the console's forms, POST /api/credentials, PUT /api/credentials/{id}) -----

const id = chosenId();

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .refine(isCalendarDay, 'rules.invalid');

/** A web address (https or http), or empty. */
const webAddress = optionalText(500).refine(
  (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'rules.url',
);

export const credentialInputSchema = inputSchema(credentials, {
  name_eng: requiredText().max(CREDENTIAL_NAME_MAX, 'rules.invalid'),
  name_ara: requiredText().max(CREDENTIAL_NAME_MAX, 'rules.invalid'),
  country_id: id,
  date: day,
  type: id,
  issuer_eng: optionalText(CREDENTIAL_NAME_MAX),
  issuer_ara: optionalText(CREDENTIAL_NAME_MAX),
  description_eng: optionalText(4000),
  description_ara: optionalText(4000),
  link: webAddress,
  /** A document's web address (the credential's text), or empty. */
  document: webAddress,
  status: z
    .number({ error: 'rules.required' })
    .int('rules.invalid')
    .min(0, 'rules.invalid')
    .max(9, 'rules.invalid'),
  version: versionField.optional(),
});
export type CredentialInput = z.infer<typeof credentialInputSchema>;

/** /admin/credentials: its search, filters and page, as the console's address holds them. */
export const credentialConsoleQuerySchema = z.object({
  q: absentWhenEmpty(z.string().max(CREDENTIAL_SEARCH_MAX, 'rules.invalid')),
  type: absentWhenEmpty(z.coerce.number().int().min(1).max(MAX_ID)),
  status: absentWhenEmpty(z.enum(['active', 'inactive'])),
  ...consolePageQuery(CREDENTIALS_CONSOLE_PAGE_SIZES, CREDENTIALS_CONSOLE_PAGE_SIZE),
});
export type CredentialConsoleQuery = z.infer<typeof credentialConsoleQuerySchema>;
