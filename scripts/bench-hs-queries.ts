// The HS finder bench's query mix (bench-hs-finder.ts, issue 37): what members type in the code
// field and visitors in the finder: English and Arabic words, words being typed, typos, and codes
// in every spelling (dots, spaces, Arabic-Indic digits, national lines, codes of another edition).
import { formatHsCode } from '../lib/hs/hs-code';

import { random } from './bench-database';

/** The finder's page as the combobox asks for it (8) and as the finder's page shows it (20). */
export const PAGE_SIZES = [8, 20];

/** What Jordanian exporters call their goods, in English (one to three words). */
const ENGLISH = [
  'olive oil',
  'extra virgin olive oil',
  'tomatoes',
  'fresh tomatoes',
  'cucumbers',
  'dates',
  'medjool dates',
  'cheese',
  'yoghurt',
  'jameed',
  'labneh',
  'tahini',
  'halva',
  'hummus',
  'za’atar',
  'sumac',
  'potash',
  'phosphate',
  'fertilizers',
  'medicaments',
  'paracetamol tablets',
  'antibiotics',
  'cosmetics',
  'dead sea mud',
  'bath salt',
  't-shirts',
  'cotton shirts',
  'trousers',
  'jeans',
  'underwear',
  'furniture',
  'wooden furniture',
  'stone',
  'marble',
  'building stone',
  'ceramic tiles',
  'glass bottles',
  'plastic bags',
  'paper cartons',
  'aluminium profiles',
  'steel bars',
  'electric cables',
  'transformers',
  'solar panels',
  'mobile phones',
  'coffee',
  'cardamom',
  'spices',
  'chocolate',
  'biscuits',
  'pasta',
  'mineral water',
  'juice',
  'frozen vegetables',
  'poultry meat',
  'eggs',
  'honey',
  'sheep',
  'wool',
  'leather shoes',
  'jewellery',
  'gold',
  'pumps',
  'valves',
  'medical instruments',
  'syringes',
  'detergents',
  'soap',
  'paints',
  'perfumes',
];

/** The same goods in Arabic, as members write them (articles, conjunctions, hamza variants). */
const ARABIC = [
  'زيت زيتون',
  'زيت الزيتون البكر',
  'بندورة',
  'طماطم',
  'خيار',
  'تمور',
  'تمر مجهول',
  'جبن',
  'الجبنة',
  'لبن',
  'جميد',
  'لبنة',
  'طحينة',
  'حلاوة',
  'حمص',
  'زعتر',
  'سماق',
  'بوتاس',
  'فوسفات',
  'أسمدة',
  'الاسمدة',
  'أدوية',
  'مستحضرات تجميل',
  'طين البحر الميت',
  'ملح',
  'قمصان',
  'ملابس قطنية',
  'بناطيل',
  'أثاث',
  'أثاث خشبي',
  'حجر',
  'رخام',
  'بلاط خزفي',
  'زجاجات',
  'أكياس بلاستيك',
  'كرتون',
  'ألمنيوم',
  'حديد',
  'كابلات كهربائية',
  'محولات',
  'ألواح شمسية',
  'هواتف',
  'قهوة',
  'هيل',
  'توابل',
  'شوكولاتة',
  'بسكويت',
  'معكرونة',
  'مياه معدنية',
  'عصير',
  'خضروات مجمدة',
  'لحوم دواجن',
  'بيض',
  'عسل',
  'أغنام',
  'صوف',
  'أحذية جلدية',
  'مجوهرات',
  'ذهب',
  'مضخات',
  'صمامات',
  'أجهزة طبية',
  'منظفات',
  'صابون',
  'دهانات',
  'عطور',
];

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => ARABIC_DIGITS[+digit]!);

/** The query mix: each kind of query with its label, a quarter of them codes. */
export function queries(count: number, codes: readonly string[]) {
  const next = random(37);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const typo = (text: string) => {
    const words = text.split(' ');
    const long = words.findIndex((word) => word.length >= 6);
    if (long < 0) return `${text}x`;
    const word = words[long]!;
    const at = 1 + Math.floor(next() * (word.length - 2));
    words[long] = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    return words.join(' ');
  };
  const code = (length: number) => pick(codes.filter((item) => item.length === length));
  const kinds: [string, () => string][] = [
    ['English words', () => pick(ENGLISH)],
    ['English words', () => pick(ENGLISH)],
    ['Arabic words', () => pick(ARABIC)],
    ['Arabic words', () => pick(ARABIC)],
    ['a word being typed', () => pick(ENGLISH).slice(0, 3 + Math.floor(next() * 3))],
    ['a word being typed', () => pick(ARABIC).slice(0, 3 + Math.floor(next() * 2))],
    ['a typo', () => typo(pick(ENGLISH))],
    ['a typo', () => typo(pick(ARABIC))],
    ['a code: digits', () => code(pick([2, 4, 6]))],
    ['a code: dotted', () => formatHsCode(code(pick([4, 6])))],
    ['a code: spaced', () => code(6).replace(/^(\d{4})/, '$1 ')],
    ['a code: Arabic-Indic', () => arabicDigits(formatHsCode(code(pick([4, 6]))))],
    ['a code: national line', () => `${code(6)}${pick(['00', '1000', '9090'])}`],
    ['a code: other edition', () => `${code(4)}${pick(['10', '19', '80'])}`],
  ];
  return Array.from({ length: count }, () => {
    const [kind, make] = pick(kinds);
    return { kind, q: make(), pageSize: pick(PAGE_SIZES) };
  });
}
