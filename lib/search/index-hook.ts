import type { Db } from '@/lib/db/types';

// The search index's write-path hook (issue 28). Every change of public content names its records
// (a staff change's audit entries, a member's company, product or service); the hook re-reads
// them and writes their search documents in the same transaction. The API gives each request the
// index's hook (app/api/build-api.ts); staffChange (lib/api/staff-change.ts) calls it for every
// audit entry, so no staff write can leave the index behind. The API's hook also rewrites the HS
// finder's synonyms of the products and services the records name (issue 37), in the same way.

/** A changed record: its table (an audit entry's entityType) and id. */
export type ChangedRecord = { entityType: string; entityId: number | string };

export type SearchIndexHook = {
  /**
   * Writes the search documents of the changed records (and of the records that show them, such as
   * a company's products) as they now are: public ones written, others removed. True when the
   * index holds documents of those tables (the search page's cache is then re-validated).
   */
  reindex: (tx: Db, records: readonly ChangedRecord[]) => Promise<boolean>;
};
