// Issue 39 part 3 "A public register of trade barriers": the register's states, addresses, sizes
// and audit actions. The entry's fields are lib/db/schema/trade-barriers.ts.

/** Where a barrier stands (open, resolved in part, resolved), each with its date. */
export const BARRIER_STATUSES = ['open', 'resolved_in_part', 'resolved'] as const;
export type BarrierStatus = (typeof BARRIER_STATUSES)[number];

/**
 * Where an entry stands in its publication: an editor prepares it (`awaiting_approval`), another
 * staff member approves it (`published`); a published entry can be withdrawn (`unpublished`).
 */
export const BARRIER_PUBLICATIONS = [
  'draft',
  'awaiting_approval',
  'published',
  'unpublished',
] as const;
export type BarrierPublication = (typeof BARRIER_PUBLICATIONS)[number];

/** The public register's address (and its entries' under it), without the locale's prefix. */
export const REGISTER_PATH = '/trade-barriers/register';
/** The register's Atom feed (built by the open-data feature). */
export const REGISTER_FEED_PATH = '/feeds/trade-barriers.atom';
/** The public page where an exporter reports a barrier (part 2 "Reporting trade barriers"). */
export const REPORT_BARRIER_PATH = '/reporting-trade-barriers';
/** The console's area page. */
export const REGISTER_CONSOLE_PATH = '/trade-barriers';

/** Entries a page of the public list shows, and the most one API page may ask for. */
export const REGISTER_PAGE_SIZE = 10;
export const REGISTER_PAGE_SIZE_MAX = 100;
/** The longest text search (the list's view keeps 60 characters of it). */
export const REGISTER_SEARCH_MAX = 200;

/** The console's list: rows a page, and the sizes an editor may choose. */
export const REGISTER_CONSOLE_PAGE_SIZE = 20;
export const REGISTER_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** An entry's texts and HS codes. */
export const BARRIER_TITLE_MAX = 200;
export const BARRIER_SUMMARY_MAX = 4000;
export const BARRIER_UPDATE_MAX = 2000;
export const BARRIER_HS_CODES_MAX = 20;

/** The audit log's names for the register's changes (lib/audit/audit-actions.ts). */
export const BARRIER_ACTIONS = {
  create: 'trade-barrier.create',
  update: 'trade-barrier.update',
  submit: 'trade-barrier.submit',
  approve: 'trade-barrier.approve',
  unpublish: 'trade-barrier.unpublish',
  createUpdate: 'trade-barrier-update.create',
  changeUpdate: 'trade-barrier-update.update',
  deleteUpdate: 'trade-barrier-update.delete',
} as const;

/** The audit log's record types (the tables). */
export const BARRIER_ENTITIES = {
  barrier: 'trade_barriers',
  update: 'trade_barrier_updates',
} as const;
