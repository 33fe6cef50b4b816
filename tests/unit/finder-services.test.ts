import { describe, expect, it } from 'vitest';

import { namesService } from '@/lib/search/finder-services';

import {
  SERVICE_QUERIES_ARABIC,
  SERVICE_QUERIES_ENGLISH,
} from '../fixtures/hs-finder-general/services';
import { TUNING_ARABIC, TUNING_ENGLISH } from '../fixtures/hs-finder-general/tuning';

// Issue 55, item 3: a query to the HS finder that names a service (its head noun an activity of
// the WTO's services classification, or "services" anywhere) is told apart from goods.

describe('namesService', () => {
  it.each([...SERVICE_QUERIES_ENGLISH, ...SERVICE_QUERIES_ARABIC])('"%s" names a service', (q) => {
    expect(namesService(q)).toBe(true);
  });

  it('reads an English query by its head noun: the last word before a preposition', () => {
    expect(namesService('software development for banks')).toBe(true);
    expect(namesService('training shoes')).toBe(false);
    expect(namesService('shipping containers')).toBe(false);
    expect(namesService('repair kits for tyres')).toBe(false);
    expect(namesService('design')).toBe(true);
  });

  it('reads an Arabic query by its first word, clitics and article off', () => {
    expect(namesService('والتصميم الداخلي')).toBe(true);
    expect(namesService('وساطه تامين')).toBe(true);
    expect(namesService('مواد تنظيف')).toBe(false);
    expect(namesService('كابل شحن')).toBe(false);
  });

  it('reads the classification’s other sectors: advice, construction, storage, distribution', () => {
    for (const q of ['legal advice', 'civil engineering', 'cold storage', 'wedding photography'])
      expect(namesService(q), q).toBe(true);
    for (const q of ['مقاولات بناء', 'تخزين مبرد', 'توزيع منتجات', 'تصوير فوتوغرافي'])
      expect(namesService(q), q).toBe(true);
    for (const q of ['storage tanks', 'construction materials', 'ورق تصوير', 'لوحات توزيع'])
      expect(namesService(q), q).toBe(false);
  });

  it('takes «مركز» as a centre only before a service', () => {
    expect(namesService('مركز اتصال')).toBe(true);
    expect(namesService('مركز طماطم')).toBe(false);
  });

  it('says "services" anywhere, but a tea or dinner service is tableware', () => {
    expect(namesService('services for exporters')).toBe(true);
    expect(namesService('شركة خدمات')).toBe(true);
    expect(namesService('porcelain tea service')).toBe(false);
    expect(namesService('dinner services')).toBe(false);
  });

  it('takes no code, empty query or goods of the tuning half for a service', () => {
    expect(namesService('')).toBe(false);
    expect(namesService('1509.10')).toBe(false);
    const goods = [...TUNING_ENGLISH, ...TUNING_ARABIC].map(([q]) => q).filter(namesService);
    expect(goods).toEqual([]);
  });
});
