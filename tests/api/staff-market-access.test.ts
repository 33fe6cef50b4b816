import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { GeneralOriginRule } from '@/features/market-access/schemas';
import type { StaffHeadingTerms, StaffLegalStatus } from '@/features/market-access/staff-schemas';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { agreementHeadings, auditLog, tradeAgreements } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { insertAgreement } from './agreements-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { lastAuditOf } from './helpers/audit';
import type { ErrorBody } from './helpers/auth-requests';
import { editorSender, type Page } from './helpers/editor-sender';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import {
  insertHeading,
  NEW_HEADING,
  NEW_LEGAL_STATUS,
  NEW_RULE,
  SOURCE,
} from './market-access-console-fixtures';

// Issue 37, market access in the console: editors keep an agreement's legal status note and
// source, its general rule of origin and its headings' terms (one by one or as CSV), from the
// version they started from; every change is audited and re-validates the market-access pages.

const api = testApiForFile();

const { send } = editorSender(api, '/api/staff/agreements');
const errorsOf = async (response: Response, status = 422) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await json<ErrorBody>(response)).errors;
};
const lastAudit = (entityType: string, entityId: number) => lastAuditOf(api, entityType, entityId);
const headingsOf = (agreementId: number) =>
  api.db
    .select()
    .from(agreementHeadings)
    .where(eq(agreementHeadings.agreement_id, agreementId))
    .orderBy(agreementHeadings.hs_code);

const HEADER =
  'hs_code,preferential_duty_en,preferential_duty_ar,specific_rule_en,specific_rule_ar,sample,' +
  'source_name_en,source_name_ar,source_url,source_date';
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

