import { describe, expect, it, vi } from 'vitest';

import { listViewMetadata, namedListHead } from '@/components/list-views/list-view-head';
import { LIST_VIEW_KEYS } from '@/lib/navigation/list-views';
import { readShownPage } from '@/lib/pagination';

// A translator that says which key it was asked, with its values: the head's texts are their keys.
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace?: string }) =>
    (key: string, values?: Record<string, unknown>) =>
      `${namespace ? `${namespace}.` : ''}${key}${values ? JSON.stringify(values) : ''}`,
}));

const keys = LIST_VIEW_KEYS.tradeBarriers;
const request = (view: Record<string, string>) => ({ locale: 'en' as const, view, keys });

describe('a list named by its messages (listViewRoute, issue 44)', () => {
  it('takes its title, subtitle, description and feed from its namespace', async () => {
    const head = await namedListHead(request({}), {
      namespace: 'TradeBarrierRegister',
      path: '/trade-barriers/register',
      image: '/images/banners/trade.svg',
      feed: 'trade-barriers',
      search: 'q',
    });
    expect(head).toEqual({
      title: 'TradeBarrierRegister.title',
      description: 'TradeBarrierRegister.metaDescription',
      canonical: '/trade-barriers/register',
      feeds: [{ name: 'trade-barriers', title: 'TradeBarrierRegister.feedTitle' }],
      noindex: false,
      trail: [{ name: 'TradeBarrierRegister.title', path: '/trade-barriers/register' }],
      banner: {
        title: 'TradeBarrierRegister.title',
        subSubtitle: 'TradeBarrierRegister.subtitle',
        image: '/images/banners/trade.svg',
      },
    });
  });

  it('numbers a page past the first, keeps the view in its canonical, and a search is noindex', async () => {
    const head = await namedListHead(request({ q: 'tariff', page: '2' }), {
      namespace: 'TradeBarrierRegister',
      path: '/trade-barriers/register',
      banner: false,
      search: 'q',
    });
    expect(head.title).toBe(
      'TradeBarrierRegister.pageTitle{"title":"TradeBarrierRegister.title","page":"2"}',
    );
    expect(head.canonical).toBe('/trade-barriers/register?q=tariff&page=2');
    expect(head.noindex).toBe(true);
    expect(head.banner).toBeUndefined();
    expect(head.feeds).toBeUndefined();
  });

  it('reads texts kept elsewhere by their whole key, and any filter makes a result page with `search: true`', async () => {
    const head = await namedListHead(request({ country: 'US' }), {
      namespace: 'Events.international',
      path: '/international-events',
      texts: { feedTitle: 'OpenData.feeds.events.title' },
      feed: 'events',
      search: true,
      documentTitle: (t) => t('Events.searchTitle'),
    });
    expect(head.title).toBe('Events.searchTitle');
    expect(head.trail).toEqual([
      { name: 'Events.international.title', path: '/international-events' },
    ]);
    expect(head.feeds).toEqual([{ name: 'events', title: 'OpenData.feeds.events.title' }]);
    expect(head.noindex).toBe(true);
  });

  it('makes the metadata: canonical and hreflang, feeds, and robots only for a result page', async () => {
    const head = { title: 'T', description: 'D', canonical: '/trade-leads?page=2' };
    const metadata = await listViewMetadata(head, 'ar');
    expect(metadata.title).toBe('T');
    expect(metadata.alternates?.canonical).toMatch(/\/ar\/trade-leads\?page=2$/);
    expect(metadata.robots).toBeUndefined();
    const search = await listViewMetadata({ ...head, noindex: true }, 'en');
    expect(search.robots).toEqual({ index: false, follow: true });
  });
});

describe('readShownPage', () => {
  const pages = (count: number) => async (page: number) => ({ page, page_count: count });

  it('reads the page asked for, or the last one when it is past the end', async () => {
    expect(await readShownPage(pages(3), 2)).toEqual({ page: 2, page_count: 3 });
    expect(await readShownPage(pages(3), 9)).toEqual({ page: 3, page_count: 3 });
    expect(await readShownPage(pages(0), 4)).toEqual({ page: 4, page_count: 0 });
  });
});
