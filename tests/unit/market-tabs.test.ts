import { describe, expect, it } from 'vitest';

import {
  MARKET_TAB_QUERY,
  MARKET_TABS_IN_ORDER,
  marketTabHref,
  marketTabOf,
  TAB_MAP,
} from '@/app/[locale]/_compositions/market-information/market-tab-param';

describe('marketTabOf (part 2 "Market information", tab map 1,1,4,5,2,3)', () => {
  it.each([
    ['1', 'publications', 1],
    ['2', 'studies', 4],
    ['3', 'matchmaking', 5],
    ['4', 'dataCentre', 2],
    ['5', 'interactiveData', 3],
  ] as const)('tab=%s is %s, at place %i of the bar', (query, tab, position) => {
    expect(marketTabOf(query)).toEqual({ tab, query: Number(query), position });
  });

  it.each([null, undefined, '', '0', '6', '99', '-1', '2.5', 'abc', '3x'])(
    'falls back to the publications catalogue for %j',
    (query) => {
      expect(marketTabOf(query)).toEqual({ tab: 'publications', query: 1, position: 1 });
    },
  );

  it('tolerates spaces around the number', () => {
    expect(marketTabOf(' 3 ').tab).toBe('matchmaking');
  });

  it('puts every tab in the bar once, where the map says', () => {
    expect([...TAB_MAP.slice(1)].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const tab of MARKET_TABS_IN_ORDER) {
      expect(MARKET_TABS_IN_ORDER[TAB_MAP[MARKET_TAB_QUERY[tab]] - 1]).toBe(tab);
    }
  });

  it('round-trips: the href of a tab names the same tab', () => {
    for (const tab of MARKET_TABS_IN_ORDER) {
      const href = marketTabHref('/pages/130-market-information', tab);
      expect(marketTabOf(new URL(href, 'http://x').searchParams.get('tab')).tab).toBe(tab);
    }
    expect(marketTabHref('/pages/130-معلومات-الأسواق', 'matchmaking')).toBe(
      '/pages/130-معلومات-الأسواق?tab=3',
    );
  });
});
