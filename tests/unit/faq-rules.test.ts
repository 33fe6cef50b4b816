import { describe, expect, it } from 'vitest';

import { EXPORTER_FAQ_TABS, FAQ_PAGE_SIZE, publishedFaqs } from '@/features/faq/faq-lists';

const faqs = [
  { id: 1, status: 1 },
  { id: 2, status: 0 },
  { id: 3, status: 1 },
  { id: 4, status: 2 },
  { id: 5, status: 1 },
];

describe('publishedFaqs (part 2 "FAQ for exporters")', () => {
  it('keeps only status 1, in order', () => {
    expect(publishedFaqs(faqs).map((faq) => faq.id)).toEqual([1, 3, 5]);
  });

  it('reverses the tab lists without touching the list it was given', () => {
    const before = faqs.map((faq) => faq.id);
    expect(publishedFaqs(faqs, { reversed: true }).map((faq) => faq.id)).toEqual([5, 3, 1]);
    expect(faqs.map((faq) => faq.id)).toEqual(before);
  });

  it('gives an empty list when nothing is published', () => {
    expect(publishedFaqs([{ id: 9, status: 0 }], { reversed: true })).toEqual([]);
  });

  it('has the three exporter tabs with freight and logistics first, and 9 per page', () => {
    expect(EXPORTER_FAQ_TABS.map((tab) => tab.slug)).toEqual([
      'freight-and-logistic',
      'financing',
      'legal-and-regulatory-requirements',
    ]);
    expect(FAQ_PAGE_SIZE).toBe(9);
  });
});
