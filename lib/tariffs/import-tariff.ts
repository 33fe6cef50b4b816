import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import { copyRows, type CopyValue } from '@/lib/db/bulk/copy-rows';
import { tariffLines, tariffSources } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { guardRelease } from '@/lib/imports/release-guard';
import { importFileAt, type ImportFile, type ImportLimits } from '@/lib/imports/safe-files';

import { JsonArrayError, readJsonArray } from './json-array-stream';
import { TARIFF_KINDS, type TariffKind } from './tariff-kinds';
import { htsDigits, jordanRateOf, usHtsRecordSchema } from './us-hts-record';

// `npm run data:import-tariff -- us-hts <file>` (issue 46): a partner's official tariff into
// tariff_lines, streamed from the file, one transaction per import: the source's rows are replaced
// whole, or, when a record is malformed, the database is left as it was and the record is named
// (its index in the array and its byte offset). Today one kind: the US Harmonized Tariff Schedule
// as the USITC publishes it (us-hts-record.ts); a line is kept per 8-digit tariff item. Issue 56:
// the file is checked before it is read (lib/imports/safe-files.ts: no link, within its size), and
// an import that would remove more than half of the source's lines is rolled back unless forced.

/** The import stopped: a record is malformed (where), or the file could not be read. */
export class TariffImportError extends Error {
  constructor(
    message: string,
    readonly index?: number,
    readonly offset?: number,
  ) {
    super(message);
  }
}

export type TariffImportProgress = { bytes: number; totalBytes: number; records: number };
export type TariffImportOptions = {
  /** The edition ("2026 Revision 21"); else read from the file's name, else none. */
  edition?: string;
  /** The file's day (YYYY-MM-DD); else its modification day. */
  date?: string;
  onProgress?: (progress: TariffImportProgress) => void;
  /** Replace the lines even when the file would remove most of them (--force). */
  force?: boolean;
  limits?: ImportLimits;
};
export type TariffImportResult = {
  source: TariffKind;
  partner: string;
  edition: string | null;
  fileDate: string;
  records: number;
  lines: number;
};

/** "hts_2026_revision_21_json.json" → "2026 Revision 21"; "2025HTSBasic.json" → "2025 Basic Edition". */
export function editionOf(fileName: string): string | null {
  const revision = /(\d{4})\D{0,8}?rev(?:ision)?\D{0,3}(\d{1,3})/i.exec(fileName);
  if (revision) return `${revision[1]} Revision ${revision[2]}`;
  const basic = /(\d{4})\D{0,8}?basic/i.exec(fileName);
  return basic ? `${basic[1]} Basic Edition` : null;
}

const COLUMNS = [
  'source_id',
  'code',
  'written',
  'hs6',
  'description',
  'context',
  'general',
  'special',
  'jordan',
  'units',
  'indent',
] as const;

type Line = {
  code: string;
  indent: number;
  values: CopyValue[];
  units: string[];
  general: string;
};

/** The description at `indent` is the parent of what is indented further. */
function rememberParent(parents: string[], indent: number, description: string) {
  if (!description) return;
  parents[indent] = description;
  parents.length = indent + 1;
}

