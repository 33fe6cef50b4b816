// Issue 29: a content record's form described as data: which fields it has and how each is edited.
// The console's record dialog (./record-form-dialog.tsx) renders them and sends the form as the
// staff record routes read it (lib/api/staff-record-routes.ts): the fields as `data` (JSON) and
// the files as parts of one multipart body.

type Base = { label: string; hint?: string; required?: boolean };

/** Two columns, `<name>_eng`-style English and Arabic, side by side (each in its direction). */
export type PairField = Base & {
  kind: 'textPair' | 'textareaPair' | 'linkPair' | 'richPair';
  english: string;
  arabic: string;
  max?: number;
};

export type RecordField =
  | PairField
  | (Base & { kind: 'text'; name: string; max: number; dir?: 'ltr' | 'rtl' })
  | (Base & { kind: 'image' | 'pdf'; name: string })
  | (Base & { kind: 'date'; name: string })
  | (Base & { kind: 'select'; name: string; options: { value: number; label: string }[] })
  /** A 0/1 column as a switch: `on` is the value when switched on; a new record has `initial`. */
  | (Base & { kind: 'switch'; name: string; on?: 0 | 1; initial?: 0 | 1 });

export type FormValues = Record<string, unknown>;
export const FILE_KINDS = new Set(['image', 'pdf']);

/** The columns a field edits. */
export const columnsOf = (field: RecordField): string[] =>
  'english' in field ? [field.english, field.arabic] : [field.name];

const isFile = (field: RecordField) => FILE_KINDS.has(field.kind);

/** The form's values: the record's, or a new record's (empty texts, shown, no files). */
export function formValuesOf(fields: readonly RecordField[], record: FormValues | null) {
  const values: FormValues = {};
  for (const field of fields) {
    for (const column of columnsOf(field)) {
      if (isFile(field)) values[column] = null;
      else if (record && record[column] !== undefined && record[column] !== null) {
        values[column] = record[column];
      } else if (field.kind === 'switch') values[column] = field.initial ?? 1;
      else if (field.kind === 'select') values[column] = field.options[0]?.value ?? 0;
      else values[column] = '';
    }
  }
  return values;
}

/** The multipart body: `data` (the fields and the version) and each chosen file. */
export function recordBody(
  fields: readonly RecordField[],
  values: FormValues,
  { version, removed = [] }: { version?: number; removed?: string[] } = {},
): FormData {
  const data: FormValues = {};
  const body = new FormData();
  for (const field of fields) {
    for (const column of columnsOf(field)) {
      const value = values[column];
      if (!isFile(field)) data[column] = value;
      else if (value instanceof File) body.set(column, value);
    }
  }
  if (version !== undefined) data.version = version;
  body.set('data', JSON.stringify(data));
  for (const column of removed) body.set(`remove_${column}`, '1');
  return body;
}

/** The form's field for a field the API names (its problems shown there). */
export const formFieldOf = (fields: readonly RecordField[]) => (name: string) =>
  fields.flatMap(columnsOf).find((column) => column === name);
