// Words that say a name is a company's, not a person's (issue 56): a name that carries one is
// screened as an entity unless the caller says otherwise (subject.ts). The legal forms and generic
// words that generic-words.ts drops count, and so do words that stay in the compared name (an
// industry, "Brothers", "& Sons", a shop's kind), as tokenizeName's folding leaves them: lower
// case without accents or dots, Arabic folded (ة is ه, أ is ا). Single common words only.
import { GENERIC_COMPANY_WORDS } from './generic-words';

// Legal forms of the region as dots and accents leave them (S.A.L., A.Ş., Ltd. Şti.), family
// firms, kinds of business (words apart, a line of them at a time).
const LATIN_MARKERS = [
  'sal sae saoc saog spc qpsc bsc kscc kscp as sti san tic ve wl fzllc ltdsti brothers bros',
  'sons fils freres partners associates agency agencies bank trust fund foundation',
  'association society union office bureau center centre factory factories mill mills plant',
  'workshop works store stores shop market supermarket showroom gallery services service',
  'solutions systems technologies technology tech contracting contractors construction',
  'engineering consulting consultants transport logistics shipping marine maritime freight',
  'cargo airlines travel tourism tours hotel hotels restaurant restaurants bakery sweets',
  'foods food dairy poultry meat feed farms farm agricultural pharma pharmaceutical',
  'pharmaceuticals medical pharmacy drugs chemicals textile textiles garments fabrics carpets',
  'furniture printing press paper packaging plastics steel iron metal metals cement glass',
  'materials supplies supply equipment machinery electrical electronics electric motors cars',
  'auto automotive parts tyres tires oil gas petroleum energy power mining minerals gold',
  'jewellery jewelry perfumes cosmetics spices coffee tea dates fruits vegetables',
  'distribution distributors wholesale retail exports imports investment investments',
  'insurance finance financial exchange real estate properties development media advertising',
  'software telecom communications security recycling cleaning laboratories labs clinic',
  'hospital school academy sanayi ticaret insaat gida tekstil nakliyat ihracat ithalat',
].flatMap((line) => line.split(' '));

const ARABIC_MARKERS = [
  'واولاده اولاد اخوان واخوانه وشركاه وشركاءه ش شمل شمم شمكم شمع شمخ ذمم مصنع مصانع معمل',
  'مطبعه مكتب معرض مستودع مخازن وكاله وكالات مجموعه مطعم مطاعم مخبز مخابز حلويات فندق صيدليه',
  'مستشفي مختبر مختبرات بنك مصرف صندوق جمعيه اتحاد مركز محلات للتجاره لتجاره للاستيراد',
  'والتصدير لتصدير للتصدير للمقاولات مقاولات للنقل للشحن للسياحه للسفر للصناعات للصناعه',
  'الصناعيه للاستثمار للتامين للصرافه للالكترونيات للمواد الغذائيه للادويه للعطور للنسيج',
  'للسجاد للاثاث للطباعه للهندسه الهندسيه للخدمات خدمات للتوريدات توريدات للتوزيع للحلويات',
  'للمعدات للسيارات للتكنولوجيا للاتصالات',
].flatMap((line) => line.split(' '));

export const COMPANY_MARKERS: ReadonlySet<string> = new Set([
  ...GENERIC_COMPANY_WORDS,
  ...LATIN_MARKERS,
  ...ARABIC_MARKERS,
]);

/**
 * Words that say what kind of body a group is (issue 56, fourth round): the press adds one to a
 * listed group's name or writes one the list leaves out ("… movement", «جماعة …», «حركة …»). Left
 * unpaired, one weighs ORGANISATION_UNPAIRED in the score instead of a whole word (score.ts).
 */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set(
  [
    'movement organization organisation front brigade brigades battalion battalions army militia',
    'network harakat harakah jamaat jamaah tanzim jabhat',
    'حركه جماعه تنظيم جبهه كتايب منظمه شبكه جيش ميليشيا',
  ].flatMap((line) => line.split(' ')),
);

/** What an organisation's word left unpaired weighs (a name's word weighs 1). */
export const ORGANISATION_UNPAIRED = 0.25;

/**
 * Legal forms that are also a name's own word, so a legal form only as a name's last word: the
 * German AG ("Siemens AG") is the Tuareg "ag", son of ("Ahmed ag Moussa", «أحمد آغ موسى»), inside
 * a name (issue 56, fifth round).
 */
export const LAST_WORD_LEGAL_FORMS: ReadonlySet<string> = new Set(['ag']);
