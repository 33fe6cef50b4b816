import { createHash } from 'node:crypto';

import { z } from 'zod';

import {
  SANCTIONS_KINDS,
  SANCTIONS_NAME_SCRIPTS,
  type SanctionsNameScript,
  type SanctionsSource,
} from '@/lib/db/schema/screening';

// A sanctions list as its parsers give it (un-xml.ts, ofac-csv.ts) and the importer stores it
// (import-list.ts): every record checked with zod, each with the names screening compares (the
// main name, every alias, the original-script name).

/** A file that does not hold: the message names the file and the position (record, line). */
export class SanctionsFormatError extends Error {
  override name = 'SanctionsFormatError';
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

export const sanctionsNameSchema = z.object({
  name: z.string().trim().min(1).max(500),
  script: z.enum(SANCTIONS_NAME_SCRIPTS),
  isPrimary: z.boolean(),
  quality: z.string().min(1).max(40).nullable(),
});
export type SanctionsName = z.infer<typeof sanctionsNameSchema>;

export const sanctionsRecordSchema = z.object({
  reference: z.string().trim().min(1).max(60),
  kind: z.enum(SANCTIONS_KINDS),
  primaryName: z.string().trim().min(1).max(1000),
  originalScript: z.string().trim().min(1).max(1000).nullable(),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'an ISO alpha-2 code')),
  birthDates: z.array(z.string().min(1).max(100)),
  birthYears: z.array(z.number().int().min(1850).max(2100)),
  programs: z.array(z.string().min(1).max(100)),
  listedOn: date.nullable(),
  remarks: z.string().max(20_000),
  names: z.array(sanctionsNameSchema).min(1, 'a record without a name'),
});
export type SanctionsRecord = z.infer<typeof sanctionsRecordSchema>;

export type ParsedSanctionsList = {
  source: SanctionsSource;
  /** The list's own date, YYYY-MM-DD. */
  listDate: string;
  fileSha256: string;
  /** SHA-256 of the records as parsed (contentSha256Of). */
  contentSha256: string;
  records: SanctionsRecord[];
};

export const listDateSchema = date;

/** A parsed record checked, or the position and the first thing wrong. */
export function checkedRecord(record: unknown, position: string): SanctionsRecord {
  const parsed = sanctionsRecordSchema.safeParse(record);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new SanctionsFormatError(`${position}: ${where}${issue?.message ?? 'not a record'}`);
}

export const contentSha256Of = (records: readonly SanctionsRecord[]) =>
  createHash('sha256').update(JSON.stringify(records)).digest('hex');

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const LATIN = /[A-Za-z\u00c0-\u024f]/;
const OTHER_LETTER =
  /[^\P{L}A-Za-z\u00c0-\u024f\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u;

/** The script a name is written in: Arabic if any Arabic letter, Latin if only Latin letters. */
export function scriptOf(name: string): SanctionsNameScript {
  if (ARABIC.test(name)) return 'arabic';
  if (LATIN.test(name) && !OTHER_LETTER.test(name)) return 'latin';
  return 'other';
}

/** What a list writes in brackets or after a name that is not a name. */
const NOT_A_NAME =
  /^(?:original script|birth name|combat name|previously listed as|third|sheikh|alias|a\.?k\.?a\.?|f\.?k\.?a\.?)$/i;

/** Words of a description, not a name ("born 1 Jan. 1953 (Oman passport no. …)"). */
const DESCRIPTION =
  /\d{4}|\b(?:born|passport|identification|identity|number|issued?|expiry|listed)\b/i;

/**
 * The names an alias field holds: "A; B", "A (B; C)", "A (original script: Б)", "a) A b) B", less
 * what describes rather than names (dates, passports, "birth name", long explanations).
 */
export function namesIn(field: string): string[] {
  const parts = field
    .replace(/\boriginal script\s*:/gi, ';')
    .split(/[;()]|(?:^|\s)[a-z]\)\s/)
    .map((part) => part.replace(/\s+/g, ' ').replace(/^[\s,.:]+|[\s,:]+$/g, ''))
    .filter(
      (part) =>
        part.replace(/[^\p{L}]/gu, '').length >= 2 &&
        !DESCRIPTION.test(part) &&
        !NOT_A_NAME.test(part) &&
        part.split(' ').length <= 12,
    );
  return [...new Set(parts)];
}

/** The years a date of birth names: one for a date or a year, each of a range (30 at most). */
export function birthYearsOf(from: number | undefined, to: number | undefined = from): number[] {
  if (from === undefined || to === undefined || to < from || to - from > 30) {
    return from === undefined ? [] : [from];
  }
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
