import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { HsFinderAnswer } from '@/features/hs-codes/schemas';
import type {
  StaffHsCode,
  StaffHsSection,
  StaffHsSynonym,
} from '@/features/hs-codes/staff-schemas';
import { hsCodes, hsSections, hsSynonyms } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createMember, createStaff } from './helpers/accounts';
import { lastAuditOf } from './helpers/audit';
import type { ErrorBody } from './helpers/auth-requests';
import { editorSender, type Page } from './helpers/editor-sender';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { codeVersion, insertSynonym, NEW_SYNONYM, sectionVersion } from './hs-codes-fixtures';

// Issue 37, items 1 and 2: editors give the nomenclature's sections, chapters, headings and
// subheadings their Arabic names and keep the finder's synonyms, from the version they started
// from; every change is audited, and the public finder finds what was written at once.

const api = testApiForFile();

const { send } = editorSender(api, '/api/staff');
const read = async <T>(path: string) => {
  const response = await send('GET', path);
  expect(response.status, path).toBe(200);
  return json<T>(response);
};
const found = async (q: string) => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}&page_size=50`);
  expect(response.status, q).toBe(200);
  return (await json<HsFinderAnswer>(response)).data;
};
const foundCodes = async (q: string) => (await found(q)).map((row) => row.code);
const codeRow = async (code: string) =>
  (await api.db.select().from(hsCodes).where(eq(hsCodes.code, code)))[0]!;
const lastAudit = (entityType: string, entityId: string | number) =>
  lastAuditOf(api, entityType, entityId);
const rename = async (code: string, name_ar: string) =>
  send('PUT', `/hs-codes/${code}`, { name_ar, version: await codeVersion(api, code) });

describe('GET /api/staff/hs-codes', () => {
  it('pages the codes by code, each with both names and its version', async () => {
    const page = await read<Page<StaffHsCode>>('/hs-codes');
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(20);
    expect(page.total).toBeGreaterThan(500);
    expect(page.data).toHaveLength(20);
    const codes = page.data.map((row) => row.code);
    expect(codes).toEqual([...codes].sort());
    expect(page.data[0]).toMatchObject({ code: '04', level: 2, parent: null, version: 1 });
    expect(page.data[0]!.name_ar).toMatch(/[\u0621-\u064a]/);
  });

  it('finds by a code in any spelling, the code first, then those under it', async () => {
    for (const q of ['15.09', '1509', '١٥٠٩', '15 09']) {
      const page = await read<Page<StaffHsCode>>(`/hs-codes?q=${encodeURIComponent(q)}`);
      expect(page.data.map((row) => row.code)[0], q).toBe('1509');
      expect(
        page.data.every((row) => row.code.startsWith('1509')),
        q,
      ).toBe(true);
    }
    const subheadings = await read<Page<StaffHsCode>>('/hs-codes?q=150920');
    expect(subheadings.data).toHaveLength(1);
    // A subheading has its own Arabic name (issue 45) and carries its heading's beside it.
    expect(subheadings.data[0]).toMatchObject({
      code: '150920',
      level: 6,
      name_ar: 'زيت زيتون بكر ممتاز',
    });
    expect(subheadings.data[0]!.heading_name_ar).toBe((await codeRow('1509')).name_ar);
  });

  it('finds by words of either name, and filters by level', async () => {
    const english = await read<Page<StaffHsCode>>('/hs-codes?q=olive%20oil&level=heading');
    expect(english.data.map((row) => row.code)).toContain('1509');
    expect(english.data.every((row) => row.level === 4)).toBe(true);
    const arabic = await read<Page<StaffHsCode>>(
      `/hs-codes?q=${encodeURIComponent('زيت الزيتون')}`,
    );
    expect(arabic.data.map((row) => row.code)).toContain('1509');
    const none = await read<Page<StaffHsCode>>('/hs-codes?q=xylophonic');
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it('refuses a bad page, page size, level or an over-long query (422)', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'page_size=7',
      'level=section',
      `q=${'a'.repeat(201)}`,
    ]) {
      const response = await send('GET', `/hs-codes?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('reads one code; an unknown one is 404, one of the wrong shape 422', async () => {
    expect(await read<StaffHsCode>('/hs-codes/0406')).toMatchObject({ code: '0406', level: 4 });
    expect((await send('GET', '/hs-codes/0199')).status).toBe(404);
    expect((await send('GET', '/hs-codes/150')).status).toBe(422);
  });
});

