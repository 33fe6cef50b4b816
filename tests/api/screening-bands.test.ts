// @postgres: the prefilter's GIN overlap (keys &&) and the array intersection, as the server runs them
import { describe, expect, it } from 'vitest';

import type { ErrorBody } from '@/lib/api/errors';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { nextAddress } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

// Issue 56, over the shipped UN list of 27 February 2026 (the seed imports it): the strong and the
// possible band apart, the subject's kind, the press's spellings, the lists named with their dates,
// and names of up to 200 characters. The names quoted by the issue are its symptoms; the measure is
// `npm run bench:screening` on sets no rule names.

const api = testApiForFile();

type Match = {
  reference: string;
  kind: string;
  score: number;
  reason: string;
  reason_text: string;
  band: string;
  matched_alias: string;
};
type Answer = {
  lists: { source: string; name: string; list_date: string; imported_at: string }[];
  min_score: number;
  matches: Match[];
  possible_min_score: number;
  possible_matches: Match[];
  bands: { strong: string; possible: string };
};

async function screened(query: Record<string, string>): Promise<Answer> {
  const response = await api.request(`/api/screening?${new URLSearchParams(query).toString()}`, {
    headers: { [CLIENT_SOCKET_HEADER]: nextAddress() },
  });
  expect(response.status, JSON.stringify(query)).toBe(200);
  return json<Answer>(response);
}

const references = (matches: readonly Match[]) => matches.map((match) => match.reference);
const topThree = (answer: Answer) => references(answer.matches.slice(0, 3));

describe('GET /api/screening: two bands', () => {
  it('answers the strong matches in `matches` and the possible ones apart, each with its band', async () => {
    const answer = await screened({ name: 'صدام حسين' });
    expect(answer.min_score).toBe(85);
    expect(answer.possible_min_score).toBe(70);
    expect(references(answer.matches)).not.toContain('IQi.001');
    const saddam = answer.possible_matches.find((match) => match.reference === 'IQi.001');
    expect(saddam).toMatchObject({ band: 'possible', reason: 'partial' });
    expect(saddam!.score).toBeGreaterThanOrEqual(70);
    expect(saddam!.score).toBeLessThan(85);
    for (const match of answer.matches) expect(match.band).toBe('strong');
    for (const match of answer.possible_matches) {
      expect(match.score).toBeGreaterThanOrEqual(70);
      expect(match.score).toBeLessThan(85);
    }
  });

  it('says what each band means, in the request’s language', async () => {
    const english = await screened({ name: 'صدام حسين' });
    expect(english.bands.strong).toContain('85');
    expect(english.bands.possible).toContain('70 to 84');
    const arabic = await screened({ name: 'صدام حسين', lang: 'ar' });
    expect(arabic.bands.possible).toMatch(/٧٠|70/);
    expect(arabic.bands.possible).not.toBe(english.bands.possible);
    expect(ar.Screening.bands.possibleMeaning).toContain('{from}');
  });

  it('moves the possible band with the minimum asked (15 under it, never under 50)', async () => {
    expect((await screened({ name: 'Saddam Hussein', min_score: '95' })).possible_min_score).toBe(
      80,
    );
    const low = await screened({ name: 'Saddam Hussein', min_score: '55' });
    expect(low.possible_min_score).toBe(50);
    expect(references(low.matches)).toContain('IQi.001');
  });

  it('finds a strong match where the record is the name, and no possible one for an invented name', async () => {
    const found = await screened({ name: 'صدام حسين التكريتي' });
    expect(found.matches[0]).toMatchObject({ reference: 'IQi.001', band: 'strong' });
    const none = await screened({ name: 'Lina Haddad' });
    expect(none.matches).toEqual([]);
    expect(none.possible_matches).toEqual([]);
  });
});

describe('GET /api/screening: the subject’s kind', () => {
  const givenNames = [
    'Hassan',
    'Ahmad',
    'Ismail',
    'Karim',
    'Adam',
    'Bilal',
    'Saleh',
    'Omar',
    'Yousef',
  ];

  it.each(givenNames)('"%s Trading Co." matches no individual on the given name', async (given) => {
    const answer = await screened({ name: `${given} Trading Co.` });
    expect(answer.matches).toEqual([]);
    for (const match of answer.possible_matches) {
      expect(match.kind).not.toBe('individual');
      expect(match.reason).not.toBe('exact');
    }
  });

  it('the same in Arabic: «شركة حسن للتجارة», «مؤسسة عمر التجارية»', async () => {
    for (const name of ['شركة حسن للتجارة', 'مؤسسة عمر التجارية', 'شركة يوسف ذ.م.م']) {
      const answer = await screened({ name });
      expect(answer.matches, name).toEqual([]);
      for (const match of answer.possible_matches) expect(match.kind).not.toBe('individual');
    }
  });

  it('never calls one common given name "exact", even alone', async () => {
    for (const given of givenNames) {
      const answer = await screened({ name: given });
      for (const match of [...answer.matches, ...answer.possible_matches]) {
        expect(match.reason, given).not.toBe('exact');
      }
    }
  });

  it('takes kind=entity for a name without company words, and kind=person to screen it as one', async () => {
    const asPerson = await screened({ name: 'Qusay Saddam Hussein al-Tikriti', kind: 'person' });
    expect(asPerson.matches[0]).toMatchObject({ reference: 'IQi.002', reason: 'exact' });
    const asEntity = await screened({ name: 'Qusay Saddam Hussein al-Tikriti', kind: 'entity' });
    const qusay = asEntity.matches.find((match) => match.reference === 'IQi.002');
    expect(qusay!.score).toBe(90);
    const oneWord = await screened({ name: 'Abu Ali', kind: 'entity' });
    expect(references([...oneWord.matches, ...oneWord.possible_matches])).not.toContain('IQi.001');
  });

  it('refuses a kind that is neither person nor entity, with 422', async () => {
    const response = await api.request('/api/screening?name=Abu+Ali&kind=vessel', {
      headers: { [CLIENT_SOCKET_HEADER]: nextAddress() },
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toContain('kind');
  });
});

describe('GET /api/screening: the press’s spellings', () => {
  it.each([
    ['Saif al-Islam Gaddafi', 'LYi.017'],
    ['Aisha Gaddafi', 'LYi.009'],
    ['Hannibal Gadhafi', 'LYi.010'],
  ])('"%s" finds %s in the first three, strong', async (name, reference) => {
    expect(topThree(await screened({ name }))).toContain(reference);
  });
});

describe('GET /api/screening: the lists and the name’s length', () => {
  it('names only the lists imported, each with its date', async () => {
    const answer = await screened({ name: 'Saddam Hussein' });
    expect(answer.lists).toEqual([
      expect.objectContaining({
        source: 'un',
        name: en.Screening.lists.un,
        list_date: '2026-02-27',
      }),
    ]);
    expect(answer.lists[0]!.imported_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('screens a name of 200 characters, and refuses 201 with a message in the language asked', async () => {
    const long = `شركة ${'الأردنية للصناعات الغذائية '.repeat(8)}`.slice(0, 200);
    expect(long).toHaveLength(200);
    expect((await screened({ name: long })).lists).toHaveLength(1);
    for (const [lang, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await api.request(
        `/api/screening?${new URLSearchParams({ name: `${long}x`, lang }).toString()}`,
        { headers: { [CLIENT_SOCKET_HEADER]: nextAddress() } },
      );
      expect(response.status).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(body.errors.name).toEqual([messages.Screening.errors.nameLong]);
    }
  });
});
