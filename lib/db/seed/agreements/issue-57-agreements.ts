// Issue 57: the agreements list made whole. The Jordan–UAE Comprehensive Economic Partnership
// Agreement (missing-agreement-uae in data/agreement-facts/corrections.json), Agadir's members and
// the accessions under way as sourced, the U.S. card's value test with the 15 % cap of
// 19 CFR 10.710(b), and when each legal status was checked. Every date below is a source's; what
// no source settles is said so, never guessed.

/** The day these facts were checked, and the day by which they must be checked again. */
const CHECKED_ON = '2026-11-27';
const REVIEW_BY = '2027-05-27';
/** corrections.json was researched on 2026-11-26 (data/agreement-facts/README.md). */
const RESEARCHED_ON = '2026-11-26';
const RESEARCH_REVIEW_BY = '2027-05-26';

export const CHECKED_ISSUE_57 = {
  legal_status_checked_on: CHECKED_ON,
  legal_status_review_by: REVIEW_BY,
};
export const CHECKED_ISSUE_46 = {
  legal_status_checked_on: RESEARCHED_ON,
  legal_status_review_by: RESEARCH_REVIEW_BY,
};

/** The U.S. card: the value test as 19 CFR 10.710 states it, with the 15 % cap on U.S. materials. */
export const US_COVERS = {
  covers_eng:
    'Trade in goods and services, intellectual property, electronic commerce, and labour and the environment in the body of the agreement itself. A good qualifies when the materials produced in Jordan and the direct costs of processing there come to at least 35 per cent of its appraised value, of which materials produced in the United States may count for at most 15 per cent (19 CFR 10.710(b)), and it is imported directly between the two countries.',
  covers_ara:
    'التجارة في السلع والخدمات، والملكية الفكرية، والتجارة الإلكترونية، إضافة إلى أحكام العمل والبيئة في صلب الاتفاقية. وتتأهل السلعة للمعاملة التفضيلية إذا بلغت كلفة المواد المنتجة في الأردن والتكاليف المباشرة للتصنيع فيه ٣٥٪ على الأقل من قيمتها المقدّرة، على ألا يُحتسب من المواد المنتجة في الولايات المتحدة أكثر من ١٥٪ من تلك القيمة (الفقرة (ب) من المادة ١٠٫٧١٠ من الباب ١٩ من مدوّنة اللوائح الفدرالية الأمريكية)، وإذا استوردت مباشرة بين البلدين.',
};

/** The previous wording, which a migration replaces where staff left it as the seed wrote it. */
export const US_COVERS_BEFORE_57 =
  'Trade in goods and services, intellectual property, electronic commerce, and labour and the environment in the body of the agreement itself. A good qualifies when at least 35 per cent of its value is added in Jordan (or the United States) and it is shipped directly between the two countries.';

/** agadir-members: the four members, and the accessions as far as a source states them. */
export const AGADIR_STATUS = {
  legal_status: 'in_force' as const,
  legal_status_note_eng:
    'Members: Jordan, Egypt, Morocco and Tunisia. The Agadir trade ministers approved the accession requests of Lebanon and Palestine in 2016, and the foreign ministers examined them in 2017; Jordan’s export portal lists both among the members (Palestine “joined in 2020”). The day either accession took effect was not confirmed in an official text: ask the agency before relying on Agadir for Lebanon or Palestine, whose trade with Jordan falls under GAFTA.',
  legal_status_note_ara:
    'الأعضاء: الأردن ومصر والمغرب وتونس. ووافق وزراء التجارة في اتفاقية أغادير عام ٢٠١٦ على طلبي انضمام لبنان وفلسطين، ونظر فيهما وزراء الخارجية عام ٢٠١٧، وتذكر بوابة التصدير الأردنية البلدين ضمن الأعضاء («انضمت فلسطين عام ٢٠٢٠»). ولم يُتحقق في نص رسمي من تاريخ سريان أيٍّ من الانضمامين: فاستشر المؤسسة قبل الاعتماد على اتفاقية أغادير مع لبنان أو فلسطين، إذ تخضع تجارتهما مع الأردن لمنطقة التجارة الحرة العربية الكبرى.',
  legal_status_source_eng: 'Jordan Export Portal, “FTA Matrix”',
  legal_status_source_ara: 'بوابة التصدير الأردنية، «مصفوفة اتفاقيات التجارة الحرة»',
  legal_status_source_url: 'https://jordanexportportal.gov.jo/menu-1/82-fta-matrix',
  legal_status_source_date: null,
  ...CHECKED_ISSUE_57,
};

