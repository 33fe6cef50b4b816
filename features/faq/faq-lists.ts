export const HOME_FAQ_LIMIT = 10; // part 1 §2.3 and §9

type FaqFlags = { status: number; add_to_home: number };

// part 1 §2.3: the home accordion keeps status 1 and add_to_home 1, at most 10.
export function homeFaqs<T extends FaqFlags>(faqs: T[]): { items: T[]; showMore: boolean } {
  const items = faqs
    .filter((faq) => faq.status === 1 && faq.add_to_home === 1)
    .slice(0, HOME_FAQ_LIMIT);
  return { items, showMore: items.length >= HOME_FAQ_LIMIT };
}

// part 2 "FAQ for exporters": only status 1 is shown, and the tab lists are reversed.
export function publishedFaqs<T extends { status: number }>(
  faqs: T[],
  { reversed = false } = {},
): T[] {
  const published = faqs.filter((faq) => faq.status === 1);
  return reversed ? published.reverse() : published;
}

// part 2: the three tabs of FAQ for exporters; freight and logistics is the default.
export const EXPORTER_FAQ_TABS = [
  { tab: 1, slug: 'freight-and-logistic' },
  { tab: 2, slug: 'financing' },
  { tab: 3, slug: 'legal-and-regulatory-requirements' },
] as const;

export const FAQ_PAGE_SIZE = 9;
