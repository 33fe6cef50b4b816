// The states goods are in, as people say them and as the HS nomenclature writes them (issue 55,
// item 2). The nomenclature decides between chapters by state: a vegetable "fresh or chilled" is
// 07.02, "frozen" 07.10, "prepared or preserved by vinegar" 20.01, "preserved by sugar" 20.06; fish
// "prepared or preserved" is 16.04. Nobody types "prepared or preserved": they type "canned",
// "tinned", "in jars", "pickled", "candied". So a query's everyday state word also reads as the
// nomenclature's words for that state, and the code whose name holds them is steered to (the word
// stays a qualifier, finder-head.ts: it steers, it does not win alone). English and Arabic,
// normalised as the finder normalises (ة → ه, no hamza); an Arabic word is matched without its
// article or conjunction, and its feminine too (finder-terms.ts gives the forms).

/** Everyday state word → the nomenclature's words for that state (normalised). */
const NOMENCLATURE_STATES: Readonly<Record<string, readonly string[]>> = {
  // Preserved in a container, or prepared: chapters 16 and 20.
  canned: ['preserved', 'prepared'],
  tinned: ['preserved', 'prepared'],
  jarred: ['preserved', 'prepared'],
  bottled: ['preserved', 'prepared'],
  marinated: ['preserved', 'prepared'],
  stuffed: ['prepared'],
  cooked: ['prepared'],
  // Preserved by vinegar (20.01) or by sugar (20.06).
  pickled: ['vinegar', 'preserved'],
  candied: ['sugar', 'preserved', 'glace', 'crystallised'],
  glazed: ['glace'],
  // Arabic: canned, preserved, pickled, cooked, candied.
  معلب: ['محفوظ', 'محضر'],
  مكبوس: ['محفوظ', 'خل'],
  مخلل: ['خل', 'محفوظ'],
  مطبوخ: ['محضر'],
  محشي: ['محضر'],
  مسكر: ['سكر', 'محفوظ'],
  مربي: ['سكر', 'محفوظ'],
};

/** The nomenclature's words for a state word (normalised, without article); none for others. */
export function nomenclatureStates(word: string): readonly string[] {
  return Object.hasOwn(NOMENCLATURE_STATES, word) ? (NOMENCLATURE_STATES[word] ?? []) : [];
}

/** Every state word of the table and its nomenclature words, for the tests. */
export const STATE_PAIRS = Object.entries(NOMENCLATURE_STATES);
