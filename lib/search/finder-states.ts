// The states goods are in, as people say them and as the HS nomenclature writes them (issue 55,
// item 2). The nomenclature decides between chapters by state: a vegetable "fresh or chilled" is
// 07.02, "frozen" 07.10, "prepared or preserved by vinegar" 20.01, "preserved by sugar" 20.06; fish
// "prepared or preserved" is 16.04. Nobody types "prepared or preserved": they type "canned",
// "tinned", "in jars", "pickled", "candied". So a query's everyday state word also reads as the
// nomenclature's words for that state, and the code whose name holds them is steered to (the word
// stays a qualifier, finder-head.ts: it steers, it does not win alone). English and Arabic,
// normalised as the finder normalises (ة → ه, no hamza); an Arabic word is matched without its
// article or conjunction, and its feminine too (finder-terms.ts gives the forms). The same table
// reads «غيار» (spare, of parts) as the names' «أجزاء».

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
  // Spare parts («قطع غيار»): the nomenclature's parts («أجزاء»), of the machine the query names.
  غيار: ['اجزاء'],
};

/** What goods are preserved in ("in oil", "in brine", «بالزيت»): prepared or preserved. */
const MEDIA = new Set(['oil', 'brine', 'syrup', 'vinegar', 'water', 'juice', 'sauce', 'salt']);
const IN_MEDIUM = new Set(['in', 'with']);
const ARABIC_MEDIA = new Set(['بالزيت', 'بالخل', 'بالماء', 'بالمي', 'بالسكر', 'بالقطر', 'بالملح']);
const PRESERVED = ['preserved', 'prepared'];
const ARABIC_PRESERVED = ['محفوظ', 'محضر'];

/**
 * The nomenclature's state words for the query's word at `index` when it names what the goods
 * are kept in ("artichokes in oil", «زيتون بالزيت»: preserved, chapters 16 and 20); none otherwise.
 */
export function mediumStates(words: readonly string[], index: number): readonly string[] {
  const word = words[index] ?? '';
  if (ARABIC_MEDIA.has(word) && index > 0) return ARABIC_PRESERVED;
  return MEDIA.has(word) && IN_MEDIUM.has(words[index - 1] ?? '') ? PRESERVED : [];
}

/** The nomenclature's words for a state word (normalised, without article); none for others. */
export function nomenclatureStates(word: string): readonly string[] {
  return Object.hasOwn(NOMENCLATURE_STATES, word) ? (NOMENCLATURE_STATES[word] ?? []) : [];
}

/** The words of what goods are kept in, for the tests. */
export const MEDIUM_WORDS = [...MEDIA, ...ARABIC_MEDIA];

/** Every state word of the table and its nomenclature words, for the tests. */
export const STATE_PAIRS = Object.entries(NOMENCLATURE_STATES);
