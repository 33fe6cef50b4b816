import type { exportModes, exportTypes, institutions } from '@/lib/db/schema';

// Export trade support institutions of Jordan (part 2 §3), bilingual. Names, roles and web
// addresses are public facts; telephone numbers and e-mail addresses are left empty rather than
// guessed (a staff editor fills them from the body's own publications). Governorate ids are those
// of lib/db/seed/lookups/company-reference.ts.

// prettier-ignore
const TYPES = [
  [1, 'Government agency', 'جهة حكومية'],
  [2, 'Chamber of industry', 'غرفة صناعة'],
  [3, 'Chamber of commerce', 'غرفة تجارة'],
  [4, 'Sector and exporters association', 'جمعية قطاعية وجمعية مصدّرين'],
  [5, 'Standards and regulatory body', 'جهة مواصفات ورقابة'],
  [6, 'Export finance and credit guarantee', 'تمويل الصادرات وضمان الائتمان'],
  [7, 'Free and development zone', 'منطقة حرة وتنموية'],
  [8, 'Research, training and business support', 'بحث وتدريب ودعم أعمال'],
] as const;

// prettier-ignore
const MODES = [
  [1, 'Public sector', 'القطاع العام'],
  [2, 'Private sector', 'القطاع الخاص'],
  [3, 'Public–private partnership', 'شراكة بين القطاعين العام والخاص'],
  [4, 'Non-profit organisation', 'منظمة غير ربحية'],
] as const;

export const exportTypesSeed: (typeof exportTypes.$inferInsert)[] = TYPES.map(
  ([id, type_eng, type_ara]) => ({ id, type_eng, type_ara }),
);
export const exportModesSeed: (typeof exportModes.$inferInsert)[] = MODES.map(
  ([id, mode_eng, mode_ara]) => ({ id, mode_eng, mode_ara }),
);

const GOV = { amman: 1, irbid: 2, zarqa: 3, balqa: 4, mafraq: 5, maan: 11, aqaba: 12 } as const;
const MODE = { public: 1, private: 2, partnership: 3, nonProfit: 4 } as const;
const TYPE = {
  government: 1,
  industry: 2,
  commerce: 3,
  association: 4,
  standards: 5,
  finance: 6,
  zone: 7,
  support: 8,
} as const;

const CITY = {
  amman: ['Amman, Jordan', 'عمّان، الأردن'],
  balqa: ['Balqa, Jordan', 'البلقاء، الأردن'],
  irbid: ['Irbid, Jordan', 'إربد، الأردن'],
  zarqa: ['Zarqa, Jordan', 'الزرقاء، الأردن'],
  aqaba: ['Aqaba, Jordan', 'العقبة، الأردن'],
  mafraq: ['Mafraq, Jordan', 'المفرق، الأردن'],
  maan: ["Ma'an, Jordan", 'معان، الأردن'],
} as const satisfies Record<string, [string, string]>;

const CITY_OF_GOV: Record<number, readonly [string, string]> = {
  [GOV.amman]: CITY.amman,
  [GOV.irbid]: CITY.irbid,
  [GOV.zarqa]: CITY.zarqa,
  [GOV.balqa]: CITY.balqa,
  [GOV.mafraq]: CITY.mafraq,
  [GOV.maan]: CITY.maan,
  [GOV.aqaba]: CITY.aqaba,
};

type Seed = {
  name: string;
  name_ara: string;
  type_id: number[];
  mode_id: number;
  gov_id: number;
  about: [eng: string, ara: string];
  /** One service a line. */
  services: [eng: string[], ara: string[]];
  city?: readonly [eng: string, ara: string];
  website?: string;
};

