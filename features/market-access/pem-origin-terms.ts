import {
  ACCESS2MARKETS_PEM,
  ACCESS2MARKETS_TOLERANCE,
  COM_2024_443,
  EFTA_SITE,
  OJ_TRANSITIONAL_MATRIX,
  ORIGIN_TERMS_CHECKED_ON,
  PINC_TRANSITIONAL,
  PORTORIUM_PEM,
  SGS_REVISED_PROOFS,
} from './origin-term-sources';
import type { OriginTerm } from './origin-terms-schemas';

// Issue 57: the revised pan-Euro-Mediterranean (PEM) rules of origin as they stand with Jordan, for
// the EU–Jordan and EFTA–Jordan agreements. What a source read here states is a term; what none
// settles (Jordan's day of application, the tolerance's figure, the product's list rule, EFTA's
// status) is a `check` saying what the exporter must check and where.

const term = (t: Omit<OriginTerm, 'checked_on'>): OriginTerm => ({
  ...t,
  checked_on: ORIGIN_TERMS_CHECKED_ON,
});

const REVISED = term({
  id: 'pemRevised',
  check: false,
  text_en:
    'The revised PEM rules of origin (Decision No 1/2023 of the PEM Convention’s Joint Committee) apply from 1 January 2025 between the contracting parties that apply them; the 2012 rules stay in force beside them. Jordan applied the same rules with the EU as “transitional rules” from 1 September 2021.',
  text_ar:
    'تُطبَّق قواعد المنشأ الأورومتوسطية المعدّلة (قرار اللجنة المشتركة للاتفاقية رقم ١/٢٠٢٣) اعتباراً من ١ كانون الثاني ٢٠٢٥ بين الأطراف المتعاقدة التي تطبّقها، وتبقى قواعد ٢٠١٢ نافذة إلى جانبها. وكان الأردن يطبّق القواعد نفسها مع الاتحاد الأوروبي بوصفها «قواعد انتقالية» منذ ١ أيلول ٢٠٢١.',
  sources: [COM_2024_443, PORTORIUM_PEM, PINC_TRANSITIONAL],
});

const JORDAN_DATE = term({
  id: 'pemJordanDate',
  check: true,
  text_en:
    'Jordan’s application of the revised rules with the EU from 16 January 2025 is reported by a national customs administration’s notice citing the Commission, which adds that the PEM matrix published in the Official Journal on 22 January 2025 did not yet show it. Neither the EU–Jordan decision nor an Official Journal notice naming that day was found here: check the PEM matrix currently published in the Official Journal (linked from Access2Markets’ PEM page) before relying on it.',
  text_ar:
    'ورد تطبيق الأردن للقواعد المعدّلة مع الاتحاد الأوروبي اعتباراً من ١٦ كانون الثاني ٢٠٢٥ في إشعار لإدارة جمارك وطنية نقلاً عن المفوضية، وأضاف الإشعار أن مصفوفة PEM المنشورة في الجريدة الرسمية في ٢٢ كانون الثاني ٢٠٢٥ لم تتضمّنه بعد. ولم يُعثر هنا على قرار أردني أوروبي ولا على إشعار في الجريدة الرسمية يذكر هذا التاريخ: راجع مصفوفة PEM المنشورة حالياً في الجريدة الرسمية (من صفحة PEM في بوابة Access2Markets) قبل الاعتماد عليه.',
  sources: [ACCESS2MARKETS_PEM],
});

const PROOFS = term({
  id: 'pemProofs',
  check: false,
  text_en:
    'Proofs under the revised rules: a EUR.1 movement certificate with “REVISED RULES” in box 7, or an origin declaration stating “revised rules” (above 6,000 euros only by an approved exporter). The EUR-MED certificate is not used under these rules.',
  text_ar:
    'إثبات المنشأ وفق القواعد المعدّلة: شهادة الحركة EUR.1 مع عبارة «REVISED RULES» في الخانة ٧، أو تصريح منشأ يذكر «revised rules» (ولا يصدره فوق ٦٠٠٠ يورو إلا مصدّر معتمد). ولا تُستعمل شهادة EUR-MED وفق هذه القواعد.',
  sources: [SGS_REVISED_PROOFS, PINC_TRANSITIONAL],
});

