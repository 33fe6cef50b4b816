import { normalizeText } from '@/lib/search/normalize-text';

import type { Expert } from './schemas';

// The experts' text filter (`?search=` on /pool-of-experts and /api/experts), which global search
// links to with an expert's name: both normalised (lib/search), in both languages.

const SEARCHED_FIELDS = [
  'FULL_NAME',
  'FULL_NAME_ARA',
  'TITLE_ENG',
  'TITLE_ARA',
  'EXPERTISE_ENG',
  'EXPERTISE_ARA',
  'DESCRIPTION_ENG',
  'DESCRIPTION_ARA',
] as const satisfies readonly (keyof Expert)[];

type Searchable = Pick<Expert, (typeof SEARCHED_FIELDS)[number]>;

/**
 * Whether the expert matches: every word of the search appears in the names, titles, expertise or
 * descriptions (either language). An empty search matches everyone.
 */
export function expertMatches(expert: Searchable, search: string | undefined): boolean {
  const words = normalizeText(search ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeText(SEARCHED_FIELDS.map((field) => expert[field]).join('\n'));
  return words.every((word) => haystack.includes(word));
}