const SEEDS: Seed[] = [
  {
    name: 'Jordan Enterprise Development Corporation (JEDCO)',
    name_ara: 'المؤسسة الأردنية لتطوير المشاريع الاقتصادية',
    type_id: [TYPE.government, TYPE.support],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'The national agency for enterprise development and export promotion of Jordan.',
      'الجهة الوطنية لتطوير المشاريع وترويج الصادرات الأردنية.',
    ],
    services: [
      [
        'Export promotion programmes',
        'Trade fairs and trade missions',
        'Grants for small and medium enterprises',
      ],
      ['برامج ترويج الصادرات', 'المعارض والبعثات التجارية', 'منح للمشاريع الصغيرة والمتوسطة'],
    ],
    website: 'https://www.jedco.gov.jo',
  },
  {
    name: 'Ministry of Industry, Trade and Supply',
    name_ara: 'وزارة الصناعة والتجارة والتموين',
    type_id: [TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      "Sets Jordan's trade and industry policy and negotiates its trade agreements.",
      'ترسم سياسة التجارة والصناعة في الأردن وتفاوض على اتفاقياته التجارية.',
    ],
    services: [
      ['Trade agreements and rules of origin', 'Import and export licensing', 'Trade remedies'],
      [
        'الاتفاقيات التجارية وقواعد المنشأ',
        'رخص الاستيراد والتصدير',
        'الإجراءات التجارية الوقائية',
      ],
    ],
    website: 'https://www.mit.gov.jo',
  },
  {
    name: 'Ministry of Investment',
    name_ara: 'وزارة الاستثمار',
    type_id: [TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Promotes investment in Jordan and oversees the development and free zones.',
      'تروّج للاستثمار في الأردن وتشرف على المناطق التنموية والحرة.',
    ],
    services: [
      [
        'Investor services window',
        'Investment incentives',
        'Oversight of development and free zones',
      ],
      ['نافذة خدمات المستثمرين', 'حوافز الاستثمار', 'الإشراف على المناطق التنموية والحرة'],
    ],
    website: 'https://www.moin.gov.jo',
  },
  {
    name: 'Ministry of Agriculture',
    name_ara: 'وزارة الزراعة',
    type_id: [TYPE.government, TYPE.standards],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Regulates agricultural production and certifies plant and animal exports.',
      'تنظّم الإنتاج الزراعي وتصدر شهادات الصادرات النباتية والحيوانية.',
    ],
    services: [
      [
        'Phytosanitary certificates',
        'Veterinary health certificates',
        'Agricultural export programmes',
      ],
      ['شهادات الصحة النباتية', 'الشهادات الصحية البيطرية', 'برامج تصدير المنتجات الزراعية'],
    ],
    website: 'https://www.moa.gov.jo',
  },
  {
    name: 'Ministry of Digital Economy and Entrepreneurship',
    name_ara: 'وزارة الاقتصاد الرقمي والريادة',
    type_id: [TYPE.government, TYPE.support],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Leads the digital economy and supports the export of ICT services.',
      'تقود قطاع الاقتصاد الرقمي وتدعم تصدير خدمات تكنولوجيا المعلومات.',
    ],
    services: [
      [
        'Support for ICT service exporters',
        'Entrepreneurship programmes',
        'Digital government services',
      ],
      ['دعم مصدّري خدمات تكنولوجيا المعلومات', 'برامج الريادة', 'الخدمات الحكومية الرقمية'],
    ],
    website: 'https://www.modee.gov.jo',
  },
  {
    name: 'Jordan Customs',
    name_ara: 'دائرة الجمارك الأردنية',
    type_id: [TYPE.government, TYPE.standards],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Clears goods at the borders and runs the authorised economic operator programme.',
      'تتولى التخليص على البضائع في المنافذ وتدير برنامج المشغل الاقتصادي المعتمد.',
    ],
    services: [
      ['Export clearance', 'Golden List (authorised economic operator)', 'Binding tariff rulings'],
      [
        'التخليص على الصادرات',
        'القائمة الذهبية (المشغل الاقتصادي المعتمد)',
        'القرارات المسبقة للتصنيف',
      ],
    ],
    website: 'https://www.customs.gov.jo',
  },
  {
    name: 'Central Bank of Jordan',
    name_ara: 'البنك المركزي الأردني',
    type_id: [TYPE.government, TYPE.finance],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Runs refinancing programmes through banks for exporters and economic sectors.',
      'يدير برامج إعادة تمويل عبر البنوك للمصدّرين والقطاعات الاقتصادية.',
    ],
    services: [
      ['Refinancing of loans to export sectors', 'Support for export credit guarantees'],
      ['إعادة تمويل قروض القطاعات التصديرية', 'دعم برامج ضمان ائتمان الصادرات'],
    ],
    website: 'https://www.cbj.gov.jo',
  },
  {
    name: 'Department of Statistics',
    name_ara: 'دائرة الإحصاءات العامة',
    type_id: [TYPE.government, TYPE.support],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      "Publishes Jordan's official foreign trade statistics.",
      'تنشر الإحصاءات الرسمية للتجارة الخارجية الأردنية.',
    ],
    services: [
      ['Foreign trade statistics', 'Export data by product and partner'],
      ['إحصاءات التجارة الخارجية', 'بيانات الصادرات حسب السلعة والشريك التجاري'],
    ],
    website: 'https://www.dos.gov.jo',
  },
  {
    name: 'Jordan Chamber of Industry',
    name_ara: 'غرفة صناعة الأردن',
    type_id: [TYPE.industry, TYPE.support],
    mode_id: MODE.private,
    gov_id: GOV.amman,
    about: [
      "The national body of Jordan's chambers of industry.",
      'المظلة الوطنية لغرف الصناعة في الأردن.',
    ],
    services: [
      ['Representation of industry', 'Certificates of origin', 'Export market studies'],
      ['تمثيل القطاع الصناعي', 'شهادات المنشأ', 'دراسات أسواق التصدير'],
    ],
    website: 'https://www.jci.org.jo',
  },
  {
    name: 'Amman Chamber of Industry',
    name_ara: 'غرفة صناعة عمّان',
    type_id: [TYPE.industry, TYPE.support],
    mode_id: MODE.private,
    gov_id: GOV.amman,
    about: ['Represents the industrial companies of Amman.', 'تمثّل المنشآت الصناعية في عمّان.'],
    services: [
      ['Certificates of origin', 'Export development services', 'Training for industrialists'],
      ['شهادات المنشأ', 'خدمات تنمية الصادرات', 'تدريب الصناعيين'],
    ],
    website: 'https://www.aci.org.jo',
  },
  {
    name: 'Zarqa Chamber of Industry',
    name_ara: 'غرفة صناعة الزرقاء',
    type_id: [TYPE.industry],
    mode_id: MODE.private,
    gov_id: GOV.zarqa,
    about: ['Represents the industrial companies of Zarqa.', 'تمثّل المنشآت الصناعية في الزرقاء.'],
    services: [
      ['Certificates of origin', 'Services for industrial members'],
      ['شهادات المنشأ', 'خدمات الأعضاء الصناعيين'],
    ],
  },
  {
    name: 'Irbid Chamber of Industry',
    name_ara: 'غرفة صناعة إربد',
    type_id: [TYPE.industry],
    mode_id: MODE.private,
    gov_id: GOV.irbid,
    about: [
      'Represents the industrial companies of the north of Jordan.',
      'تمثّل المنشآت الصناعية في شمال الأردن.',
    ],
    services: [
      ['Certificates of origin', 'Services for industrial members'],
      ['شهادات المنشأ', 'خدمات الأعضاء الصناعيين'],
    ],
  },
  {
    name: 'Jordan Chamber of Commerce',
    name_ara: 'غرفة تجارة الأردن',
    type_id: [TYPE.commerce, TYPE.support],
    mode_id: MODE.private,
    gov_id: GOV.amman,
    about: [
      "The national body of Jordan's chambers of commerce.",
      'المظلة الوطنية لغرف التجارة في الأردن.',
    ],
    services: [
      ['Representation of the trade and services sector', 'Trade delegations', 'ATA carnets'],
      ['تمثيل قطاعي التجارة والخدمات', 'الوفود التجارية', 'دفاتر الإدخال المؤقت (ATA)'],
    ],
    website: 'https://www.jocc.org.jo',
  },
  {
    name: 'Amman Chamber of Commerce',
    name_ara: 'غرفة تجارة عمّان',
    type_id: [TYPE.commerce],
    mode_id: MODE.private,
    gov_id: GOV.amman,
    about: [
      'The largest chamber of commerce in Jordan, serving traders of the capital.',
      'أكبر غرف التجارة في الأردن، تخدم تجار العاصمة.',
    ],
    services: [
      ['Certificates of origin', 'Business matchmaking', 'Arbitration and training'],
      ['شهادات المنشأ', 'لقاءات الأعمال', 'التحكيم والتدريب'],
    ],
    website: 'https://www.ammanchamber.org',
  },
  {
    name: 'Aqaba Chamber of Commerce',
    name_ara: 'غرفة تجارة العقبة',
    type_id: [TYPE.commerce],
    mode_id: MODE.private,
    gov_id: GOV.aqaba,
    about: ['Serves the traders of Aqaba.', 'تخدم تجار العقبة.'],
    services: [
      ['Certificates of origin', 'Services for members'],
      ['شهادات المنشأ', 'خدمات الأعضاء'],
    ],
  },
  {
    name: 'Irbid Chamber of Commerce',
    name_ara: 'غرفة تجارة إربد',
    type_id: [TYPE.commerce],
    mode_id: MODE.private,
    gov_id: GOV.irbid,
    about: ['Serves the traders of Irbid.', 'تخدم تجار إربد.'],
    services: [
      ['Certificates of origin', 'Services for members'],
      ['شهادات المنشأ', 'خدمات الأعضاء'],
    ],
  },
  {
    name: 'Zarqa Chamber of Commerce',
    name_ara: 'غرفة تجارة الزرقاء',
    type_id: [TYPE.commerce],
    mode_id: MODE.private,
    gov_id: GOV.zarqa,
    about: ['Serves the traders of Zarqa.', 'تخدم تجار الزرقاء.'],
    services: [
      ['Certificates of origin', 'Services for members'],
      ['شهادات المنشأ', 'خدمات الأعضاء'],
    ],
  },
  {
    name: 'American Chamber of Commerce in Jordan (AmCham-Jordan)',
    name_ara: 'غرفة التجارة الأمريكية في الأردن',
    type_id: [TYPE.commerce, TYPE.support],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Promotes trade between Jordan and the United States under their free trade agreement.',
      'تعزّز التجارة بين الأردن والولايات المتحدة في إطار اتفاقية التجارة الحرة بينهما.',
    ],
    services: [
      ['Guidance on the Jordan–US FTA', 'Business networking'],
      ['الإرشاد حول اتفاقية التجارة الحرة الأردنية الأمريكية', 'شبكات الأعمال'],
    ],
    website: 'https://www.amcham.jo',
  },
  {
    name: 'Jordan Standards and Metrology Organization (JSMO)',
    name_ara: 'مؤسسة المواصفات والمقاييس',
    type_id: [TYPE.standards, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Issues Jordanian standards and technical regulations and runs conformity assessment.',
      'تصدر المواصفات والقواعد الفنية الأردنية وتتولى تقييم المطابقة.',
    ],
    services: [
      [
        'Jordanian standards',
        'Quality mark and product certification',
        'Calibration and metrology',
      ],
      ['المواصفات القياسية الأردنية', 'علامة الجودة وشهادات المنتجات', 'المعايرة والمقاييس'],
    ],
    website: 'https://www.jsmo.gov.jo',
  },
  {
    name: 'Jordan Food and Drug Administration (JFDA)',
    name_ara: 'المؤسسة العامة للغذاء والدواء',
    type_id: [TYPE.standards, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Regulates food, medicines and cosmetics and certifies them for export.',
      'تنظّم الغذاء والدواء ومستحضرات التجميل وتصدر شهادات تصديرها.',
    ],
    services: [
      [
        'Health and free-sale certificates for export',
        'Registration of medicines',
        'Food safety control',
      ],
      ['الشهادات الصحية وشهادات البيع الحر للتصدير', 'تسجيل الأدوية', 'الرقابة على سلامة الغذاء'],
    ],
    website: 'https://www.jfda.jo',
  },
  {
    name: 'Royal Scientific Society',
    name_ara: 'الجمعية العلمية الملكية',
    type_id: [TYPE.support, TYPE.standards],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'An applied research institution with accredited testing laboratories.',
      'مؤسسة بحث تطبيقي لديها مختبرات فحص معتمدة.',
    ],
    services: [
      ['Accredited product testing', 'Applied research', 'Industrial consultancy'],
      ['فحص المنتجات في مختبرات معتمدة', 'البحث التطبيقي', 'الاستشارات الصناعية'],
    ],
    city: ['Al-Jubeiha, Amman, Jordan', 'الجبيهة، عمّان، الأردن'],
    website: 'https://www.rss.jo',
  },
  {
    name: 'National Agricultural Research Center',
    name_ara: 'المركز الوطني للبحوث الزراعية',
    type_id: [TYPE.support, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.balqa,
    about: [
      'Public research on crops, livestock and agricultural technology.',
      'جهة حكومية للبحث في المحاصيل والثروة الحيوانية والتكنولوجيا الزراعية.',
    ],
    services: [
      ['Agricultural research', 'Extension for growers'],
      ['البحث الزراعي', 'الإرشاد للمزارعين'],
    ],
    website: 'https://www.narc.gov.jo',
  },
  {
    name: 'Jordan Loan Guarantee Corporation (JLGC)',
    name_ara: 'الشركة الأردنية لضمان القروض',
    type_id: [TYPE.finance],
    mode_id: MODE.partnership,
    gov_id: GOV.amman,
    about: [
      'Guarantees loans to small and medium enterprises and insures export credit.',
      'تضمن القروض للمشاريع الصغيرة والمتوسطة وتؤمّن ائتمان الصادرات.',
    ],
    services: [
      ['Export credit guarantee', 'Loan guarantees for SMEs', 'Domestic credit guarantee'],
      ['ضمان ائتمان الصادرات', 'ضمان قروض المشاريع الصغيرة والمتوسطة', 'ضمان الائتمان المحلي'],
    ],
    website: 'https://www.jlgc.com',
  },
  {
    name: 'Development and Employment Fund',
    name_ara: 'صندوق التنمية والتشغيل',
    type_id: [TYPE.finance, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Lends to micro and small projects across the governorates.',
      'يقرض المشاريع الصغيرة ومتناهية الصغر في المحافظات.',
    ],
    services: [
      ['Loans for small projects', 'Loans through local partners'],
      ['قروض المشاريع الصغيرة', 'القروض عبر الشركاء المحليين'],
    ],
    website: 'https://www.def.gov.jo',
  },
  {
    name: 'Agricultural Credit Corporation',
    name_ara: 'مؤسسة الإقراض الزراعي',
    type_id: [TYPE.finance, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Finances farmers and agricultural projects, including export-oriented ones.',
      'تموّل المزارعين والمشاريع الزراعية، ومنها المشاريع الموجهة للتصدير.',
    ],
    services: [
      ['Agricultural loans', 'Financing of agricultural projects'],
      ['القروض الزراعية', 'تمويل المشاريع الزراعية'],
    ],
    website: 'https://www.acc.gov.jo',
  },
  {
    name: 'Jordan Investment Fund',
    name_ara: 'صندوق الاستثمار الأردني',
    type_id: [TYPE.finance],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Invests in large national projects alongside Arab and foreign investors.',
      'يستثمر في المشاريع الوطنية الكبرى بالشراكة مع مستثمرين عرب وأجانب.',
    ],
    services: [['Investment in national projects'], ['الاستثمار في المشاريع الوطنية']],
  },
  {
    name: 'Aqaba Special Economic Zone Authority (ASEZA)',
    name_ara: 'سلطة منطقة العقبة الاقتصادية الخاصة',
    type_id: [TYPE.zone, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.aqaba,
    about: [
      'Governs the Aqaba Special Economic Zone, a duty-free zone on the Red Sea.',
      'تدير منطقة العقبة الاقتصادية الخاصة، المنطقة المعفاة من الرسوم على البحر الأحمر.',
    ],
    services: [
      ['Registration of zone companies', 'Customs and tax incentives', 'Investment licensing'],
      ['تسجيل شركات المنطقة', 'الحوافز الجمركية والضريبية', 'ترخيص الاستثمارات'],
    ],
    website: 'https://www.aseza.jo',
  },
  {
    name: 'Aqaba Development Corporation',
    name_ara: 'شركة تطوير العقبة',
    type_id: [TYPE.zone],
    mode_id: MODE.public,
    gov_id: GOV.aqaba,
    about: [
      'Develops and manages the ports, logistics and industrial land of Aqaba.',
      'تطوّر وتدير الموانئ والخدمات اللوجستية والأراضي الصناعية في العقبة.',
    ],
    services: [
      ['Port and logistics infrastructure', 'Industrial and logistics land'],
      ['البنية التحتية للموانئ والخدمات اللوجستية', 'الأراضي الصناعية واللوجستية'],
    ],
    website: 'https://www.adc.jo',
  },
  {
    name: 'Jordan Free and Development Zones Group',
    name_ara: 'مجموعة المناطق الحرة والتنموية الأردنية',
    type_id: [TYPE.zone],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Owns and runs the public free zones (Zarqa, Sahab, Queen Alia airport, Karak, Karama) and development zones.',
      'تملك وتدير المناطق الحرة العامة (الزرقاء، سحاب، مطار الملكة علياء، الكرك، الكرامة) والمناطق التنموية.',
    ],
    services: [
      ['Land and warehouses in free zones', 'Duty suspension for re-export'],
      ['الأراضي والمستودعات في المناطق الحرة', 'تعليق الرسوم لغايات إعادة التصدير'],
    ],
  },
  {
    name: 'Jordan Industrial Estates Company',
    name_ara: 'شركة المدن الصناعية الأردنية',
    type_id: [TYPE.zone],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      "Develops and runs Jordan's industrial estates, among them Sahab and Al Hassan (Irbid).",
      'تطوّر وتدير المدن الصناعية الأردنية، ومنها مدينة عبدالله الثاني في سحاب ومدينة الحسن في إربد.',
    ],
    services: [
      ['Serviced industrial land and buildings', 'One-stop services for investors'],
      ['أراضٍ ومبانٍ صناعية مخدومة', 'خدمات النافذة الواحدة للمستثمرين'],
    ],
    website: 'https://www.jiec.com',
  },
  {
    name: 'King Hussein Bin Talal Development Area',
    name_ara: 'منطقة الملك الحسين بن طلال التنموية',
    type_id: [TYPE.zone],
    mode_id: MODE.partnership,
    gov_id: GOV.mafraq,
    about: [
      'A development zone in Mafraq for industry and logistics.',
      'منطقة تنموية في المفرق للصناعة والخدمات اللوجستية.',
    ],
    services: [
      ['Industrial plots', 'Development zone incentives'],
      ['قطع أراضٍ صناعية', 'حوافز المناطق التنموية'],
    ],
  },
  {
    name: "Ma'an Development Area",
    name_ara: 'منطقة معان التنموية',
    type_id: [TYPE.zone],
    mode_id: MODE.partnership,
    gov_id: GOV.maan,
    about: [
      "A development zone in Ma'an for industry and renewable energy.",
      'منطقة تنموية في معان للصناعة والطاقة المتجددة.',
    ],
    services: [
      ['Industrial plots', 'Development zone incentives'],
      ['قطع أراضٍ صناعية', 'حوافز المناطق التنموية'],
    ],
  },
  {
    name: 'Jordan Exporters Association',
    name_ara: 'جمعية المصدرين الأردنيين',
    type_id: [TYPE.association],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Represents Jordanian exporters and promotes their products abroad.',
      'تمثّل المصدّرين الأردنيين وتروّج منتجاتهم في الخارج.',
    ],
    services: [
      ['Trade fair participation', 'Workshops on free trade agreements', 'Advocacy for exporters'],
      ['المشاركة في المعارض', 'ورش حول اتفاقيات التجارة الحرة', 'الدفاع عن مصالح المصدّرين'],
    ],
  },
  {
    name: "Jordan Garments, Accessories and Textiles Exporters' Association (JGATE)",
    name_ara: 'جمعية مصدري الألبسة والمحيكات والمنسوجات الأردنية',
    type_id: [TYPE.association],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Represents the garment and textile exporters of Jordan.',
      'تمثّل مصدّري الألبسة والمنسوجات في الأردن.',
    ],
    services: [
      ['Market access for garment exporters', 'Compliance and sustainability programmes'],
      ['النفاذ إلى الأسواق لمصدّري الألبسة', 'برامج الامتثال والاستدامة'],
    ],
    website: 'https://www.jgate.org.jo',
  },
  {
    name: 'Jordanian Association of Pharmaceutical Manufacturers (JAPM)',
    name_ara: 'الاتحاد الأردني لمنتجي الأدوية',
    type_id: [TYPE.association],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Represents the pharmaceutical manufacturers of Jordan.',
      'يمثّل شركات صناعة الأدوية في الأردن.',
    ],
    services: [
      ['Export market access for medicines', 'Regulatory affairs support'],
      ['النفاذ إلى أسواق التصدير للأدوية', 'دعم شؤون التسجيل والرقابة'],
    ],
    website: 'https://www.japm.com',
  },
  {
    name: 'Information and Communications Technology Association of Jordan (Int@j)',
    name_ara: 'جمعية شركات تقنية المعلومات والاتصالات الأردنية (إنتاج)',
    type_id: [TYPE.association, TYPE.support],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Represents the ICT companies of Jordan and promotes their services abroad.',
      'تمثّل شركات تكنولوجيا المعلومات والاتصالات في الأردن وتروّج خدماتها في الخارج.',
    ],
    services: [
      ['ICT export missions', 'Capacity building', 'Advocacy for the sector'],
      ['بعثات تصدير خدمات التكنولوجيا', 'بناء القدرات', 'الدفاع عن مصالح القطاع'],
    ],
    website: 'https://www.intaj.net',
  },
  {
    name: 'Jordan Exporters and Producers Association for Fruit and Vegetables (JEPA)',
    name_ara: 'جمعية المصدرين والمنتجين الأردنيين للخضار والفواكه',
    type_id: [TYPE.association],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Represents the growers and exporters of fresh fruit and vegetables.',
      'تمثّل منتجي ومصدّري الخضار والفواكه الطازجة.',
    ],
    services: [
      ['Trade fairs such as Fruit Logistica', 'Good agricultural practice programmes'],
      ['المعارض الدولية مثل فروت لوجيستيكا', 'برامج الممارسات الزراعية الجيدة'],
    ],
    website: 'https://jepa.org.jo',
  },
  {
    name: 'Jordan Europe Business Association (JEBA)',
    name_ara: 'جمعية الأعمال الأردنية الأوروبية',
    type_id: [TYPE.association, TYPE.support],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Supports Jordanian companies trading with the European Union.',
      'تدعم الشركات الأردنية التي تتاجر مع الاتحاد الأوروبي.',
    ],
    services: [
      ['Guidance on EU rules of origin', 'EU market access support'],
      ['الإرشاد حول قواعد المنشأ الأوروبية', 'دعم النفاذ إلى السوق الأوروبية'],
    ],
    website: 'https://www.jeba.org.jo',
  },
  {
    name: 'Jordanian Businessmen Association',
    name_ara: 'جمعية رجال الأعمال الأردنيين',
    type_id: [TYPE.association],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Brings together Jordanian business leaders and builds ties with foreign business councils.',
      'تجمع رجال الأعمال الأردنيين وتبني العلاقات مع مجالس الأعمال الأجنبية.',
    ],
    services: [
      ['Joint business councils', 'Trade delegations'],
      ['مجالس الأعمال المشتركة', 'الوفود التجارية'],
    ],
  },
  {
    name: 'Young Entrepreneurs Association',
    name_ara: 'جمعية شباب الأعمال',
    type_id: [TYPE.association, TYPE.support],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Supports young business owners in growing and reaching new markets.',
      'تدعم أصحاب الأعمال الشباب في التوسع والوصول إلى أسواق جديدة.',
    ],
    services: [
      ['Mentoring', 'Trade missions'],
      ['الإرشاد', 'البعثات التجارية'],
    ],
  },
  {
    name: 'Vocational Training Corporation',
    name_ara: 'مؤسسة التدريب المهني',
    type_id: [TYPE.support, TYPE.government],
    mode_id: MODE.public,
    gov_id: GOV.amman,
    about: [
      'Trains the skilled workforce of industry and services.',
      'تدرّب الأيدي العاملة الماهرة لقطاعي الصناعة والخدمات.',
    ],
    services: [
      ['Vocational training', 'Training on demand for companies'],
      ['التدريب المهني', 'التدريب حسب حاجة الشركات'],
    ],
    website: 'https://www.vtc.gov.jo',
  },
  {
    name: 'King Abdullah II Fund for Development',
    name_ara: 'صندوق الملك عبدالله الثاني للتنمية',
    type_id: [TYPE.support],
    mode_id: MODE.nonProfit,
    gov_id: GOV.amman,
    about: [
      'Funds development programmes for young people, entrepreneurs and the governorates.',
      'يموّل برامج تنموية للشباب والرياديين والمحافظات.',
    ],
    services: [
      ['Entrepreneurship programmes', 'Productive projects in the governorates'],
      ['برامج الريادة', 'المشاريع الإنتاجية في المحافظات'],
    ],
    website: 'https://www.kafd.jo',
  },
];

export const institutionsSeed: (typeof institutions.$inferInsert)[] = SEEDS.map((row, index) => {
  const [address_eng, address_ara] = row.city ?? CITY_OF_GOV[row.gov_id] ?? CITY.amman;
  return {
    id: index + 1,
    name: row.name,
    name_ara: row.name_ara,
    type_id: row.type_id,
    mode_id: row.mode_id,
    gov_id: row.gov_id,
    description_eng: row.about[0],
    description_ara: row.about[1],
    services_eng: row.services[0].join('\n'),
    services_ara: row.services[1].join('\n'),
    address_eng,
    address_ara,
    phone: '',
    email: '',
    website: row.website ?? '',
  };
});
