import { normalizeText } from './normalize-text';

// LIKE and ILIKE patterns built from what a visitor typed: their own % _ and \ are taken literally
// (backslash is PostgreSQL's default escape character).

/** A LIKE pattern that finds the text anywhere, its wildcards escaped. */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The pattern of a search that runs in SQL against normalizedSql(column): the query normalised,
 * then escaped; null when nothing is left to search for.
 */
export function searchPattern(query: string): string | null {
  const text = normalizeText(query);
  return text ? containsPattern(text) : null;
}
