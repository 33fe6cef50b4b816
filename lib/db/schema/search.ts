import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { serialId, timestampString } from './columns';

/** A tsvector, read as its text (the search only queries it in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The portal's one search index (issue 28; part 3 "Global search", §3 "Global search records"):
// a document per public record (a content page, a news item, an event, an agreement, an
// institution, a publication, an approved company, product or service, an expert), written in the
// transaction of the record's change (features/search/server). What it shows is in both languages;
// what it matches is normalised (lib/search/normalize-text.ts) and cut into terms
// (lib/search/search-terms.ts).

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serialId(),
    /** The source that wrote it: `news`, `events`, `products`… (features/search/server/sources). */
    source: text('source').notNull(),
    record_id: integer('record_id').notNull(),
    /** The result type of part 3 "Global search" (its chips): pages, events, trades, exports… */
    type: text('type').notNull(),
    title_en: text('title_en').notNull(),
    title_ar: text('title_ar').notNull(),
    /** Plain text shown under the title (the first characters of the record's text). */
    body_en: text('body_en').notNull(),
    body_ar: text('body_ar').notNull(),
    /** Where the result leads, without the locale prefix. */
    href_en: text('href_en').notNull(),
    href_ar: text('href_ar').notNull(),
    /** Both titles, normalised: an exact or phrase match ranks first. */
    title_keys: text('title_keys').array().notNull(),
    /**
     * The normalised titles joined by a space (`title_keys` as one text): a title that holds the
     * query is a substring of it, found by its trigram index (issue 36).
     */
    title_text: text('title_text').notNull().default(''),
    /** The terms of both titles, and of the titles and texts together (a GIN index). */
    title_terms: text('title_terms').array().notNull(),
    terms: text('terms').array().notNull(),
    /**
     * The terms as tsvectors, kept by the database: a tsvector's sorted lexemes answer a query's
     * words and prefixes by binary search (a text array compares every term with every word).
     */
    vector: tsvector('vector').generatedAlwaysAs(sql`array_to_tsvector(terms)`),
    title_vector: tsvector('title_vector').generatedAlwaysAs(sql`array_to_tsvector(title_terms)`),
    /** The record's date (news, events, publications, agreements): recent ones rank higher. */
    published_at: timestampString('published_at'),
    /** The index rules' version that wrote it (SEARCH_INDEX_VERSION): an older one is rebuilt. */
    index_version: integer('index_version').notNull(),
  },
  (table) => [
    uniqueIndex('search_documents_record_idx').on(table.source, table.record_id),
    // One index answers both "holds every word" and "holds a word in its title" in one scan (issue
    // 36).
    index('search_documents_vectors_idx').using('gin', table.vector, table.title_vector),
    index('search_documents_title_text_idx').using('gin', table.title_text.op('gin_trgm_ops')),
    index('search_documents_type_idx').on(table.type),
  ],
);

/** Every term of the index once: a query's word is matched to terms (prefix, typo) here. */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
]);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;
export type NewSearchDocument = typeof searchDocuments.$inferInsert;
