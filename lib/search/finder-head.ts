import { wordForms } from './search-terms';

// The HS finder's reading of a query as a customs officer reads a description (issue 55, item 2):
// the product noun (the head) decides; qualifiers steer between the headings that name it, they
// do not win alone; little words (for, of, في) count nothing. Each word of the query gets a
// weight, and a code's rank counts the weights of the words it holds (words-statement.ts):
// - head 3, in English: it stands last, before a preposition ("oats for horses", "car alarms");
//   a word of form or packing after it ("mango chunks", "muesli bars") gives the head to the word
//   it qualifies. Arabic puts the head first, but its next words are as often what names the
//   goods («رافعه شوكيه», a forklift; «ساعه ذكيه», a smart watch): on the tuning half a head
//   weighing more than them lost as much as it won, so in Arabic the head weighs as a word; an
//   Arabic word of form or packing («سبائك», «مكعبات», «ظروف») weighs as a qualifier when the query
//   has other words: the goods are the word it goes with (issue 55);
// - qualifier 1: the state (fresh, frozen, dried, salted, canned, prepared…), colour and size,
//   the material ("stainless steel cutlery"), and every word after a preposition of use, purpose
//   or packing ("for horses", «للخيول», "in jars");
// - every other word 2;
// - a preposition, article or conjunction 0.
// The word lists are the HS nomenclature's own qualifiers (its headings' "fresh or chilled",
// "frozen", "dried", "prepared or preserved", "of plastics", "of wood", "put up for retail sale")
// in their everyday forms, and the ordinary Arabic forms of the same.

export const WEIGHT = { head: 3, word: 2, qualifier: 1, none: 0 } as const;

const LITTLE_WORDS = new Set([
  ...['for', 'of', 'in', 'with', 'and', 'the', 'a', 'an', 'to', 'on', 'from', 'by', 'or', 'at'],
  ...['في', 'من', 'مع', 'و', 'على', 'او', 'عن', 'الى', 'ل', 'ب', 'لل'],
]);
/** The prepositions after which the words are qualifiers (use, purpose, packing, medium). */
const QUALIFYING_PREPOSITIONS = new Set(['for', 'in', 'with', 'from', 'on', 'في', 'مع', 'من']);

/** Materials ("of plastics", "of wood", "of iron or steel"), English: qualifiers of a product. */
const MATERIALS = new Set([
  ...['plastic', 'plastics', 'steel', 'stainless', 'wooden', 'metal', 'aluminium', 'aluminum'],
  ...['glass', 'ceramic', 'rubber', 'paper', 'iron', 'copper', 'galvanized', 'galvanised'],
  ...['leather', 'cotton', 'wool', 'woollen', 'silk', 'synthetic', 'polyester', 'nylon'],
]);

/** State, colour, size and material: normalised, Arabic without its article. */
const QUALIFIERS = new Set([
  // State (the nomenclature's "fresh or chilled", "frozen", "dried", "prepared or preserved").
  ...['fresh', 'chilled', 'frozen', 'dried', 'dry', 'dehydrated', 'salted', 'smoked', 'canned'],
  ...['tinned', 'preserved', 'prepared', 'cooked', 'roasted', 'raw', 'pickled', 'marinated'],
  ...['crushed', 'ground', 'whole', 'sliced', 'organic', 'natural', 'pure', 'boiled', 'brined'],
  ...['bottled', 'packed', 'bulk', 'retail', 'instant', 'concentrated', 'refined', 'crude'],
  ...['disposable', 'used', 'new', 'electric', 'manual', 'industrial', 'household', 'portable'],
  // "spare parts" are parts: of the machine the query names, not the agency's synonym's car parts.
  ...['spare'],
  // Colour and size.
  ...['red', 'white', 'black', 'green', 'yellow', 'blue', 'brown', 'small', 'large', 'big', 'mini'],
  ...MATERIALS,
  // Arabic state: fresh, frozen, dried, salted, smoked, canned, preserved, cooked, roasted, raw.
  ...['طازج', 'طازه', 'فريش', 'مبرد', 'مثلج', 'مجمد', 'فريز', 'مجفف', 'ناشف', 'يابس', 'مملح'],
  ...['مدخن', 'معلب', 'محفوظ', 'مطبوخ', 'محمص', 'ني', 'خام', 'مخلل', 'مطحون', 'عضوي', 'طبيعي'],
  ...['مكرر', 'مركز', 'فوري', 'مستعمل', 'جديد', 'كهربا', 'كهربايي', 'يدوي', 'صناعي', 'منزلي'],
  // Arabic colour and size.
  ...['احمر', 'حمرا', 'ابيض', 'بيضا', 'اسود', 'سودا', 'اخضر', 'خضرا', 'اصفر', 'صفرا', 'صغير'],
  ...['كبير'],
  // Arabic material.
  ...['بلاستيك', 'بلاستيكي', 'ستانلس', 'ستيل', 'حديد', 'خشب', 'خشبي', 'معدن', 'معدني'],
  ...['المنيوم', 'زجاج', 'زجاجي', 'سيراميك', 'مطاط', 'ورق', 'ورقي', 'نحاس', 'جلد', 'قطن'],
  ...['صوف', 'حرير', 'بوليستر', 'نايلون'],
]);

