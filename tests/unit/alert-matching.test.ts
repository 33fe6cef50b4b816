import { describe, expect, it } from 'vitest';

import { hsChaptersOf, matchesSubscription } from '@/features/alerts/alert-matching';
import { digestPeriodMs, nextDigestAt } from '@/features/alerts/digest-schedule';

// Issue 39 "Alerts": which items a subscription hears about, and when its digests go.

const item = (overrides: Partial<Parameters<typeof matchesSubscription>[0]> = {}) => ({
  content_type: 'trade_leads' as const,
  industry_ids: [3],
  country_ids: [400],
  hs_chapters: ['09'],
  ...overrides,
});
const subscription = (overrides: Partial<Parameters<typeof matchesSubscription>[1]> = {}) => ({
  content_types: ['trade_leads' as const],
  industry_ids: [] as number[],
  country_ids: [] as number[],
  hs_chapters: [] as string[],
  ...overrides,
});

describe('matchesSubscription', () => {
  it('needs the item’s type to be chosen', () => {
    expect(matchesSubscription(item(), subscription())).toBe(true);
    expect(matchesSubscription(item({ content_type: 'news' }), subscription())).toBe(false);
  });

  it('passes each restriction the item shares a value with, and fails one it does not', () => {
    const chosen = subscription({ industry_ids: [3, 5], country_ids: [400], hs_chapters: ['09'] });
    expect(matchesSubscription(item(), chosen)).toBe(true);
    expect(matchesSubscription(item({ country_ids: [840] }), chosen)).toBe(false);
    expect(matchesSubscription(item({ industry_ids: [7] }), chosen)).toBe(false);
    expect(matchesSubscription(item({ hs_chapters: ['15', '09'] }), chosen)).toBe(true);
    expect(matchesSubscription(item({ hs_chapters: ['15'] }), chosen)).toBe(false);
  });

  it('lets an item without a value of a kind through that restriction', () => {
    const chosen = subscription({
      content_types: ['news', 'events'],
      industry_ids: [3],
      country_ids: [400],
      hs_chapters: ['09'],
    });
    const news = item({ content_type: 'news', industry_ids: [], country_ids: [], hs_chapters: [] });
    expect(matchesSubscription(news, chosen)).toBe(true);
    const event = item({ content_type: 'events', industry_ids: [], hs_chapters: [] });
    expect(matchesSubscription(event, chosen)).toBe(true);
    expect(matchesSubscription({ ...event, country_ids: [1] }, chosen)).toBe(false);
  });
});

describe('hsChaptersOf', () => {
  it('keeps the first two digits of each code once', () => {
    expect(hsChaptersOf(['090830', '0904', '15.09', '8'])).toEqual(['09', '15']);
    expect(hsChaptersOf([])).toEqual([]);
  });
});

describe('the digests’ schedule', () => {
  const settings = { dailyMinutes: 1440 };
  it('is a day for a daily digest and seven for a weekly one', () => {
    expect(digestPeriodMs('daily', settings)).toBe(86_400_000);
    expect(digestPeriodMs('weekly', settings)).toBe(7 * 86_400_000);
    const covered = new Date('2026-11-21T09:00:00Z');
    expect(nextDigestAt(covered, 'daily', settings).toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(nextDigestAt(covered, 'weekly', settings).toISOString()).toBe(
      '2026-11-28T09:00:00.000Z',
    );
  });

  it('follows ALERT_DAILY_DIGEST_MINUTES, fractions included (the journeys’ 3 seconds)', () => {
    expect(digestPeriodMs('daily', { dailyMinutes: 0.05 })).toBe(3000);
    expect(digestPeriodMs('weekly', { dailyMinutes: 0.05 })).toBe(21_000);
  });
});
