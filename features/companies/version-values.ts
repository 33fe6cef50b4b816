// The values of a public version (./review-status.ts `publicVersion`): the row's columns, or its
// approved snapshot (JSON), so every field is read defensively (the buyers directory, the search).

export type Values = Record<string, unknown>;

/** A text field; '' for anything else. */
export const textOf = (values: Values, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

/** A text field; null when empty or not text. */
export const textOrNull = (values: Values, key: string): string | null => {
  const value = values[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** A whole number; null for anything else. */
export const intOf = (values: Values, key: string): number | null => {
  const value = Number(values[key]);
  return values[key] !== null && Number.isInteger(value) ? value : null;
};

/** A list of ids, stored as an array or as its JSON; [] for anything else. */
export const idsOf = (values: Values, key: string): number[] => {
  const value = values[key];
  const list = typeof value === 'string' ? safeParse(value) : value;
  return Array.isArray(list) ? list.map(Number).filter(Number.isInteger) : [];
};

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
