import { SEARCH_MAX_LENGTH } from '@/lib/constants';

/**
 * The keyword of /search/{keyword}: its segments arrive percent-encoded and are decoded here once
 * ("50%25" is a search for "50%"); control characters are dropped (no one searches for them, and
 * none may reach the database); trimmed and cut to 200 characters (part 3 §5).
 */
export function keywordOf(segments: readonly string[] | undefined): string {
  const raw = segments?.join('/') ?? '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A lone "%" that is not an escape stays as typed.
  }
  return text
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}
