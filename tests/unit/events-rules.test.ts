import { describe, expect, it } from 'vitest';

import { formatEventDates } from '@/features/events/event-dates';
import { filtersOfView, yearsOf } from '@/features/events/event-list';
import { eventTiming, joinRefusal, statusKind } from '@/features/events/event-status';
import { routeListView } from '@/lib/navigation/list-view-routes';

// Issue 27: part 2 §4's status codes and timing, the filters of a list view, the dates as the
// page's language writes them, and the events' addresses through the proxy.

describe('event status and timing (part 2 §4)', () => {
  it.each([
    [1, 'open'],
    [2, 'closed'],
    [3, 'confirmed'],
    [4, 'soon'],
    [0, 'soon'],
    [9, 'soon'],
  ])('status %i is %s', (status, kind) => {
    expect(statusKind(status)).toBe(kind);
  });

  const event = { date_start: '2026-11-23', date_end: '2026-11-26', status: 1 };
  it.each([
    ['2026-11-22', 'upcoming'],
    ['2026-11-23', 'running'],
    ['2026-11-26', 'running'],
    ['2026-11-27', 'expired'],
  ])('on %s the event is %s', (today, timing) => {
    expect(eventTiming(event, today)).toBe(timing);
  });

  it('refuses a join once the event is over, or while its registration is closed', () => {
    expect(joinRefusal(event, '2026-11-26')).toBeNull();
    expect(joinRefusal(event, '2026-11-27')).toBe('expired');
    expect(joinRefusal({ ...event, status: 2 }, '2026-11-01')).toBe('closed');
    expect(joinRefusal({ ...event, status: 3 }, '2026-11-01')).toBeNull();
  });
});

describe('the filters of a view', () => {
  it('reads ids and the year; a value that is not one matches nothing', () => {
    expect(filtersOfView({ q: 'food', country: '276', year: '2027' })).toEqual({
      q: 'food',
      country: 276,
      type: undefined,
      mode: undefined,
      industry: undefined,
      year: 2027,
    });
    expect(filtersOfView({ type: 'abc', year: '0' })).toMatchObject({ type: -1, year: -1 });
  });

  it('offers the years events start in, the latest first', () => {
    const at = (date_start: string) => ({ date_start }) as never;
    expect(yearsOf([at('2026-01-26'), at('2027-10-09'), at('2026-12-01')])).toEqual([2027, 2026]);
  });
});

describe('formatEventDates', () => {
  it('writes one day, or a range, in the page’s language', () => {
    expect(formatEventDates('2027-01-13', '2027-01-13', 'en')).toBe('Jan 13, 2027');
    // ICU puts thin spaces around the range's dash.
    expect(formatEventDates('2027-02-03', '2027-02-05', 'en')).toMatch(/^Feb 3\s–\s5, 2027$/);
    expect(formatEventDates('2027-02-03', '2027-02-05', 'ar')).toBe('٣–٥ شباط ٢٠٢٧');
    expect(formatEventDates('2026-12-30', '2027-01-02', 'en')).toMatch(
      /^Dec 30, 2026\s–\sJan 2, 2027$/,
    );
  });
});

describe('the events’ addresses (lib/navigation/list-views.ts)', () => {
  it('rewrites both lists with their filters onto a cached view', () => {
    expect(routeListView('/international-events', new URLSearchParams())).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: '/en/views/events/international/all',
    });
    const local = routeListView('/ar/local-events', new URLSearchParams('year=2027&page=2&x=1'));
    expect(local).toMatchObject({ type: 'rewrite', locale: 'ar' });
    expect((local as { path: string }).path).toMatch(
      /^\/ar\/views\/events\/local\/[A-Za-z0-9_-]+$/,
    );
  });

  it('sends an internal address asked for from outside to its public one', () => {
    const rewrite = routeListView('/international-events', new URLSearchParams('year=2027'));
    const internal = (rewrite as { path: string }).path.replace(/^\/en/, '');
    expect(routeListView(internal, new URLSearchParams())).toEqual({
      type: 'redirect',
      path: '/international-events?year=2027',
    });
  });
});
