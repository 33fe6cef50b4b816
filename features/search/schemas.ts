import { z } from 'zod';

import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { pageQuery } from '@/lib/validation/page-query';

import {
  SEARCH_KINDS,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TYPES,
} from './constants';

// GET /api/search (issue 28) and the seven *-for-global-search datasets (part 3 §7), with the
// specification's field names where it gives them (part 3 §3 "Global search records").

/** ?q (trimmed, at most 200 characters: part 3 §5), ?type (one chip), the page and its size. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, 'rules.invalid').default(''),
  type: z.enum(SEARCH_TYPES, { error: 'rules.invalid' }).optional(),
  ...pageQuery({
    maxPage: SEARCH_MAX_PAGE,
    maxSize: SEARCH_PAGE_SIZE_MAX,
    defaultSize: SEARCH_PAGE_SIZE,
  }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  /** What the record is (its label): a product and a service are found under companies. */
  kind: z.enum(SEARCH_KINDS),
  /** The record's id in its own table. */
  id: z.number().int(),
  title: z.string(),
  /** Plain text around the first matched word. */
  snippet: z.string(),
  /** Where the result leads, without the locale prefix (part 3 "Global search"). */
  href: z.string(),
  /** The record's date (news, events, publications, agreements), YYYY-MM-DD. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAnswerSchema = z.object({
  /** The query as searched (trimmed, cut). */
  q: z.string(),
  /** Its words as compared (normalised): a word of a result starting with one is a match. */
  words: z.array(z.string()),
  /** The words of the index a typo matched (highlighted too). */
  terms: z.array(z.string()),
  /** Results of each type, whatever `type` filters. */
  counts: z.record(z.enum(SEARCH_TYPES), z.number().int()),
  items: z.array(searchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
