import { describe, expect, it } from 'vitest';

import { entryWarnings, pageWarnings, slugIssues } from '@/features/content/menu-checks';
import { parsePageParam } from '@/features/content/parse-page-param';
import {
  isValidSlug,
  numberedSlug,
  SLUG_MAX,
  slugProblem,
  suggestSlug,
} from '@/features/content/slug-rules';

// Issue 29 "slugs unique and URL-safe (Arabic allowed)" and the warnings of a menu entry.

describe('slugProblem', () => {
  it('accepts lowercase Latin words, digits and Arabic letters joined by single hyphens', () => {
    for (const slug of ['about-us', 'faq', 'export-2030', 'من-نحن', 'دليل-التصدير-2', 'a']) {
      expect(isValidSlug(slug), slug).toBe(true);
    }
  });

  it('refuses capitals, spaces, signs, diacritics, stray hyphens and what is too long', () => {
    const refused = [
      'About-us',
      'about us',
      'about_us',
      'a/b',
      '-about',
      'about-',
      'about--us',
      'مَن',
      'من٢',
      'café',
      '%D9%85',
    ];
    for (const slug of refused) expect(slugProblem(slug), slug).toBe('format');
    expect(slugProblem('')).toBe('required');
    expect(slugProblem('a'.repeat(SLUG_MAX + 1))).toBe('tooLong');
  });
});

describe('suggestSlug', () => {
  it('makes a slug from an English or Arabic title', () => {
    expect(suggestSlug('  Our Services & Support! ')).toBe('our-services-support');
    expect(suggestSlug('Café Exports 2030')).toBe('cafe-exports-2030');
    expect(suggestSlug('مَنْ نَحْنُ')).toBe('من-نحن');
    expect(suggestSlug('رؤية ٢٠٣٠')).toBe('رؤية-2030');
    expect(suggestSlug('!!!')).toBe('');
    expect(isValidSlug(suggestSlug('x'.repeat(300)))).toBe(true);
  });

  it('numbers a taken slug', () => {
    const taken = new Set(['faq-2']);
    expect(numberedSlug('faq', (slug) => taken.has(slug))).toBe('faq-3');
  });
});

describe('slugIssues', () => {
  const others = [
    {
      id: 1,
      url: 'contact-us',
      url_ara: 'اتصل-بنا',
      a_id: 190,
      title_eng: 'Contact',
      title_ara: 'اتصل',
    },
  ];
  const record = {
    id: null,
    url: 'contact-us',
    url_ara: 'جديد',
    a_id: null,
    title_eng: 'New',
    title_ara: 'جديد',
  };

  it('finds a slug another record has, whatever its case, with a suggestion', () => {
    expect(slugIssues(record, others, null)).toEqual([
      { field: 'url', problem: 'taken', takenBy: others[0], suggestion: 'contact-us-2' },
    ]);
  });

  it('lets copies of one application page share their slugs', () => {
    expect(slugIssues({ ...record, a_id: 190, url_ara: 'اتصل-بنا' }, others, null)).toEqual([]);
  });

  it('leaves a stored slug as it is, and checks a changed one', () => {
    const stored = { url: 'Old_Slug', url_ara: 'قديم', a_id: null };
    const kept = { ...record, id: 2, url: 'Old_Slug', url_ara: 'قديم' };
    expect(slugIssues(kept, others, stored)).toEqual([]);
    expect(slugIssues({ ...kept, url: 'New Slug' }, others, stored)).toMatchObject([
      { field: 'url', problem: 'format', suggestion: 'new-slug' },
    ]);
  });
});

describe('menu warnings', () => {
  const entry = { id: 1, link: null, link_ara: null, status: 1 };
  const page = {
    id: 10,
    page_id: 1,
    a_id: null,
    link: null,
    link_ara: null,
    status: 1,
    has_content: true,
  };

  it('warns about an entry that leads nowhere', () => {
    expect(entryWarnings(entry, [], [entry])).toEqual(['leadsNowhere']);
    expect(entryWarnings(entry, [{ ...page, has_content: false }], [entry])).toEqual([
      'leadsNowhere',
    ]);
    expect(entryWarnings(entry, [page], [entry])).toEqual([]);
    expect(entryWarnings(entry, [{ ...page, has_content: false, a_id: 120 }], [entry])).toEqual([]);
    expect(entryWarnings({ ...entry, link: 'https://example.jo' }, [], [entry])).toEqual([]);
  });

  it('warns about a link to a hidden page, and a page its entry hides', () => {
    const hidden = { ...page, id: 11, a_id: 901, status: 0 };
    const linking = { ...entry, id: 2, link: '/ar/pages/901-صفحة' };
    expect(entryWarnings(linking, [hidden], [entry, linking])).toEqual(['hiddenTarget']);
    expect(pageWarnings(page, [page], [{ ...entry, status: 0 }])).toEqual(['entryHidden']);
    expect(pageWarnings({ ...page, has_content: false }, [], [entry])).toEqual(['emptyPage']);
  });
});

describe('parsePageParam with an Arabic slug', () => {
  it('reads the segment raw or percent-encoded', () => {
    const slug = 'عن-الجولات';
    expect(parsePageParam(`9101-${slug}`)).toEqual({ id: 9101, slug });
    expect(parsePageParam(encodeURIComponent(`9101-${slug}`))).toEqual({ id: 9101, slug });
    expect(parsePageParam(`9101-${encodeURIComponent(slug)}`)).toEqual({ id: 9101, slug });
  });
});
