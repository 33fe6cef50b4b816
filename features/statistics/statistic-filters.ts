import { normalizeText } from '@/lib/search/normalize-text';

import type { StatisticRecord } from './staff-schemas';

// The filters of the portal's own statistics (part 2 "Interactive data", §5 data centre): pure,
// over stored records, so the database provider, the data centre and the console share them.

type Searchable = Pick<
  StatisticRecord,
  | 'title_eng'
  | 'title_ara'
  | 'subject_eng'
  | 'subject_ara'
  | 'description_eng'
  | 'description_ara'
  | 'publishers'
  | 'hs_codes'
  | 'identifier'
>;

/** The record's words in both languages, as a search compares them. */
export function searchableText(record: Searchable): string {
  return normalizeText(
    [
      record.identifier,
      record.title_eng,
      record.title_ara,
      record.subject_eng,
      record.subject_ara,
      record.description_eng,
      record.description_ara,
      ...record.publishers.flatMap((publisher) => [publisher.title, publisher.title_ara ?? '']),
      ...record.hs_codes,
    ].join(' \n '),
  );
}

/** Every word typed is somewhere in the record (in either language, however it was spelt). */
export function matchesWords(record: Searchable, query: string | undefined): boolean {
  const words = normalizeText(query ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(record);
  return words.every((word) => text.includes(word));
}

/** The record is tagged with one of the allowed nodes (a node and those under it); no filter: all. */
export const matchesTree = (ids: readonly number[], allowed: ReadonlySet<number> | null) =>
  allowed === null || ids.some((id) => allowed.has(id));

/**
 * part 2 §5: an HS code finds the statistics of that code, of the codes under it (0809 finds
 * 080930) and of the chapter or heading it belongs to (080930 finds 0809).
 */
export function matchesHsCode(codes: readonly string[], code: string | undefined): boolean {
  const wanted = code?.trim();
  if (!wanted) return true;
  return codes.some((stored) => stored.startsWith(wanted) || wanted.startsWith(stored));
}