/**
 * The Jordan–UAE CEPA: signed on 6 October 2024 (Arab News, reporting WAM), in force on 15 May
 * 2025 (PwC Middle East, on the UAE Ministry of Economy's publication of the text). Its tariff
 * schedules and rules of origin were not read: the market-access page says "ask the agency".
 */
export const UAE_AGREEMENT = {
  id: 10,
  title_eng: 'Jordan–United Arab Emirates Comprehensive Economic Partnership Agreement (CEPA)',
  title_ara: 'اتفاقية الشراكة الاقتصادية الشاملة بين الأردن والإمارات العربية المتحدة',
  summary_eng:
    'Signed on 6 October 2024 and in force since 15 May 2025, the first comprehensive economic partnership agreement between two Arab countries. It builds on GAFTA, which still applies, and widens it: lower duties and fewer barriers on goods, trade in services, investment and the digital economy.',
  summary_ara:
    'وُقّعت في ٦ تشرين الأول ٢٠٢٤ وهي سارية منذ ١٥ أيار ٢٠٢٥، وهي أول اتفاقية شراكة اقتصادية شاملة بين بلدين عربيين. وتبني على منطقة التجارة الحرة العربية الكبرى التي تبقى مطبّقة وتوسّعها: رسوم وعوائق أقل على السلع، والتجارة في الخدمات، والاستثمار، والاقتصاد الرقمي.',
  covers_eng:
    'Trade in goods and services, customs procedures, investment, digital trade and intellectual property. Its tariff schedules and rules of origin were not read here: ask the agency which duty and which proof of origin apply to your product.',
  covers_ara:
    'التجارة في السلع والخدمات، والإجراءات الجمركية، والاستثمار، والتجارة الرقمية، والملكية الفكرية. ولم تُقرأ هنا جداول الرسوم وقواعد المنشأ فيها: استشر المؤسسة بشأن الرسم وإثبات المنشأ المطبّقين على منتجك.',
  signed_on: '2024-10-06',
  in_force_on: '2025-05-15',
  link: 'https://edit.wti.org/document/show/fc01ff2f-be2e-47a0-9d20-cfbe90138a1e',
  status: 1,
  legal_status: 'in_force' as const,
  legal_status_note_eng:
    'Signed on 6 October 2024; in force on 15 May 2025, as reported by PwC Middle East on the UAE Ministry of Economy’s publication of the text. Under Article 16.5 the agreement enters into force when the last notice of ratification is received. GAFTA continues to apply alongside it. The entry into force was not confirmed in an official Jordanian text.',
  legal_status_note_ara:
    'وُقّعت في ٦ تشرين الأول ٢٠٢٤، وسرت في ١٥ أيار ٢٠٢٥ بحسب ما أوردته PwC الشرق الأوسط عن نشر وزارة الاقتصاد الإماراتية نص الاتفاقية. وبموجب المادة ١٦-٥ تسري الاتفاقية عند تسلّم آخر إشعار بالمصادقة عليها. وتبقى منطقة التجارة الحرة العربية الكبرى مطبّقة إلى جانبها. ولم يُتحقق من تاريخ السريان في نص رسمي أردني.',
  legal_status_source_eng:
    'PwC Middle East, “The UAE-Jordan Comprehensive Economic Partnership Agreement (CEPA) comes into force”',
  legal_status_source_ara:
    'PwC الشرق الأوسط، «دخول اتفاقية الشراكة الاقتصادية الشاملة بين الإمارات والأردن حيّز النفاذ»',
  legal_status_source_url:
    'https://www.pwc.com/m1/en/services/tax/me-tax-legal-news/2025/the-uae-jordan-comprehensive-economic-partnership-agreement-CEPA-enters-into-force.html',
  legal_status_source_date: '2025-05-15',
  ...CHECKED_ISSUE_57,
  partners: ['AE'] as const,
};
