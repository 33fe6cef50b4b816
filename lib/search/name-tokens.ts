import { normalizeText } from './normalize-text';

// An HS code's name as the finder reads its structure (finder-term-tiers.ts, finder-name-heads.ts):
// its normalised words (a hyphenated compound one token) and the marks that divide it.

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*|[;,،؛()[\]]/gu;
/** The marks that end a clause ("Wine lees; argol"). */
export const CLAUSE_ENDS: ReadonlySet<string> = new Set([';', '؛']);
/** The marks that end an item of a list ("Dates, figs, …"). */
export const LIST_ENDS: ReadonlySet<string> = new Set([',', '،']);

/** A name's tokens: its words, normalised, and its punctuation and brackets. */
export const nameTokens = (text: string): string[] => normalizeText(text).match(TOKEN) ?? [];
