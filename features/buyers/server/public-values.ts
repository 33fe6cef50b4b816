import 'server-only';

import { uploadUrl } from '@/lib/storage';

// The values of a public version (features/companies/review-status.ts `publicVersion`): the row's
// columns, or its approved snapshot (JSON), so every field is read defensively.

export type Values = Record<string, unknown>;

export const text = (values: Values, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

export const textOrNull = (values: Values, key: string): string | null => {
  const value = values[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

export const int = (values: Values, key: string): number | null => {
  const value = Number(values[key]);
  return values[key] !== null && Number.isInteger(value) ? value : null;
};

export const ints = (values: Values, key: string): number[] => {
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

/** A stored file's public URL; '' for none. */
export const fileUrl = (values: Values, key: string): string => {
  const stored = text(values, key);
  return stored ? uploadUrl(stored) : '';
};

/** A company's certificates as its approved snapshot keeps them ({ title, file } with storage keys). */
export function snapshotCertificates(values: Values): { title: string; file: string }[] {
  const list = values.certificates;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const row = (entry ?? {}) as Values;
    const title = text(row, 'title');
    const file = text(row, 'file');
    return title && file ? [{ title, file: uploadUrl(file) }] : [];
  });
}
