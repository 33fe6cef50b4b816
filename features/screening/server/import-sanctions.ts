import 'server-only';

import type { SanctionsSource } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ImportLimits } from '@/lib/imports/safe-files';
import { importSanctionsList, type SanctionsImportResult } from '@/lib/sanctions/import-list';
import { parseOfacCsv } from '@/lib/sanctions/ofac-csv';
import { parseUnXml } from '@/lib/sanctions/un-xml';

import { rescreenAllSubjects } from './rescreen';

// `npm run data:import-sanctions -- <un|ofac> <file|folder>` (issue 47): a list read and checked in
// full (lib/sanctions), written as its source's new version in one transaction, then every subject
// screened again against it (outside that transaction). A malformed file throws
// SanctionsFormatError before anything is written.

export type SanctionsImportPhase = 'reading' | 'records' | 'names';
export type SanctionsFileProgress = { phase: SanctionsImportPhase; done: number; total: number };

export type SanctionsFileImport = {
  source: SanctionsSource;
  /** The UN XML file; OFAC's folder of sdn.csv, add.csv and alt.csv (or its sdn.csv). */
  path: string;
  /** OFAC's files carry no date: the list's date (YYYY-MM-DD), else sdn.csv's modification day. */
  listDate?: string;
  onProgress?: (progress: SanctionsFileProgress) => void;
  /** Write the list even when it would remove most of the current records (--force). */
  force?: boolean;
  /** Other file size limits than IMPORT_LIMITS (lib/imports/safe-files.ts). */
  limits?: ImportLimits;
};

export async function importSanctionsFile(
  db: Db,
  { source, path, listDate, onProgress, force, limits }: SanctionsFileImport,
): Promise<SanctionsImportResult & { rescreened: number }> {
  const reading = ({ bytes, totalBytes }: { bytes: number; totalBytes: number }) =>
    onProgress?.({ phase: 'reading', done: bytes, total: totalBytes });
  const list =
    source === 'un'
      ? await parseUnXml(path, { onProgress: reading, limits })
      : await parseOfacCsv(path, { listDate, onProgress: reading, limits });
  const result = await importSanctionsList(db, list, { onProgress, force });
  const rescreened = result.status === 'imported' ? await rescreenAllSubjects(db) : 0;
  return { ...result, rescreened };
}
