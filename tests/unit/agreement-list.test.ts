import { describe, expect, it } from 'vitest';

import {
  mappedCountries,
  searchAgreements,
  shownAgreements,
  withPartners,
} from '@/features/agreements/agreement-list';
import type { FtaCountry, TradeAgreement } from '@/features/agreements/schemas';

// part 3 "Client processing": status 1 only, newest first; part 3 §5: the title search; part 2:
// the map colours the visible country pages of a shown agreement.

const agreement = (id: number, over: Partial<TradeAgreement> = {}): TradeAgreement => ({
  id,
  title_eng: `Agreement ${id}`,
  title_ara: `اتفاقية ${id}`,
  summary_eng: '',
  summary_ara: '',
  covers_eng: '',
  covers_ara: '',
  signed_on: null,
  in_force_on: null,
  link: '',
  status: 1,
  legal_status: 'in_force',
  version: 1,
  ...over,
});

const country = (id: number, code: string, ids: number[], visible = true): FtaCountry => ({
  id,
  country_code: code,
  visible,
  title_eng: code,
  title_ara: code,
  subtitle_eng: '',
  subtitle_ara: '',
  sub_subtitle_eng: '',
  sub_subtitle_ara: '',
  image: '',
  url: '',
  keywords: '',
  keywords_ara: '',
  agreement_ids: ids,
  version: 1,
});

describe('shownAgreements', () => {
  it('keeps status 1 only, newest first by the day in force, else signed', () => {
    const rows = [
      agreement(1, { in_force_on: '1998-01-01' }),
      agreement(2, { in_force_on: '2021-01-01' }),
      agreement(3, { in_force_on: '2011-03-01', status: 0 }),
      agreement(4, { signed_on: '2024-05-01' }),
      agreement(5),
    ];
    expect(shownAgreements(rows).map((row) => row.id)).toEqual([4, 2, 1, 5]);
  });
});

describe('searchAgreements (part 3 §5)', () => {
  const rows = [
    agreement(1, { title_eng: 'Canada–Jordan Free Trade Agreement', title_ara: 'اتفاقية كندا' }),
    agreement(2, {
      title_eng: 'Agadir Agreement',
      title_ara: 'اتفاقية أغادير',
      summary_eng: 'Canada',
    }),
  ];

  it('matches the title in either language, however it is typed', () => {
    expect(searchAgreements(rows, 'CANADA').map((row) => row.id)).toEqual([1]);
    expect(searchAgreements(rows, '  agadir ').map((row) => row.id)).toEqual([2]);
    expect(searchAgreements(rows, 'اغادير').map((row) => row.id)).toEqual([2]);
    expect(searchAgreements(rows, '').map((row) => row.id)).toEqual([1, 2]);
    expect(searchAgreements(rows, '%')).toEqual([]);
  });
});

describe('partners and the map', () => {
  const agreements = [agreement(1), agreement(2, { status: 0 })];
  const countries = [
    country(1, 'US', [1]),
    country(2, 'TR', [2]),
    country(3, 'DE', [1], false),
    country(4, 'EG', [1, 2]),
  ];

  it('names the visible pages of each agreement', () => {
    const [first] = withPartners([agreements[0]!], countries);
    expect(first!.partners.map((partner) => partner.country_code)).toEqual(['US', 'EG']);
  });

  it('colours the visible pages that name a shown agreement', () => {
    expect(mappedCountries(countries, agreements).map((row) => row.country_code)).toEqual([
      'US',
      'EG',
    ]);
  });
});
