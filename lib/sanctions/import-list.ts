import { and, desc, eq, ne, sql } from 'drizzle-orm';

import { copyRows, type CopyValue } from '@/lib/db/bulk/copy-rows';
import { textArrayLiteral } from '@/lib/db/bulk/copy-text';
import { sanctionsListVersions, sanctionsRecords, type SanctionsSource } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { guardRelease } from '@/lib/imports/release-guard';
import { prepareName } from '@/lib/names/prepare';
import { NAME_RULES_VERSION } from '@/lib/names/rules-version';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { SanctionsFormatError, type ParsedSanctionsList } from './sanctions-record';

// A parsed sanctions list written as a new version of its source (issue 47), in one transaction:
// the version row, its records and every name with its prefilter keys through the COPY pipeline,
// then the source's older records deleted (their version rows stay as history). The file was read
// and checked in full before (un-xml.ts, ofac-csv.ts), so a malformed one never gets here and the
// previous version stays. The same file again (same SHA-256), or the same records of the same
// date, changes nothing; a list older than the current one is refused, and so is one that would
// remove more than half of the current records unless forced (issue 56: --force).

export type SanctionsImportProgress = { phase: 'records' | 'names'; done: number; total: number };

export type SanctionsImportResult = {
  source: SanctionsSource;
  /** `unchanged`: the current version is this list already; nothing was written. */
  status: 'imported' | 'unchanged';
  version: number;
  listDate: string;
  records: number;
  names: number;
};

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

async function currentVersion(db: Db, source: SanctionsSource) {
  const [current] = await db
    .select()
    .from(sanctionsListVersions)
    .where(eq(sanctionsListVersions.source, source))
    .orderBy(desc(sanctionsListVersions.version))
    .limit(1);
  return current;
}

export async function importSanctionsList(
  db: Db,
  list: ParsedSanctionsList,
  {
    onProgress,
    force = false,
  }: {
    onProgress?: (progress: SanctionsImportProgress) => void;
    /** Write the list even when it would remove most of the current records (--force). */
    force?: boolean;
  } = {},
): Promise<SanctionsImportResult> {
  const nameCount = list.records.reduce((sum, record) => sum + record.names.length, 0);
  const current = await currentVersion(db, list.source);
  if (
    current &&
    (current.file_sha256 === list.fileSha256 ||
      (current.list_date === list.listDate && current.content_sha256 === list.contentSha256))
  ) {
    return {
      source: list.source,
      status: 'unchanged',
      version: current.version,
      listDate: current.list_date,
      records: current.record_count,
      names: current.name_count,
    };
  }
  if (current && list.listDate < current.list_date) {
    throw new SanctionsFormatError(
      `the list of ${list.listDate} is older than the current version ${current.version} (${current.list_date})`,
    );
  }
  guardRelease(
    {
      what: `records of the ${list.source} list`,
      current: current?.record_count ?? 0,
      next: list.records.length,
      force,
    },
    (message) => new SanctionsFormatError(message),
  );
  const version = (current?.version ?? 0) + 1;
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(sanctionsListVersions)
      .values({
        source: list.source,
        version,
        list_date: list.listDate,
        file_sha256: list.fileSha256,
        content_sha256: list.contentSha256,
        record_count: list.records.length,
        name_count: nameCount,
      })
      .returning({ id: sanctionsListVersions.id });
    if (!stored) throw new Error('the list version row was not written');
    // The records' ids are taken from their sequence as one block, so their names can name them.
    const [next] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('sanctions_records', 'id'))::int as id`,
      ),
    );
    const first = Number(next?.id ?? 1);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('sanctions_records', 'id'), ${first + list.records.length})`,
    );
    const recordRows = list.records.map((record, index): CopyValue[] => [
      first + index,
      stored.id,
      list.source,
      record.reference,
      record.kind,
      record.primaryName,
      record.originalScript,
      textArrayLiteral(record.countries),
      textArrayLiteral(record.birthDates),
      intArray(record.birthYears),
      textArrayLiteral(record.programs),
      record.listedOn,
      record.remarks,
    ]);
    await copyRows(
      tx,
      {
        table: 'sanctions_records',
        columns: [
          'id',
          'version_id',
          'source',
          'reference',
          'kind',
          'primary_name',
          'original_script',
          'countries',
          'birth_dates',
          'birth_years',
          'programs',
          'listed_on',
          'remarks',
        ],
      },
      recordRows,
    );
    onProgress?.({ phase: 'records', done: list.records.length, total: list.records.length });
    let done = 0;
    function* nameRows(): Generator<CopyValue[]> {
      for (const [index, record] of list.records.entries()) {
        for (const name of record.names) {
          const prepared = prepareName(name.name);
          yield [
            first + index,
            name.name,
            prepared.text,
            name.script,
            name.isPrimary,
            name.quality,
            textArrayLiteral(prepared.keys),
            JSON.stringify(prepared.tokens),
            NAME_RULES_VERSION,
          ];
          done += 1;
          if (done % 500 === 0) onProgress?.({ phase: 'names', done, total: nameCount });
        }
      }
    }
    await copyRows(
      tx,
      {
        table: 'sanctions_names',
        columns: [
          'record_id',
          'name',
          'normalized',
          'script',
          'is_primary',
          'quality',
          'keys',
          'tokens',
          'rules_version',
        ],
      },
      nameRows(),
    );
    onProgress?.({ phase: 'names', done, total: nameCount });
    await tx
      .delete(sanctionsRecords)
      .where(
        and(eq(sanctionsRecords.source, list.source), ne(sanctionsRecords.version_id, stored.id)),
      );
  });
  return {
    source: list.source,
    status: 'imported',
    version,
    listDate: list.listDate,
    records: list.records.length,
    names: nameCount,
  };
}
