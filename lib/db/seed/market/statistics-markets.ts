import { type SeedStatistic, YEARS } from './statistic-rows';
import { GEO, IND } from './statistic-trees';

// Jordan's export markets and sectors (SAMPLE DATA: illustrative figures, not official).

const usdMillion = ['USD million', 'مليون دولار أمريكي'] as const;
const share = ['% of exports', '٪ من الصادرات'] as const;
const exportsTo = (data: number[]) => [{ name: ['Exports', 'الصادرات'] as const, data }];

const US = ['United States', 'الولايات المتحدة'] as const;
const SAUDI = ['Saudi Arabia', 'السعودية'] as const;
const INDIA = ['India', 'الهند'] as const;
const IRAQ = ['Iraq', 'العراق'] as const;
const UAE = ['UAE', 'الإمارات'] as const;
const EGYPT = ['Egypt', 'مصر'] as const;
const KUWAIT = ['Kuwait', 'الكويت'] as const;
const QATAR = ['Qatar', 'قطر'] as const;
const CHINA = ['China', 'الصين'] as const;
const INDONESIA = ['Indonesia', 'إندونيسيا'] as const;
const OTHER = ['Other', 'أخرى'] as const;

export const marketStatistics: SeedStatistic[] = [
  {
    id: 13,
    type: 'statistics',
    title: ['Main destinations of Jordan’s exports, 2024', 'أهم وجهات الصادرات الأردنية، 2024'],
    subject: ['Share of national exports by market', 'حصة كل سوق من الصادرات الوطنية'],
    description: [
      'The United States, Saudi Arabia and India together take close to half of the kingdom’s exports.',
      'تستقبل الولايات المتحدة والسعودية والهند معاً قرابة نصف صادرات المملكة.',
    ],
    date: '2025-04-20',
    period: '2024',
    industries: [],
    geolocations: [GEO.us, GEO.saudiArabia, GEO.india, GEO.iraq, GEO.uae, GEO.egypt, GEO.kuwait],
    hs: [],
    chart: {
      unit: share,
      categories: [US, SAUDI, INDIA, IRAQ, UAE, EGYPT, KUWAIT],
      series: [{ name: ['Share', 'الحصة'], data: [24.5, 11.8, 10.9, 7.4, 4.6, 3.1, 2.6] }],
    },
  },
  {
    id: 14,
    type: 'statistics',
    title: [
      'Exports to the United States by product group, 2024',
      'الصادرات إلى الولايات المتحدة حسب مجموعة السلع، 2024',
    ],
    subject: ['What Jordan sells in the US market', 'ما يبيعه الأردن في السوق الأمريكية'],
    description: [
      'Garments dominate, followed by jewellery, medicines and fertilisers.',
      'تتصدّر الألبسة، تليها المجوهرات والأدوية والأسمدة.',
    ],
    date: '2025-04-22',
    period: '2024',
    industries: [IND.garments, IND.pharmaceuticals, IND.fertilisers],
    geolocations: [GEO.us],
    hs: ['61', '62', '7113', '30'],
    chart: {
      unit: usdMillion,
      categories: [
        ['Garments', 'الألبسة'],
        ['Jewellery', 'المجوهرات'],
        ['Pharmaceuticals', 'الأدوية'],
        ['Fertilisers', 'الأسمدة'],
        OTHER,
      ],
      series: exportsTo([2050, 300, 110, 80, 380]),
    },
  },
  {
    id: 15,
    type: 'statistics',
    title: ['Exports to Saudi Arabia, 2019–2024', 'الصادرات إلى السعودية، 2019–2024'],
    subject: ['Jordan’s largest Arab market', 'أكبر سوق عربية للأردن'],
    description: [
      'Food, medicines, chemicals and fresh produce cross the Al-Omari border to the Saudi market.',
      'تعبر الأغذية والأدوية والكيماويات والمنتجات الطازجة حدود العمري إلى السوق السعودية.',
    ],
    date: '2025-03-18',
    period: '2019–2024',
    industries: [],
    geolocations: [GEO.saudiArabia],
    hs: [],
    chart: {
      unit: usdMillion,
      categories: YEARS,
      series: exportsTo([790, 760, 900, 1080, 1020, 1060]),
    },
  },
  {
    id: 16,
    type: 'statistics',
    title: ['Exports to Iraq, 2019–2024', 'الصادرات إلى العراق، 2019–2024'],
    subject: ['Overland trade through Karameh–Trebil', 'التجارة البرية عبر الكرامة–طريبيل'],
    description: [
      'Iraq buys Jordanian food, medicines, building materials and fresh produce.',
      'يشتري العراق الأغذية والأدوية ومواد البناء والمنتجات الطازجة الأردنية.',
    ],
    date: '2025-03-18',
    period: '2019–2024',
    industries: [],
    geolocations: [GEO.iraq],
    hs: [],
    chart: {
      unit: usdMillion,
      categories: YEARS,
      series: exportsTo([640, 520, 600, 680, 730, 760]),
    },
  },
  {
    id: 17,
    type: 'statistics',
    title: ['Exports to India, 2019–2024', 'الصادرات إلى الهند، 2019–2024'],
    subject: [
      'Phosphate, potash and fertilisers for Indian agriculture',
      'الفوسفات والبوتاس والأسمدة للزراعة الهندية',
    ],
    description: [
      'India is the main buyer of Jordan’s phosphate and phosphoric acid; values follow fertiliser prices.',
      'الهند هي المشتري الرئيسي للفوسفات وحامض الفوسفوريك الأردني، وتتبع القيم أسعار الأسمدة.',
    ],
    date: '2025-03-25',
    period: '2019–2024',
    industries: [IND.phosphate, IND.potash, IND.fertilisers],
    geolocations: [GEO.india],
    hs: ['2510', '2809', '3104', '3105'],
    premium: true,
    chart: {
      unit: usdMillion,
      categories: YEARS,
      series: exportsTo([830, 720, 1150, 1900, 1300, 1200]),
    },
  },
  {
    id: 18,
    type: 'statistics',
    title: ['Exports to the European Union, 2019–2024', 'الصادرات إلى الاتحاد الأوروبي، 2019–2024'],
    subject: [
      'Trade under the EU–Jordan Association Agreement',
      'التجارة بموجب اتفاقية الشراكة الأردنية الأوروبية',
    ],
    description: [
      'The relaxed rules of origin opened European markets to more Jordanian manufacturers.',
      'فتحت قواعد المنشأ المبسّطة الأسواق الأوروبية أمام مزيد من المصنّعين الأردنيين.',
    ],
    date: '2025-02-28',
    period: '2019–2024',
    industries: [IND.industry],
    geolocations: [GEO.eu],
    hs: [],
    chart: {
      unit: usdMillion,
      categories: YEARS,
      series: exportsTo([350, 300, 360, 420, 440, 460]),
    },
  },
  {
    id: 19,
    type: 'statistics',
    title: ['Phosphate exports by destination, 2024', 'صادرات الفوسفات حسب الوجهة، 2024'],
    subject: ['Share of phosphate rock exports', 'الحصص من صادرات صخر الفوسفات'],
    description: [
      'South and East Asian fertiliser producers buy most of Jordan’s phosphate rock.',
      'يشتري منتجو الأسمدة في جنوب آسيا وشرقها معظم صخر الفوسفات الأردني.',
    ],
    date: '2025-04-05',
    period: '2024',
    industries: [IND.phosphate],
    geolocations: [GEO.india, GEO.indonesia, GEO.china],
    hs: ['2510'],
    chart: {
      unit: ['% of phosphate exports', '٪ من صادرات الفوسفات'],
      categories: [INDIA, INDONESIA, CHINA, OTHER],
      series: [{ name: ['Share', 'الحصة'], data: [58, 14, 9, 19] }],
    },
  },
  {
    id: 20,
    type: 'statistics',
    title: ['Potash exports by destination, 2024', 'صادرات البوتاس حسب الوجهة، 2024'],
    subject: ['Volumes shipped from Aqaba', 'الكميات المشحونة من العقبة'],
    description: [
      'China, India and South-East Asia take most of the potash shipped through Aqaba.',
      'تستقبل الصين والهند وجنوب شرق آسيا معظم البوتاس المشحون عبر العقبة.',
    ],
    date: '2025-04-05',
    period: '2024',
    industries: [IND.potash],
    geolocations: [GEO.china, GEO.india, GEO.indonesia],
    hs: ['3104'],
    chart: {
      unit: ['thousand tonnes', 'ألف طن'],
      categories: [CHINA, INDIA, INDONESIA, OTHER],
      series: exportsTo([700, 600, 300, 1200]),
    },
  },
  {
    id: 21,
    type: 'statistics',
    title: ['Fresh produce exports to the Gulf, 2024', 'صادرات المنتجات الطازجة إلى الخليج، 2024'],
    subject: ['Volumes by market', 'الكميات حسب السوق'],
    description: [
      'Refrigerated trucks carry vegetables and fruit to Gulf markets within two days of harvest.',
      'تنقل الشاحنات المبرّدة الخضراوات والفواكه إلى أسواق الخليج خلال يومين من القطاف.',
    ],
    date: '2025-01-30',
    period: '2024',
    industries: [IND.fruitVegetables],
    geolocations: [GEO.saudiArabia, GEO.uae, GEO.kuwait, GEO.qatar],
    hs: ['07', '08'],
    chart: {
      unit: ['thousand tonnes', 'ألف طن'],
      categories: [SAUDI, UAE, KUWAIT, QATAR],
      series: exportsTo([260, 120, 70, 50]),
    },
  },
  {
    id: 22,
    type: 'statistics',
    title: ['Pharmaceutical exports by destination, 2024', 'صادرات الأدوية حسب الوجهة، 2024'],
    subject: ['Jordan’s medicine markets', 'أسواق الدواء الأردني'],
    description: [
      'Registration in Gulf and Iraqi health systems underpins most of the sector’s sales abroad.',
      'يقوم معظم مبيعات القطاع في الخارج على تسجيل الأدوية لدى الأنظمة الصحية في الخليج والعراق.',
    ],
    date: '2025-02-20',
    period: '2024',
    industries: [IND.pharmaceuticals],
    geolocations: [GEO.saudiArabia, GEO.iraq, GEO.uae, GEO.us],
    hs: ['3004'],
    premium: true,
    chart: {
      unit: usdMillion,
      categories: [SAUDI, IRAQ, UAE, US, OTHER],
      series: exportsTo([210, 120, 70, 60, 330]),
    },
  },
  {
    id: 23,
    type: 'statistics',
    title: ['Exports by sector, 2024', 'الصادرات حسب القطاع، 2024'],
    subject: ['Share of national exports', 'الحصة من الصادرات الوطنية'],
    description: [
      'Chemicals and fertilisers, garments and mining make up three quarters of national exports.',
      'تشكّل الكيماويات والأسمدة والألبسة والتعدين ثلاثة أرباع الصادرات الوطنية.',
    ],
    date: '2025-04-20',
    period: '2024',
    industries: [IND.chemicals, IND.garments, IND.mining, IND.food, IND.pharmaceuticals],
    geolocations: [GEO.jordan],
    hs: [],
    chart: {
      unit: share,
      categories: [
        ['Chemicals and fertilisers', 'الكيماويات والأسمدة'],
        ['Garments', 'الألبسة'],
        ['Mining', 'التعدين'],
        ['Food', 'الأغذية'],
        ['Pharmaceuticals', 'الأدوية'],
        OTHER,
      ],
      series: [{ name: ['Share', 'الحصة'], data: [28, 27, 20, 9, 9, 7] }],
    },
  },
  {
    id: 24,
    type: 'statistics',
    title: ['Exporting companies by sector, 2024', 'الشركات المصدّرة حسب القطاع، 2024'],
    subject: ['Number of companies that exported', 'عدد الشركات التي صدّرت'],
    description: [
      'Food and engineering count the most exporters; pharmaceuticals the fewest but the largest firms.',
      'يضمّ قطاعا الأغذية والهندسة أكبر عدد من المصدّرين، والأدوية أقلّها عدداً وأكبرها حجماً.',
    ],
    date: '2025-04-28',
    period: '2024',
    industries: [
      IND.food,
      IND.chemicals,
      IND.garments,
      IND.engineering,
      IND.pharmaceuticals,
      IND.ict,
    ],
    geolocations: [GEO.jordan],
    hs: [],
    chart: {
      unit: ['companies', 'شركة'],
      categories: [
        ['Food', 'الأغذية'],
        ['Engineering', 'الهندسة'],
        ['Chemicals', 'الكيماويات'],
        ['ICT', 'تكنولوجيا المعلومات'],
        ['Garments', 'الألبسة'],
        ['Pharmaceuticals', 'الأدوية'],
      ],
      series: [{ name: ['Companies', 'الشركات'], data: [420, 260, 210, 180, 95, 35] }],
    },
  },
];
