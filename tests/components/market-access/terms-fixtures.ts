import type { GeneralOriginRule } from '@/features/market-access/schemas';
import type { StaffHeadingTerms } from '@/features/market-access/staff-schemas';

// The records the console's market access test shows (terms-console.test.tsx).

export const SOURCE = {
  name_en: 'CBP',
  name_ar: 'الجمارك الأمريكية',
  url: 'https://www.cbp.gov',
  date: null,
  // Issue 57: never checked.
  checked_on: null,
  review_by: null,
};

export const heading = (over: Partial<StaffHeadingTerms> = {}): StaffHeadingTerms => ({
  id: 3,
  agreement_id: 9,
  hs_code: '1509',
  preferential_duty_en: 'Free',
  preferential_duty_ar: 'معفى',
  specific_rule_en: '',
  specific_rule_ar: '',
  sample: false,
  source: SOURCE,
  version: 4,
  ...over,
});

export const rule: GeneralOriginRule = {
  agreement_id: 9,
  value_kind: 'value_added',
  value_percent: 35,
  tariff_shift: 'substantial_transformation',
  cumulation_en: 'Up to 15 % US materials.',
  cumulation_ar: 'حتى ١٥٪ من مواد أمريكية.',
  cumulation_partners: ['US'],
  proofs: ['importer_claim'],
  notes_en: '',
  notes_ar: '',
  source: SOURCE,
  version: 2,
};

export const page = (rows: StaffHeadingTerms[]) => ({
  data: rows,
  total: rows.length,
  page: 1,
  page_count: 1,
});
export const query = { page: 1, page_size: 25 as const };