describe('GET /api/staff/hs-sections', () => {
  it('lists the 21 sections, I to XXI, with both names and their version', async () => {
    const { data } = await read<{ data: StaffHsSection[] }>('/hs-sections');
    expect(data).toHaveLength(21);
    expect(data[0]).toMatchObject({ id: 'I', position: 1, version: 1 });
    expect(data.at(-1)!.id).toBe('XXI');
    expect(data.every((row) => /[\u0621-\u064a]/.test(row.name_ar))).toBe(true);
  });
});

describe('PUT /api/staff/hs-codes/{code}', () => {
  it('renames a heading: the finder finds it and its subheadings by the new word, audited', async () => {
    expect(await foundCodes('نبالي')).not.toContain('1509');
    const before = await codeRow('1509');
    // A subheading's terms hold its own Arabic name and its heading's (issue 45).
    expect((await rename('150920', 'زيت زيتون بكر ممتاز')).status).toBe(200);
    const name = 'زيت الزيتون النبالي وأجزاؤه، وإن كان مكرراً، دون تعديل كيميائي';
    const response = await rename('1509', name);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await json<StaffHsCode>(response);
    expect(answer).toMatchObject({ code: '1509', name_ar: name, version: before.version + 1 });
    expect(answer.name_en).toBe(before.name_en);

    const codes = await foundCodes('نبالي');
    expect(codes[0]).toBe('1509');
    expect(codes).toEqual(expect.arrayContaining(['150920', '150930', '150940', '150990']));
    const shown = (await found('نبالي')).find((row) => row.code === '150990')!;
    expect(shown).toMatchObject({
      name_ar: 'زيت زيتون غير بكر وأجزاؤه',
      name_ar_of_heading: false,
    });

    const entry = await lastAudit('hs_codes', '1509');
    expect(entry).toMatchObject({
      action: 'hs-code.update',
      actor_role: 'editor',
      before: { name_ar: before.name_ar },
      after: { name_ar: name },
    });
  });

  it('gives a subheading a name of its own, then back to its heading’s', async () => {
    const response = await rename('070200', 'بندورة طازجة أو مبردة من وادي الأردن');
    expect(response.status).toBe(200);
    expect(await json<StaffHsCode>(response)).toMatchObject({
      name_ar: expect.stringMatching(/وادي/),
    });
    const [tomato] = (await found('وادي الأردن')).filter((row) => row.code === '070200');
    expect(tomato).toMatchObject({ name_ar_of_heading: false });

    const cleared = await rename('070200', '');
    expect(cleared.status).toBe(200);
    expect(await json<StaffHsCode>(cleared)).toMatchObject({
      name_ar: '',
      heading_name_ar: expect.any(String),
    });
    expect(await foundCodes('وادي الأردن')).not.toContain('070200');
    const row = (await found('بندورة')).find((item) => item.code === '070200')!;
    expect(row.name_ar_of_heading).toBe(true);
  });

  it('writes nothing, and no entry, when the name is the one it has', async () => {
    const before = await codeRow('0910');
    const response = await rename('0910', before.name_ar);
    expect(response.status).toBe(200);
    expect((await codeRow('0910')).version).toBe(before.version);
    expect(await lastAudit('hs_codes', '0910')).toBeUndefined();
  });

  it('refuses an empty name for a chapter or heading, and a name over 500 characters (422)', async () => {
    for (const [code, name_ar] of [
      ['15', ''],
      ['0406', '   '],
      ['0406', 'ج'.repeat(501)],
    ] as const) {
      const response = await rename(code, name_ar);
      expect(response.status, code).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(body.message).toBe(en.Api.invalid);
      expect(body.errors.name_ar).toEqual([name_ar.trim() ? en.rules.invalid : en.rules.required]);
    }
    const arabic = await send(
      'PUT',
      '/hs-codes/15',
      { name_ar: '', version: 1 },
      { 'Accept-Language': 'ar' },
    );
    expect((await json<ErrorBody>(arabic)).errors.name_ar).toEqual([ar.rules.required]);
  });

  it('answers an unknown code 404 and a code of the wrong shape 422', async () => {
    expect((await send('PUT', '/hs-codes/0199', { name_ar: 'اسم', version: 1 })).status).toBe(404);
    for (const code of ['150', '15.09', 'abc', '1509100', '%D9%A1%D9%A5']) {
      const response = await send('PUT', `/hs-codes/${code}`, { name_ar: 'اسم', version: 1 });
      expect(response.status, code).toBe(422);
    }
  });

  it('needs the version it started from: 428 without one, 409 when the code moved on', async () => {
    const before = await codeRow('0403');
    const missing = await send('PUT', '/hs-codes/0403', { name_ar: 'لبن رائب' });
    expect(missing.status).toBe(428);
    expect((await json<ErrorBody>(missing)).message).toBe(en.Api.versionRequired);
    const stale = await send('PUT', '/hs-codes/0403', {
      name_ar: 'لبن رائب',
      version: before.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(await json<ErrorBody>(stale)).toMatchObject({
      message: en.Api.staleVersion,
      errors: { version: [en.Api.staleVersion] },
    });
    expect((await codeRow('0403')).name_ar).toBe(before.name_ar);
    const byHeader = await send(
      'PUT',
      '/hs-codes/0403',
      { name_ar: 'لبن رائب ولبنة' },
      ifMatch(before.version),
    );
    expect(byHeader.status).toBe(200);
  });
});

describe('PUT /api/staff/hs-sections/{id}', () => {
  it('renames a section at its version, audited; the finder’s paths show it', async () => {
    const version = await sectionVersion(api, 'III');
    const [before] = await api.db.select().from(hsSections).where(eq(hsSections.id, 'III'));
    const name = 'الشحوم والزيوت الحيوانية والنباتية ومنتجات تفككها';
    const response = await send('PUT', '/hs-sections/III', { name_ar: name, version });
    expect(response.status).toBe(200);
    expect(await json<StaffHsSection>(response)).toMatchObject({
      id: 'III',
      name_ar: name,
      version: version + 1,
    });
    const [olive] = await found('1509');
    expect(olive!.path[0]).toMatchObject({ code: 'III', name_ar: name });
    expect(await lastAudit('hs_sections', 'III')).toMatchObject({
      action: 'hs-section.update',
      before: { name_ar: before!.name_ar },
      after: { name_ar: name },
    });
  });

  it('refuses an empty name (422), an unknown section (404), a bad id (422), a stale version (409)', async () => {
    const version = await sectionVersion(api, 'II');
    expect((await send('PUT', '/hs-sections/II', { name_ar: ' ', version })).status).toBe(422);
    expect((await send('PUT', '/hs-sections/XXV', { name_ar: 'قسم', version: 1 })).status).toBe(
      404,
    );
    expect((await send('PUT', '/hs-sections/ii', { name_ar: 'قسم', version: 1 })).status).toBe(422);
    expect(
      (await send('PUT', '/hs-sections/II', { name_ar: 'قسم', version: version + 3 })).status,
    ).toBe(409);
    expect((await send('PUT', '/hs-sections/II', { name_ar: 'قسم' })).status).toBe(428);
  });
});

describe('the synonyms: /api/staff/hs-synonyms', () => {
  it('lists the synonyms with their codes’ names, searched by code or phrase', async () => {
    const page = await read<Page<StaffHsSynonym>>('/hs-synonyms');
    expect(page.total).toBeGreaterThan(5);
    const jameed = page.data.find((row) => row.phrase_ar === 'جميد')!;
    expect(jameed).toMatchObject({ code: '0406', version: 1 });
    expect(jameed.code_name_en).toMatch(/cheese/i);
    expect(
      new Set(
        (await read<Page<StaffHsSynonym>>('/hs-synonyms?q=04.06')).data.map((row) => row.code),
      ),
    ).toEqual(new Set(['0406']));
    expect(
      (await read<Page<StaffHsSynonym>>(`/hs-synonyms?q=${encodeURIComponent('لبنة')}`)).data[0]!
        .code,
    ).toBe('0403');
    expect((await send('GET', '/hs-synonyms?page_size=3')).status).toBe(422);
  });

  it('adds a synonym (a code in any spelling), which the finder then finds, audited', async () => {
    expect(await foundCodes('شنكليش')).not.toContain('0406');
    const response = await send('POST', '/hs-synonyms', { ...NEW_SYNONYM, code: '04.06' });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = await json<StaffHsSynonym>(response);
    expect(created).toMatchObject({ code: '0406', phrase_ar: 'شنكليش', version: 1 });
    expect((await foundCodes('شنكليش'))[0]).toBe('0406');
    expect((await foundCodes('shanklish'))[0]).toBe('0406');
    expect(await lastAudit('hs_synonyms', created.id)).toMatchObject({
      action: 'hs-synonym.create',
      before: null,
      after: { code: '0406', phrase_en: NEW_SYNONYM.phrase_en, phrase_ar: 'شنكليش' },
    });
  });

  it('takes a phrase in one language only', async () => {
    const response = await send('POST', '/hs-synonyms', { code: '0910', phrase_ar: 'كركم مطحون' });
    expect(response.status).toBe(201);
    expect(await json<StaffHsSynonym>(response)).toMatchObject({
      phrase_en: '',
      phrase_ar: 'كركم مطحون',
    });
  });

  it('changes a synonym at its version: the finder follows, audited', async () => {
    const id = await insertSynonym(api, {
      code: '0804',
      phrase_en: 'barhi dates',
      phrase_ar: 'تمر برحي',
    });
    const response = await send('PUT', `/hs-synonyms/${id}`, {
      code: '080410',
      phrase_en: 'barhi dates',
      phrase_ar: 'رطب برحي',
      version: 1,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json<StaffHsSynonym>(response)).toMatchObject({ code: '080410', version: 2 });
    expect((await foundCodes('رطب برحي'))[0]).toBe('080410');
    expect(await lastAudit('hs_synonyms', id)).toMatchObject({
      action: 'hs-synonym.update',
      before: { code: '0804', phrase_ar: 'تمر برحي' },
      after: { code: '080410', phrase_ar: 'رطب برحي' },
    });
    const stale = await send('PUT', `/hs-synonyms/${id}`, { ...NEW_SYNONYM, version: 1 });
    expect(stale.status).toBe(409);
    expect((await send('PUT', `/hs-synonyms/${id}`, NEW_SYNONYM)).status).toBe(428);
    expect((await send('PUT', '/hs-synonyms/999999', { ...NEW_SYNONYM, version: 1 })).status).toBe(
      404,
    );
  });

  it('removes a synonym at the version If-Match names: the finder no longer finds it', async () => {
    const id = await insertSynonym(api, {
      code: '0406',
      phrase_en: 'akkawi',
      phrase_ar: 'جبنة عكاوي',
    });
    expect((await foundCodes('akkawi'))[0]).toBe('0406');
    expect((await send('DELETE', `/hs-synonyms/${id}`)).status).toBe(428);
    expect((await send('DELETE', `/hs-synonyms/${id}`, undefined, ifMatch(2))).status).toBe(409);
    const response = await send('DELETE', `/hs-synonyms/${id}`, undefined, ifMatch(1));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id });
    expect(await api.db.select().from(hsSynonyms).where(eq(hsSynonyms.id, id))).toEqual([]);
    expect(await foundCodes('akkawi')).not.toContain('0406');
    expect(await lastAudit('hs_synonyms', id)).toMatchObject({
      action: 'hs-synonym.delete',
      before: { code: '0406', phrase_en: 'akkawi' },
    });
    expect((await send('DELETE', `/hs-synonyms/${id}`, undefined, ifMatch(1))).status).toBe(404);
  });

  it.each([
    [
      'an unknown code',
      { ...NEW_SYNONYM, code: '0199' },
      'code',
      en.HsCodesAdmin.errors.unknownCode,
    ],
    [
      'a code of the wrong shape',
      { ...NEW_SYNONYM, code: '150' },
      'code',
      en.HsCodesAdmin.errors.codeShape,
    ],
    [
      'a national line',
      { ...NEW_SYNONYM, code: '0406.90.00' },
      'code',
      en.HsCodesAdmin.errors.codeShape,
    ],
    [
      'words for a code',
      { ...NEW_SYNONYM, code: 'cheese' },
      'code',
      en.HsCodesAdmin.errors.codeShape,
    ],
    ['no code', { phrase_en: 'x' }, 'code', en.rules.required],
    [
      'no phrase',
      { code: '0406', phrase_en: ' ', phrase_ar: '' },
      'phrase_en',
      en.HsCodesAdmin.errors.phraseRequired,
    ],
    [
      'a phrase too long',
      { code: '0406', phrase_en: 'a'.repeat(201) },
      'phrase_en',
      en.rules.invalid,
    ],
    [
      'an Arabic phrase too long',
      { code: '0406', phrase_ar: 'ج'.repeat(201) },
      'phrase_ar',
      en.rules.invalid,
    ],
    ['a phrase that is not text', { code: '0406', phrase_ar: 7 }, 'phrase_ar', en.rules.invalid],
  ])('refuses %s (422, by field)', async (_name, body, field, message) => {
    const before = await api.db.select().from(hsSynonyms);
    const response = await send('POST', '/hs-synonyms', body);
    expect(response.status).toBe(422);
    const answer = await json<ErrorBody>(response);
    expect(answer.message).toBe(en.Api.invalid);
    expect(answer.errors[field]).toEqual([message]);
    expect(await api.db.select().from(hsSynonyms)).toHaveLength(before.length);
  });

  it('says why in Arabic to an Arabic console', async () => {
    const response = await send(
      'POST',
      '/hs-synonyms',
      { code: '0199', phrase_ar: 'شيء' },
      { 'Accept-Language': 'ar' },
    );
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors.code).toEqual([
      ar.HsCodesAdmin.errors.unknownCode,
    ]);
  });
});

