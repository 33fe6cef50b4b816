import type { StaffHsCode, StaffHsSynonym } from '@/features/hs-codes/staff-schemas';

// The records the HS codes console's test shows (hs-codes-console.test.tsx).

export const OLIVE_OIL_AR = 'زيت الزيتون وأجزاؤه، وإن كان مكرراً، لكن دون تعديل كيميائي';
export const heading: StaffHsCode = {
  code: '1509',
  level: 4,
  section_id: 'III',
  parent: '15',
  name_en: 'Olive oil and its fractions; whether or not refined, but not chemically modified',
  name_ar: OLIVE_OIL_AR,
  heading_name_ar: null,
  version: 3,
};
export const subheading: StaffHsCode = {
  code: '150920',
  level: 6,
  section_id: 'III',
  parent: '1509',
  name_en: 'Vegetable oils; olive oil and its fractions, extra virgin olive oil',
  name_ar: '',
  heading_name_ar: OLIVE_OIL_AR,
  version: 1,
};
export const query = { page: 1, page_size: 20 };
export const page = (data: StaffHsCode[]) => ({ data, total: data.length, page: 1, page_count: 1 });

export const synonym: StaffHsSynonym = {
  id: 4,
  code: '0406',
  phrase_en: 'jameed (dried yoghurt balls)',
  phrase_ar: 'جميد',
  code_name_en: 'Cheese and curd',
  code_name_ar: 'الأجبان واللبن المخثر',
  version: 2,
};
