// The HS finder's numbers (issue 37).

/** The longest query the finder reads; a longer one is refused (422), never cut silently. */
export const HS_QUERY_MAX = 200;
/** Results per page of the finder, by default and at most. */
export const HS_PAGE_SIZE = 20;
export const HS_PAGE_SIZE_MAX = 50;
/** The last page a visitor may ask for. */
export const HS_MAX_PAGE = 100;
/** How many of the best-matching codes are ranked by their whole phrase as well. */
export const HS_PHRASE_RANKED = 200;
/**
 * What a word found in each place weighs (issue 45, words-statement.ts): a staff synonym, a
 * name's first clause (its subject), a member's product named with the code, a later mention, and
 * a word only inside an exclusion ("excluding medicaments"), which counts nothing. An official
 * tariff's vocabulary (issue 55: the UK search references) weighs below the code's own words: a
 * reference the query names whole as a mention, one named in part less.
 */
export const HS_TERM_WEIGHTS = {
  staffSynonym: 4,
  subject: 3,
  offering: 3,
  mention: 2,
  vocabulary: 2,
  vocabularyPart: 1,
  minor: 0,
} as const;
/** The nomenclature's sections (I to XXI). */
export const HS_SECTION_COUNT = 21;
/** The edition of the nomenclature the portal ships (data/hs-nomenclature/). */
export const HS_EDITION = 2022;
/** Its licence, credited on the finder's and the tree's pages. */
export const HS_LICENCE_URL = 'https://opendatacommons.org/licenses/pddl/1-0/';

// The console's side (issue 37, items 1 and 2).

/** The longest Arabic name staff may give a section or code (the longest the portal ships is 371). */
export const HS_NAME_AR_MAX = 500;
/** A synonym's phrase, in either language, at most. */
export const HS_SYNONYM_PHRASE_MAX = 200;
/** The console's lists: the page sizes they offer, and the default. */
export const HS_CONSOLE_PAGE_SIZES = [20, 50, 100] as const;
export const HS_CONSOLE_PAGE_SIZE = 20;
/** The last page of a console list (the nomenclature is 6,936 codes: 347 pages of 20). */
export const HS_CONSOLE_MAX_PAGE = 1000;
