// Words dropped before two names are compared, as tokenizeName leaves them (lower case, accents,
// dots and hyphens gone; Arabic folded by normalizeText, so ة is ه and ؤ is و). A name made only of
// such words keeps them (an entity called "Trading Company" is still compared by those words).

/** Legal forms and generic company words, Latin ("L.L.C." is "llc" once its dots are gone). */
const LATIN_COMPANY = [
  'co',
  'company',
  'companies',
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'plc',
  'psc',
  'pjsc',
  'jsc',
  'ojsc',
  'cjsc',
  'wll',
  'fze',
  'fzco',
  'fzc',
  'fzllc',
  'llp',
  'lp',
  'sa',
  'sarl',
  'sas',
  'srl',
  'spa',
  'ltda',
  'gmbh',
  'bv',
  'nv',
  'pte',
  'pvt',
  'private',
  'bhd',
  'sdn',
  'est',
  'establishment',
  'trading',
  'trade',
  'general',
  'group',
  'holding',
  'holdings',
  'international',
  'intl',
  'enterprise',
  'enterprises',
  'industries',
  'industrial',
  'import',
  'export',
  'for',
  'the',
  'and',
  'of',
  'et',
  'de',
];

/** Titles and honorifics before a person's name. */
const LATIN_TITLES = [
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'eng',
  'sheikh',
  'shaikh',
  'shaykh',
  'sheik',
  'haj',
  'haji',
  'hajji',
  'hadji',
  'mullah',
  'mulla',
  'maulavi',
  'mawlawi',
  'maulvi',
  'qari',
  // Other spellings the press writes: «الحاج» in West Africa, «مولانا», «مولوي» (issue 56).
  'hadj',
  'alhaji',
  'alhadji',
  'elhadj',
  'maulawi',
  'moulvi',
  'molvi',
  'maulana',
  'mawlana',
  'moulana',
  // Military ranks and clerical titles the press writes before a name (issue 56; "general" is a
  // company word too, above: a title when it opens a name, subject.ts).
  'gen',
  'brigadier',
  'brig',
  'colonel',
  'col',
  'lieutenant',
  'lt',
  'commander',
  'cmdr',
  'admiral',
  'adm',
  'captain',
  'capt',
  'marshal',
  'ayatollah',
  'ayatullah',
  'hojatoleslam',
  'hojjatoleslam',
];

/** Arabic legal forms and generic company words (ذ.م.م is ذمم once its dots are gone). */
const ARABIC_COMPANY = [
  'شركه',
  'الشركه',
  'موسسه',
  'الموسسه',
  'ذات',
  'المسووليه',
  'مسووليه',
  'المحدوده',
  'محدوده',
  'ذمم',
  'شمم',
  'مساهمه',
  'عامه',
  'العامه',
  'خاصه',
  'الخاصه',
  'للتجاره',
  'التجاره',
  'تجاره',
  'والتجاره',
  'التجاريه',
  'تجاريه',
  'للاستيراد',
  'والتصدير',
  'مجموعه',
  'الدوليه',
  'دوليه',
  'لمتد',
];

/** Arabic titles before a person's name. */
const ARABIC_TITLES = [
  'الشيخ',
  'شيخ',
  'الحاج',
  'حاج',
  'ملا',
  'حاجي',
  'حجي',
  'قاري',
  'مولوي',
  'مولانا',
  'الدكتور',
  'دكتور',
  'المهندس',
  // Military ranks (اللواء, العميد…), the article kept and dropped as tokens.ts drops it.
  'اللواء',
  'لواء',
  'العميد',
  'عميد',
  'العقيد',
  'عقيد',
  'العماد',
  'المشير',
  'مشير',
  'الجنرال',
  'جنرال',
];

/** The legal forms and generic company words of both languages (a company's name has one). */
export const GENERIC_COMPANY_WORDS: readonly string[] = [...LATIN_COMPANY, ...ARABIC_COMPANY];

/** Titles and honorifics of both languages (a name they open is a person's, subject.ts). */
export const TITLE_WORDS: ReadonlySet<string> = new Set([
  ...LATIN_TITLES,
  ...ARABIC_TITLES,
  'general',
]);

export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  ...GENERIC_COMPANY_WORDS,
  ...LATIN_TITLES,
  ...ARABIC_TITLES,
]);

/**
 * The Latin article, alone ("al-Tikriti", "el Ayashi"), and the links that join a name's words as
 * it does (issue 56): the Persian and Urdu ezafe e/i ("Lashkar-e-…", "LASHKAR I …"), and wa/wal
 * ("and", "and the": "wal-Muslimin", "WA AL-MUSLIMIN"): dropped before a word.
 */
export const LATIN_ARTICLES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ul',
  'il',
  'e',
  'i',
  'wa',
  'wal',
]);

/**
 * The article assimilated to a sun letter ("ad-Din", "ash-Sham", "ur-Rahman"): dropped when the
 * next word starts with the same consonant.
 */
export const LATIN_SUN_ARTICLES: ReadonlyMap<string, string> = new Map(
  ['t', 'th', 'd', 'dh', 'r', 'z', 's', 'sh', 'n'].flatMap((letters) =>
    ['a', 'e', 'u'].map((vowel) => [`${vowel}${letters}`, letters] as const),
  ),
);

/** Latin prefixes written for «عبد» + article ("Abdul", "Abdel", "Abdur"): split off as "abd". */
export const LATIN_ABD_PREFIX = /^(abd(?:oul|ool|ul|el|al|ol|ur|us|un|ir|er|ou|u)?)([a-z]{3,})$/;

/** Latin endings written for «الله» and «الدين» glued to a name ("Hidayatullah", "Nooruddin"). */
export const LATIN_ALLAH_SUFFIX = /^([a-z]{3,}?)(ullahi|ullah|ollah|allah|ulla|ulah|olah)$/;
/** «الدين» written as one word of its own, the article glued ("Saif Aldin", "Nour Eddine"). */
export const LATIN_ARTICLE_DIN = /^(?:a|e|u|ou|oo)[ld]d(?:in|een|ine)$/;
export const LATIN_DIN_SUFFIX =
  /^([a-z]{3,}?)(uddin|uddine|ouddine|ouddin|eddine|eddin|addin|iddin|uddeen|uldin)$/;

/**
 * The Persian patronymic ending "-zadeh" («زاده», son of) glued to a name ("Fakhrizadeh") or
 * written apart ("Fakhri Zadeh", «فخري زاده»): split off so either way of writing aligns.
 */
export const LATIN_ZADEH_SUFFIX = /^([a-z]{3,}?)(zadeh|zadah|zade|zada)$/;
export const ARABIC_ZADEH_SUFFIX = 'زاده';

/** Arabic words that start with ال but carry no article. */
export const ARABIC_NOT_ARTICLE: ReadonlySet<string> = new Set([
  'الله',
  'الياس',
  'الهام',
  'الهامي',
]);
