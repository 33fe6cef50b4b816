// @postgres: search statements (the HS topic as a tsquery)
import { describe, expect, it } from 'vitest';

import type { PublicationsPageAnswer } from '@/features/publications/schemas';

import type { ErrorBody } from './account-fixtures';
import { createMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 37: the catalogue accepts an HS code from the finder. Publications carry no code, so a
// code finds the publications about what it names: the words of its name (before the first
// semicolon), its heading's and its staff synonyms' that name few codes of the nomenclature, in
// their title or summary. The whole nomenclature is loaded: how many codes a word names decides.

const api = testApiForFile({ wholeNomenclature: true });

async function asMember(path: string) {
  const member = await createMember(api);
  return api.request(`/api${path}`, { headers: member.bearer });
}

const pageOf = async (path: string) => {
  const response = await asMember(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<PublicationsPageAnswer>(response);
};
const titlesOf = async (path: string) =>
  (await pageOf(path)).data.map((item) => item.DESCRIPTION_ENG);

describe('GET /api/publications?hs=', () => {
  it.each(['1509', '15.09', '١٥٠٩', '150920', '1509.20'])(
    '"%s" finds the olive oil study, and only it',
    async (hs) => {
      const page = await pageOf(`/publications?hs=${encodeURIComponent(hs)}`);
      expect(page.data.map((item) => item.DESCRIPTION_ENG)).toEqual([
        'Exporting olive oil to Germany',
      ]);
      expect(page.total).toBe(1);
    },
  );

  it('says which code it read, with its names in both languages', async () => {
    const heading = await pageOf('/publications?hs=15.09');
    expect(heading.hs_code).toMatchObject({
      code: '1509',
      name_en: expect.stringMatching(/^Olive oil/),
    });
    expect(heading.hs_code!.name_ar).toMatch(/زيت الزيتون/);
    // A subheading shows its own Arabic name (issue 45).
    const subheading = await pageOf('/publications?hs=150920');
    expect(subheading.hs_code).toMatchObject({ code: '150920', name_ar: 'زيت زيتون بكر ممتاز' });
    // Without a code, the answer names none.
    expect(await pageOf('/publications')).not.toHaveProperty('hs_code');
  });

  it('finds by the staff’s synonyms as by the names: potash (3104) and phosphates (2510)', async () => {
    expect(await titlesOf('/publications?hs=3104')).toContain(
      'Türkiye: demand for phosphate and potash',
    );
    expect(await titlesOf('/publications?hs=2510')).toContain(
      'Türkiye: demand for phosphate and potash',
    );
    // 3304's staff synonyms grew (issue 45): its study is among those found.
    expect(await titlesOf('/publications?hs=3304')).toContain(
      'UAE market study: cosmetics and Dead Sea products',
    );
  });

  it('reads the Arabic words as the English: a publication is found by either language', async () => {
    // Cartons and boxes (4819) in the packaging brief; its Arabic title says "التعبئة والتغليف".
    expect(await titlesOf('/publications?hs=4819')).toContain(
      'Egypt market brief: packaging and paper',
    );
  });

  it('takes the other filters with it', async () => {
    expect(await titlesOf('/publications?hs=1509&country=276')).toEqual([
      'Exporting olive oil to Germany',
    ]);
    expect(await titlesOf('/publications?hs=1509&country=682')).toEqual([]);
    expect(await titlesOf('/publications?hs=1509&q=olive')).toEqual([
      'Exporting olive oil to Germany',
    ]);
    expect(await titlesOf('/publications?hs=1509&q=potash')).toEqual([]);
  });

  it('answers an empty page for a code the nomenclature lacks, or one no publication speaks of', async () => {
    for (const hs of ['9999', '999999', '150']) {
      const page = await pageOf(`/publications?hs=${hs}`);
      expect(page).toMatchObject({ data: [], total: 0, hs_code: null });
    }
    const tomatoes = await pageOf('/publications?hs=0702');
    expect(tomatoes).toMatchObject({ data: [], total: 0, hs_code: { code: '0702' } });
  });

  it.each(['olive', '1509101', '15A9', '1'])('refuses "%s" (422)', async (hs) => {
    const response = await asMember(`/publications?hs=${encodeURIComponent(hs)}`);
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors.hs).toEqual(['An HS code is 2 to 6 digits.']);
  });

  it('refuses a visitor (401)', async () => {
    expect((await api.request('/api/publications?hs=1509')).status).toBe(401);
  });
});