describe('the legal status', () => {
  it('is read and changed with its note and source, audited, re-validating the pages', async () => {
    const id = await insertAgreement(api);
    const read = await json<StaffLegalStatus>(await send('GET', `/${id}/legal-status`));
    expect(read).toMatchObject({ id, legal_status: 'in_force', version: 1 });
    api.services.revalidatedTags.length = 0;
    const response = await send('PUT', `/${id}/legal-status`, { ...NEW_LEGAL_STATUS, version: 1 });
    expect(response.status).toBe(200);
    const changed = await json<StaffLegalStatus>(response);
    expect(changed).toMatchObject({
      legal_status: 'suspended',
      note_ar: 'علّقها الشريك.',
      version: 2,
    });
    // Issue 57: no check dates sent, none stored.
    expect(changed.source).toEqual({ ...SOURCE, checked_on: null, review_by: null });
    const [row] = await api.db.select().from(tradeAgreements).where(eq(tradeAgreements.id, id));
    expect(row!.legal_status_source_url).toBe(SOURCE.url);
    expect((await lastAudit('trade_agreements', id))!.action).toBe('agreement.legal-status');
    expect(api.services.revalidatedTags).toEqual(
      expect.arrayContaining([CACHE_TAGS.marketAccess, CACHE_TAGS.agreements]),
    );
  });

  it('refuses a stale version (409), none (428), a bad status, address or day (422)', async () => {
    const id = await insertAgreement(api);
    expect(
      (await send('PUT', `/${id}/legal-status`, { ...NEW_LEGAL_STATUS, version: 9 })).status,
    ).toBe(409);
    expect((await send('PUT', `/${id}/legal-status`, NEW_LEGAL_STATUS)).status).toBe(428);
    const errors = await errorsOf(
      await send('PUT', `/${id}/legal-status`, {
        ...NEW_LEGAL_STATUS,
        legal_status: 'dormant',
        source: { ...SOURCE, url: 'not an address', date: '2024-02-30' },
        version: 1,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['legal_status', 'source.date', 'source.url']);
    expect(
      (await send('PUT', '/999999/legal-status', { ...NEW_LEGAL_STATUS, version: 1 })).status,
    ).toBe(404);
    expect((await send('GET', '/999999/legal-status')).status).toBe(404);
  });
});

describe('the general rule of origin', () => {
  it('is null until entered, then created (no version) and changed from its version', async () => {
    const id = await insertAgreement(api);
    expect(await json(await send('GET', `/${id}/origin-rule`))).toEqual({ rule: null });
    const created = await send('PUT', `/${id}/origin-rule`, NEW_RULE);
    expect(created.status).toBe(200);
    const rule = await json<GeneralOriginRule>(created);
    expect(rule).toMatchObject({ agreement_id: id, value_percent: 40, version: 1 });
    expect(rule.cumulation_partners).toEqual(['EG', 'MA']);
    expect((await lastAudit('agreement_origin_rules', id))!.action).toBe('origin-rule.create');

    api.services.revalidatedTags.length = 0;
    const changed = await send('PUT', `/${id}/origin-rule`, {
      ...NEW_RULE,
      value_kind: null,
      value_percent: null,
      proofs: null,
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(await json<GeneralOriginRule>(changed)).toMatchObject({ proofs: null, version: 2 });
    expect(api.services.revalidatedTags).toContain(CACHE_TAGS.marketAccess);
    const audit = await lastAudit('agreement_origin_rules', id);
    expect(audit!.action).toBe('origin-rule.update');
    const read = await json<{ rule: GeneralOriginRule }>(await send('GET', `/${id}/origin-rule`));
    expect(read.rule.value_kind).toBeNull();
  });

  it('refuses a stale or missing version of a stored rule, and each bad figure', async () => {
    const id = await insertAgreement(api);
    await send('PUT', `/${id}/origin-rule`, NEW_RULE);
    expect((await send('PUT', `/${id}/origin-rule`, { ...NEW_RULE, version: 5 })).status).toBe(409);
    expect((await send('PUT', `/${id}/origin-rule`, NEW_RULE)).status).toBe(428);
    const bad = {
      value_kind: 'weight',
      value_percent: 140,
      tariff_shift: 'sideways',
      cumulation_partners: ['XX', 'EG', 'EG'],
      proofs: [],
      source: { ...SOURCE, date: 'yesterday' },
    };
    for (const [field, value] of Object.entries(bad)) {
      const errors = await errorsOf(
        await send('PUT', `/${id}/origin-rule`, { ...NEW_RULE, [field]: value, version: 1 }),
      );
      expect(Object.keys(errors).join(), field).toContain(field);
    }
    const half = await errorsOf(
      await send('PUT', `/${id}/origin-rule`, { ...NEW_RULE, value_kind: null, version: 1 }),
    );
    expect(half.value_percent).toBeDefined();
    expect((await send('PUT', '/999999/origin-rule', NEW_RULE)).status).toBe(404);
    expect((await send('GET', '/999999/origin-rule')).status).toBe(404);
    expect((await send('PUT', `/${id}/origin-rule`, '{"value_kind":')).status).toBe(400);
  });
});

describe("the headings' terms", () => {
  it('are added in any spelling, listed by code and paged, changed and removed, audited', async () => {
    const id = await insertAgreement(api);
    const created = await send('POST', `/${id}/headings`, NEW_HEADING);
    expect(created.status).toBe(201);
    const row = await json<StaffHeadingTerms>(created);
    expect(row).toMatchObject({ hs_code: '1509', sample: true, version: 1 });
    expect((await lastAudit('agreement_headings', row.id))!.action).toBe(
      'agreement-heading.create',
    );
    await send('POST', `/${id}/headings`, { ...NEW_HEADING, hs_code: '6109' });
    await send('POST', `/${id}/headings`, { ...NEW_HEADING, hs_code: '1509 20' });

    const all = await json<Page<StaffHeadingTerms>>(await send('GET', `/${id}/headings`));
    expect(all.data.map((terms) => terms.hs_code)).toEqual(['1509', '150920', '6109']);
    const filtered = await json<Page<StaffHeadingTerms>>(
      await send('GET', `/${id}/headings?code=15.09`),
    );
    expect(filtered.data.map((terms) => terms.hs_code)).toEqual(['1509', '150920']);
    const paged = await json<Page<StaffHeadingTerms>>(
      await send('GET', `/${id}/headings?page_size=25&page=2`),
    );
    expect(paged).toMatchObject({ total: 3, page: 1, page_count: 1 });

    const changed = await send('PUT', `/${id}/headings/${row.id}`, {
      ...NEW_HEADING,
      preferential_duty_en: '5 %',
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(await json<StaffHeadingTerms>(changed)).toMatchObject({
      preferential_duty_en: '5 %',
      version: 2,
    });
    expect((await lastAudit('agreement_headings', row.id))!.action).toBe(
      'agreement-heading.update',
    );

    api.services.revalidatedTags.length = 0;
    const removed = await send('DELETE', `/${id}/headings/${row.id}`, undefined, ifMatch(2));
    expect(removed.status).toBe(200);
    expect(api.services.revalidatedTags).toContain(CACHE_TAGS.marketAccess);
    expect((await lastAudit('agreement_headings', row.id))!.action).toBe(
      'agreement-heading.delete',
    );
    expect((await headingsOf(id)).map((terms) => terms.hs_code)).toEqual(['150920', '6109']);
  });

  it('refuses a code outside the nomenclature, a chapter, a repeat and each bad field', async () => {
    const id = await insertAgreement(api);
    const unknown = await errorsOf(
      await send('POST', `/${id}/headings`, { ...NEW_HEADING, hs_code: '9999' }),
    );
    expect(unknown.hs_code).toEqual([en.MarketAccess.errors.unknownCode]);
    const chapter = await errorsOf(
      await send('POST', `/${id}/headings`, { ...NEW_HEADING, hs_code: '15' }),
    );
    expect(chapter.hs_code).toEqual([en.MarketAccess.errors.heading]);
    await send('POST', `/${id}/headings`, NEW_HEADING);
    const repeat = await errorsOf(await send('POST', `/${id}/headings`, NEW_HEADING));
    expect(repeat.hs_code).toEqual([en.MarketAccess.csv.duplicate]);
    const badSample = await errorsOf(
      await send('POST', `/${id}/headings`, { ...NEW_HEADING, sample: 'yes' }),
    );
    expect(Object.keys(badSample)).toEqual(['sample']);
    const long = await errorsOf(
      await send('POST', `/${id}/headings`, {
        ...NEW_HEADING,
        preferential_duty_en: 'x'.repeat(600),
      }),
    );
    expect(Object.keys(long)).toEqual(['preferential_duty_en']);
    const arabic = await send(
      'POST',
      `/${id}/headings`,
      { ...NEW_HEADING, hs_code: '9999' },
      {
        'Accept-Language': 'ar',
      },
    );
    expect((await errorsOf(arabic)).hs_code).toEqual([ar.MarketAccess.errors.unknownCode]);
    expect((await send('POST', '/999999/headings', NEW_HEADING)).status).toBe(404);
    expect((await send('GET', `/${id}/headings?page_size=7`)).status).toBe(422);
  });

  it('refuses a stale version (409), none (428), and another agreement’s row (404)', async () => {
    const id = await insertAgreement(api);
    const other = await insertAgreement(api);
    const headingId = await insertHeading(api, id);
    expect(
      (await send('PUT', `/${id}/headings/${headingId}`, { ...NEW_HEADING, version: 3 })).status,
    ).toBe(409);
    expect((await send('PUT', `/${id}/headings/${headingId}`, NEW_HEADING)).status).toBe(428);
    expect(
      (await send('DELETE', `/${id}/headings/${headingId}`, undefined, ifMatch(3))).status,
    ).toBe(409);
    expect((await send('DELETE', `/${id}/headings/${headingId}`)).status).toBe(428);
    expect(
      (await send('PUT', `/${other}/headings/${headingId}`, { ...NEW_HEADING, version: 1 })).status,
    ).toBe(404);
    expect(
      (await send('DELETE', `/${other}/headings/${headingId}`, undefined, ifMatch(1))).status,
    ).toBe(404);
  });
});

describe("the headings' terms as CSV", () => {
  it('export with a BOM and a header row, and import back unchanged (a round trip)', async () => {
    const id = await insertAgreement(api);
    await send('POST', `/${id}/headings`, {
      ...NEW_HEADING,
      preferential_duty_en: '=1+1, then "free"',
      specific_rule_ar: 'تغيير في البند، مع شرط',
    });
    await send('POST', `/${id}/headings`, {
      ...NEW_HEADING,
      hs_code: '6109',
      sample: false,
      source: { ...SOURCE, date: null },
    });
    const exported = await send('GET', `/${id}/headings-csv`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      HEADER.split(',')
        .map((name) => `"${name}"`)
        .join(','),
    );
    expect(csv).toContain('"\'=1+1, then ""free"""');

    const before = await headingsOf(id);
    const other = await insertAgreement(api);
    const imported = await send('POST', `/${other}/headings-csv`, { csv });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await json(imported)).toEqual({ created: 2, updated: 0 });
    const after = await headingsOf(other);
    const fields = (rows: typeof before) =>
      rows.map(({ id: _id, agreement_id: _a, created_at: _c, updated_at: _u, ...rest }) => rest);
    expect(fields(after)).toEqual(fields(before));
    const again = await send('POST', `/${other}/headings-csv`, { csv });
    expect(await json(again)).toEqual({ created: 0, updated: 2 });
    expect((await lastAudit('agreement_headings', after[0]!.id))!.action).toBe(
      'agreement-heading.update',
    );
  });

  it('reads a BOM, Arabic text, quoted commas and line breaks, LF or CRLF, and a semicolon', async () => {
    const id = await insertAgreement(api);
    const csv =
      '\uFEFF' +
      csvOf(
        '"15.09","Free, within the quota","معفى، ضمن الحصة","Wholly obtained\r\nolives","زيتون",نعم,Notice,إشعار,https://walk.example,2024-03-01',
        '6109 ,5 %,5 %,,,no,Notice,إشعار,,',
      );
    const response = await send('POST', `/${id}/headings-csv`, { csv });
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = await headingsOf(id);
    expect(rows.map((row) => row.hs_code)).toEqual(['1509', '6109']);
    expect(rows[0]).toMatchObject({
      preferential_duty_en: 'Free, within the quota',
      preferential_duty_ar: 'معفى، ضمن الحصة',
      specific_rule_en: 'Wholly obtained\r\nolives',
      sample: true,
    });
    expect(rows[1]).toMatchObject({ sample: false, source_date: null, source_url: '' });
    const semicolons = HEADER.replaceAll(',', ';') + '\n3304;Free;معفى;;;no;N;ن;;\n';
    const other = await insertAgreement(api);
    expect((await send('POST', `/${other}/headings-csv`, { csv: semicolons })).status).toBe(200);
    expect((await headingsOf(other)).map((row) => row.hs_code)).toEqual(['3304']);
  });

  it('applies nothing when any row is wrong and names each bad line in both languages', async () => {
    const id = await insertAgreement(api);
    await insertHeading(api, id, '6109');
    const before = await headingsOf(id);
    const auditsBefore = (await api.db.select().from(auditLog)).length;
    const csv = csvOf(
      '1509,Free,معفى,,,no,N,ن,,',
      '9999,Free,معفى,,,no,N,ن,,',
      '15,Free,معفى,,,no,N,ن,,',
      '6109,Free,معفى,,,maybe,N,ن,not a url,2024-13-01',
      '3304,Free',
      '1509,Free,معفى,,,no,N,ن,,',
    );
    const errors = await errorsOf(await send('POST', `/${id}/headings-csv`, { csv }));
    expect(errors).toEqual({
      'line.4.hs_code': [en.MarketAccess.errors.heading],
      'line.5.sample': [en.rules.invalid],
      'line.5.source.url': [en.rules.url],
      'line.5.source.date': [en.rules.invalid],
      'line.6': [en.MarketAccess.csv.columns],
      'line.7.hs_code': [en.MarketAccess.csv.duplicate],
    });
    expect(await headingsOf(id)).toEqual(before);
    // The nomenclature is checked once the rows are well formed, still before anything is applied.
    const unknown = csvOf('1509,Free,معفى,,,no,N,ن,,', '9999,Free,معفى,,,no,N,ن,,');
    const arabic = await send(
      'POST',
      `/${id}/headings-csv`,
      { csv: unknown },
      { 'Accept-Language': 'ar' },
    );
    expect(await errorsOf(arabic)).toEqual({
      'line.3.hs_code': [ar.MarketAccess.errors.unknownCode],
    });
    expect(await headingsOf(id)).toEqual(before);
    expect((await api.db.select().from(auditLog)).length).toBe(auditsBefore);
  });

  it('refuses a wrong header, an empty file, an open quote, too many rows or bytes (422)', async () => {
    const id = await insertAgreement(api);
    const cases: [string, Record<string, string[]>][] = [
      ['code,duty\r\n1509,Free\r\n', { 'line.1': [en.MarketAccess.csv.header] }],
      [HEADER + '\r\n', { csv: [en.MarketAccess.csv.empty] }],
      [csvOf('"1509,Free'), { 'line.2': [en.MarketAccess.csv.quote] }],
      [
        csvOf(...Array.from({ length: 5001 }, () => '1509,,,,,no,,,,')),
        { csv: [en.MarketAccess.csv.tooManyRows] },
      ],
      [csvOf(`1509,${'x'.repeat(1024 * 1024)},,,,no,,,,`), { csv: [en.MarketAccess.csv.tooLarge] }],
    ];
    for (const [csv, expected] of cases) {
      expect(await errorsOf(await send('POST', `/${id}/headings-csv`, { csv }))).toEqual(expected);
    }
    expect(Object.keys(await errorsOf(await send('POST', `/${id}/headings-csv`, {})))).toEqual([
      'csv',
    ]);
    expect((await send('POST', '/999999/headings-csv', { csv: csvOf() })).status).toBe(404);
    expect((await send('GET', '/999999/headings-csv')).status).toBe(404);
  });
});

describe('every market-access staff route', () => {
  const routes: [string, (id: number, headingId: number) => string, unknown][] = [
    ['GET', (id) => `/${id}/legal-status`, undefined],
    ['PUT', (id) => `/${id}/legal-status`, { ...NEW_LEGAL_STATUS, version: 1 }],
    ['GET', (id) => `/${id}/origin-rule`, undefined],
    ['PUT', (id) => `/${id}/origin-rule`, NEW_RULE],
    ['GET', (id) => `/${id}/headings`, undefined],
    ['POST', (id) => `/${id}/headings`, NEW_HEADING],
    ['PUT', (id, h) => `/${id}/headings/${h}`, { ...NEW_HEADING, version: 1 }],
    ['DELETE', (id, h) => `/${id}/headings/${h}`, undefined],
    ['GET', (id) => `/${id}/headings-csv`, undefined],
    ['POST', (id) => `/${id}/headings-csv`, { csv: csvOf('1509,,,,,no,,,,') }],
  ];

  it.each(routes.map(([method, path, body]) => [method, path(1, 1), path, body] as const))(
    '%s %s refuses a visitor (401), a member and an officer (403), and changes nothing',
    async (method, _shown, path, body) => {
      const id = await insertAgreement(api);
      const headingId = await insertHeading(api, id);
      const member = await createMember(api);
      const officer = await createStaff(api, 'officer');
      const call = (headers: Record<string, string>) =>
        api.request(`/api/staff/agreements${path(id, headingId)}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...ifMatch(1), ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      expect((await call({})).status).toBe(401);
      expect((await call(member.bearer)).status).toBe(403);
      expect((await call(officer.bearer)).status).toBe(403);
      expect((await headingsOf(id)).map((row) => row.version)).toEqual([1]);
    },
  );
});
