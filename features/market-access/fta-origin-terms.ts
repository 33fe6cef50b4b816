import {
  CA_CBSA_D11_5_10,
  CA_CERTIFICATE_FORM,
  CA_CHAPTER_4,
  ORIGIN_TERMS_CHECKED_ON,
  SG_AGREEMENT_TEXT,
  SG_CUSTOMS_ORDER,
  SG_FTA_ROO,
} from './origin-term-sources';
import type { OriginTerm } from './origin-terms-schemas';

// Issue 57: the Jordan–Singapore and Canada–Jordan agreements' origin terms beside their general
// rules (lib/db/seed/agreements/fta-origin-rules.ts): each statement with its sources, and where a
// text was not read here (Singapore's textile process rules, Canada's Annex 4-1 and its figures)
// what the exporter must check and where.

const term = (t: Omit<OriginTerm, 'checked_on'>): OriginTerm => ({
  ...t,
  checked_on: ORIGIN_TERMS_CHECKED_ON,
});

export const SG_TERMS: OriginTerm[] = [
  term({
    id: 'sgValueContent',
    check: false,
    text_en:
      'All goods but textile and apparel goods need only the general rule: wholly obtained in a Party, produced entirely in one or both Parties, or a local value content of at least 35 %, LVC = (AV − VNM) / AV × 100, measured on the appraised value (a free-on-board price), not the ex-works price.',
    text_ar:
      'تكفي السلع كلها عدا المنسوجات والملابس القاعدة العامة: أن تكون منتَجة بالكامل في أحد الطرفين، أو منتجة كلياً في أحدهما أو كليهما، أو أن يبلغ محتوى قيمتها المحلي ٣٥٪ على الأقل، والمحتوى المحلي = (القيمة المقدّرة − قيمة المواد غير ذات المنشأ) ÷ القيمة المقدّرة × ١٠٠، محسوباً على القيمة المقدّرة (سعر التسليم على ظهر السفينة FOB) لا على سعر باب المصنع.',
    sources: [SG_FTA_ROO],
  }),
  term({
    id: 'sgCertificate',
    check: false,
    text_en:
      'Singapore grants the preference to goods from Jordan that meet the agreement’s rules of origin, on a certificate of origin issued by Jordan’s Ministry of Industry and Trade or a Jordanian organisation its Customs (Duties) Order names; none is asked for a consignment of at most US$1,000.',
    text_ar:
      'تمنح سنغافورة المعاملة التفضيلية للسلع الأردنية المستوفية لقواعد المنشأ في الاتفاقية بموجب شهادة منشأ تصدرها وزارة الصناعة والتجارة الأردنية أو جهة أردنية يسمّيها أمر الجمارك (الرسوم) السنغافوري، ولا تُطلب الشهادة لإرسالية لا تتجاوز قيمتها ١٠٠٠ دولار أمريكي.',
    sources: [SG_CUSTOMS_ORDER],
  }),
  term({
    id: 'sgTextile',
    check: true,
    text_en:
      'Textile and apparel goods follow the specific process rules of Article 3.3, which were not read here (the portal takes chapters 50 to 63 as those goods): check Article 3.3 in Chapter 3 of the agreement for your product.',
    text_ar:
      'تخضع المنسوجات والملابس لقواعد العمليات الخاصة في المادة ٣-٣، ولم تُقرأ هنا (وتَعُدّ البوابة الفصول ٥٠ إلى ٦٣ هي تلك السلع): راجع المادة ٣-٣ في الفصل الثالث من الاتفاقية لمنتجك.',
    sources: [SG_AGREEMENT_TEXT, SG_FTA_ROO],
  }),
];

export const CA_TERMS: OriginTerm[] = [
  term({
    id: 'caOriginating',
    check: false,
    text_en:
      'A good is originating when it is wholly obtained or produced entirely in Canada or Jordan (or both), or produced entirely there exclusively from originating materials, or when each non-originating material undergoes the change in tariff classification Annex 4-1 sets for it (Article 4-1).',
    text_ar:
      'تكون السلعة ذات منشأ إذا كانت منتَجة بالكامل أو منتجة كلياً في كندا أو الأردن (أو كليهما)، أو أُنتجت كلياً فيهما من مواد ذات منشأ حصراً، أو خضعت كل مادة غير ذات منشأ فيها لتغيير البند التعرفي الذي يحدّده لها الملحق ٤-١ (المادة ٤-١).',
    sources: [CA_CHAPTER_4],
  }),
  term({
    id: 'caAnnexRule',
    check: true,
    text_en:
      'The change in tariff classification for your product is set in Annex 4-1 (Specific Rules of Origin), which the portal does not hold: read the rule for its heading in Annex 4-1 on Global Affairs Canada’s site, or in the CJFTA Rules of Origin Regulations CBSA’s Memorandum D11-5-10 links to.',
    text_ar:
      'يحدّد الملحق ٤-١ (قواعد المنشأ الخاصة) تغيير البند التعرفي المطلوب لمنتجك، ولا تحفظه البوابة: اقرأ قاعدة بنده في الملحق ٤-١ على موقع وزارة الشؤون العالمية الكندية، أو في لوائح قواعد المنشأ للاتفاقية التي تحيل إليها مذكرة وكالة خدمات الحدود الكندية D11-5-10.',
    sources: [CA_CHAPTER_4, CA_CBSA_D11_5_10],
  }),
  term({
    id: 'caFigures',
    check: true,
    text_en:
      'Article 4-2 (value test) and Article 4-4 (de minimis) set figures that were not read here: check them in Chapter 4 before relying on either.',
    text_ar:
      'تحدّد المادة ٤-٢ (اختبار القيمة) والمادة ٤-٤ (الحد الأدنى) نسباً لم تُقرأ هنا: راجعها في الفصل الرابع قبل الاعتماد على أيّ منهما.',
    sources: [CA_CHAPTER_4],
  }),
  term({
    id: 'caCertificate',
    check: false,
    text_en:
      'Proof: the Canada–Jordan Free Trade Agreement Certificate of Origin (CBSA form BSF303), completed by the exporter (or voluntarily by the producer) and in the importer’s possession when the goods are declared.',
    text_ar:
      'الإثبات: شهادة المنشأ الخاصة باتفاقية التجارة الحرة بين كندا والأردن (نموذج وكالة خدمات الحدود الكندية BSF303)، يملؤها المصدّر (أو المنتج طوعاً)، وتكون في حوزة المستورد عند التصريح بالبضاعة.',
    sources: [CA_CERTIFICATE_FORM],
  }),
];