/** The 8-digit lines of the US tariff in `file`, as rows of tariff_lines for `sourceId`. */
async function* usHtsLines(
  file: ImportFile,
  sourceId: number,
  totalBytes: number,
  counts: { records: number },
  onProgress?: (progress: TariffImportProgress) => void,
): AsyncGenerator<CopyValue[]> {
  const parents: string[] = [];
  const seen = new Set<string>();
  let pending: Line | null = null;
  const finish = (line: Line): CopyValue[] => {
    line.values[6] = line.general;
    line.values[9] = line.units.join(', ');
    return line.values;
  };
  try {
    for await (const element of readJsonArray(file)) {
      counts.records = element.index + 1;
      if (element.index % 500 === 0) {
        onProgress?.({ bytes: element.bytesRead, totalBytes, records: counts.records });
      }
      const parsed = usHtsRecordSchema.safeParse(element.value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.join('.') || 'record';
        throw new TariffImportError(
          `record ${element.index} at byte ${element.offset}: ${field}: ${issue.message}`,
          element.index,
          element.offset,
        );
      }
      const record = parsed.data;
      const digits = htsDigits(record.htsno);
      const units = record.units ?? [];
      const under =
        pending && (digits ? digits.startsWith(pending.code) : record.indent > pending.indent);
      if (pending && under && digits.length !== 8) {
        // A statistical suffix of the pending line (or a text row above some of them): its units,
        // and a rate the line leaves empty.
        for (const unit of units) if (!pending.units.includes(unit)) pending.units.push(unit);
        if (!pending.general && record.general) pending.general = record.general;
        rememberParent(parents, record.indent, record.description);
        continue;
      }
      if (pending) yield finish(pending);
      pending = null;
      const ancestors = parents
        .slice(0, record.indent)
        .filter(Boolean)
        .map((parent) => parent.replace(/:$/, ''));
      rememberParent(parents, record.indent, record.description);
      // An 8-digit line, or a 10-digit one standing for its line (a single statistical suffix).
      if (digits.length < 8) continue;
      const code = digits.slice(0, 8);
      if (seen.has(code)) {
        throw new TariffImportError(
          `record ${element.index} at byte ${element.offset}: ${record.htsno} appears twice`,
          element.index,
          element.offset,
        );
      }
      seen.add(code);
      pending = {
        code,
        indent: record.indent,
        units: [...units],
        general: record.general,
        values: [
          sourceId,
          code,
          record.htsno.slice(0, 10),
          code.slice(0, 6),
          record.description,
          ancestors.join(' › '),
          '',
          record.special,
          jordanRateOf(record.special),
          '',
          record.indent,
        ],
      };
    }
  } catch (error) {
    if (error instanceof JsonArrayError) {
      throw new TariffImportError(error.message, error.index, error.offset);
    }
    throw error;
  }
  if (pending) yield finish(pending);
  onProgress?.({ bytes: totalBytes, totalBytes, records: counts.records });
}

/** Imports `file` as the `kind` tariff, replacing that source's rows in one transaction. */
export async function importTariffFile(
  db: Db,
  kind: TariffKind,
  file: string,
  options: TariffImportOptions = {},
): Promise<TariffImportResult> {
  const info = await importFileAt(file, kind, {
    limits: options.limits,
    errorOf: (message) => new TariffImportError(message),
  });
  const meta = TARIFF_KINDS[kind];
  const fileName = path.basename(file);
  const edition = options.edition?.trim() || editionOf(fileName);
  const fileDate = options.date ?? info.mtime.toISOString().slice(0, 10);
  const counts = { records: 0 };
  const lines = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const record = {
      partner: meta.partner,
      name: meta.name,
      edition,
      url: meta.url,
      file_date: fileDate,
      file_name: fileName,
      lines: 0,
      imported_at: new Date().toISOString(),
    };
    const [source] = await tx
      .insert(tariffSources)
      .values({ source: kind, ...record })
      .onConflictDoUpdate({ target: tariffSources.source, set: record })
      .returning({ id: tariffSources.id });
    const [before] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(tariffLines)
      .where(eq(tariffLines.source_id, source!.id));
    await tx.delete(tariffLines).where(eq(tariffLines.source_id, source!.id));
    const written = await copyRows(
      tx,
      { table: 'tariff_lines', columns: COLUMNS },
      usHtsLines(info, source!.id, info.size, counts, options.onProgress),
    );
    // Counted once written (the file is streamed): a refusal rolls the transaction back.
    guardRelease(
      {
        what: `${kind} tariff lines`,
        current: before?.lines ?? 0,
        next: written,
        force: options.force,
      },
      (message) => new TariffImportError(message),
    );
    await tx.update(tariffSources).set({ lines: written }).where(eq(tariffSources.id, source!.id));
    return written;
  });
  return { source: kind, partner: meta.partner, edition, fileDate, records: counts.records, lines };
}