const ROUTES: [method: string, path: string][] = [
  ['GET', '/hs-codes'],
  ['GET', '/hs-codes/1509'],
  ['PUT', '/hs-codes/1509'],
  ['GET', '/hs-sections'],
  ['PUT', '/hs-sections/I'],
  ['GET', '/hs-synonyms'],
  ['POST', '/hs-synonyms'],
  ['PUT', '/hs-synonyms/1'],
  ['DELETE', '/hs-synonyms/1'],
];

describe('who may use the HS console’s routes', () => {
  it.each(ROUTES)(
    '%s %s refuses a visitor (401), a member and an officer (403)',
    async (method, path) => {
      const call = (headers: Record<string, string>) =>
        api.request(`/api/staff${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...headers },
          ...(method === 'GET'
            ? {}
            : { body: JSON.stringify({ name_ar: 'اسم', ...NEW_SYNONYM, version: 1 }) }),
        });
      expect((await call({})).status).toBe(401);
      expect((await call((await createMember(api)).bearer)).status).toBe(403);
      expect((await call((await createStaff(api, 'officer')).bearer)).status).toBe(403);
      expect((await codeRow('1509')).version).toBeGreaterThan(0);
    },
  );

  it('lets an administrator in as well as an editor', async () => {
    const admin = await createStaff(api, 'admin');
    const response = await api.request('/api/staff/hs-sections', { headers: admin.bearer });
    expect(response.status).toBe(200);
  });
});

describe('bad input to the HS console’s writes', () => {
  const BODIES: string[] = [
    '',
    'null',
    '[]',
    '"text"',
    '{',
    '{"name_ar": null, "version": 1}',
    '{"name_ar": {"a": 1}, "version": "1"}',
    '{"name_ar": "اسم", "version": -1}',
    '{"name_ar": "اسم", "version": 1e40}',
    '{"code": ["0406"], "phrase_en": "x", "version": 1}',
    '{"code": "0406", "phrase_en": "\\u0000", "version": 1}',
    `{"code": "${'9'.repeat(5000)}", "phrase_en": "x"}`,
  ];
  const WRITES = ROUTES.filter(([method]) => method !== 'GET' && method !== 'DELETE');

  it.each(WRITES)('%s %s answers every one below 500, in the error shape', async (method, path) => {
    for (const body of BODIES) {
      const response = await send(method, path, body, { 'Content-Type': 'application/json' });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      const answer = await json<ErrorBody>(response);
      expect(typeof answer.message, body).toBe('string');
    }
  });

  it('answers a DELETE with a bad If-Match or id below 500', async () => {
    for (const [path, header] of [
      ['/hs-synonyms/1', 'W/"x"'],
      ['/hs-synonyms/1', '"-1"'],
      ['/hs-synonyms/abc', '"1"'],
      ['/hs-synonyms/99999999999999999999', '"1"'],
    ] as const) {
      const response = await send('DELETE', path, undefined, { 'If-Match': header });
      expect(response.status, `${path} ${header}`).toBeLessThan(500);
    }
  });
});
