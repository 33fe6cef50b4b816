import type { Source } from './source-schema';

// Issue 57: the sources of the EU, EFTA, Singapore and Canada origin terms, read on
// ORIGIN_TERMS_CHECKED_ON through the portal's source search (stored copies of the pages). A date
// is the source's own day, or the day of the fact it states; null where the page gives none.

export const ORIGIN_TERMS_CHECKED_ON = '2026-11-27';

export const COM_2024_443: Source = {
  name_en:
    'European Commission, COM(2024) 443: the EU’s position in the PEM Joint Committee on transitional provisions for the amendments of the PEM Convention applicable as of 1 January 2025 (EUR-Lex)',
  name_ar:
    'المفوضية الأوروبية، الوثيقة COM(2024) 443: موقف الاتحاد الأوروبي في اللجنة المشتركة للاتفاقية الأورومتوسطية بشأن الأحكام الانتقالية لتعديلات الاتفاقية المطبّقة اعتباراً من ١ كانون الثاني ٢٠٢٥ (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/AUTO/?uri=CELEX%3A52024PC0443',
  date: '2024-10-08',
};

export const PORTORIUM_PEM: Source = {
  name_en: 'Portorium, “Benefits of modernised PEM rules of origin”',
  name_ar: 'شركة Portorium، «مزايا قواعد المنشأ الأورومتوسطية المحدّثة»',
  url: 'https://portorium.solutions/blog/benefits-of-modernised-pem-rules-of-origin',
  date: null,
};

export const PINC_TRANSITIONAL: Source = {
  name_en: 'Pincvision, “Alternative rules of origin between countries within the PEM zone”',
  name_ar: 'شركة Pincvision، «قواعد المنشأ البديلة بين دول المنطقة الأورومتوسطية»',
  url: 'https://www.pincvision.com/news/alternative-rules-of-origin-between-countries-within-the-pan-euro-mediterranean-pem-zone',
  date: '2021-09-01',
};

export const SGS_REVISED_PROOFS: Source = {
  name_en: 'SGS eCustoms, “New EU PEM rules of origin have been in force since 1 January 2025”',
  name_ar:
    'خدمة SGS eCustoms، «قواعد المنشأ الأورومتوسطية الجديدة للاتحاد الأوروبي نافذة منذ ١ كانون الثاني ٢٠٢٥»',
  url: 'https://ecustoms.sgs.com/2025/01/28/new-eu-pem-rules-of-origin-have-been-in-force-since-1-january-2025',
  date: '2025-01-28',
};

export const ACCESS2MARKETS_PEM: Source = {
  name_en: 'European Commission, Access2Markets, “Pan-Euro-Mediterranean Convention (PEM)”',
  name_ar: 'المفوضية الأوروبية، بوابة Access2Markets، «الاتفاقية الأورومتوسطية (PEM)»',
  url: 'https://trade.ec.europa.eu/access-to-markets/en/content/pan-euro-mediterranean-convention-pem',
  date: null,
};

export const ACCESS2MARKETS_TOLERANCE: Source = {
  name_en: 'European Commission, Access2Markets, “Tolerance or de minimis”',
  name_ar: 'المفوضية الأوروبية، بوابة Access2Markets، «هامش التسامح»',
  url: 'https://trade.ec.europa.eu/access-to-markets/en/content/tolerance-or-de-minimis',
  date: null,
};

export const OJ_TRANSITIONAL_MATRIX: Source = {
  name_en:
    'Commission notice on the transitional rules of origin providing for diagonal cumulation in the PEM zone (Official Journal C/2023/1531; its table as on 1 December 2023)',
  name_ar:
    'إشعار المفوضية بشأن قواعد المنشأ الانتقالية التي تتيح التراكم القُطري في المنطقة الأورومتوسطية (الجريدة الرسمية C/2023/1531؛ جدوله كما في ١ كانون الأول ٢٠٢٣)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=OJ:C_202301531',
  date: '2023-12-01',
};

export const EFTA_SITE: Source = {
  name_en: 'European Free Trade Association (EFTA), free trade agreements',
  name_ar: 'رابطة التجارة الحرة الأوروبية (إفتا)، اتفاقيات التجارة الحرة',
  url: 'https://www.efta.int',
  date: null,
};

export const SG_FTA_ROO: Source = {
  name_en: 'Singapore Government FTA site, “SJFTA: Rules of Origin”',
  name_ar: 'موقع حكومة سنغافورة لاتفاقيات التجارة الحرة، «اتفاقية سنغافورة والأردن: قواعد المنشأ»',
  url: 'http://www.fta.gov.sg/ftas_sjfta_roo.asp',
  date: null,
};

export const SG_CUSTOMS_ORDER: Source = {
  name_en:
    'Singapore, Customs (Duties) (Amendment No. 2) Order 2009, paragraphs 4(4N), 4(5)(p) and 4(7H) (in operation from 22 August 2005)',
  name_ar:
    'سنغافورة، أمر الجمارك (الرسوم) (التعديل رقم ٢) لسنة ٢٠٠٩، الفقرات ٤(4N) و٤(5)(p) و٤(7H) (نافذ اعتباراً من ٢٢ آب ٢٠٠٥)',
  url: 'https://sso.agc.gov.sg/SL-Supp/S328-2009/Published/20050822?DocDate=20050822',
  date: '2005-08-22',
};

export const SG_AGREEMENT_TEXT: Source = {
  name_en:
    'Agreement between Jordan and Singapore on the Establishment of a Free Trade Area, Chapter 3 (AsianLII copy)',
  name_ar: 'اتفاقية إقامة منطقة تجارة حرة بين الأردن وسنغافورة، الفصل الثالث (نسخة AsianLII)',
  url: 'http://www.asianlii.org/sg/other/treaties/2004/1/SJFTA_agreement.html',
  date: null,
};

export const CA_CHAPTER_4: Source = {
  name_en: 'Global Affairs Canada, Canada–Jordan Free Trade Agreement, Chapter 4: Rules of Origin',
  name_ar:
    'وزارة الشؤون العالمية الكندية، اتفاقية التجارة الحرة بين كندا والأردن، الفصل ٤: قواعد المنشأ',
  url: 'https://www.international.gc.ca/trade-commerce/trade-agreements-accords-commerciaux/agr-acc/jordan-jordanie/fta-ale/04.aspx?lang=eng',
  date: '2009-06-28',
};

export const CA_CBSA_D11_5_10: Source = {
  name_en: 'Canada Border Services Agency, Memorandum D11-5-10, CJFTA Rules of Origin',
  name_ar: 'وكالة خدمات الحدود الكندية، المذكرة D11-5-10، قواعد المنشأ في اتفاقية كندا والأردن',
  url: 'https://cbsa-asfc.gc.ca/publications/dm-md/d11/d11-5-10-eng.html',
  date: null,
};

export const CA_CERTIFICATE_FORM: Source = {
  name_en:
    'CBSA form BSF303, Canada–Jordan Free Trade Agreement Certificate of Origin, with its instructions (copy on studylib.net)',
  name_ar:
    'نموذج وكالة خدمات الحدود الكندية BSF303، شهادة المنشأ لاتفاقية التجارة الحرة بين كندا والأردن، مع تعليماته (نسخة على studylib.net)',
  url: 'https://studylib.net/doc/8288377/document',
  date: null,
};
