import type { experts, poolExperts, pools } from '@/lib/db/schema';

// The pool of experts. SAMPLE DATA: the people, their careers and their addresses are invented
// (the e-mails are on a sample domain); the sectors are the industries' iids
// (lookups/industries.ts) and the languages ISO 639-1 codes. No phone numbers are made up.

type Expert = typeof experts.$inferInsert;

const SAMPLE_DOMAIN = 'experts.jordanexports.jo';

const expert = (
  id: number,
  [FULL_NAME, FULL_NAME_ARA]: [string, string],
  [TITLE_ENG, TITLE_ARA]: [string, string],
  [EXPERTISE_ENG, EXPERTISE_ARA]: [string, string],
  [DESCRIPTION_ENG, DESCRIPTION_ARA]: [string, string],
  sectors: number[],
  languages: string[],
  mailbox: string,
): Expert => ({
  id,
  FULL_NAME,
  FULL_NAME_ARA,
  TITLE_ENG,
  TITLE_ARA,
  EXPERTISE_ENG,
  EXPERTISE_ARA,
  DESCRIPTION_ENG,
  DESCRIPTION_ARA,
  sectors,
  languages,
  email: `${mailbox}@${SAMPLE_DOMAIN}`,
  phone: '',
});

export const expertsSeed: Expert[] = [
  expert(
    1,
    ['Rami Haddad', 'رامي حداد'],
    ['Export strategy consultant', 'مستشار استراتيجيات التصدير'],
    [
      'Export strategy, market selection, EU market entry',
      'استراتيجيات التصدير، اختيار الأسواق، دخول أسواق الاتحاد الأوروبي',
    ],
    [
      'Eighteen years helping Jordanian manufacturers choose target markets and build three-year export plans, with a focus on the European Union under the simplified rules of origin.',
      'ثمانية عشر عامًا في مساعدة المصنّعين الأردنيين على اختيار الأسواق المستهدفة وإعداد خطط تصدير لثلاث سنوات، مع تركيز على الاتحاد الأوروبي ضمن قواعد المنشأ المبسطة.',
    ],
    [3, 5, 6],
    ['ar', 'en', 'fr'],
    'rami.haddad',
  ),
  expert(
    2,
    ['Lina Khoury', 'لينا خوري'],
    ['International marketing specialist', 'أخصائية تسويق دولي'],
    [
      'Market research, international branding, trade fair preparation',
      'أبحاث الأسواق، العلامات التجارية الدولية، التحضير للمعارض التجارية',
    ],
    [
      'Leads market studies and brand positioning for food and cosmetics exporters, and coaches teams before international trade fairs.',
      'تقود دراسات الأسواق وتحديد تموضع العلامات التجارية لمصدّري الأغذية ومستحضرات التجميل، وتدرّب الفرق قبل المشاركة في المعارض الدولية.',
    ],
    [3, 12],
    ['ar', 'en'],
    'lina.khoury',
  ),
  expert(
    3,
    ['Omar Al-Masri', 'عمر المصري'],
    ['Gulf markets adviser', 'مستشار أسواق الخليج'],
    [
      'GCC market entry, distributor search, Saudi and Emirati regulations',
      'دخول أسواق دول الخليج، البحث عن الموزعين، أنظمة السعودية والإمارات',
    ],
    [
      'Former regional sales director who now helps Jordanian firms find distributors in Saudi Arabia, the United Arab Emirates and Qatar.',
      'مدير مبيعات إقليمي سابق يساعد الشركات الأردنية اليوم في إيجاد موزعين في السعودية والإمارات وقطر.',
    ],
    [1, 3, 8, 9],
    ['ar', 'en'],
    'omar.almasri',
  ),
  expert(
    4,
    ['Dana Abu Ghazaleh', 'دانا أبو غزالة'],
    ['North America trade consultant', 'مستشارة التجارة مع أمريكا الشمالية'],
    [
      'US market entry, the Jordan–US Free Trade Agreement, buyer matchmaking',
      'دخول السوق الأمريكية، اتفاقية التجارة الحرة الأردنية الأمريكية، التوفيق مع المشترين',
    ],
    [
      'Guides garment, furniture and handicraft exporters through the US market, from pricing and compliance to meetings with importers.',
      'ترشد مصدّري الألبسة والأثاث والحرف اليدوية في السوق الأمريكية، من التسعير والامتثال إلى اللقاءات مع المستوردين.',
    ],
    [5, 11, 22],
    ['ar', 'en'],
    'dana.abughazaleh',
  ),
  expert(
    5,
    ['Khaled Obeidat', 'خالد عبيدات'],
    ['Trade agreements analyst', 'محلل اتفاقيات تجارية'],
    [
      'Free trade agreements, rules of origin, tariff analysis',
      'اتفاقيات التجارة الحرة، قواعد المنشأ، تحليل التعرفة الجمركية',
    ],
    [
      'Explains to exporters which agreement gives their product the lowest duty and what proof of origin each market asks for.',
      'يوضح للمصدرين أي اتفاقية تمنح منتجهم أدنى رسوم جمركية وما إثبات المنشأ الذي تطلبه كل سوق.',
    ],
    [2, 6, 9, 13],
    ['ar', 'en'],
    'khaled.obeidat',
  ),
  expert(
    6,
    ['Hiba Nabulsi', 'هبة النابلسي'],
    ['Food safety auditor', 'مدققة سلامة غذاء'],
    [
      'HACCP, ISO 22000, FSSC 22000 certification',
      'نظام تحليل المخاطر ونقاط التحكم الحرجة، الأيزو ٢٢٠٠٠، شهادة FSSC 22000',
    ],
    [
      'Lead auditor who prepares food factories for HACCP and ISO 22000 certification and trains their quality teams.',
      'مدققة رئيسية تهيئ مصانع الأغذية للحصول على شهادات تحليل المخاطر والأيزو ٢٢٠٠٠ وتدرّب فرق الجودة فيها.',
    ],
    [3, 4],
    ['ar', 'en'],
    'hiba.nabulsi',
  ),
  expert(
    7,
    ['Yousef Batayneh', 'يوسف بطاينة'],
    ['Agricultural export specialist', 'أخصائي صادرات زراعية'],
    [
      'GLOBALG.A.P., phytosanitary requirements, cold chain for fresh produce',
      'شهادة GLOBALG.A.P.، متطلبات الصحة النباتية، سلسلة التبريد للمنتجات الطازجة',
    ],
    [
      'Works with farms and packing houses in the Jordan Valley on GLOBALG.A.P. certification and the plant health rules of European and Gulf buyers.',
      'يعمل مع المزارع ومحطات التعبئة في وادي الأردن على شهادة GLOBALG.A.P. ومتطلبات الصحة النباتية لدى المشترين في أوروبا والخليج.',
    ],
    [4, 17],
    ['ar', 'en'],
    'yousef.batayneh',
  ),
  expert(
    8,
    ['Nour Al-Hourani', 'نور الحوراني'],
    ['Halal and organic certification adviser', 'مستشارة شهادات الحلال والمنتجات العضوية'],
    [
      'Halal certification, organic standards, labelling for export',
      'شهادة الحلال، معايير الزراعة العضوية، بطاقة البيان للتصدير',
    ],
    [
      'Helps food and cosmetics producers meet halal and organic standards for Malaysia, Indonesia and the European Union.',
      'تساعد منتجي الأغذية ومستحضرات التجميل على استيفاء معايير الحلال والمنتجات العضوية لأسواق ماليزيا وإندونيسيا والاتحاد الأوروبي.',
    ],
    [3, 12],
    ['ar', 'en', 'ms'],
    'nour.alhourani',
  ),
  expert(
    9,
    ['Sami Qudah', 'سامي القضاة'],
    ['Pharmaceutical regulatory consultant', 'مستشار تنظيم دوائي'],
    [
      'GMP, drug registration dossiers, EU and GCC regulatory affairs',
      'ممارسات التصنيع الجيد، ملفات تسجيل الأدوية، الشؤون التنظيمية في أوروبا والخليج',
    ],
    [
      'Prepares registration dossiers and GMP inspections for pharmaceutical and medical supply exporters.',
      'يُعدّ ملفات التسجيل ويهيئ لتفتيش ممارسات التصنيع الجيد لمصدّري الأدوية والمستلزمات الطبية.',
    ],
    [1],
    ['ar', 'en', 'de'],
    'sami.qudah',
  ),
  expert(
    10,
    ['Mais Tarawneh', 'ميس الطراونة'],
    ['Laboratory testing and compliance expert', 'خبيرة الفحوص المخبرية والامتثال'],
    [
      'Product testing, EU food contact rules, maximum residue limits',
      'فحص المنتجات، قواعد ملامسة الأغذية في الاتحاد الأوروبي، الحدود القصوى للمتبقيات',
    ],
    [
      'Plans test programmes with accredited laboratories so that shipments pass border checks the first time.',
      'تخطط برامج الفحص مع المختبرات المعتمدة لتجتاز الشحنات الفحص الحدودي من المرة الأولى.',
    ],
    [3, 4, 10],
    ['ar', 'en'],
    'mais.tarawneh',
  ),
  expert(
    11,
    ['Tariq Zoubi', 'طارق الزعبي'],
    ['Cross-border e-commerce consultant', 'مستشار التجارة الإلكترونية العابرة للحدود'],
    [
      'Online marketplaces, cross-border e-commerce, digital payments',
      'المنصات الإلكترونية، التجارة الإلكترونية العابرة للحدود، المدفوعات الرقمية',
    ],
    [
      'Sets up exporters on international marketplaces and their own online stores, including payments, returns and parcel shipping.',
      'يهيئ المصدرين للبيع عبر المنصات الدولية ومتاجرهم الإلكترونية، بما في ذلك المدفوعات والمرتجعات وشحن الطرود.',
    ],
    [12, 22, 7],
    ['ar', 'en'],
    'tariq.zoubi',
  ),
  expert(
    12,
    ['Rania Saleh', 'رانيا صالح'],
    ['Digital marketing strategist', 'استراتيجية تسويق رقمي'],
    [
      'Digital marketing, search advertising, social media for B2B export',
      'التسويق الرقمي، إعلانات محركات البحث، وسائل التواصل الاجتماعي للتصدير بين الشركات',
    ],
    [
      'Builds digital campaigns that bring foreign buyers to Jordanian company websites and measures what they return.',
      'تصمم حملات رقمية تجذب المشترين الأجانب إلى مواقع الشركات الأردنية وتقيس عائدها.',
    ],
    [7, 18, 12],
    ['ar', 'en', 'fr'],
    'rania.saleh',
  ),
  expert(
    13,
    ['Faisal Al-Momani', 'فيصل المومني'],
    ['ICT services export adviser', 'مستشار تصدير خدمات تكنولوجيا المعلومات'],
    [
      'Software and IT services export, outsourcing contracts, data protection',
      'تصدير البرمجيات وخدمات تكنولوجيا المعلومات، عقود التعهيد، حماية البيانات',
    ],
    [
      'Advises software houses on selling services abroad: contracts, data protection obligations and pricing in foreign currencies.',
      'يقدّم المشورة لشركات البرمجيات في بيع خدماتها في الخارج: العقود والتزامات حماية البيانات والتسعير بالعملات الأجنبية.',
    ],
    [7, 18],
    ['ar', 'en'],
    'faisal.almomani',
  ),
  expert(
    14,
    ['Aya Mansour', 'آية منصور'],
    ['E-commerce logistics specialist', 'أخصائية لوجستيات التجارة الإلكترونية'],
    [
      'Fulfilment, parcel logistics, e-commerce customs procedures',
      'تجهيز الطلبات، لوجستيات الطرود، الإجراءات الجمركية للتجارة الإلكترونية',
    ],
    [
      'Designs fulfilment and returns for small exporters selling online, from warehouse to the buyer’s door.',
      'تصمم عمليات تجهيز الطلبات والمرتجعات للمصدّرين الصغار الذين يبيعون عبر الإنترنت، من المستودع إلى باب المشتري.',
    ],
    [17, 22, 5],
    ['ar', 'en'],
    'aya.mansour',
  ),
  expert(
    15,
    ['Mahmoud Jaber', 'محمود جابر'],
    ['Trade finance adviser', 'مستشار تمويل التجارة'],
    [
      'Letters of credit, export credit insurance, pre-shipment finance',
      'الاعتمادات المستندية، تأمين ائتمان الصادرات، تمويل ما قبل الشحن',
    ],
    [
      'Former bank trade finance manager who helps exporters choose payment terms and secure credit insurance and working capital.',
      'مدير تمويل تجاري سابق في أحد البنوك يساعد المصدرين على اختيار شروط الدفع والحصول على تأمين الائتمان ورأس المال العامل.',
    ],
    [2, 6, 13],
    ['ar', 'en'],
    'mahmoud.jaber',
  ),
  expert(
    16,
    ['Reem Shawabkeh', 'ريم الشوابكة'],
    ['Customs and tariff classification expert', 'خبيرة التصنيف الجمركي والتعرفة'],
    [
      'HS classification, customs procedures, authorised economic operator',
      'التصنيف وفق النظام المنسق، الإجراءات الجمركية، المشغل الاقتصادي المعتمد',
    ],
    [
      'Classifies products under the Harmonized System and prepares companies for the authorised economic operator programme.',
      'تصنّف المنتجات وفق النظام المنسق وتهيئ الشركات لبرنامج المشغل الاقتصادي المعتمد.',
    ],
    [6, 9, 10],
    ['ar', 'en'],
    'reem.shawabkeh',
  ),
  expert(
    17,
    ['Bassam Kayed', 'بسام كايد'],
    ['Freight and logistics consultant', 'مستشار الشحن والخدمات اللوجستية'],
    [
      'Sea and air freight, Incoterms®, Aqaba port procedures',
      'الشحن البحري والجوي، قواعد Incoterms®، إجراءات ميناء العقبة',
    ],
    [
      'Plans shipping routes through Aqaba and by air from Amman, and helps exporters choose the right Incoterms® rule.',
      'يخطط مسارات الشحن عبر العقبة والشحن الجوي من عمّان، ويساعد المصدرين على اختيار قاعدة Incoterms® المناسبة.',
    ],
    [17, 8, 13],
    ['ar', 'en'],
    'bassam.kayed',
  ),
  expert(
    18,
    ['Dima Rousan', 'ديما الروسان'],
    ['Export pricing and costing trainer', 'مدربة تسعير الصادرات واحتساب التكاليف'],
    ['Export pricing, costing, currency risk', 'تسعير الصادرات، احتساب التكاليف، مخاطر العملات'],
    [
      'Trains finance and sales teams to build export price lists that cover freight, duties and currency risk.',
      'تدرّب فرق المالية والمبيعات على إعداد قوائم أسعار تصديرية تغطي الشحن والرسوم ومخاطر العملات.',
    ],
    [3, 5, 11],
    ['ar', 'en'],
    'dima.rousan',
  ),
  expert(
    19,
    ['Ziad Halasa', 'زياد هلسة'],
    ['Quality management systems lead auditor', 'مدقق رئيسي لأنظمة إدارة الجودة'],
    ['ISO 9001, ISO 14001, lean manufacturing', 'الأيزو ٩٠٠١، الأيزو ١٤٠٠١، التصنيع الرشيق'],
    [
      'Implements quality and environmental management systems in engineering, plastics and construction material plants.',
      'يطبّق أنظمة إدارة الجودة والبيئة في مصانع الصناعات الهندسية والبلاستيكية ومواد البناء.',
    ],
    [6, 8, 9],
    ['ar', 'en'],
    'ziad.halasa',
  ),
  expert(
    20,
    ['Samar Awad', 'سمر عوض'],
    ['Packaging design consultant', 'مستشارة تصميم العبوات'],
    [
      'Export packaging, labelling, sustainable materials',
      'عبوات التصدير، بطاقة البيان، المواد المستدامة',
    ],
    [
      'Redesigns packaging and labels for foreign shelves, in the buyer’s language and with recyclable materials.',
      'تعيد تصميم العبوات وبطاقات البيان لتناسب رفوف الأسواق الخارجية، بلغة المشتري وبمواد قابلة لإعادة التدوير.',
    ],
    [10, 3, 12],
    ['ar', 'en', 'it'],
    'samar.awad',
  ),
  expert(
    21,
    ['Hazem Smadi', 'حازم الصمادي'],
    ['CE marking and product safety engineer', 'مهندس علامة المطابقة الأوروبية وسلامة المنتجات'],
    [
      'CE marking, technical files, electrical product safety',
      'علامة المطابقة الأوروبية CE، الملفات الفنية، سلامة المنتجات الكهربائية',
    ],
    [
      'Guides electrical and engineering manufacturers through CE marking, test reports and technical files.',
      'يرشد مصنّعي المنتجات الكهربائية والهندسية خلال إجراءات علامة CE وتقارير الفحص والملفات الفنية.',
    ],
    [6, 14],
    ['ar', 'en', 'de'],
    'hazem.smadi',
  ),
  expert(
    22,
    ['Layla Haddadin', 'ليلى حدادين'],
    ['Product and furniture designer', 'مصممة منتجات وأثاث'],
    [
      'Product design, collections for export, trend research',
      'تصميم المنتجات، مجموعات مخصصة للتصدير، أبحاث الاتجاهات',
    ],
    [
      'Develops furniture, home textile and handicraft collections adapted to European and American tastes.',
      'تطوّر مجموعات من الأثاث والمنسوجات المنزلية والحرف اليدوية تلائم الأذواق الأوروبية والأمريكية.',
    ],
    [11, 22, 5],
    ['ar', 'en', 'fr'],
    'layla.haddadin',
  ),
  expert(
    23,
    ['Ahmad Khasawneh', 'أحمد الخصاونة'],
    ['Stone and construction materials export expert', 'خبير تصدير الحجر ومواد البناء'],
    [
      'Natural stone export, CE marking of construction products, project sales',
      'تصدير الحجر الطبيعي، علامة CE لمنتجات البناء، المبيعات للمشاريع',
    ],
    [
      'Supports quarries and stone factories in selling to contractors in the Gulf and Europe, including testing to European standards.',
      'يدعم المحاجر ومصانع الحجر في البيع للمقاولين في الخليج وأوروبا، بما في ذلك الفحص وفق المواصفات الأوروبية.',
    ],
    [8, 13, 21],
    ['ar', 'en'],
    'ahmad.khasawneh',
  ),
  expert(
    24,
    ['Nadia Farouk', 'نادية فاروق'],
    ['Textile sourcing and compliance consultant', 'مستشارة التوريد والامتثال في قطاع النسيج'],
    [
      'Social compliance audits, textile testing, buyer codes of conduct',
      'تدقيق الامتثال الاجتماعي، فحص المنسوجات، مدونات سلوك المشترين',
    ],
    [
      'Prepares garment factories for the social and chemical compliance audits that international brands require.',
      'تهيئ مصانع الألبسة لعمليات تدقيق الامتثال الاجتماعي والكيميائي التي تشترطها العلامات التجارية العالمية.',
    ],
    [5, 19],
    ['ar', 'en', 'tr'],
    'nadia.farouk',
  ),
  expert(
    25,
    ['Majd Bisharat', 'مجد بشارات'],
    [
      'Renewable energy and clean technology adviser',
      'مستشار الطاقة المتجددة والتكنولوجيا النظيفة',
    ],
    [
      'Energy efficiency, carbon footprint reporting, EU carbon border rules',
      'كفاءة الطاقة، الإفصاح عن البصمة الكربونية، آلية تعديل حدود الكربون الأوروبية',
    ],
    [
      'Measures the carbon footprint of exporting plants and prepares them for the reporting that EU importers now ask for.',
      'يقيس البصمة الكربونية للمصانع المصدّرة ويهيئها للإفصاح الذي يطلبه المستوردون في الاتحاد الأوروبي اليوم.',
    ],
    [14, 2, 6],
    ['ar', 'en'],
    'majd.bisharat',
  ),
];

