import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HsFinderView } from '@/features/hs-codes/components/hs-finder-view';
import type { HsQualifier } from '@/features/hs-codes/finder-qualifiers';
import type { Locale } from '@/lib/i18n/routing';
import { renderServer } from '@/tests/setup/server-components';

import { hsResult } from './hs-fixtures';

// Issue 55, item 4: the finder's one question is a navigation landmark named by its heading, its
// answers plain links adding `qualifier` to the search's address (no script), the chosen answer
// (or "show all" before one is chosen) marked with aria-current, in the page's language.

const result = (code: string) => hsResult(code, `Code ${code}`, `رمز ${code}`);

const render = (locale: Locale, chosen?: HsQualifier) => {
  const view = { q: 'peas', ...(chosen && { qualifier: chosen }) };
  return renderServer(
    <HsFinderView
      request={{ state: 'search', q: 'peas', page: 1, ...(chosen && { qualifier: chosen }) }}
      found={{
        results: ['070810', '071021'].map(result),
        total: 2,
        page: 1,
        pageCount: 1,
        question: {
          kind: 'state',
          options: ['fresh', 'frozen', 'dried', 'prepared'],
          ...(chosen && { chosen }),
        },
      }}
      view={view}
      locale={locale}
    />,
    locale,
  );
};

describe('HsFinderView: the question', () => {
  it('asks in a landmark named by its heading, each answer a link to the narrowed search', async () => {
    await render('en');
    const nav = screen.getByRole('navigation', { name: 'What state are the goods in?' });
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent(
      'What state are the goods in?',
    );
    expect(nav).toHaveAccessibleDescription(/Choose an answer/);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Fresh or chilled',
      'Frozen',
      'Dried, salted or smoked',
      'Prepared or preserved (cooked, canned, in jars)',
      'Not sure: show all',
    ]);
    expect(within(nav).getByRole('link', { name: 'Frozen' })).toHaveAttribute(
      'href',
      '/hs-finder?q=peas&qualifier=frozen#hs-finder',
    );
    // Before an answer, "show all" is what is shown.
    expect(within(nav).getByRole('link', { name: 'Not sure: show all' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    // The question comes before the codes it narrows.
    const list = screen.getAllByRole('list').at(-1)!;
    expect(nav.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks the chosen answer and leads back to all the codes, in Arabic', async () => {
    await render('ar', 'frozen');
    const nav = screen.getByRole('navigation', { name: 'ما حالة البضاعة؟' });
    const frozen = within(nav).getByRole('link', { name: 'مجمّدة' });
    expect(frozen).toHaveAttribute('aria-current', 'true');
    expect(frozen).toHaveAttribute('href', '/ar/hs-finder?q=peas&qualifier=frozen#hs-finder');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'لست متأكدًا: اعرض الكل' })).toHaveAttribute(
      'href',
      '/ar/hs-finder?q=peas#hs-finder',
    );
    expect(within(nav).getByRole('link', { name: 'طازجة أو مبرّدة' })).toHaveAttribute(
      'href',
      '/ar/hs-finder?q=peas&qualifier=fresh#hs-finder',
    );
  });

  it('asks nothing when the page has no question', async () => {
    await renderServer(
      <HsFinderView
        request={{ state: 'search', q: 'olive oil', page: 1 }}
        found={{ results: [result('1509')], total: 1, page: 1, pageCount: 1 }}
        view={{ q: 'olive oil' }}
        locale="en"
      />,
      'en',
    );
    expect(screen.queryByTestId('hs-question')).toBeNull();
  });
});
