import type { BarrierPublication } from './constants';

// Issue 39 part 3: the one rule of what the public sees of the register, shared by its pages and
// API and by the features above it (alerts, open data, feeds): an entry is public once a second
// staff member approved it, and until it is withdrawn.

/** The publication state whose entries are public. */
export const PUBLIC_BARRIER_PUBLICATION = 'published' satisfies BarrierPublication;

/** An entry the public may see. */
export const isPublicBarrier = (entry: { publication: string }): boolean =>
  entry.publication === PUBLIC_BARRIER_PUBLICATION;

/**
 * The fields of an entry that are never in a public answer: who reported it (the source enquiry)
 * and who prepared and approved it. Public answers are built from named columns, never a row.
 */
export const STAFF_ONLY_BARRIER_FIELDS = [
  'source_enquiry_id',
  'prepared_by',
  'approved_by',
  'publication',
] as const;

/** The register's entry page, without the locale's prefix. */
export const barrierEntryPath = (id: number) => `/trade-barriers/register/${id}`;
