import { normalizeText } from './normalize-text';
import { wordForms, wordsOf } from './search-terms';

// Whether a query to the HS finder names a service rather than goods (issue 55, item 3). HS codes
// classify goods; an exporter of accounting, design or freight forwarding who types it into the
// finder should be told so, not given 84.70 calculating machines.
//
// The words are those of the WTO's Services Sectoral Classification List (MTN.GNS/W/120, after
// the UN Central Product Classification): professional services (legal, accounting, auditing,
// bookkeeping, architectural, engineering), computer and related services (software, hosting),
// research, advertising, market research, consulting, translation, cleaning, courier, education,
// financial and insurance, health and tourism, travel agencies and booking, transport, forwarding,
// customs clearance, rental and leasing, maintenance and repair, construction and engineering,
// storage and distribution, telecommunications; in their usual Arabic names.
//
// A query names a service when its head noun is one of these activities (the noun the other
// words qualify: English puts it last, before a preposition, "software development for banks";
// Arabic first, «تصميم مواقع»), or when it says "services" («خدمات») anywhere, except in the
// goods whose name holds the word ("tea service", "dinner service": tableware).

/** English activity nouns that, as a query's head, name a service. */
const SERVICE_HEADS_EN = new Set([
  'service',
  'services',
  'consultancy',
  'consulting',
  'consultant',
  'consultants',
  'consultation',
  'outsourcing',
  'brokerage',
  'forwarding',
  'clearance',
  'rental',
  'rentals',
  'hire',
  'leasing',
  'hosting',
  'tourism',
  'booking',
  'bookings',
  'reservations',
  'training',
  'courses',
  'tutoring',
  'education',
  'bookkeeping',
  'accounting',
  'auditing',
  'translation',
  'interpreting',
  'advertising',
  'marketing',
  'insurance',
  'banking',
  'design',
  'development',
  'programming',
  'research',
  'studies',
  'agency',
  'agencies',
  'repair',
  'repairs',
  'maintenance',
  'installation',
  'cleaning',
  'management',
  'logistics',
  'transport',
  'transportation',
  'shipping',
  'delivery',
  'recruitment',
  'catering',
  'printing',
  'supervision',
  'inspection',
  'testing',
  'advice',
  'advisory',
  'engineering',
  'architecture',
  'construction',
  'surveying',
  'photography',
  'storage',
  'warehousing',
  'distribution',
  'franchising',
  'telecommunications',
]);

/** Words after which "service" names goods: a set of tableware. */
const GOODS_SERVICE = new Set(['tea', 'coffee', 'dinner', 'table', 'dessert']);

/** The words that end an English noun phrase's head ("development for banks"). */
const PREPOSITIONS = new Set(['for', 'of', 'in', 'to', 'with', 'from', 'on', 'by', 'at']);

/** Arabic activity nouns (normalised: ة → ه, no hamza) that, as a query's head, name a service. */
const SERVICE_HEADS_AR = new Set([
  'خدمات',
  'خدمه',
  'استشارات',
  'استشاره',
  'تدقيق',
  'محاسبه',
  'تصميم',
  'تطوير',
  'برمجه',
  'تخليص',
  'شحن',
  'ترجمه',
  'تسويق',
  'دعايه',
  'اعلان',
  'دراسات',
  'دراسه',
  'ابحاث',
  'سياحه',
  'حجز',
  'حجوزات',
  'تدريب',
  'تعليم',
  'دورات',
  'صيانه',
  'تصليح',
  'تاجير',
  'استضافه',
  'وساطه',
  'تامين',
  'تنظيف',
  'اشراف',
  'نقل',
  'توصيل',
  'تركيب',
  'اداره',
  'طباعه',
  'فحص',
  'توظيف',
  'مقاولات',
  'تخزين',
  'توزيع',
  'اتصالات',
  'تصوير',
  'محاماه',
]);

/** «مركز» (a centre, but also a concentrate) names a service only before these. */
const CENTRES_AR = new Set(['اتصال', 'اتصالات', 'تدريب', 'ابحاث', 'صيانه']);
const ARABIC_WORD = /^[\u0621-\u064a]+$/;
/** The words that say "services" wherever they stand. */
const SERVICES_WORDS = new Set(['services', 'خدمات']);

/** The Arabic word, or its form without its article or conjunction, that `words` holds. */
const arabicIn = (word: string, words: ReadonlySet<string>) =>
  wordForms(word).find((form) => words.has(form));

/** The head noun of an English query: the last word before its first preposition. */
function englishHead(words: readonly string[]): { head: string; before?: string } | null {
  const end = words.findIndex((word, index) => index > 0 && PREPOSITIONS.has(word));
  const phrase = end === -1 ? words : words.slice(0, end);
  const head = phrase.at(-1);
  return head === undefined ? null : { head, before: phrase.at(-2) };
}

/** Whether the query names a service (see above); a code or an empty query does not. */
export function namesService(query: string): boolean {
  const words = wordsOf(normalizeText(query));
  if (words.length === 0) return false;
  const saysServices = (word: string, index: number) =>
    arabicIn(word, SERVICES_WORDS) !== undefined && !GOODS_SERVICE.has(words[index - 1] ?? '');
  if (words.some(saysServices)) return true;
  const first = words[0] ?? '';
  if (ARABIC_WORD.test(first)) {
    if (arabicIn(first, new Set(['مركز']))) return CENTRES_AR.has(words[1] ?? '');
    return arabicIn(first, SERVICE_HEADS_AR) !== undefined;
  }
  const english = englishHead(words);
  if (!english || !SERVICE_HEADS_EN.has(english.head)) return false;
  return !(english.head.startsWith('service') && GOODS_SERVICE.has(english.before ?? ''));
}
