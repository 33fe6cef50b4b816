import 'server-only';

import type { Db } from '@/lib/db/types';
import { excerptOf } from '@/lib/html/plain-text';
import type { Locale } from '@/lib/i18n/routing';
import { listViewHref, type ListViewKeys } from '@/lib/navigation/list-views';

import type { SearchKind, SearchType } from '../constants';

// A source of the search index: one kind of public record. A new source is one module with one of
// these and one line in search-sources.ts; the index's writer, its rebuild, the write-path hook
// and the tests that walk every source take it from there.

export type Bilingual = Record<Locale, string>;

/** A public record as the index takes it. */
export type SourceDocument = {
  recordId: number;
  title: Bilingual;
  /** Plain text, matched whole and shown in part. */
  body: Bilingual;
  /** Matched, never shown (a city, a trading name, an HS code). */
  keywords?: string;
  href: Bilingual;
  /** The record's date, for ranking recent ones higher. */
  publishedAt?: string | null;
};

/** Given the ids of changed records of a table, the ids of this source's records they touch. */
export type AffectedIds = (tx: Db, ids: readonly number[]) => Promise<readonly number[]>;

export type SearchSource = {
  /** Its key in `search_documents.source`. */
  key: string;
  type: SearchType;
  kind: SearchKind;
  /**
   * The tables (audit entity types) whose changes touch its records, each with the ids they touch
   * (`sameIds` when the table is the source's own).
   */
  entities: Readonly<Record<string, AffectedIds>>;
  /** Its public records among `ids` (all when absent); a record not public is left out. */
  load: (db: Db, ids?: readonly number[]) => Promise<SourceDocument[]>;
};

export const sameIds: AffectedIds = async (_tx, ids) => ids;

/** Both languages of a record's pair of fields, the other's when one is empty. */
export function bilingual(english: string, arabic: string): Bilingual {
  const en = english.trim();
  const ar = arabic.trim();
  return { en: en || ar, ar: ar || en };
}

/** The text of stored HTML (script and style left out), white space collapsed. */
export function plainText(html: string): string {
  return excerptOf(
    html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' '),
    Number.POSITIVE_INFINITY,
  );
}

/** A list page's address with the record's name as its search value, in each language. */
export function listSearchHref(
  path: string,
  keys: ListViewKeys,
  key: string,
  names: Bilingual,
): Bilingual {
  return {
    en: listViewHref(path, {}, keys, { [key]: names.en }),
    ar: listViewHref(path, {}, keys, { [key]: names.ar }),
  };
}

/** The same address in both languages. */
export const sameHref = (href: string): Bilingual => ({ en: href, ar: href });
