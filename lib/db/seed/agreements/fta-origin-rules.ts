import type { agreementOriginRules } from '@/lib/db/schema';

// Issue 57: the general rules of origin of the Jordan–Singapore (agreement 5) and Canada–Jordan
// (agreement 8) agreements, as their texts and the partners' official pages state them. Migration
// 0037 writes the same rows in a database seeded before (where none was entered). What the texts
// read here do not settle (Canada's product-specific rules in Annex 4-1, its value test and de
// minimis figures; Singapore's textile process rules) is left null or said in the notes, and the
// market-access terms (features/market-access/fta-origin-terms.ts) say where to check it.

type OriginRuleSeed = typeof agreementOriginRules.$inferInsert;

export const SINGAPORE_RULE: OriginRuleSeed = {
  agreement_id: 5,
  value_kind: 'regional_value_content',
  value_percent: 35,
  tariff_shift: 'none',
  cumulation_en:
    'A good produced entirely in the territory of one or both of the Parties is originating (as Singapore’s FTA site states the rule): materials originating in Singapore count as originating.',
  cumulation_ar:
    'تُعدّ السلعة المنتجة بالكامل في إقليم أحد الطرفين أو كليهما سلعة ذات منشأ (كما يعرض القاعدةَ موقع سنغافورة لاتفاقيات التجارة الحرة)، فتُحتسب المواد ذات المنشأ السنغافوري مواد ذات منشأ.',
  cumulation_partners: ['SG'],
  proofs: ['certificate_of_origin'],
  notes_en:
    'A good originates when it is wholly obtained in a Party, produced entirely in one or both Parties, or has a local value content of at least 35 %: LVC = (AV − VNM) / AV × 100, where AV is the appraised value (on a free-on-board basis) and VNM the value of the non-originating materials the producer acquired and used. Textile and apparel goods follow the specific process rules of Article 3.3 instead. Goods from Jordan travel with a certificate of origin issued by Jordan’s Ministry of Industry and Trade or a Jordanian organisation Singapore’s Customs (Duties) Order names; none is asked for a consignment of at most US$1,000.',
  notes_ar:
    'تكون السلعة ذات منشأ إذا كانت منتَجة بالكامل في أحد الطرفين، أو منتجة كلياً في أحدهما أو كليهما، أو بلغ محتوى قيمتها المحلي ٣٥٪ على الأقل: المحتوى المحلي = (القيمة المقدّرة − قيمة المواد غير ذات المنشأ) ÷ القيمة المقدّرة × ١٠٠، والقيمة المقدّرة على أساس التسليم على ظهر السفينة (FOB)، وقيمة المواد غير ذات المنشأ هي قيمة ما اقتناه المنتج منها واستعمله. وتخضع المنسوجات والملابس بدلاً من ذلك لقواعد العمليات الخاصة في المادة ٣-٣. وتُرفق بالسلع الأردنية شهادة منشأ تصدرها وزارة الصناعة والتجارة الأردنية أو جهة أردنية يسمّيها أمر الجمارك (الرسوم) السنغافوري، ولا تُطلب لإرسالية لا تتجاوز قيمتها ١٠٠٠ دولار أمريكي.',
  source_name_en: 'Singapore Government FTA site, “SJFTA: Rules of Origin”',
  source_name_ar:
    'موقع حكومة سنغافورة لاتفاقيات التجارة الحرة، «اتفاقية سنغافورة والأردن: قواعد المنشأ»',
  source_url: 'http://www.fta.gov.sg/ftas_sjfta_roo.asp',
  source_date: null,
};

export const CANADA_RULE: OriginRuleSeed = {
  agreement_id: 8,
  value_kind: null,
  value_percent: null,
  tariff_shift: null,
  cumulation_en:
    'Production in the territory of one or both of the Parties counts (Article 4-1): materials originating in Canada count as originating. Article 4-3 (Accumulation) sets the details.',
  cumulation_ar:
    'يُحتسب الإنتاج في إقليم أحد الطرفين أو كليهما (المادة ٤-١)، فتُعدّ المواد ذات المنشأ الكندي مواد ذات منشأ. وتفصّل المادة ٤-٣ (التراكم) ذلك.',
  cumulation_partners: ['CA'],
  proofs: ['certificate_of_origin'],
  notes_en:
    'A good originates when (a) it is wholly obtained or produced entirely in the territory of one or both of the Parties; (b) each non-originating material undergoes the change in tariff classification that Annex 4-1 sets for the good, or the good meets that Annex’s other requirements where no change is required; (c) it is produced entirely in one or both of the Parties exclusively from originating materials; or (d) in the cases of Article 4-1(1)(d), where the good and a material share a subheading (not for chapter 39 or chapters 50 to 63). Articles 4-2 (value test) and 4-4 (de minimis) set the figures those cases use. The Canada–Jordan certificate of origin (CBSA form BSF303) is completed by the exporter and must be in the importer’s possession when the goods are declared.',
  notes_ar:
    'تكون السلعة ذات منشأ إذا (أ) كانت منتَجة بالكامل أو منتجة كلياً في إقليم أحد الطرفين أو كليهما؛ أو (ب) خضعت كل مادة غير ذات منشأ فيها لتغيير البند التعرفي الذي يحدّده الملحق ٤-١ للسلعة، أو استوفت السلعة شروط الملحق الأخرى حيث لا يُشترط التغيير؛ أو (ج) أُنتجت كلياً في أحد الطرفين أو كليهما من مواد ذات منشأ حصراً؛ أو (د) في حالات المادة ٤-١(١)(د) حين تشترك السلعة ومادة منها في بند فرعي واحد (ولا ينطبق ذلك على الفصل ٣٩ ولا على الفصول ٥٠ إلى ٦٣). وتحدّد المادتان ٤-٢ (اختبار القيمة) و٤-٤ (الحد الأدنى) النسب المستعملة في تلك الحالات. ويملأ المصدّر شهادة المنشأ الخاصة بالاتفاقية (نموذج وكالة خدمات الحدود الكندية BSF303)، ويجب أن تكون في حوزة المستورد عند التصريح بالبضاعة.',
  source_name_en:
    'Global Affairs Canada, Canada–Jordan Free Trade Agreement, Chapter 4: Rules of Origin',
  source_name_ar:
    'وزارة الشؤون العالمية الكندية، اتفاقية التجارة الحرة بين كندا والأردن، الفصل ٤: قواعد المنشأ',
  source_url:
    'https://www.international.gc.ca/trade-commerce/trade-agreements-accords-commerciaux/agr-acc/jordan-jordanie/fta-ale/04.aspx?lang=eng',
  source_date: '2009-06-28',
};
