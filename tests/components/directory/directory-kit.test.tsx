import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

import { DirectoryFilters } from '@/components/directory/directory-filters';
import { directoryLinks } from '@/components/directory/directory-links';
import { choicesOf, directoryParts } from '@/components/directory/directory-parts';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/setup/render';

// Issue 44: the public directories' kit. A plain GET form (a named search landmark, a hidden
// legend, native boxes declared as data, Search and Clear), the count line, the empty state, the
// cards and the page links, with the addresses and texts a list's namespace gives them.

const institutions = (locale: 'en' | 'ar') =>
  createTranslator({
    locale,
    messages: locale === 'en' ? en : ar,
    namespace: 'Institutions' as never,
  }) as unknown as Parameters<typeof directoryParts>[0];

const TYPES = [
  { id: 2, type_eng: 'Chamber', type_ara: 'غرفة' },
  { id: 1, type_eng: 'Agency', type_ara: 'هيئة' },
];

describe('DirectoryFilters', () => {
  it('is a GET search form whose boxes start from the view, with Clear once filtered', () => {
    const parts = directoryParts(
      institutions('en'),
      'en',
      { q: 'olive', type: '1' },
      {
        path: '/export-trade-support-institutions',
        keys: ['q', 'type', 'page'],
        anchor: 'institutions',
      },
    );
    renderWithProviders(
      <DirectoryFilters
        {...parts.form}
        idPrefix="institutions"
        widths={{ select: 160, text: 260 }}
        fields={[parts.search(100), parts.select('type', choicesOf(TYPES, 'en', { base: 'type' }))]}
      />,
    );
    const form = screen.getByRole('search', { name: 'Filter the institutions' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/export-trade-support-institutions#institutions');
    expect(form.style.getPropertyValue('--filter-width')).toBe('160px');
    expect(form.querySelector('legend')).toHaveClass('visually-hidden');
    const text = within(form).getByRole('searchbox', { name: 'Search' });
    expect(text).toHaveAttribute('id', 'institutions-q');
    expect(text).toHaveAttribute('name', 'q');
    expect(text).toHaveValue('olive');
    expect(text).toHaveAttribute('maxlength', '100');
    expect(text).toHaveAttribute('dir', 'auto');
    const type = within(form).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveAttribute('id', 'institutions-type');
    expect(type).toHaveValue('1');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Chamber', 'Agency']);
    expect(within(form).getByRole('button', { name: 'Show results' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/export-trade-support-institutions#institutions',
    );
  });

  it('offers no Clear without a filter; a hint describes its box; groups and own "all" texts', () => {
    renderWithProviders(
      <DirectoryFilters
        action="/ar/pool-of-experts"
        idPrefix="experts"
        values={{}}
        clearHref={null}
        labels={{ legend: 'تصفية الخبراء', submit: 'بحث', clear: 'مسح' }}
        fields={[
          { kind: 'text', name: 'search', label: 'ابحث', hint: 'اسم أو خبرة', maxLength: 60 },
          {
            kind: 'select',
            name: 'pool',
            label: 'المجموعة',
            all: 'كل المجموعات',
            choices: [],
            groups: [{ label: 'منتجات', choices: [{ value: 3, label: 'أغذية' }] }],
          },
        ]}
      />,
      { locale: 'ar' },
    );
    const form = screen.getByRole('search', { name: 'تصفية الخبراء' });
    expect(within(form).queryByRole('link')).toBeNull();
    expect(within(form).getByRole('searchbox', { name: 'ابحث' })).toHaveAccessibleDescription(
      'اسم أو خبرة',
    );
    const pool = within(form).getByRole('combobox', { name: 'المجموعة' });
    expect(within(pool).getAllByRole('option')[0]).toHaveTextContent('كل المجموعات');
    expect(within(pool).getByRole('group', { name: 'منتجات' })).toBeInTheDocument();
  });
});

describe('DirectoryResults', () => {
  const cards = [
    { id: 1, name: 'Jordan Exporters Association' },
    { id: 2, name: 'Amman Chamber of Industry' },
  ];

  it('says how many, lists the cards and links the pages, in the page’s language', () => {
    const parts = directoryParts(
      institutions('ar'),
      'ar',
      { gov: '2', page: '2' },
      {
        path: '/export-trade-support-institutions',
        keys: ['gov', 'page'],
        anchor: 'institutions',
      },
    );
    renderWithProviders(
      <DirectorySection anchor="institutions" headingId="list-heading" title="الدليل">
        <DirectoryResults
          testId="institutions"
          count={parts.count({ total: 14, page: 2, pageCount: 2 })}
          empty={{ text: 'لا شيء' }}
          items={cards}
          itemKey={(card) => card.id}
          columns="two"
          renderItem={(card) => <article>{card.name}</article>}
          pager={parts.pager({ page: 2, pageCount: 2 })}
        />
      </DirectorySection>,
      { locale: 'ar' },
    );
    const section = screen.getByRole('region', { name: 'الدليل' });
    expect(section).toHaveAttribute('id', 'institutions');
    expect(screen.getByTestId('institutions-count')).toHaveTextContent('١٤ مؤسسة · الصفحة ٢ من ٢');
    const list = section.querySelector(':scope > ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'صفحات المؤسسات' });
    expect(within(pages).getByRole('link', { name: 'الانتقال إلى الصفحة ١' })).toHaveAttribute(
      'href',
      '/ar/export-trade-support-institutions?gov=2#institutions',
    );
  });

  it('says nothing matched instead of the cards: a line, or a title with its hint', () => {
    const { unmount } = renderWithProviders(
      <DirectoryResults
        testId="register"
        count="No entries found"
        empty={{ text: 'No entry matches these filters.' }}
        items={[]}
        itemKey={(card: { id: number }) => card.id}
        renderItem={() => null}
      />,
    );
    expect(screen.getByTestId('register-empty').tagName).toBe('P');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderWithProviders(
      <DirectoryResults
        testId="credentials"
        count="No credentials"
        empty={{ text: 'No credentials found', hint: 'Try another year.' }}
        items={[]}
        itemKey={(card: { id: number }) => card.id}
        renderItem={() => null}
      />,
    );
    const empty = screen.getByTestId('credentials-empty');
    expect(
      within(empty)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['No credentials found', 'Try another year.']);
  });
});

describe('the addresses and choices', () => {
  it('keeps the filters on page links, drops them all on Clear and offers Clear only when set', () => {
    const links = directoryLinks({
      path: '/ar/credentials',
      view: { type: '2', page: '3' },
      keys: ['type', 'year', 'page'],
      anchor: 'credentials',
    });
    expect(links.action).toBe('/ar/credentials#credentials');
    expect(links.hrefFor(1)).toBe('/ar/credentials?type=2#credentials');
    expect(links.hrefFor(4)).toBe('/ar/credentials?type=2&page=4#credentials');
    expect(links.clearHref).toBe('/ar/credentials#credentials');
    expect(
      directoryLinks({ path: '/pool-of-experts', view: { page: '2' }, keys: ['search', 'page'] })
        .clearHref,
    ).toBeNull();
  });

  it('names records in the page’s language, in its alphabetical order when asked', () => {
    const rows = [
      { id: 1, name_eng: 'Kenya', name_ara: 'كينيا' },
      { id: 2, name_eng: 'Egypt', name_ara: 'مصر' },
    ];
    expect(choicesOf(rows, 'en', { sorted: true })).toEqual([
      { value: 2, label: 'Egypt' },
      { value: 1, label: 'Kenya' },
    ]);
    expect(choicesOf(rows, 'ar').map((choice) => choice.label)).toEqual(['كينيا', 'مصر']);
  });
});
