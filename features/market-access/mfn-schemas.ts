import { z } from 'zod';

// The partner's general (MFN) duty from its official tariff as imported (issue 46,
// `npm run data:import-tariff`): the national tariff lines under the code asked, each with its
// general rate and the rate its special column gives Jordan (programme JO), with the tariff's
// edition and the day it was imported.

/** One national tariff line (8 digits for the US). */
export const mfnLineSchema = z.object({
  /** The line as the tariff writes it (3304.99.50) and its digits. */
  code: z.string(),
  written: z.string(),
  description: z.string(),
  /** Its parents' descriptions, outermost first, joined by " › ". */
  context: z.string(),
  /** The general (MFN) rate as written ("Free", "16.5%", "3.4¢/kg"); "" when the line has none. */
  general: z.string(),
  /** The special column's rate for Jordan (JO), "Free"; null when JO is not listed. */
  jordan: z.string().nullable(),
  units: z.string(),
});
export type MfnLine = z.infer<typeof mfnLineSchema>;

export const mfnSourceSchema = z.object({
  /** The importer's key (us-hts). */
  kind: z.string(),
  name: z.string(),
  /** "2026 Revision 21"; null when the file did not say. */
  edition: z.string().nullable(),
  url: z.string(),
  /** The file's day, YYYY-MM-DD. */
  file_date: z.string().nullable(),
  imported_at: z.string(),
});
export type MfnSource = z.infer<typeof mfnSourceSchema>;

/**
 * `lines`: the tariff's lines under the code (at most MFN_LINES_SHOWN, `total` counting all);
 * `no_line`: the tariff is imported but has no line under the code; `not_imported`: the partner's
 * tariff can be imported (`command`) but has not been.
 */
export const mfnTariffSchema = z.object({
  status: z.enum(['lines', 'no_line', 'not_imported']),
  partner: z.string(),
  source: mfnSourceSchema.nullable(),
  lines: z.array(mfnLineSchema),
  total: z.number().int(),
  /** The command that imports (or refreshes) this partner's tariff. */
  command: z.string(),
});
export type MfnTariff = z.infer<typeof mfnTariffSchema>;

/** The most lines an answer lists under a code (a heading can hold a hundred). */
export const MFN_LINES_SHOWN = 30;

/** Whether the line's special column gives Jordan duty-free entry. */
export const jordanFree = (line: MfnLine) => line.jordan?.toLowerCase() === 'free';
