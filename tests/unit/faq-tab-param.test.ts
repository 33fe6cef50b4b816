import { describe, expect, it } from 'vitest';

import { DEFAULT_FAQ_TAB, parseFaqTab } from '@/features/faq/faq-tab-param';

describe('parseFaqTab (the ?tab= of FAQ for exporters)', () => {
  it('defaults to freight and logistics', () => {
    expect(DEFAULT_FAQ_TAB).toBe('freight-and-logistic');
    expect(parseFaqTab(null)).toBe('freight-and-logistic');
    expect(parseFaqTab(undefined)).toBe('freight-and-logistic');
    expect(parseFaqTab('')).toBe('freight-and-logistic');
  });

  it('reads each slug, whatever its case and spaces', () => {
    expect(parseFaqTab('financing')).toBe('financing');
    expect(parseFaqTab(' Legal-And-Regulatory-Requirements ')).toBe(
      'legal-and-regulatory-requirements',
    );
    expect(parseFaqTab('freight-and-logistic')).toBe('freight-and-logistic');
  });

  it('reads the tab number too', () => {
    expect(parseFaqTab('1')).toBe('freight-and-logistic');
    expect(parseFaqTab('2')).toBe('financing');
    expect(parseFaqTab('3')).toBe('legal-and-regulatory-requirements');
  });

  it('falls back to the default for anything unknown', () => {
    expect(parseFaqTab('4')).toBe('freight-and-logistic');
    expect(parseFaqTab('finance')).toBe('freight-and-logistic');
    expect(parseFaqTab('<script>')).toBe('freight-and-logistic');
  });
});
