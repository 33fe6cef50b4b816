import type { agreementOriginRules } from '@/lib/db/schema';

import {
  AGADIR_RULE_57,
  CHECKED_57,
  EFTA_SOURCE_57,
  EU_RELAXED_RULES_57,
  GAFTA_RULE_57,
} from './facts-checked-57';
import { CANADA_RULE, SINGAPORE_RULE } from './fta-origin-rules';
import { EFTA_RULE, EU_PEM_NOTE, GAFTA_RULE, UK_RULE } from './seed-corrections';
import { EFTA_MEMBERS, EU_MEMBERS, GAFTA_PARTNERS } from './trade-agreements';

// Issue 37 (market access): the general rule of origin of Jordan's agreements, as public facts
// with their sources. Only what a source states is filled; a figure left null (or an empty text)
// is one the page says is "not available, ask the agency". The suspended Turkey agreement's rule is
// left for staff; the Singapore and Canada agreements' general rules came with issue 57.

type OriginRuleSeed = typeof agreementOriginRules.$inferInsert;

const MIT = 'https://www.mit.gov.jo';
const AGADIR_PARTNERS = ['EG', 'MA', 'TN'] as const;

export const originRulesSeed: OriginRuleSeed[] = [
  {
    // GAFTA: the value test alone (issue 46, gafta-value-test)
    agreement_id: 1,
    value_kind: 'value_added',
    value_percent: 40,
    cumulation_partners: [...GAFTA_PARTNERS],
    proofs: ['certificate_of_origin'],
    ...GAFTA_RULE,
    ...GAFTA_RULE_57,
    ...CHECKED_57,
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
    ...CHECKED_57,
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
    proofs: ['eur1', 'statement_on_origin'],
    notes_en: EU_RELAXED_RULES_57.en + EU_PEM_NOTE.en,
    notes_ar: EU_RELAXED_RULES_57.ar + EU_PEM_NOTE.ar,
    source_name_en:
      'European Commission (DG Trade), “Improved EU-Jordan trade arrangement to provide more jobs for Syrian refugees”',
    source_name_ar:
      'المفوضية الأوروبية (المديرية العامة للتجارة)، «تحسين الترتيب التجاري بين الاتحاد الأوروبي والأردن لتوفير مزيد من فرص العمل للاجئين السوريين»',
    source_url: 'https://trade.ec.europa.eu/doclib/press/index.cfm?id=1956',
    source_date: '2018-12-13',
    ...CHECKED_57,
  },
  {
    // EFTA–Jordan (issue 46: efta-cumulation-partners, pem-status-efta)
    agreement_id: 4,
    value_kind: null,
    value_percent: null,
    tariff_shift: null,
    proofs: ['eur1', 'eur_med', 'statement_on_origin'],
    ...EFTA_RULE,
    source_date: '2006-08-16',
    ...EFTA_SOURCE_57,
    ...CHECKED_57,
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
    ...AGADIR_RULE_57,
    source_name_en:
      'Agreement for the Establishment of a Free Trade Area between the Arab Mediterranean Countries (Agadir Agreement)',
    source_name_ar: 'اتفاقية إقامة منطقة تجارة حرة بين الدول العربية المتوسطية (اتفاقية أغادير)',
    source_url: MIT,
    source_date: '2004-02-25',
    ...CHECKED_57,
  },
  {
    // UK–Jordan (issue 46: pem-status-uk, uk-cumulation-partners)
    agreement_id: 9,
    value_kind: null,
    value_percent: null,
    tariff_shift: null,
    proofs: ['eur1', 'statement_on_origin'],
    ...UK_RULE,
    source_name_en:
      'GOV.UK, “Continuing the United Kingdom’s trade relationship with the Hashemite Kingdom of Jordan” (parliamentary report)',
    source_name_ar:
      'موقع حكومة المملكة المتحدة GOV.UK، «استمرار العلاقة التجارية للمملكة المتحدة مع المملكة الأردنية الهاشمية» (تقرير إلى البرلمان)',
    source_url:
      'https://www.gov.uk/government/publications/continuing-the-uks-trade-relationship-with-jordan-parliamentary-report',
    source_date: '2019-12-20',
    ...CHECKED_57,
  },
  { ...SINGAPORE_RULE, ...CHECKED_57 },
  { ...CANADA_RULE, ...CHECKED_57 },
];