export const poolsSeed: (typeof pools.$inferInsert)[] = [
  {
    id: 1,
    NAME_ENG: 'Market Access and Export Strategy',
    NAME_ARA: 'النفاذ إلى الأسواق واستراتيجيات التصدير',
    DESCRIPTION_ENG:
      'Experts who help companies choose markets, plan their entry and use Jordan’s trade agreements.',
    DESCRIPTION_ARA:
      'خبراء يساعدون الشركات على اختيار الأسواق والتخطيط لدخولها والاستفادة من اتفاقيات الأردن التجارية.',
  },
  {
    id: 2,
    NAME_ENG: 'Food Safety and Certification',
    NAME_ARA: 'سلامة الغذاء والشهادات',
    DESCRIPTION_ENG:
      'Certification, testing and regulatory experts for food, agricultural, cosmetic and pharmaceutical exports.',
    DESCRIPTION_ARA:
      'خبراء الشهادات والفحوص والمتطلبات التنظيمية لصادرات الأغذية والمنتجات الزراعية ومستحضرات التجميل والأدوية.',
  },
  {
    id: 3,
    NAME_ENG: 'Digital Trade and E-commerce',
    NAME_ARA: 'التجارة الرقمية والتجارة الإلكترونية',
    DESCRIPTION_ENG:
      'Experts in selling abroad online: marketplaces, digital marketing and the export of ICT services.',
    DESCRIPTION_ARA:
      'خبراء البيع للأسواق الخارجية عبر الإنترنت: المنصات الإلكترونية والتسويق الرقمي وتصدير خدمات تكنولوجيا المعلومات.',
  },
  {
    id: 4,
    NAME_ENG: 'Trade Finance, Logistics and Customs',
    NAME_ARA: 'تمويل التجارة والخدمات اللوجستية والجمارك',
    DESCRIPTION_ENG:
      'Experts in getting paid, pricing, shipping and clearing goods through customs.',
    DESCRIPTION_ARA: 'خبراء في تحصيل قيمة الصادرات وتسعيرها وشحنها وتخليصها جمركيًا.',
  },
  {
    id: 5,
    NAME_ENG: 'Industrial Quality, Packaging and Design',
    NAME_ARA: 'الجودة الصناعية والتغليف والتصميم',
    DESCRIPTION_ENG:
      'Experts in quality systems, product conformity, packaging and design that meet foreign buyers’ expectations.',
    DESCRIPTION_ARA:
      'خبراء أنظمة الجودة ومطابقة المنتجات والتغليف والتصميم بما يلبي توقعات المشترين في الخارج.',
  },
];

// Each pool's experts in their order; an expert may sit in two pools.
const MEMBERS: Record<number, number[]> = {
  1: [1, 2, 3, 4, 5],
  2: [6, 7, 8, 9, 10],
  3: [11, 12, 13, 14],
  4: [15, 16, 17, 18, 14],
  5: [19, 20, 21, 22, 23, 24, 25],
};

export const poolExpertsSeed: (typeof poolExperts.$inferInsert)[] = Object.entries(MEMBERS).flatMap(
  ([pool, ids]) =>
    ids.map((expert_id, index) => ({ pool_id: Number(pool), expert_id, sort_order: index + 1 })),
);
