import { describe, expect, it } from 'vitest';

import { routeFeaturePage, publicFeaturePath } from '@/lib/navigation/feature-pages';
import { publicListPath, routeListView } from '@/lib/navigation/list-view-routes';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewOf,
  listViewSegment,
  parseListViewSegment,
} from '@/lib/navigation/list-views';

const keys = LIST_VIEW_KEYS.institutions;
const search = (query: string) => new URLSearchParams(query);

describe('list views: a filtered list URL onto a cached path (issue 14)', () => {
  it('keeps only the list keys, their first value, trimmed, and drops page 1', () => {
    expect(listViewOf(search('gov=2&gov=3&x=1&q=%20chamber%20&page=1'), keys)).toEqual({
      q: 'chamber',
      gov: '2',
    });
    expect(listViewOf(search('page=abc'), keys)).toEqual({});
    expect(listViewOf(search('page=99999'), keys)).toEqual({ page: '1000' });
  });

  it('writes one segment per view, whatever the order of the query, and reads it back', () => {
    const a = listViewSegment(listViewOf(search('type=3&gov=2'), keys), keys);
    const b = listViewSegment(listViewOf(search('gov=2&type=3'), keys), keys);
    expect(a).toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseListViewSegment(a, keys)).toEqual({ type: '3', gov: '2' });
    expect(listViewSegment({}, keys)).toBe('all');
    expect(parseListViewSegment('all', keys)).toEqual({});
  });

  it('refuses segments the proxy never writes', () => {
    expect(parseListViewSegment('not-base64!', keys)).toBeNull();
    const nonCanonical = Buffer.from('gov=2&type=3').toString('base64url');
    expect(parseListViewSegment(nonCanonical, keys)).toBeNull();
    expect(parseListViewSegment(Buffer.from('page=1').toString('base64url'), keys)).toBeNull();
  });

  it('keeps Arabic text in the view', () => {
    const segment = listViewSegment(listViewOf(search('q=غرفة صناعة'), keys), keys);
    expect(parseListViewSegment(segment, keys)).toEqual({ q: 'غرفة صناعة' });
  });

  it('names the fullest Arabic view of the events list in a file name a disk can hold', () => {
    const events = LIST_VIEW_KEYS.events;
    const longest = 'ندوة عبر الإنترنت: إدراج منتجاتك على بوابة صادرات الأردن '.repeat(2);
    const view = listViewOf(
      search(
        new URLSearchParams({
          q: longest,
          country: '194',
          type: '2',
          mode: '1',
          industry: '14',
          year: '2026',
          page: '999',
        }).toString(),
      ),
      events,
    );
    expect(view.q).toHaveLength(60);
    const segment = listViewSegment(view, events);
    expect(new TextEncoder().encode(`${segment}.segments`).length).toBeLessThanOrEqual(255);
    expect(parseListViewSegment(segment, events)).toEqual(view);
  });

  it('rewrites the public address in each locale and sends the internal one back', () => {
    expect(routeListView('/export-trade-support-institutions', search(''))).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: '/en/views/institutions/all',
    });
    const routed = routeListView('/ar/local-buyers/products/3/7', search('page=2'));
    expect(routed).toMatchObject({ type: 'rewrite', locale: 'ar' });
    const path = routed?.path ?? '';
    expect(path.startsWith('/ar/views/local-buyers/products/3/7/')).toBe(true);
    expect(routeListView(path.slice(3), search(''))).toEqual({
      type: 'redirect',
      path: '/local-buyers/products/3/7?page=2',
    });
    expect(routeListView(path, search(''))).toEqual({
      type: 'redirect',
      path: '/ar/local-buyers/products/3/7?page=2',
    });
    expect(routeListView('/views/institutions/bogus!', search(''))).toBeNull();
    expect(routeListView('/local-buyers/products', search(''))).toBeNull();
    expect(publicListPath('/views/buyer-company/12/all')).toBe('/buyers/12');
  });

  it('builds the public links of filters and pages', () => {
    const view = { gov: '2', page: '3' };
    expect(listViewHref('/x', view, keys, { page: 4 })).toBe('/x?gov=2&page=4');
    expect(listViewHref('/x', view, keys, { type: 5 })).toBe('/x?type=5&gov=2');
    expect(listViewHref('/x', view, keys, { gov: null })).toBe('/x');
  });

  it('gives feature pages with a list a view segment', () => {
    expect(routeFeaturePage('/pages/150-institutions', search('gov=2'))).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: `/en/feature/institutions/150-institutions/${listViewSegment({ gov: '2' }, keys)}`,
    });
    expect(routeFeaturePage('/pages/120-guide', search('gov=2'))).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: '/en/feature/export-guide/120-guide',
    });
    expect(publicFeaturePath('/feature/institutions/150-institutions/all')).toBe(
      '/pages/150-institutions',
    );
  });
});
