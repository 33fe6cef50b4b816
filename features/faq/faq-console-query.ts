import { z } from 'zod';

import { absentWhenEmpty, consolePageQuery } from '@/lib/validation/page-query';

import type { StaffFaq } from './staff-schemas';

// Issue 29: /admin/faqs' filters in its address (category, tab, published or not, on the home
// page or not) and its pages. Odd values are left out (lenientQuery), never an error page.

const flag = absentWhenEmpty(z.enum(['0', '1']));

export const faqConsoleQuerySchema = z.object({
  category: absentWhenEmpty(z.enum(['1', '2'])),
  tab: absentWhenEmpty(z.enum(['1', '2', '3'])),
  status: flag,
  home: flag,
  ...consolePageQuery([10, 20, 50, 100], 20),
});
export type FaqConsoleQuery = z.infer<typeof faqConsoleQuerySchema>;

/** The FAQs the filters keep, in the order of the console's list. */
export function filterFaqs(rows: readonly StaffFaq[], query: FaqConsoleQuery): StaffFaq[] {
  return rows.filter(
    (row) =>
      (query.category === undefined || String(row.category) === query.category) &&
      (query.tab === undefined || String(row.tab) === query.tab) &&
      (query.status === undefined || String(row.status) === query.status) &&
      (query.home === undefined || String(row.add_to_home) === query.home),
  );
}

/** Whether a FAQ is the first or the last of its tab (its Up and Down buttons). */
export function placeInTab(rows: readonly StaffFaq[], faq: StaffFaq) {
  const tab = rows.filter((row) => row.category === faq.category && row.tab === faq.tab);
  return { first: tab[0]?.id === faq.id, last: tab.at(-1)?.id === faq.id };
}
