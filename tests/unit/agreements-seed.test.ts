import { describe, expect, it } from 'vitest';

import { ftaCountriesSeed } from '@/lib/db/seed/agreements/fta-countries';
import { tradeAgreementsSeed } from '@/lib/db/seed/agreements/trade-agreements';
import { credentialsSeedFor, credentialTypesSeed } from '@/lib/db/seed/credentials';
import { countriesSeed } from '@/lib/db/seed/lookups/countries';

// The API tests seed from the test clock's day.
const credentialsSeed = credentialsSeedFor('2026-11-21');

// Issue 27: the seed's agreements, the map's country pages and the credentials hold together.

describe('the trade agreements and their country pages', () => {
  const ids = new Set(tradeAgreementsSeed.map((agreement) => agreement.id));

  it('give each partner country one page naming its agreements', () => {
    const codes = ftaCountriesSeed.map((page) => page.country_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const agreement of tradeAgreementsSeed) {
      for (const code of agreement.partners) {
        const page = ftaCountriesSeed.find((item) => item.country_code === code);
        expect(page?.agreement_ids, `${agreement.title_eng}: ${code}`).toContain(agreement.id);
      }
    }
    for (const page of ftaCountriesSeed) {
      for (const id of page.agreement_ids!) expect(ids.has(id)).toBe(true);
    }
  });

  it('colour the EU, EFTA and GAFTA members and the bilateral partners, not a suspended one', () => {
    const visible = ftaCountriesSeed
      .filter((page) => page.visible)
      .map((page) => page.country_code);
    expect(visible).toEqual(
      expect.arrayContaining(['US', 'CA', 'GB', 'SG', 'DE', 'CH', 'SA', 'MA']),
    );
    expect(visible).toHaveLength(52);
    expect(ftaCountriesSeed.find((page) => page.country_code === 'TR')!.visible).toBe(false);
  });

  it('are written in both languages, with Arabic-Indic digits in Arabic', () => {
    for (const agreement of tradeAgreementsSeed) {
      for (const text of [agreement.title_ara, agreement.summary_ara, agreement.covers_ara]) {
        expect(text).toMatch(/[\u0600-\u06FF]/);
        expect(text!.replace(/EUR\.1/g, '')).not.toMatch(/[0-9]/);
      }
    }
    for (const page of ftaCountriesSeed) {
      expect(page.content_ara).toMatch(/[\u0600-\u06FF]/);
      expect(page.sub_subtitle_ara!).not.toMatch(/[0-9]/);
    }
  });
});

describe('the credentials', () => {
  it('name known types and countries, with dates and both names', () => {
    const types = new Set(credentialTypesSeed.map((type) => type.id));
    const countries = new Set(countriesSeed.map((country) => country.id));
    expect(credentialsSeed.length).toBeGreaterThanOrEqual(20);
    for (const credential of credentialsSeed) {
      expect(types.has(credential.type)).toBe(true);
      expect(countries.has(credential.country_id)).toBe(true);
      expect(credential.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(credential.name_ara).toMatch(/[\u0600-\u06FF]/);
      // The partners are fictional: no website, no link that can never load (issue 36).
      expect(credential.link).toBe('');
    }
    expect(credentialsSeed.some((credential) => credential.status !== 1)).toBe(true);
  });
});
