import { MAX_ID } from '@/lib/validation/limits';

/** Splits a `{id}-{slug}` route segment; the page is chosen by the numeric prefix (part 1 §2.1). */
export function parsePageParam(segment: string): { id: number; slug: string } | null {
  const decoded = safeDecode(segment);
  const match = /^(\d+)(?:-(.*))?$/.exec(decoded);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) return null;
  return { id, slug: match[2] ?? '' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
