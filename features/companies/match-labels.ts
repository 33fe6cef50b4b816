import { normalizeText } from '@/lib/search/normalize-text';

/** The entries whose label contains the query (both normalised), those that start with it first. */
export function matchLabels<E extends { label: string }>(
  entries: readonly E[],
  query: string,
): E[] {
  const folded = normalizeText(query);
  if (!folded) return [...entries];
  const starting: E[] = [];
  const containing: E[] = [];
  for (const entry of entries) {
    const label = normalizeText(entry.label);
    if (label.startsWith(folded)) starting.push(entry);
    else if (label.includes(folded)) containing.push(entry);
  }
  return [...starting, ...containing];
}
