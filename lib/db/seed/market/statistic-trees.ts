import type { statisticGeolocations, statisticIndustries } from '@/lib/db/schema';

// The trees of the interactive data's filters (part 2 §3 "industries and geolocations (parent
// chains with name)", issue 26): World > Middle East and North Africa > Jordan…, Industry >
// Chemicals > Fertilisers…

type Node = [id: number, nameEng: string, nameAra: string, parentId: number | null];

const rows = (nodes: Node[]) =>
  nodes.map(([id, name_eng, name_ara, parent_id]) => ({ id, name_eng, name_ara, parent_id }));

export const GEO = {
  world: 1,
  mena: 2,
  jordan: 3,
  saudiArabia: 4,
  iraq: 5,
  uae: 6,
  egypt: 7,
  kuwait: 8,
  palestine: 9,
  qatar: 10,
  europe: 11,
  eu: 12,
  germany: 13,
  netherlands: 14,
  uk: 15,
  asia: 16,
  india: 17,
  china: 18,
  indonesia: 19,
  northAmerica: 20,
  us: 21,
  canada: 22,
} as const;

export const statisticGeolocationsSeed: (typeof statisticGeolocations.$inferInsert)[] = rows([
  [GEO.world, 'World', 'العالم', null],
  [GEO.mena, 'Middle East and North Africa', 'الشرق الأوسط وشمال أفريقيا', GEO.world],
  [GEO.jordan, 'Jordan', 'الأردن', GEO.mena],
  [GEO.saudiArabia, 'Saudi Arabia', 'المملكة العربية السعودية', GEO.mena],
  [GEO.iraq, 'Iraq', 'العراق', GEO.mena],
  [GEO.uae, 'United Arab Emirates', 'الإمارات العربية المتحدة', GEO.mena],
  [GEO.egypt, 'Egypt', 'مصر', GEO.mena],
  [GEO.kuwait, 'Kuwait', 'الكويت', GEO.mena],
  [GEO.palestine, 'Palestine', 'فلسطين', GEO.mena],
  [GEO.qatar, 'Qatar', 'قطر', GEO.mena],
  [GEO.europe, 'Europe', 'أوروبا', GEO.world],
  [GEO.eu, 'European Union', 'الاتحاد الأوروبي', GEO.europe],
  [GEO.germany, 'Germany', 'ألمانيا', GEO.eu],
  [GEO.netherlands, 'Netherlands', 'هولندا', GEO.eu],
  [GEO.uk, 'United Kingdom', 'المملكة المتحدة', GEO.europe],
  [GEO.asia, 'Asia', 'آسيا', GEO.world],
  [GEO.india, 'India', 'الهند', GEO.asia],
  [GEO.china, 'China', 'الصين', GEO.asia],
  [GEO.indonesia, 'Indonesia', 'إندونيسيا', GEO.asia],
  [GEO.northAmerica, 'North America', 'أمريكا الشمالية', GEO.world],
  [GEO.us, 'United States', 'الولايات المتحدة', GEO.northAmerica],
  [GEO.canada, 'Canada', 'كندا', GEO.northAmerica],
]);

export const IND = {
  industry: 1,
  chemicals: 2,
  fertilisers: 3,
  pharmaceuticals: 4,
  garments: 5,
  food: 6,
  oliveOil: 7,
  mining: 8,
  phosphate: 9,
  potash: 10,
  agriculture: 11,
  fruitVegetables: 12,
  dates: 13,
  services: 14,
  ict: 15,
  engineeringServices: 16,
  deadSea: 17,
  engineering: 18,
} as const;

export const statisticIndustriesSeed: (typeof statisticIndustries.$inferInsert)[] = rows([
  [IND.industry, 'Industry', 'الصناعة', null],
  [IND.chemicals, 'Chemicals', 'الصناعات الكيماوية', IND.industry],
  [IND.fertilisers, 'Fertilisers', 'الأسمدة', IND.chemicals],
  [IND.pharmaceuticals, 'Pharmaceuticals', 'الصناعات الدوائية', IND.chemicals],
  [IND.garments, 'Textiles and garments', 'المحيكات والألبسة', IND.industry],
  [IND.food, 'Food processing', 'الصناعات الغذائية', IND.industry],
  [IND.oliveOil, 'Olive oil', 'زيت الزيتون', IND.food],
  [IND.mining, 'Mining and quarrying', 'التعدين واستغلال المحاجر', null],
  [IND.phosphate, 'Phosphate', 'الفوسفات', IND.mining],
  [IND.potash, 'Potash', 'البوتاس', IND.mining],
  [IND.agriculture, 'Agriculture', 'الزراعة', null],
  [IND.fruitVegetables, 'Fruit and vegetables', 'الفواكه والخضراوات', IND.agriculture],
  [IND.dates, 'Dates', 'التمور', IND.agriculture],
  [IND.services, 'Services', 'الخدمات', null],
  [IND.ict, 'ICT services', 'خدمات تكنولوجيا المعلومات والاتصالات', IND.services],
  [IND.engineeringServices, 'Engineering services', 'الخدمات الهندسية', IND.services],
  [IND.deadSea, 'Dead Sea cosmetics', 'مستحضرات البحر الميت', IND.chemicals],
  [IND.engineering, 'Engineering industries', 'الصناعات الهندسية', IND.industry],
]);
