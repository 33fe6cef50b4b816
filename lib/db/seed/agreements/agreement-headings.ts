import type { agreementHeadings } from '@/lib/db/schema';

import { CHECKED_57, US_3304_57 } from './facts-checked-57';

// Issue 37 (market access): an agreement's terms for a heading, where a public fact states them.
// Under the Jordan–United States FTA the United States' duties on originating goods of these
// headings (olive oil, T-shirts: among Jordan's exports there) reached zero by 1 January 2010,
// when the agreement was fully implemented; the U.S. tariff writes "Free" for Jordan (JO) in its
// special column. Cosmetics (33.04) are free under the general rate for every origin (issue 57). No heading-specific rule of origin is seeded: none was
// certain enough to state.

type HeadingSeed = typeof agreementHeadings.$inferInsert & { id: number };

const US_FREE = {
  agreement_id: 2,
  preferential_duty_en: 'Free (0 %) into the United States',
  preferential_duty_ar: 'معفاة (٠٪) عند الدخول إلى الولايات المتحدة',
  specific_rule_en: '',
  specific_rule_ar: '',
  sample: false,
  source_name_en:
    'Harmonized Tariff Schedule of the United States (USITC): “Free” for Jordan (JO) in the special rate column; the FTA fully implemented on 1 January 2010',
  source_name_ar:
    'جدول التعرفة المنسّق للولايات المتحدة (لجنة التجارة الدولية الأمريكية): «معفاة» للأردن (JO) في عمود الفئات الخاصة؛ وطُبّقت الاتفاقية بالكامل في ١ كانون الثاني ٢٠١٠',
  source_url: 'https://hts.usitc.gov/',
  source_date: '2010-01-01',
} as const;

const ROWS: HeadingSeed[] = [
  { id: 1, hs_code: '1509', ...US_FREE, ...CHECKED_57 },
  { id: 2, hs_code: '6109', ...US_FREE, ...CHECKED_57 },
  // Issue 57: free under the general rate, not through the agreement.
  { id: 3, hs_code: '3304', ...US_FREE, ...US_3304_57, ...CHECKED_57 },
];

/** The seeded rows whose code the database holds (tests load a few chapters only). */
export const agreementHeadingsSeed = (codes: ReadonlySet<string>): HeadingSeed[] =>
  ROWS.filter((row) => codes.has(row.hs_code));
