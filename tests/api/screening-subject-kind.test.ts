// @postgres: the staff hold screens with the subject's kind on both databases
import { beforeAll, describe, expect, it } from 'vitest';

import { memberWithCompany } from './companies-fixtures';
import { createStaff, type TestMember } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { importUnVersion, type ListRecord } from './screening-hold-fixtures';
import { NEW_LEAD } from './trade-leads-fixtures';

// Issue 56: the staff hold screens each of a subject's names with its kind where the subject says
// it: a tender's body and a company's registered and trading names as an entity's, a company's
// contact person and a buyer's account as a person's; a lead's buyer (a person or a company) is
// read from its words. A company is never an individual on one word alone, so the same one word
// holds a buyer's lead and not a tender's.

const api = testApiForFile();
const HITS = '/api/staff/screening/hits';

/** An invented individual with a one-word alias (a family name), in the UN list's form. */
const LISTED: ListRecord = {
  reference: 'IQi.901',
  kind: 'individual',
  primary: 'KAMIRAN HADI ZUBAIRI',
  aliases: ['ZUBAIRI'],
  countries: ['IQ'],
  programs: ['Iraq'],
};

type Hit = { subject_id: number; reference: string; status: string; superseded: boolean };

let officer: TestMember;

const send = (method: string, path: string, body?: unknown) =>
  sendJson(api, method, path, { 'Accept-Language': 'en', ...officer.bearer }, body);

const hitsOf = async (type: string, id: number) =>
  (
    await json<{ data: Hit[] }>(
      await send('GET', `${HITS}?subject_type=${type}&subject_id=${id}&page_size=100`),
    )
  ).data.filter((hit) => !hit.superseded);

async function lead(kind: 'buyer' | 'tender', buyer: string): Promise<number> {
  const created = await send('POST', '/api/staff/trade-leads', {
    ...NEW_LEAD,
    kind,
    buyer_name_eng: buyer,
    buyer_name_ara: '',
  });
  expect(created.status).toBe(201);
  return (await json<{ id: number }>(created)).id;
}

beforeAll(async () => {
  await importUnVersion(api, [LISTED]);
  officer = await createStaff(api, 'officer');
});

describe('the staff hold passes the subject’s kind to the matcher', () => {
  it('holds a buyer’s lead on the listed one-word alias, not a tender’s (an entity)', async () => {
    const buyerLead = await lead('buyer', 'Zubairi');
    const tenderLead = await lead('tender', 'Zubairi');
    expect((await hitsOf('trade_lead', buyerLead)).map((hit) => hit.reference)).toEqual([
      'IQi.901',
    ]);
    expect(await hitsOf('trade_lead', tenderLead)).toEqual([]);
  });

  it('screens a company’s names as an entity’s and its contact as a person’s', async () => {
    const { company: byName } = await memberWithCompany(api, {
      company_registered_name: 'Zubairi',
      company_trading_name: 'Zubairi',
    });
    expect(await hitsOf('company', byName.id)).toEqual([]);
    const { company: byContact } = await memberWithCompany(api, {
      person_first_name: 'Kamiran',
      person_last_name: 'Zubairi',
    });
    expect((await hitsOf('company', byContact.id)).map((hit) => hit.reference)).toEqual([
      'IQi.901',
    ]);
  });
});