/** Words of form or packing that give the head to the product they hold or cut. */
const FORM_WORDS = new Set([
  ...['chunks', 'pieces', 'slices', 'bars', 'sticks', 'cubes', 'packs', 'jars', 'cans', 'tins'],
  ...['bottles', 'sets', 'set', 'kits', 'units', 'powder', 'flakes', 'granules', 'pellets'],
  ...['leaves', 'pods', 'threads', 'beads', 'chips', 'ingots', 'grains', 'seeds', 'cobs'],
  ...['kernels', 'sheets', 'rolls', 'blocks', 'bags', 'sachets', 'pouches', 'boxes', 'cartons'],
  ...['spray', 'sprays', 'tablets', 'capsules', 'paste', 'liquid', 'gel', 'drops', 'tubes'],
]);

/** Arabic words of form or packing (normalised): the goods are the word they go with. */
const ARABIC_FORM_WORDS = new Set([
  ...['سبايك', 'سبيكه', 'مكعبات', 'مكعب', 'ظروف', 'ظرف', 'اكياس', 'كيس', 'علب', 'علبه', 'قطع'],
  ...['شرايح', 'شريحه', 'حبيبات', 'رقايق', 'الواح', 'لوح', 'لفايف', 'عبوات', 'عبوه', 'اوراق'],
  ...['بودره', 'مسحوق', 'حبوب', 'بذور', 'قضبان', 'صفايح', 'كراتين', 'طقم', 'اطقم'],
  ...['بخاخ', 'سبراي', 'اقراص', 'كبسولات', 'معجون', 'جل'],
]);

const ARABIC = /^[\u0621-\u064a]+$/;

/** The word's forms without the article or a conjunction (والمجمده → مجمده). */
const formsOf = (word: string) => (ARABIC.test(word) ? wordForms(word) : [word]);

/** An Arabic adjective's masculine form (مجمده → مجمد, كهربائيه → كهربائي). */
const masculine = (word: string) =>
  ARABIC.test(word) && word.endsWith('ه') ? word.slice(0, -1) : word;

const isIn = (set: ReadonlySet<string>, word: string) =>
  formsOf(word).some((form) => set.has(form) || set.has(masculine(form)));

/** Whether an Arabic word carries the preposition ل with the article (for the): للخيول. */
const forUse = (word: string) => ARABIC.test(word) && word.startsWith('لل') && word.length > 4;

/** Whether an Arabic word carries the preposition ب with the article (in, with): بالزيت. */
const withMedium = (word: string) => ARABIC.test(word) && word.startsWith('بال') && word.length > 4;

/** Each word's weight (see above), for the query's normalised words in order. */
export function wordWeights(words: readonly string[]): number[] {
  const weights: number[] = words.map((word) =>
    LITTLE_WORDS.has(word)
      ? WEIGHT.none
      : isIn(QUALIFIERS, word) || (words.length > 1 && isIn(ARABIC_FORM_WORDS, word))
        ? WEIGHT.qualifier
        : WEIGHT.word,
  );
  const arabic = words.some((word) => ARABIC.test(word));
  // The words after a preposition of use or packing qualify the product, as do those from an
  // Arabic word that carries its «ب» with the article: «زيتون بالزيت» (olives in oil).
  const cut = words.findIndex(
    (word, index) => index > 0 && (QUALIFYING_PREPOSITIONS.has(word) || withMedium(word)),
  );
  const end = cut === -1 ? words.length : cut;
  for (let index = end; index < words.length; index += 1) {
    if (weights[index] !== WEIGHT.none) weights[index] = WEIGHT.qualifier;
  }
  words.forEach((word, index) => {
    if (index > 0 && forUse(word) && weights[index] !== WEIGHT.none)
      weights[index] = WEIGHT.qualifier;
  });
  const candidates = [...Array(end).keys()].filter((index) => weights[index] === WEIGHT.word);
  // The head: the last noun that is not a word of form, else the last noun; a word of form after
  // a material alone ("copper ingots", "plastic bags") is that material's form: the material leads.
  const ordered = candidates.reverse();
  const noun = ordered.find((index) => !FORM_WORDS.has(words[index] ?? ''));
  const material = [...Array(end).keys()]
    .reverse()
    .find((index) => MATERIALS.has(words[index] ?? ''));
  const head = noun ?? (material !== undefined && !arabic ? material : ordered[0]);
  if (head !== undefined && !arabic) weights[head] = WEIGHT.head;
  // A query of qualifiers alone ("frozen", "plastic") keeps them whole.
  if (!weights.some((weight) => weight >= WEIGHT.word)) {
    return weights.map((weight) => (weight === WEIGHT.none ? weight : WEIGHT.head));
  }
  return weights;
}
