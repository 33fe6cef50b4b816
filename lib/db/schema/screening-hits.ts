import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { serialId, timestamps, timestampString, version } from './columns';

// Issue 47, the staff hold: a subject the portal publishes or relays (a trade lead's buyer, a member
// company, a buyer writing through the relay) whose name scored at or above the minimum against a
// sanctions record. An open or confirmed hit holds the subject's publication; a second staff member
// clears or confirms it with a reason. A hit copies what it shows of the record (the records go
// with their list version), see docs/decisions/screening.md "The staff hold".

export const SCREENED_SUBJECT_TYPES = ['trade_lead', 'company', 'buyer'] as const;
export type ScreenedSubjectType = (typeof SCREENED_SUBJECT_TYPES)[number];

export const SCREENING_HIT_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export type ScreeningHitStatus = (typeof SCREENING_HIT_STATUSES)[number];

/**
 * Where a hit comes from: a list, or `none` for a screening that could not run (issue 56: the
 * subject is held for review instead of its save failing; no migration, the column is text).
 */
export const HIT_SOURCES = ['un', 'ofac', 'none'] as const;
export type HitSource = (typeof HIT_SOURCES)[number];

/** The statuses that hold a subject's publication. */
export const HOLDING_HIT_STATUSES = ['open', 'confirmed'] as const;

/** The subject's fields the console shows beside the record (`key` names its label). */
export const SCREENED_FIELD_KEYS = [
  'buyerNameEng',
  'buyerNameAra',
  'leadTitle',
  'country',
  'registeredName',
  'tradingName',
  'contactPerson',
  'name',
  'email',
] as const;
export type ScreenedFieldKey = (typeof SCREENED_FIELD_KEYS)[number];
export type ScreenedFields = { key: ScreenedFieldKey; value: string }[];

/** What the hit keeps of the sanctions record, as the list version had it. */
export type ScreenedRecord = {
  kind: string;
  primaryName: string;
  originalScript: string | null;
  names: string[];
  countries: string[];
  birthDates: string[];
  programs: string[];
  listedOn: string | null;
};

export const screeningHits = pgTable(
  'screening_hits',
  {
    id: serialId(),
    subject_type: text('subject_type').$type<ScreenedSubjectType>().notNull(),
    subject_id: integer('subject_id').notNull(),
    /** The subject's name as shown in the queue (its main name when screened). */
    subject_label: text('subject_label').notNull(),
    /** The subject's name that matched (one of the names screened). */
    screened_name: text('screened_name').notNull(),
    subject_fields: jsonb('subject_fields').$type<ScreenedFields>().notNull(),
    source: text('source').$type<HitSource>().notNull(),
    list_version: integer('list_version').notNull(),
    list_date: text('list_date').notNull(),
    /** UN REFERENCE_NUMBER / OFAC ent_num. */
    reference: text('reference').notNull(),
    record: jsonb('record').$type<ScreenedRecord>().notNull(),
    /** SHA-256 of the record's content: a later list version's same record keeps the decision. */
    record_digest: text('record_digest').notNull(),
    /** The record's alias (or original-script name) that scored best. */
    matched_name: text('matched_name').notNull(),
    score: integer('score').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ScreeningHitStatus>().notNull().default('open'),
    /** Who created or last changed the subject: refused the decision (two-person rule). */
    entered_by: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision_reason: text('decision_reason'),
    decided_at: timestampString('decided_at'),
    /** Set when a later screening no longer finds it (name changed, record gone): holds nothing. */
    superseded_at: timestampString('superseded_at'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('screening_hits_subject_idx').on(table.subject_type, table.subject_id),
    index('screening_hits_status_idx').on(table.status, table.created_at),
    check('screening_hits_status', sql`${table.status} in ('open', 'cleared', 'confirmed')`),
    check(
      'screening_hits_subject_type',
      sql`${table.subject_type} in ('trade_lead', 'company', 'buyer')`,
    ),
  ],
);

export type ScreeningHit = typeof screeningHits.$inferSelect;
