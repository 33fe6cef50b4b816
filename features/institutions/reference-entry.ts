// The reference lists editors keep (issue 14): export types and participation modes (part 2 §7
// exports-type, exports-mode). Both have an id and two names, under each list's own field names.

export type ReferenceKind = 'types' | 'modes';

/** An entry as the console shows it: its names, how many institutions name it, its version. */
export type ReferenceEntry = {
  id: number;
  eng: string;
  ara: string;
  used: number;
  version: number;
};

/** Each list's name fields in the API. */
export const REFERENCE_FIELDS = {
  types: { eng: 'type_eng', ara: 'type_ara' },
  modes: { eng: 'mode_eng', ara: 'mode_ara' },
} as const;

/** Each list's staff address under /api. */
export const REFERENCE_PATHS = {
  types: '/staff/export-types',
  modes: '/staff/export-modes',
} as const;

/** A row of the list (GET /api/staff/export-types|export-modes) as the console shows it. */
export function referenceEntryOf(
  kind: ReferenceKind,
  row: { id: number; used: number; version: number } & Record<string, unknown>,
): ReferenceEntry {
  const fields = REFERENCE_FIELDS[kind];
  return {
    id: row.id,
    eng: String(row[fields.eng] ?? ''),
    ara: String(row[fields.ara] ?? ''),
    used: row.used,
    version: row.version,
  };
}

/** The request body of an entry's names, in the list's field names. */
export const referenceBody = (kind: ReferenceKind, eng: string, ara: string) => ({
  [REFERENCE_FIELDS[kind].eng]: eng,
  [REFERENCE_FIELDS[kind].ara]: ara,
});
