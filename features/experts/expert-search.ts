import { foldArabic, westernDigits } from '@/features/members/search-text';

import type { Expert } from './schemas';

// The experts' text filter (`?search=` on /pool-of-experts and /api/experts), which global search
// links to with an expert's name: case-insensitive, Arabic letters folded, in both languages.

/** The text as it is compared: lower case, Arabic folded, digits Western, spaces collapsed. */
export function searchableText(text: string): string {
  return foldArabic(westernDigits(text.toLocaleLowerCase('en')))
    .replace(/\s+/g, ' ')
    .trim();
}

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
  const words = searchableText(search ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchableText(SEARCHED_FIELDS.map((field) => expert[field]).join('\n'));
  return words.every((word) => haystack.includes(word));
}
