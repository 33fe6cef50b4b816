import type { PublicationsPage } from '@/features/publications/api/use-publications';
import type { Publication, PublicationFilters } from '@/features/publications/schemas';

// What GET /api/publications and GET /api/publications/filters answer, for the catalogue's tests.

export const publication = (id: number, changes: Partial<Publication> = {}): Publication => ({
  id,
  image: `/api/uploads/seed/publications/${id}.webp`,
  DESCRIPTION_ENG: `Study ${id}`,
  DESCRIPTION_ARA: `دراسة ${id}`,
  country_id: 682,
  country_belongs: { name_eng: 'Saudi Arabia', name_ara: 'المملكة العربية السعودية' },
  industry: [3],
  sectors: [{ id: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }],
  date_start: '2026-09-14',
  formattedDate: 'Sep 14, 2026',
  year: '2026',
  TARIFF_ENG: '<p>A summary.</p>',
  TARIFF_ARA: '<p>ملخص.</p>',
  TARIFF_FILE: `/api/files/publications/${id}-en.pdf`,
  TARIFF_FILE_AR: `/api/files/publications/${id}-ar.pdf`,
  for_vip: false,
  ...changes,
});

export const PAGE: PublicationsPage = {
  data: [
    publication(1, { DESCRIPTION_ENG: 'Saudi Arabia market brief' }),
    publication(3, { DESCRIPTION_ENG: 'UAE cosmetics study', for_vip: true }),
  ],
  total: 19,
  page: 1,
  page_size: 9,
  page_count: 3,
};

export const FILTERS: PublicationFilters = {
  countries: [
    { id: 682, code_3: 'SAU', name_eng: 'Saudi Arabia', name_ara: 'المملكة العربية السعودية' },
    { id: 276, code_3: 'DEU', name_eng: 'Germany', name_ara: 'ألمانيا' },
    { id: 400, code_3: 'JOR', name_eng: 'Jordan', name_ara: 'الأردن' },
    { id: 999, code_3: 'GMK', name_eng: 'Global markets', name_ara: 'الأسواق العالمية' },
  ],
  sectors: [{ id: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }],
  years: ['2026', '2025'],
};
