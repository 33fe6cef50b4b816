import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { generateMetadata } from '@/app/[locale]/open-data/page';
import { OpenDataPage } from '@/features/open-data/components/open-data-page';
import { DATASETS } from '@/features/open-data/datasets';
import { SOURCED_DATASETS } from '@/features/open-data/sourced-datasets';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderServer } from '@/tests/setup/server-components';

// Issue 39: the open-data page explains each dataset (its fields in a table, its JSON and feed
// addresses), paging and ETag with an example, and the licence, in both languages; in Arabic the
// Latin values (addresses, field names, codes) are isolated and marked, the rest in Arabic digits.

describe('the open-data page', () => {
  for (const [locale, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`explains every dataset with its fields, addresses and licence (${locale})`, async () => {
      const t = messages.OpenData;
      const { container } = await renderServer(<OpenDataPage locale={locale} />, locale);
      expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
      for (const dataset of DATASETS) {
        const section = container.querySelector<HTMLElement>(`section#${dataset.key}`)!;
        expect(
          within(section).getByRole('heading', { level: 2, name: t.datasets[dataset.key].title }),
        ).toBeInTheDocument();
        const rows = within(section).getAllByRole('row');
        expect(rows).toHaveLength(dataset.fields.length + 1);
        expect(within(section).getByRole('link', { name: dataset.apiPath })).toHaveAttribute(
          'href',
          dataset.apiPath,
        );
        if (dataset.feed) {
          expect(
            within(section).getByRole('link', { name: `/ar/feeds/${dataset.feed}.atom` }),
          ).toBeInTheDocument();
        }
      }
      expect(screen.getByRole('link', { name: '/data.json' })).toHaveAttribute(
        'href',
        '/data.json',
      );
      const licence = container.querySelector('section#licence a[rel="license"]');
      expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
      // Issue 58: the market indicators' datasets of others, each under its own licence.
      for (const dataset of SOURCED_DATASETS) {
        const section = container.querySelector<HTMLElement>(`section#source-${dataset.key}`)!;
        expect(
          within(section).getByRole('heading', { level: 3, name: t.sourced[dataset.key].title }),
        ).toBeInTheDocument();
        expect(section.querySelector('a[rel="license"]')).toHaveAttribute(
          'href',
          dataset.licence.url,
        );
      }
      expect(container.textContent).toContain('If-None-Match');
    });
  }

  it('writes no Western digit in Arabic outside the marked Latin values', async () => {
    const { container } = await renderServer(<OpenDataPage locale="ar" />, 'ar');
    const copy = container.cloneNode(true) as HTMLElement;
    for (const latin of copy.querySelectorAll('[data-latin]')) latin.remove();
    expect(copy.textContent!.replace(/\s+/g, ' ').match(/.{0,40}[0-9].{0,40}/g)).toBeNull();
    expect(copy.textContent).toContain('٥٠');
  });

  it("names every feed in its head, in the page's language", async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'ar' }) });
    const feeds = metadata.alternates?.types?.['application/atom+xml'];
    expect(Array.isArray(feeds) && feeds.map((feed) => new URL(String(feed.url)).pathname)).toEqual(
      ['news', 'events', 'trade-leads', 'trade-barriers'].map((name) => `/ar/feeds/${name}.atom`),
    );
  });
});
