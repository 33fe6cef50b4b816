import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, sponsors } from '@/lib/db/schema';

import {
  NEW_SPONSOR,
  recordForm,
  sendJson,
  sendRecordForm,
  storeRecord,
} from './content-records-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { imageBlob, pdfBlob } from './staff-publications-fixtures';

// Issue 29: the sponsors under /api/staff/sponsors (area sponsors): the tariff html cleaned, the
// logo re-encoded, the PDFs checked, and the home page's rule (status 1, end day after today).

const api = testApiForFile();

type Sponsor = typeof NEW_SPONSOR & {
  id: number;
  image: string;
  TARIFF_FILE: string;
  version: number;
};
type Errors = { errors: Record<string, string[]> };

const post = async (data: object, files: Record<string, Blob>) => {
  const editor = await createStaff(api, 'editor');
  return sendRecordForm(api, 'POST', '/api/staff/sponsors', editor.bearer, recordForm(data, files));
};
const withLogo = async () => ({ image: await imageBlob() });

describe('staff sponsors', () => {
  it('is for editors only', async () => {
    const member = await createMember(api);
    const officer = await createStaff(api, 'officer');
    expect((await sendJson(api, 'GET', '/api/staff/sponsors', {})).status).toBe(401);
    expect((await sendJson(api, 'GET', '/api/staff/sponsors', member.bearer)).status).toBe(403);
    expect((await sendJson(api, 'GET', '/api/staff/sponsors', officer.bearer)).status).toBe(403);
  });

  it('adds a sponsor: tariff cleaned, logo and PDF stored, audited, sponsors tag re-validated', async () => {
    api.services.revalidatedTags.length = 0;
    const data = {
      ...NEW_SPONSOR,
      TARIFF_ENG:
        '<p onclick="x()">Offer<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    };
    const response = await post(data, { image: await imageBlob(), TARIFF_FILE: pdfBlob() });
    expect(response.status).toBe(201);
    const sponsor = await json<Sponsor>(response);
    expect(sponsor.TARIFF_ENG).not.toMatch(/script|onclick|javascript:/);
    expect(sponsor.image).toMatch(/^\/api\/uploads\/sponsors\/.+\.webp$/);
    expect(sponsor.TARIFF_FILE).toMatch(/^\/api\/uploads\/sponsors\/.+\.pdf$/);
    expect(api.services.revalidatedTags).toEqual(['sponsors']);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'sponsors'), eq(auditLog.entity_id, String(sponsor.id))));
    expect(entry).toMatchObject({ action: 'sponsor.create' });
    const page = await json<Sponsor>(await api.request(`/api/sponsors/${sponsor.id}`));
    expect(page.DESCRIPTION_ARA).toBe(NEW_SPONSOR.DESCRIPTION_ARA);
  });

  it('refuses each invalid field', async () => {
    const cases: [object, string][] = [
      [{ DESCRIPTION_ARA: '' }, 'DESCRIPTION_ARA'],
      [{ TARIFF_ARA: ' ' }, 'TARIFF_ARA'],
      [{ date_end: '2027-02-30' }, 'date_end'],
      [{ date_end: '' }, 'date_end'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link_ara: 'http://insecure.example' }, 'link_ara'],
      [{ status: 3 }, 'status'],
    ];
    for (const [change, field] of cases) {
      const response = await post({ ...NEW_SPONSOR, ...change }, await withLogo());
      expect(response.status, field).toBe(422);
      expect((await json<Errors>(response)).errors[field], field).toBeDefined();
    }
    const noLogo = await post(NEW_SPONSOR, {});
    expect((await json<Errors>(noLogo)).errors.image).toEqual(['Required.']);
    const badPdf = await post(NEW_SPONSOR, {
      ...(await withLogo()),
      TARIFF_FILE: await imageBlob(),
    });
    expect((await json<Errors>(badPdf)).errors.TARIFF_FILE).toBeDefined();
  });

  it('changes the end day from the version read; stale 409; none 428; audit before and after', async () => {
    const editor = await createStaff(api, 'editor');
    const sponsor = await storeRecord.sponsor(api);
    const path = `/api/staff/sponsors/${sponsor.id}`;
    const changed = { ...NEW_SPONSOR, date_end: '2028-01-31' };
    expect(
      (await sendRecordForm(api, 'PUT', path, editor.bearer, recordForm(changed))).status,
    ).toBe(428);
    const saved = await sendRecordForm(
      api,
      'PUT',
      path,
      editor.bearer,
      recordForm({ ...changed, version: 1 }),
    );
    expect(await json<Sponsor>(saved)).toMatchObject({ date_end: '2028-01-31', version: 2 });
    const stale = await sendRecordForm(
      api,
      'PUT',
      path,
      editor.bearer,
      recordForm({ ...changed, version: 1 }),
    );
    expect(stale.status).toBe(409);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'sponsor.update'), eq(auditLog.entity_id, String(sponsor.id))),
      );
    expect(entry!.before).toMatchObject({ date_end: '2027-06-30' });
    expect(entry!.after).toMatchObject({ date_end: '2028-01-31' });
  });

  it('hides a sponsor: its page is off (status 0) and the status is audited; delete needs If-Match', async () => {
    const editor = await createStaff(api, 'editor');
    const sponsor = await storeRecord.sponsor(api);
    api.services.revalidatedTags.length = 0;
    const hidden = await sendJson(
      api,
      'PUT',
      `/api/staff/sponsors/${sponsor.id}/status`,
      editor.bearer,
      {
        status: 0,
        version: 1,
      },
    );
    expect(hidden.status).toBe(200);
    expect(api.services.revalidatedTags).toEqual(['sponsors']);
    const [row] = await api.db.select().from(sponsors).where(eq(sponsors.id, sponsor.id));
    expect(row!.status).toBe(0);
    const path = `/api/staff/sponsors/${sponsor.id}`;
    expect((await sendJson(api, 'DELETE', path, editor.bearer)).status).toBe(428);
    expect((await sendJson(api, 'DELETE', path, { ...editor.bearer, ...ifMatch(1) })).status).toBe(
      409,
    );
    expect((await sendJson(api, 'DELETE', path, { ...editor.bearer, ...ifMatch(2) })).status).toBe(
      200,
    );
    expect((await api.request(`/api/sponsors/${sponsor.id}`)).status).toBe(404);
  });

  it('has no order: sponsors are listed by id', async () => {
    const editor = await createStaff(api, 'editor');
    const move = await sendJson(api, 'POST', '/api/staff/sponsors/1/move', editor.bearer, {
      direction: 'up',
      version: 1,
    });
    expect(move.status).toBe(404);
  });
});
