import 'server-only';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';

import { searchDocuments, searchTerms, type NewSearchDocument } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ChangedRecord } from '@/lib/search/index-hook';
import { normalizeText } from '@/lib/search/normalize-text';
import { termsOf } from '@/lib/search/search-terms';

import type { SearchSource, SourceDocument } from './search-source';
import { SEARCH_SOURCES } from './search-sources';

// Writes the search index (issue 28): the documents of changed records in the change's own
// transaction (reindexRecords, the write-path hook's work), and the whole index from every source
// (rebuildSearchIndex: `npm run search:reindex`, and at start-up when the index is empty or was
// written by older rules).

/** The rules' version: raise it when a source or the terms change, and start-up rebuilds. */
export const SEARCH_INDEX_VERSION = 1;

/** The characters of a record's text kept for its snippet, in each language. */
const STORED_BODY = 1200;
const BATCH = 200;
/** One rebuild at a time (several instances starting together). */
const REBUILD_LOCK = 28_000_028;
/** The search's GIN indexes (lib/db/schema/search.ts). */
const GIN_INDEXES = [
  'search_documents_vectors_idx',
  'search_documents_title_text_idx',
  'search_terms_trgm_idx',
];

function cut(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= STORED_BODY) return clean;
  const space = clean.lastIndexOf(' ', STORED_BODY);
  return clean.slice(0, space > 0 ? space : STORED_BODY);
}

/** A source's document as a row of search_documents. */
export function documentRow(source: SearchSource, document: SourceDocument): NewSearchDocument {
  const { title, body } = document;
  const titleKeys = [...new Set([normalizeText(title.en), normalizeText(title.ar)])];
  const titleTerms = termsOf(`${title.en} ${title.ar}`);
  const terms = new Set([
    ...titleTerms,
    ...termsOf(`${body.en} ${body.ar} ${document.keywords ?? ''}`),
  ]);
  return {
    source: source.key,
    record_id: document.recordId,
    type: source.type,
    title_en: title.en,
    title_ar: title.ar,
    body_en: cut(body.en),
    body_ar: cut(body.ar),
    href_en: document.href.en,
    href_ar: document.href.ar,
    title_keys: titleKeys,
    title_text: titleKeys.join(' '),
    title_terms: titleTerms,
    terms: [...terms],
    published_at: document.publishedAt ? new Date(document.publishedAt).toISOString() : null,
    index_version: SEARCH_INDEX_VERSION,
  };
}

/**
 * Adds the terms to the vocabulary, in one order for every writer (two changes adding the same
 * new terms wait for each other instead of deadlocking).
 */
async function addTerms(tx: Db, rows: readonly NewSearchDocument[]) {
  const terms = [...new Set(rows.flatMap((row) => row.terms))].sort();
  for (let start = 0; start < terms.length; start += BATCH * 5) {
    const batch = terms.slice(start, start + BATCH * 5).map((term) => ({ term }));
    await tx.insert(searchTerms).values(batch).onConflictDoNothing();
  }
}

/** Writes (inserts or replaces) documents. */
export async function writeDocuments(tx: Db, rows: readonly NewSearchDocument[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx
      .insert(searchDocuments)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [searchDocuments.source, searchDocuments.record_id],
        set: {
          type: sql`excluded.type`,
          title_en: sql`excluded.title_en`,
          title_ar: sql`excluded.title_ar`,
          body_en: sql`excluded.body_en`,
          body_ar: sql`excluded.body_ar`,
          href_en: sql`excluded.href_en`,
          href_ar: sql`excluded.href_ar`,
          title_keys: sql`excluded.title_keys`,
          title_text: sql`excluded.title_text`,
          title_terms: sql`excluded.title_terms`,
          terms: sql`excluded.terms`,
          published_at: sql`excluded.published_at`,
          index_version: sql`excluded.index_version`,
        },
      });
  }
  await addTerms(tx, rows);
}

/** The integer ids of the changed records of each table. */
function idsByEntity(records: readonly ChangedRecord[]): Map<string, number[]> {
  const byEntity = new Map<string, number[]>();
  for (const { entityType, entityId } of records) {
    const id = Number(entityId);
    if (!Number.isSafeInteger(id)) continue;
    byEntity.set(entityType, [...(byEntity.get(entityType) ?? []), id]);
  }
  return byEntity;
}

/** The ids of a source's records that the changes touch. */
async function affectedIds(
  tx: Db,
  source: SearchSource,
  byEntity: Map<string, number[]>,
): Promise<number[]> {
  const ids = new Set<number>();
  for (const [entity, affected] of Object.entries(source.entities)) {
    const changed = byEntity.get(entity);
    if (!changed) continue;
    for (const id of await affected(tx, changed)) ids.add(id);
  }
  return [...ids];
}

/**
 * The documents of the changed records as they now are, in the caller's transaction: the public
 * ones written, the others (unpublished, unapproved, deleted) removed. True when a changed table
 * is one the index follows.
 */
export async function reindexRecords(tx: Db, records: readonly ChangedRecord[]): Promise<boolean> {
  const byEntity = idsByEntity(records);
  let followed = false;
  for (const source of SEARCH_SOURCES) {
    if (!Object.keys(source.entities).some((entity) => byEntity.has(entity))) continue;
    followed = true;
    const ids = await affectedIds(tx, source, byEntity);
    if (ids.length === 0) continue;
    const rows = (await source.load(tx, ids)).map((document) => documentRow(source, document));
    const kept = rows.map((row) => row.record_id);
    await tx
      .delete(searchDocuments)
      .where(
        and(
          eq(searchDocuments.source, source.key),
          inArray(searchDocuments.record_id, ids),
          kept.length > 0 ? notInArray(searchDocuments.record_id, kept) : undefined,
        ),
      );
    await writeDocuments(tx, rows);
  }
  return followed;
}

/** Every source's documents, as a rebuild writes them. */
export async function allDocumentRows(db: Db): Promise<NewSearchDocument[]> {
  const rows: NewSearchDocument[] = [];
  for (const source of SEARCH_SOURCES) {
    for (const document of await source.load(db)) rows.push(documentRow(source, document));
  }
  return rows;
}

/** The whole index written again from every source, in one transaction; its document count. */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`);
    const rows = await allDocumentRows(tx);
    await tx.delete(searchDocuments);
    await tx.delete(searchTerms);
    await writeDocuments(tx, rows);
    // A GIN index takes new rows into a pending list that every search reads through until a
    // vacuum merges it (up to 4 MB): merged now, so the first searches after a rebuild are as fast
    // as the later ones (issue 36).
    const merges = GIN_INDEXES.map((index) => `gin_clean_pending_list('${index}'::regclass)`);
    await tx.execute(sql.raw(`select ${merges.join(', ')}`));
    return rows.length;
  });
}

/**
 * Start-up: rebuilds the index when it holds no document of the current rules or one of older
 * rules (a new database, or new code). Null when it was up to date.
 */
export async function syncSearchIndex(db: Db): Promise<number | null> {
  const versionIs = (matches: boolean) =>
    db
      .select({ id: searchDocuments.id })
      .from(searchDocuments)
      .where(
        matches
          ? eq(searchDocuments.index_version, SEARCH_INDEX_VERSION)
          : ne(searchDocuments.index_version, SEARCH_INDEX_VERSION),
      )
      .limit(1);
  const [current, older] = await Promise.all([versionIs(true), versionIs(false)]);
  if (current.length > 0 && older.length === 0) return null;
  return rebuildSearchIndex(db);
}
