import 'server-only';

import { textOf, type Values } from '@/features/companies/version-values';
import { uploadUrl } from '@/lib/storage';

/** A stored file's public URL; '' for none. */
export const fileUrl = (values: Values, key: string): string => {
  const stored = textOf(values, key);
  return stored ? uploadUrl(stored) : '';
};

/** A company's certificates as its approved snapshot keeps them ({ title, file } with storage keys). */
export function snapshotCertificates(values: Values): { title: string; file: string }[] {
  const list = values.certificates;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const row = (entry ?? {}) as Values;
    const title = textOf(row, 'title');
    const file = textOf(row, 'file');
    return title && file ? [{ title, file: uploadUrl(file) }] : [];
  });
}
