import { describe, expect, it } from 'vitest';

import { SCREENING_NAME_MAX } from '@/features/screening/public-schemas';
import { screeningRequestOf } from '@/features/screening/screening-page-request';
import { routeListView } from '@/lib/navigation/list-view-routes';
import {
  LIST_VIEW_CHUNK,
  LIST_VIEW_KEYS,
  LIST_VIEW_LONG_VALUE_MAX,
  LIST_VIEW_VALUE_MAX,
  listViewOf,
  listViewSegment,
  parseListViewSegment,
} from '@/lib/navigation/list-views';

// Issue 56: the screening page takes names of up to 200 characters, as the API does (a full Arabic
// legal company name is often longer than the list views' 60). Its view is written in several path
// segments of at most LIST_VIEW_CHUNK characters, each a name the cache can write on disk.

const KEYS = LIST_VIEW_KEYS.screening;
/** An invented Arabic legal company name, repeated to the length wanted. */
const arabicName = (length: number) =>
  'شركة النخيل الذهبية للتجارة العامة والاستيراد والتصدير ذات المسؤولية المحدودة '
    .repeat(8)
    .slice(0, length)
    .trim();

const rewrite = (name: string, locale = '/ar') => {
  const routing = routeListView(`${locale}/screening`, new URLSearchParams({ name }));
  if (routing?.type !== 'rewrite') throw new Error('not rewritten');
  return routing.path;
};

describe('the screening page with names longer than the list views’ 60 characters', () => {
  it('keeps as long a name as the API takes', () => {
    expect(LIST_VIEW_LONG_VALUE_MAX).toBe(SCREENING_NAME_MAX);
    expect(LIST_VIEW_LONG_VALUE_MAX).toBeGreaterThan(LIST_VIEW_VALUE_MAX);
  });

  it('screens a 200-character Arabic name whole, its view in segments a file name holds', () => {
    const name = arabicName(200);
    expect(name.length).toBeGreaterThan(190);
    const path = rewrite(name);
    const view = path.split('/views/screening/')[1] ?? '';
    const parts = view.split('/');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(LIST_VIEW_CHUNK);
      expect(new TextEncoder().encode(part).length).toBeLessThan(255);
    }
    const parsed = parseListViewSegment(view, KEYS);
    expect(parsed?.name).toBe(name);
    const request = screeningRequestOf(parsed!);
    expect(request.state).toBe('screen');
    expect(request.state === 'screen' && request.query.name).toBe(name);
  });

  it('sends the internal address of a long view back to its public one', () => {
    const name = arabicName(150);
    // The default locale's internal address, asked for from outside (no locale prefix).
    const internal = rewrite(name, '').replace(/^\/[a-z]{2}\//, '/');
    const routing = routeListView(internal, new URLSearchParams());
    expect(routing?.type).toBe('redirect');
    const target = new URL(routing!.path, 'https://example.org');
    expect(target.pathname).toBe('/screening');
    expect(target.searchParams.get('name')).toBe(name);
  });

  it('refuses a name over 200 characters rather than screening its start', () => {
    const view = listViewOf(new URLSearchParams({ name: 'x'.repeat(250) }), KEYS);
    expect(view.name).toHaveLength(LIST_VIEW_LONG_VALUE_MAX + 1);
    expect(screeningRequestOf(view).state).toBe('tooLong');
    const fits = listViewOf(new URLSearchParams({ name: `Ali ${'b'.repeat(190)}` }), KEYS);
    expect(screeningRequestOf(fits).state).toBe('screen');
  });

  it('refuses chunks the proxy never writes (too many, too long, or re-cut)', () => {
    const segment = listViewSegment({ name: arabicName(200) }, KEYS);
    expect(parseListViewSegment(segment.replaceAll('/', ''), KEYS)).toBeNull();
    expect(parseListViewSegment(`${segment}/AAAA`, KEYS)).toBeNull();
    const recut = segment.replace('/', '').replace(/^(.{100})/, '$1/');
    expect(parseListViewSegment(recut, KEYS)).toBeNull();
  });

  it('leaves the other lists’ views as they were: one segment, 60 characters', () => {
    const long = 'q'.repeat(100);
    const view = listViewOf(new URLSearchParams({ q: long }), LIST_VIEW_KEYS.tradeLeads);
    expect(view.q).toHaveLength(LIST_VIEW_VALUE_MAX);
    expect(listViewSegment(view, LIST_VIEW_KEYS.tradeLeads)).not.toContain('/');
  });
});
