import { type SeedStatistic, YEARS } from './statistic-rows';
import { GEO, IND } from './statistic-trees';

// Infographics, drawn from their numbers (SAMPLE DATA: illustrative figures, not official).

const usdMillion = ['USD million', 'مليون دولار أمريكي'] as const;
const infographic = (seed: Omit<SeedStatistic, 'type'>): SeedStatistic => ({
  ...seed,
  type: 'infographics',
});

export const infographicStatistics: SeedStatistic[] = [
  infographic({
    id: 33,
    title: ['Jordan’s top exports at a glance, 2024', 'أبرز الصادرات الأردنية في لمحة، 2024'],
    subject: ['Largest export products', 'أكبر السلع المصدّرة'],
    description: [
      'Garments, fertilisers, potash and phosphate lead Jordan’s exports.',
      'تتصدّر الألبسة والأسمدة والبوتاس والفوسفات الصادرات الأردنية.',
    ],
    date: '2025-05-01',
    period: '2024',
    industries: [IND.garments, IND.fertilisers, IND.potash, IND.phosphate, IND.pharmaceuticals],
    geolocations: [GEO.jordan],
    hs: ['61', '31', '3104', '2510', '30'],
    chart: {
      unit: usdMillion,
      categories: [
        ['Garments', 'الألبسة'],
        ['Fertilisers', 'الأسمدة'],
        ['Potash', 'البوتاس'],
        ['Phosphate', 'الفوسفات'],
        ['Pharmaceuticals', 'الأدوية'],
        ['Fruit and vegetables', 'الفواكه والخضراوات'],
      ],
      series: [{ name: ['Exports', 'الصادرات'], data: [2310, 1120, 1010, 940, 790, 720] }],
    },
  }),
  infographic({
    id: 34,
    title: ['Where Jordan’s potash goes', 'إلى أين يذهب البوتاس الأردني'],
    subject: ['Potash shipments by market, 2024', 'شحنات البوتاس حسب السوق، 2024'],
    description: [
      'Four of every ten tonnes go to China and India.',
      'يذهب أربعة أطنان من كل عشرة إلى الصين والهند.',
    ],
    date: '2025-04-08',
    period: '2024',
    industries: [IND.potash],
    geolocations: [GEO.china, GEO.india, GEO.indonesia],
    hs: ['3104'],
    chart: {
      unit: ['thousand tonnes', 'ألف طن'],
      categories: [
        ['China', 'الصين'],
        ['India', 'الهند'],
        ['Indonesia', 'إندونيسيا'],
        ['Other', 'أخرى'],
      ],
      series: [{ name: ['Shipments', 'الشحنات'], data: [700, 600, 300, 1200] }],
    },
  }),
  infographic({
    id: 35,
    title: ['Olive oil: harvest to export, 2024', 'زيت الزيتون: من القطاف إلى التصدير، 2024'],
    subject: ['Production, consumption and exports', 'الإنتاج والاستهلاك والتصدير'],
    description: [
      'Most of the harvest stays at home; a tenth of it is exported.',
      'يبقى معظم المحصول في السوق المحلية، ويُصدَّر عُشره.',
    ],
    date: '2025-01-18',
    period: '2024',
    industries: [IND.oliveOil],
    geolocations: [GEO.jordan],
    hs: ['1509'],
    chart: {
      unit: ['tonnes', 'طن'],
      categories: [
        ['Production', 'الإنتاج'],
        ['Home consumption', 'الاستهلاك المحلي'],
        ['Exports', 'الصادرات'],
      ],
      series: [{ name: ['Olive oil', 'زيت الزيتون'], data: [27000, 24100, 2900] }],
    },
  }),
  infographic({
    id: 36,
    title: ['Garment exports by market, 2024', 'صادرات الألبسة حسب السوق، 2024'],
    subject: ['Where Jordan’s apparel is sold', 'أين تُباع الألبسة الأردنية'],
    description: [
      'The United States buys nine of every ten garments Jordan exports.',
      'تشتري الولايات المتحدة تسع قطع من كل عشر قطع ألبسة يصدّرها الأردن.',
    ],
    date: '2025-02-26',
    period: '2024',
    industries: [IND.garments],
    geolocations: [GEO.us, GEO.eu, GEO.canada, GEO.saudiArabia, GEO.uae],
    hs: ['61', '62'],
    chart: {
      unit: usdMillion,
      categories: [
        ['United States', 'الولايات المتحدة'],
        ['European Union', 'الاتحاد الأوروبي'],
        ['Canada', 'كندا'],
        ['Saudi Arabia', 'السعودية'],
        ['UAE', 'الإمارات'],
      ],
      series: [{ name: ['Exports', 'الصادرات'], data: [2050, 90, 45, 40, 35] }],
    },
  }),
  infographic({
    id: 37,
    title: [
      'ICT services exports by market, 2024',
      'صادرات خدمات تكنولوجيا المعلومات حسب السوق، 2024',
    ],
    subject: ['Jordan’s digital exports', 'الصادرات الرقمية الأردنية'],
    description: [
      'Gulf clients buy half of the software and digital services Jordan exports.',
      'يشتري العملاء في الخليج نصف البرمجيات والخدمات الرقمية التي يصدّرها الأردن.',
    ],
    date: '2025-04-03',
    period: '2024',
    industries: [IND.ict],
    geolocations: [GEO.saudiArabia, GEO.uae, GEO.us, GEO.eu, GEO.iraq],
    hs: [],
    chart: {
      unit: usdMillion,
      categories: [
        ['Saudi Arabia', 'السعودية'],
        ['UAE', 'الإمارات'],
        ['United States', 'الولايات المتحدة'],
        ['European Union', 'الاتحاد الأوروبي'],
        ['Iraq', 'العراق'],
      ],
      series: [{ name: ['Exports', 'الصادرات'], data: [190, 120, 90, 80, 70] }],
    },
  }),
  infographic({
    id: 38,
    title: ['Dead Sea products around the world, 2024', 'منتجات البحر الميت حول العالم، 2024'],
    subject: ['Cosmetics exports by market', 'صادرات مستحضرات التجميل حسب السوق'],
    description: [
      'European and Gulf shoppers are the largest buyers of Dead Sea skin care.',
      'المستهلكون في أوروبا والخليج هم أكبر مشتري منتجات العناية بالبشرة من البحر الميت.',
    ],
    date: '2025-02-13',
    period: '2024',
    industries: [IND.deadSea],
    geolocations: [GEO.eu, GEO.saudiArabia, GEO.us, GEO.uae, GEO.china],
    hs: ['3304'],
    premium: true,
    chart: {
      unit: usdMillion,
      categories: [
        ['European Union', 'الاتحاد الأوروبي'],
        ['Saudi Arabia', 'السعودية'],
        ['United States', 'الولايات المتحدة'],
        ['UAE', 'الإمارات'],
        ['China', 'الصين'],
      ],
      series: [{ name: ['Exports', 'الصادرات'], data: [22, 18, 15, 12, 10] }],
    },
  }),
  infographic({
    id: 39,
    title: ['Jordan’s fresh produce exports, 2024', 'صادرات الأردن من المنتجات الطازجة، 2024'],
    subject: ['Volumes by crop', 'الكميات حسب المحصول'],
    description: [
      'Tomatoes remain the largest fresh export, far ahead of potatoes and peppers.',
      'تبقى الطماطم أكبر الصادرات الطازجة، متقدّمة كثيراً على البطاطا والفلفل.',
    ],
    date: '2025-01-31',
    period: '2024',
    industries: [IND.fruitVegetables],
    geolocations: [GEO.jordan],
    hs: ['0702', '0701', '0709', '0707', '0805'],
    chart: {
      unit: ['thousand tonnes', 'ألف طن'],
      categories: [
        ['Tomatoes', 'الطماطم'],
        ['Potatoes', 'البطاطا'],
        ['Peppers', 'الفلفل'],
        ['Cucumbers', 'الخيار'],
        ['Citrus', 'الحمضيات'],
      ],
      series: [{ name: ['Exports', 'الصادرات'], data: [260, 90, 70, 60, 40] }],
    },
  }),
  infographic({
    id: 40,
    title: ['Six years of pharmaceutical exports', 'ست سنوات من صادرات الأدوية'],
    subject: ['Pharmaceutical exports, 2019–2024', 'صادرات الأدوية، 2019–2024'],
    description: ['Steady growth every year since 2019.', 'نموّ ثابت في كل عام منذ ٢٠١٩.'],
    date: '2025-02-21',
    period: '2019–2024',
    industries: [IND.pharmaceuticals],
    geolocations: [GEO.jordan],
    hs: ['30'],
    chart: {
      kind: 'bar',
      unit: usdMillion,
      categories: YEARS,
      series: [{ name: ['Exports', 'الصادرات'], data: [590, 640, 660, 700, 760, 790] }],
    },
  }),
];
