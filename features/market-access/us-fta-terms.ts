import type { PartnerValueCap, TextileRule } from './product-rule-schemas';
import type { AppliedRule } from './schemas';

// The Jordan–US FTA's terms that the general rule's figures do not hold (issue 46;
// data/agreement-facts/corrections.json, `us-value-test-cap` and `us-textile-rule`): US materials
// count toward the 35 % only up to 15 % of the appraised value (19 CFR 10.710(b)), and a textile or
// apparel good (chapters 50–63) is a product of Jordan under 19 CFR 102.21 (19 CFR 10.709(c);
// HTSUS General Note 18(d)), the 35 % applying as well. Jordan has one agreement with the US, so
// they go on any general rule answered for the US.

export const US_MATERIALS_CAP = 15;

/**
 * Issue 46's research day (data/agreement-facts/README.md): the day the pages below, which give no
 * date of their own, were read. It is when they were checked, not their date.
 */
const READ_ON_46 = { checked_on: '2026-11-26', review_by: '2027-05-26' };

/** Issue 57: the official current text (eCFR), its day the one it was checked. */
const ECFR_10_710 = {
  name_en: 'eCFR, 19 CFR 10.710, Value-content requirement (U.S.–Jordan FTA), paragraph (b)',
  name_ar:
    'مدوّنة اللوائح الفدرالية الإلكترونية (eCFR)، 19 CFR 10.710، شرط محتوى القيمة (اتفاقية التجارة الحرة الأردنية الأمريكية)، الفقرة (b)',
  url: 'https://www.ecfr.gov/current/title-19/chapter-I/part-10/subpart-K/section-10.710',
  date: null,
  checked_on: '2026-11-27',
  review_by: '2027-05-27',
};
const CFR_10_710 = {
  name_en: '19 CFR 10.710, Value-content requirement (U.S.–Jordan FTA), via Cornell LII',
  name_ar:
    'القانون الفدرالي الأمريكي 19 CFR 10.710، شرط محتوى القيمة (اتفاقية التجارة الحرة الأردنية الأمريكية)',
  url: 'http://www.law.cornell.edu/cfr/text/19/10.710',
  date: null,
  ...READ_ON_46,
};
const CBP_INSTRUCTIONS = {
  name_en: 'CBP, “Jordan Free Trade Agreement Implementation Instructions” (item 4)',
  name_ar:
    'هيئة الجمارك وحماية الحدود الأمريكية، تعليمات تنفيذ اتفاقية التجارة الحرة مع الأردن (البند ٤)',
  url: 'https://www.cbp.gov/trade/free-trade-agreements/jordan/implementation',
  date: null,
  ...READ_ON_46,
};
const CFR_10_709 = {
  name_en: '19 CFR 10.709, Country of origin criteria (U.S.–Jordan FTA), via Cornell LII',
  name_ar:
    'القانون الفدرالي الأمريكي 19 CFR 10.709، معايير بلد المنشأ (اتفاقية التجارة الحرة الأردنية الأمريكية)',
  url: 'http://www.law.cornell.edu/cfr/text/19/10.709',
  date: null,
  ...READ_ON_46,
};
const GENERAL_NOTE_18 = {
  name_en: 'HTSUS General Note 18(d), Textile and apparel articles, via CustomsMobile',
  name_ar: 'الملاحظة العامة ١٨(د) من جدول التعرفة الأمريكي المنسق، السلع النسيجية والملابس',
  url: 'https://www.customsmobile.com/htsus?general_notes=nafta&page=169',
  date: null,
  ...READ_ON_46,
};

export const US_VALUE_CAP: PartnerValueCap = {
  country: 'US',
  percent: US_MATERIALS_CAP,
  text_en:
    'Materials produced in the United States count toward the 35 % only up to 15 % of the appraised value (19 CFR 10.710(b)).',
  text_ar:
    'تُحتسب المواد المنتجة في الولايات المتحدة ضمن نسبة ٣٥٪ بحد أقصى ١٥٪ من القيمة المقدّرة للسلعة (19 CFR 10.710(b)).',
  sources: [ECFR_10_710, CFR_10_710, CBP_INSTRUCTIONS],
};

export const US_TEXTILE_RULE: TextileRule = {
  text_en:
    'Textile and apparel goods (chapters 50–63): the origin is decided under 19 CFR 102.21 (19 CFR 10.709(c); HTSUS General Note 18(d)): the good is wholly obtained in Jordan; or a yarn or thread spun or extruded in Jordan; or a fabric formed in Jordan; or any other textile or apparel good wholly assembled in Jordan from its component pieces. The 35 % value test applies as well.',
  text_ar:
    'السلع النسيجية والملابس (الفصول ٥٠–٦٣): يُحدَّد المنشأ وفق 19 CFR 102.21 (بموجب 19 CFR 10.709(c) والملاحظة العامة ١٨(د)): أن تكون السلعة منتجة بالكامل في الأردن، أو غزلاً أو خيطاً غُزل أو بُثق في الأردن، أو نسيجاً صُنع في الأردن، أو أي سلعة نسيجية أو ملبوسة أخرى جُمّعت بالكامل في الأردن من أجزائها. ويبقى اختبار القيمة البالغ ٣٥٪ مطلوباً أيضاً.',
  sources: [CFR_10_709, GENERAL_NOTE_18],
};

/** Whether a code (2 to 6 digits) is of chapters 50 to 63. */
export const isTextileChapter = (code: string) => {
  const chapter = Number(code.slice(0, 2));
  return chapter >= 50 && chapter <= 63;
};

/** The general rule with the US terms when the partner is the US; any other rule as it is. */
export function withPartnerTerms(
  rule: AppliedRule | null,
  country: string,
  code: string,
): AppliedRule | null {
  if (rule?.kind !== 'general' || country !== 'US') return rule;
  return {
    ...rule,
    value_cap: US_VALUE_CAP,
    textile_rule: isTextileChapter(code) ? US_TEXTILE_RULE : null,
  };
}
