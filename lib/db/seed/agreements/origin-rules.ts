import type { agreementOriginRules } from '@/lib/db/schema';

import { EFTA_MEMBERS, EU_MEMBERS, GAFTA_PARTNERS } from './trade-agreements';

// Issue 37 (market access): the general rule of origin of Jordan's agreements, as public facts
// with their sources. Only what a source states is filled; a figure left null (or an empty text)
// is one the page says is "not available, ask the agency". The Singapore and Canada agreements'
// rules, and the suspended Turkey agreement's, are left for staff to enter with their sources.

type OriginRuleSeed = typeof agreementOriginRules.$inferInsert;

const MIT = 'https://www.mit.gov.jo';
const AGADIR_PARTNERS = ['EG', 'MA', 'TN'] as const;

export const originRulesSeed: OriginRuleSeed[] = [
  {
    // GAFTA
    agreement_id: 1,
    value_kind: 'value_added',
    value_percent: 40,
    tariff_shift: null,
    cumulation_en:
      'Value added in any member state of the Greater Arab Free Trade Area counts towards the 40 %.',
    cumulation_ar:
      'تُحتسب القيمة المضافة في أي دولة عضو في منطقة التجارة الحرة العربية الكبرى ضمن نسبة الـ ٤٠٪.',
    cumulation_partners: [...GAFTA_PARTNERS],
    proofs: ['certificate_of_origin'],
    notes_en:
      'A product is of Arab origin when at least 40 % of its value is added in the member states. Shipments travel with the Arab certificate of origin.',
    notes_ar:
      'يُعدّ المنتج عربي المنشأ إذا لم تقل القيمة المضافة في الدول الأعضاء عن ٤٠٪ من قيمته، وتُرفق الشحنات بشهادة المنشأ العربية.',
    source_name_en:
      'Rules of origin of the Greater Arab Free Trade Area (Economic and Social Council of the League of Arab States), as the Ministry of Industry, Trade and Supply publishes them',
    source_name_ar:
      'قواعد المنشأ لمنطقة التجارة الحرة العربية الكبرى (المجلس الاقتصادي والاجتماعي لجامعة الدول العربية) كما تنشرها وزارة الصناعة والتجارة والتموين',
    source_url: MIT,
    // The source states the rule without a date the portal could cite.
    source_date: null,
  },
  {
    // Jordan–United States
    agreement_id: 2,
    value_kind: 'regional_value_content',
    value_percent: 35,
    tariff_shift: 'substantial_transformation',
    cumulation_en:
      'Materials produced in the United States may count towards the 35 %, up to 15 % of the good’s appraised value.',
    cumulation_ar:
      'يجوز احتساب المواد المنتجة في الولايات المتحدة ضمن نسبة الـ ٣٥٪ بما لا يتجاوز ١٥٪ من القيمة المقدّرة للسلعة.',
    cumulation_partners: ['US'],
    proofs: ['importer_claim'],
    notes_en:
      'The good is wholly obtained in Jordan, or a new or different article of commerce made there; it is imported directly from Jordan into the United States; and the cost or value of the materials produced in Jordan plus the direct costs of processing there is at least 35 % of its appraised value when it is entered. No certificate of origin is asked for: the importer claims the preference and must be ready to give U.S. Customs and Border Protection a declaration showing how the good meets the rule (19 CFR 10.704).',
    notes_ar:
      'أن تكون السلعة منتَجة بالكامل في الأردن، أو سلعة تجارية جديدة أو مختلفة صُنعت فيه؛ وأن تُستورد مباشرة من الأردن إلى الولايات المتحدة؛ وألا يقل مجموع كلفة المواد المنتجة في الأردن وقيمتها والتكاليف المباشرة لعمليات التصنيع فيه عن ٣٥٪ من قيمتها المقدّرة عند إدخالها. ولا تُطلب شهادة منشأ: يطالب المستورد بالمعاملة التفضيلية، وعليه أن يكون مستعداً لتقديم إقرار إلى الجمارك وحماية الحدود الأمريكية يبيّن استيفاء السلعة للقاعدة (19 CFR 10.704).',
    source_name_en:
      'Agreement between the United States and Jordan on the Establishment of a Free Trade Area, Annex 2.2 (rules of origin)',
    source_name_ar:
      'اتفاقية إقامة منطقة تجارة حرة بين الولايات المتحدة الأمريكية والمملكة الأردنية الهاشمية، الملحق ٢-٢ (قواعد المنشأ)',
    source_url: 'https://ustr.gov/trade-agreements/free-trade-agreements/jordan-fta/final-text',
    source_date: '2000-10-24',
  },
  {
    // EU–Jordan
    agreement_id: 3,
    value_kind: null,
    value_percent: null,
    tariff_shift: null,
    cumulation_en:
      'Diagonal cumulation under the Regional Convention on pan-Euro-Mediterranean preferential rules of origin (PEM), to which Protocol 3 of the agreement refers: materials originating in the European Union, the EFTA states and the Agadir partners count as originating.',
    cumulation_ar:
      'تراكم قُطري للمنشأ وفق الاتفاقية الإقليمية لقواعد المنشأ التفضيلية الأورومتوسطية (PEM) التي يحيل إليها البروتوكول ٣ من الاتفاقية: تُعدّ المواد ذات المنشأ في الاتحاد الأوروبي ودول إفتا ودول اتفاقية أغادير مواد ذات منشأ.',
    cumulation_partners: [...EU_MEMBERS, ...EFTA_MEMBERS, ...AGADIR_PARTNERS],
    proofs: ['eur1', 'eur_med', 'statement_on_origin'],
    notes_en:
      'Each product meets the working or processing the PEM list of rules gives for its heading. Relaxed rules of origin: under Decision No 1/2016 of the EU–Jordan Association Committee (19 July 2016), widened by the Association Committee in December 2018, a Jordanian producer may use simpler rules of origin (those the EU applies to imports from the least developed countries) for manufactured goods of chapters 25 to 96 listed in the decision. The conditions since 2018: the scheme covers the whole of Jordan and runs until 31 December 2030; the exporter holds an authorisation number from Jordan’s authorities; at least 15 % of the workers of the facility or production line exporting are Syrian refugees. The proof of origin then carries the statement “Derogation – Annex II(a) of Protocol 3” with the authorisation number.',
    notes_ar:
      'يستوفي كل منتج عمليات التصنيع أو التحويل التي تحدّدها قائمة قواعد المنشأ الأورومتوسطية لبنده. قواعد المنشأ المبسّطة: بموجب قرار لجنة الشراكة الأردنية الأوروبية رقم ١/٢٠١٦ (١٩ تموز ٢٠١٦) الذي وسّعته لجنة الشراكة في كانون الأول ٢٠١٨، يجوز للمنتج الأردني تطبيق قواعد منشأ أبسط (تلك التي يطبّقها الاتحاد الأوروبي على وارداته من الدول الأقل نمواً) على السلع المصنّعة من الفصول ٢٥ إلى ٩٦ المدرجة في القرار. وشروطها منذ ٢٠١٨: تشمل المملكة كلها وتسري حتى ٣١ كانون الأول ٢٠٣٠؛ وأن يحمل المصدّر رقم تفويض من الجهات الأردنية المختصة؛ وألا تقل نسبة اللاجئين السوريين عن ١٥٪ من عمال المنشأة أو خط الإنتاج المصدِّر. ويحمل إثبات المنشأ عندئذٍ عبارة “Derogation – Annex II(a) of Protocol 3” مع رقم التفويض.',
    source_name_en:
      'European Commission (DG Trade), “Improved EU-Jordan trade arrangement to provide more jobs for Syrian refugees”',
    source_name_ar:
      'المفوضية الأوروبية (المديرية العامة للتجارة)، «تحسين الترتيب التجاري بين الاتحاد الأوروبي والأردن لتوفير مزيد من فرص العمل للاجئين السوريين»',
    source_url: 'https://trade.ec.europa.eu/doclib/press/index.cfm?id=1956',
    source_date: '2018-12-13',
  },
  {
    // EFTA–Jordan
    agreement_id: 4,
    value_kind: null,
    value_percent: null,
    tariff_shift: null,
    cumulation_en:
      'Diagonal cumulation of origin with the pan-Euro-Mediterranean partners, under Protocol B as amended by Joint Committee Decision No 1 of 2006.',
    cumulation_ar:
      'تراكم قُطري للمنشأ مع الشركاء في منطقة المنشأ الأورومتوسطية، وفق البروتوكول (ب) بصيغته المعدّلة بقرار اللجنة المشتركة رقم ١ لعام ٢٠٠٦.',
    cumulation_partners: [],
    proofs: ['eur1', 'eur_med', 'statement_on_origin'],
    notes_en:
      'Origin is proven with a EUR.1 or EUR-MED movement certificate, or with an invoice declaration.',
    notes_ar: 'يُثبت المنشأ بشهادة الحركة EUR.1 أو EUR-MED، أو بتصريح على الفاتورة.',
    source_name_en:
      'EFTA–Jordan Free Trade Agreement, Protocol B on rules of origin (Joint Committee Decision No 1 of 2006)',
    source_name_ar:
      'اتفاقية التجارة الحرة بين الأردن ودول إفتا، البروتوكول (ب) بشأن قواعد المنشأ (قرار اللجنة المشتركة رقم ١ لعام ٢٠٠٦)',
    source_url: 'https://www.efta.int',
    source_date: '2006-08-16',
  },
  {
    // Agadir
    agreement_id: 6,
    value_kind: null,
    value_percent: null,
    tariff_shift: null,
    cumulation_en:
      'Diagonal cumulation under the pan-Euro-Mediterranean rules of origin: materials originating in the partners (Egypt, Morocco and Tunisia) and in the European Union count as originating.',
    cumulation_ar:
      'تراكم قُطري للمنشأ وفق قواعد المنشأ الأورومتوسطية: تُعدّ المواد ذات المنشأ في الدول الشريكة (مصر والمغرب وتونس) وفي الاتحاد الأوروبي مواد ذات منشأ.',
    cumulation_partners: [...AGADIR_PARTNERS, ...EU_MEMBERS],
    proofs: null,
    notes_en: '',
    notes_ar: '',
    source_name_en:
      'Agreement for the Establishment of a Free Trade Area between the Arab Mediterranean Countries (Agadir Agreement)',
    source_name_ar: 'اتفاقية إقامة منطقة تجارة حرة بين الدول العربية المتوسطية (اتفاقية أغادير)',
    source_url: MIT,
    source_date: '2004-02-25',
  },
  {
    // UK–Jordan
    agreement_id: 9,
    value_kind: null,
    value_percent: null,
    tariff_shift: null,
    cumulation_en: '',
    cumulation_ar: '',
    cumulation_partners: [],
    proofs: ['eur1', 'statement_on_origin'],
    notes_en:
      'The agreement carries over the rules of origin of the EU–Jordan agreement, including the relaxed rules of origin for producers employing Syrian refugees. Its product-specific rules are written in the 2002 version of the HS: apply the rule of the code the good had in that version. Origin is proven with a EUR.1 movement certificate or an origin declaration.',
    notes_ar:
      'تنقل الاتفاقية قواعد المنشأ في الاتفاقية الأردنية الأوروبية، بما فيها قواعد المنشأ المبسّطة للمنتجين الذين يشغّلون لاجئين سوريين. وقواعدها الخاصة بالمنتجات مكتوبة وفق إصدار ٢٠٠٢ من النظام المنسّق، فتُطبّق قاعدة الرمز الذي كانت السلعة تُصنّف تحته في ذلك الإصدار. ويُثبت المنشأ بشهادة الحركة EUR.1 أو بتصريح المنشأ.',
    source_name_en:
      'GOV.UK, “Continuing the United Kingdom’s trade relationship with the Hashemite Kingdom of Jordan” (parliamentary report)',
    source_name_ar:
      'موقع حكومة المملكة المتحدة GOV.UK، «استمرار العلاقة التجارية للمملكة المتحدة مع المملكة الأردنية الهاشمية» (تقرير إلى البرلمان)',
    source_url:
      'https://www.gov.uk/government/publications/continuing-the-uks-trade-relationship-with-jordan-parliamentary-report',
    source_date: '2019-12-20',
  },
];
