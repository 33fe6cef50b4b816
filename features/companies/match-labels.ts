/**
 * Text as a search compares it: lower case, without accents or Arabic diacritics, and with the
 * Arabic letters typed interchangeably (أ إ آ → ا, ة → ه, ى → ي) made one.
 */
export function foldText(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .trim();
}

/** The entries whose label contains the query, those that start with it first. */
export function matchLabels<E extends { label: string }>(
  entries: readonly E[],
  query: string,
  locale: string,
): E[] {
  const folded = foldText(query, locale);
  if (!folded) return [...entries];
  const starting: E[] = [];
  const containing: E[] = [];
  for (const entry of entries) {
    const label = foldText(entry.label, locale);
    if (label.startsWith(folded)) starting.push(entry);
    else if (label.includes(folded)) containing.push(entry);
  }
  return [...starting, ...containing];
}
