import type { companyTypes, governorates, locationTypes, titles } from '@/lib/db/schema';

type Row = readonly [id: number, name_eng: string, name_ara: string];
const named = ([id, name_eng, name_ara]: Row) => ({ id, name_eng, name_ara });

// The 12 governorates of Jordan (part 2 §4: a local company names one).
// prettier-ignore
const GOVERNORATES: readonly Row[] = [
  [1, 'Amman', 'العاصمة (عمّان)'],
  [2, 'Irbid', 'إربد'],
  [3, 'Zarqa', 'الزرقاء'],
  [4, 'Balqa', 'البلقاء'],
  [5, 'Mafraq', 'المفرق'],
  [6, 'Jerash', 'جرش'],
  [7, 'Ajloun', 'عجلون'],
  [8, 'Madaba', 'مادبا'],
  [9, 'Karak', 'الكرك'],
  [10, 'Tafilah', 'الطفيلة'],
  [11, "Ma'an", 'معان'],
  [12, 'Aqaba', 'العقبة'],
];

// Legal forms of the Companies Law of Jordan (No. 22 of 1997), as the Companies Control
// Department registers them.
// prettier-ignore
const COMPANY_TYPES: readonly Row[] = [
  [1, 'Limited Liability Company', 'شركة ذات مسؤولية محدودة'],
  [2, 'Public Shareholding Company', 'شركة مساهمة عامة'],
  [3, 'Private Shareholding Company', 'شركة مساهمة خاصة'],
  [4, 'General Partnership', 'شركة تضامن'],
  [5, 'Limited Partnership', 'شركة توصية بسيطة'],
  [6, 'Sole Proprietorship', 'مؤسسة فردية'],
  [7, 'Foreign Company Branch', 'فرع شركة أجنبية'],
  [8, 'Non-profit Company', 'شركة غير ربحية'],
];

// part 3 §3 "person_title".
// prettier-ignore
const TITLES: readonly Row[] = [
  [1, 'Mr.', 'السيد'],
  [2, 'Mrs.', 'السيدة'],
  [3, 'Ms.', 'الآنسة'],
  [4, 'Dr.', 'الدكتور'],
  [5, 'Eng.', 'المهندس'],
  [6, 'Prof.', 'الأستاذ الدكتور'],
];

// part 2 §9: 1 local, 2 international.
// prettier-ignore
const LOCATION_TYPES: readonly Row[] = [
  [1, 'Local (in Jordan)', 'محلية (داخل الأردن)'],
  [2, 'International (outside Jordan)', 'دولية (خارج الأردن)'],
];

export const governoratesSeed: (typeof governorates.$inferInsert)[] = GOVERNORATES.map(named);
export const companyTypesSeed: (typeof companyTypes.$inferInsert)[] = COMPANY_TYPES.map(named);
export const titlesSeed: (typeof titles.$inferInsert)[] = TITLES.map(named);
export const locationTypesSeed: (typeof locationTypes.$inferInsert)[] = LOCATION_TYPES.map(named);
