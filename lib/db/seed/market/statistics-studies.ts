import type { SeedStatistic } from './statistic-rows';
import { GEO, IND } from './statistic-trees';

// Market studies (SAMPLE DATA: illustrative summaries; the studies themselves are not published).

const study = (seed: Omit<SeedStatistic, 'type'>): SeedStatistic => ({ ...seed, type: 'studies' });

export const studyStatistics: SeedStatistic[] = [
  study({
    id: 25,
    title: ['Olive oil in the German market', 'زيت الزيتون في السوق الألمانية'],
    subject: [
      'Market study for Jordanian olive oil exporters',
      'دراسة سوق لمصدّري زيت الزيتون الأردنيين',
    ],
    description: [
      'Demand for premium extra virgin olive oil, organic certification, retail channels and price points in Germany.',
      'الطلب على زيت الزيتون البكر الممتاز، وشهادات الزراعة العضوية، وقنوات البيع بالتجزئة ومستويات الأسعار في ألمانيا.',
    ],
    date: '2025-05-05',
    period: '2024',
    industries: [IND.oliveOil],
    geolocations: [GEO.germany],
    hs: ['1509'],
    premium: true,
  }),
  study({
    id: 26,
    title: [
      'Jordanian garments under the US free trade agreement',
      'الألبسة الأردنية بموجب اتفاقية التجارة الحرة مع الولايات المتحدة',
    ],
    subject: ['Sector study', 'دراسة قطاعية'],
    description: [
      'How apparel makers use the agreement’s duty-free access, its rules of origin and the buyers’ compliance audits.',
      'كيف يستفيد مصنّعو الألبسة من الإعفاء الجمركي في الاتفاقية، وقواعد المنشأ، وتدقيق الامتثال لدى المشترين.',
    ],
    date: '2025-04-10',
    period: '2019–2024',
    industries: [IND.garments],
    geolocations: [GEO.us],
    hs: ['61', '62'],
  }),
  study({
    id: 27,
    title: [
      'Pharmaceutical export opportunities in Saudi Arabia',
      'فرص تصدير الأدوية إلى السعودية',
    ],
    subject: ['Market study', 'دراسة سوق'],
    description: [
      'Registration with the Saudi Food and Drug Authority, tender procurement, local manufacturing rules and the therapeutic areas in demand.',
      'التسجيل لدى الهيئة العامة للغذاء والدواء السعودية، والمشتريات بالمناقصات، وقواعد التصنيع المحلي، والمجالات العلاجية المطلوبة.',
    ],
    date: '2025-03-20',
    period: '2024',
    industries: [IND.pharmaceuticals],
    geolocations: [GEO.saudiArabia],
    hs: ['30'],
    premium: true,
  }),
  study({
    id: 28,
    title: ['Fresh produce logistics to the Gulf', 'لوجستيات المنتجات الطازجة إلى الخليج'],
    subject: ['Cold chain and border crossings', 'سلسلة التبريد والمعابر الحدودية'],
    description: [
      'Transit times, refrigerated transport costs and the documents Gulf importers ask for.',
      'مدد العبور وتكاليف النقل المبرّد والوثائق التي يطلبها المستوردون في الخليج.',
    ],
    date: '2025-02-14',
    period: '2024',
    industries: [IND.fruitVegetables],
    geolocations: [GEO.saudiArabia, GEO.uae, GEO.kuwait, GEO.qatar],
    hs: ['07', '08'],
  }),
  study({
    id: 29,
    title: [
      'Iraq as a market for Jordanian processed food',
      'العراق سوقاً للأغذية المصنّعة الأردنية',
    ],
    subject: ['Market study', 'دراسة سوق'],
    description: [
      'Distribution in Baghdad, Erbil and Basra, labelling in Arabic, and the competition from neighbouring suppliers.',
      'التوزيع في بغداد وأربيل والبصرة، والملصقات باللغة العربية، والمنافسة من الموردين المجاورين.',
    ],
    date: '2025-01-22',
    period: '2024',
    industries: [IND.food],
    geolocations: [GEO.iraq],
    hs: ['19', '20', '21'],
  }),
  study({
    id: 30,
    title: [
      'ICT services exports to the European Union',
      'صادرات خدمات تكنولوجيا المعلومات إلى الاتحاد الأوروبي',
    ],
    subject: ['Sector study', 'دراسة قطاعية'],
    description: [
      'Nearshoring demand, data protection rules and the partnerships that bring Jordanian software firms to EU clients.',
      'الطلب على التعهيد القريب، وقواعد حماية البيانات، والشراكات التي توصل شركات البرمجيات الأردنية إلى العملاء الأوروبيين.',
    ],
    date: '2025-05-12',
    period: '2024',
    industries: [IND.ict],
    geolocations: [GEO.eu],
    hs: [],
  }),
  study({
    id: 31,
    title: ['Fertiliser demand in India', 'الطلب على الأسمدة في الهند'],
    subject: ['Market outlook', 'آفاق السوق'],
    description: [
      'Subsidy policy, import tenders and the outlook for phosphate-based fertilisers over the next five years.',
      'سياسة الدعم ومناقصات الاستيراد وآفاق الأسمدة الفوسفاتية خلال السنوات الخمس المقبلة.',
    ],
    date: '2025-03-28',
    period: '2025–2029',
    industries: [IND.fertilisers, IND.phosphate],
    geolocations: [GEO.india],
    hs: ['3105', '2510'],
    premium: true,
  }),
  study({
    id: 32,
    title: ['Dates in the United Kingdom', 'التمور في المملكة المتحدة'],
    subject: ['Market study', 'دراسة سوق'],
    description: [
      'Ramadan demand, supermarket listings and the packaging British retailers prefer for Medjool dates.',
      'الطلب في رمضان، والإدراج في المتاجر الكبرى، والتغليف الذي يفضّله تجّار التجزئة البريطانيون لتمور المجهول.',
    ],
    date: '2025-02-03',
    period: '2024',
    industries: [IND.dates],
    geolocations: [GEO.uk],
    hs: ['0804'],
  }),
];