const TOLERANCE = term({
  id: 'pemTolerance',
  check: true,
  text_en:
    'Value tolerance: the revised rules raise the general tolerance for non-originating materials, but its figure was not read in their legal text here (Access2Markets gives 10 % or 15 % of the ex-works price as the usual thresholds across agreements). Check the tolerance article of the revised rules (Appendix A to the PEM Convention as amended by Decision No 1/2023) or the ROSA tool in Access2Markets’ My Trade Assistant before relying on it.',
  text_ar:
    'هامش التسامح في القيمة: ترفع القواعد المعدّلة هامش التسامح العام للمواد غير ذات المنشأ، لكن نسبته لم تُقرأ هنا في نصها القانوني (تذكر بوابة Access2Markets أن الحد المعتاد في الاتفاقيات ١٠٪ أو ١٥٪ من سعر باب المصنع). راجع مادة هامش التسامح في القواعد المعدّلة (التذييل (أ) من الاتفاقية الأورومتوسطية بصيغته المعدّلة بالقرار رقم ١/٢٠٢٣) أو أداة ROSA في خدمة My Trade Assistant على بوابة Access2Markets قبل الاعتماد عليه.',
  sources: [PORTORIUM_PEM, ACCESS2MARKETS_TOLERANCE],
});

const CUMULATION = term({
  id: 'pemCumulation',
  check: false,
  text_en:
    'Diagonal cumulation applies only where the country of final manufacture and the country of destination have free trade agreements with identical rules of origin with every country whose materials are cumulated; the Commission’s PEM matrix in the Official Journal shows which. The revised rules also allow full cumulation and the drawback of customs duties.',
  text_ar:
    'لا يُطبَّق التراكم القُطري إلا إذا ارتبط بلد التصنيع النهائي وبلد المقصد باتفاقيات تجارة حرة ذات قواعد منشأ متطابقة مع كل بلد تُحتسب مواده، وتبيّن ذلك مصفوفة PEM التي تنشرها المفوضية في الجريدة الرسمية. وتتيح القواعد المعدّلة أيضاً التراكم الكامل واسترداد الرسوم الجمركية.',
  sources: [OJ_TRANSITIONAL_MATRIX, PORTORIUM_PEM],
});

const LIST_RULE = term({
  id: 'pemListRule',
  check: true,
  text_en:
    'The product-specific rule: the portal holds no list rule of the revised PEM rules for this product. Read the rule for its heading in the list of Appendix A to the PEM Convention as amended, or with the ROSA tool in Access2Markets’ My Trade Assistant.',
  text_ar:
    'القاعدة الخاصة بالمنتج: لا تحفظ البوابة قاعدة من قائمة القواعد الأورومتوسطية المعدّلة لهذا المنتج. اقرأ قاعدة بنده في قائمة التذييل (أ) من الاتفاقية الأورومتوسطية بصيغتها المعدّلة، أو بأداة ROSA في خدمة My Trade Assistant على بوابة Access2Markets.',
  sources: [ACCESS2MARKETS_PEM],
});

const EFTA_STATUS = term({
  id: 'eftaStatus',
  check: true,
  text_en:
    'Whether the EFTA–Jordan agreement applies the revised PEM rules was not found here: no EFTA–Jordan Joint Committee decision on it was found, and as of 27 November 2024 the Swiss customs administration listed the agreement among those not yet referring to the revised PEM Convention. Check EFTA’s page on the Jordan agreement or the Swiss customs (BAZG) before choosing between a EUR.1 “revised rules” and the proofs of Protocol B.',
  text_ar:
    'لم يُعثر هنا على ما يبيّن تطبيق اتفاقية إفتا والأردن لقواعد المنشأ الأورومتوسطية المعدّلة: فلم يُعثر على قرار للجنة المشتركة بين إفتا والأردن بشأنها، وحتى ٢٧ تشرين الثاني ٢٠٢٤ كانت إدارة الجمارك السويسرية تُدرج الاتفاقية ضمن الاتفاقيات التي لم تُحِل بعد إلى الاتفاقية الأورومتوسطية المعدّلة. راجع صفحة إفتا الخاصة باتفاقية الأردن أو الجمارك السويسرية (BAZG) قبل الاختيار بين شهادة EUR.1 وفق «القواعد المعدّلة» وإثباتات البروتوكول (ب).',
  sources: [EFTA_SITE, ACCESS2MARKETS_PEM],
});

/** The EU–Jordan agreement's origin terms (the revised PEM rules). */
export const EU_PEM_TERMS: OriginTerm[] = [
  REVISED,
  JORDAN_DATE,
  PROOFS,
  TOLERANCE,
  CUMULATION,
  LIST_RULE,
];

/** The EFTA–Jordan agreement's origin terms (its status under the revised rules unsettled). */
export const EFTA_PEM_TERMS: OriginTerm[] = [EFTA_STATUS, REVISED, CUMULATION, LIST_RULE];
