import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import type { TariffDuties } from '@/features/market-access/server/tariff/tariff-provider';

import {
  answerFixtures,
  ANSWERS,
  failureOn,
  NOW,
  providerOn,
  send,
  startFakeTariff,
} from './helpers/fake-uk-tariff';

// Issue 37 "market access for a product and a partner": the tariff provider adapter for the UK
// Trade Tariff's public API (TARIFF_PROVIDER=uk-trade-tariff), against a fake of it on a local port
// answering in the API's JSON:API shape (tests/fixtures/uk-trade-tariff): the 10-digit commodity
// chosen under an HS code, the MFN and Jordan's preference read, a deadline, a cache, and every
// failure a TariffProviderError that the routes answer 503 with Retry-After.

const fake = startFakeTariff();

describe('the UK Trade Tariff adapter', () => {
  it('reads the MFN and the Jordanian preference of the first declarable commodity of a subheading', async () => {
    const duties = await providerOn(fake).duties('110311', 'GB');
    expect(duties).toEqual<TariffDuties>({
      partner: 'GB',
      code: '1103111000',
      mfn: { text: '223.00 GBP / 1000 kg', measure: 'Third country duty' },
      // The preference given to the UK-Canada group (GB only) is not Jordan's.
      preferential: { text: '0.00 %', measure: 'Tariff preference', agreement: 'Jordan' },
      source: {
        name_en: 'UK Trade Tariff (GOV.UK)',
        name_ar: 'التعرفة التجارية للمملكة المتحدة (GOV.UK)',
        url: 'https://www.trade-tariff.service.gov.uk/commodities/1103111000',
      },
      retrievedAt: NOW.toISOString(),
    });
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/v2/headings/1103',
      '/api/v2/commodities/1103111000',
    ]);
    expect(fake.calls[0]!.accept).toBe('application/json');
  });

  it('takes the first declarable commodity of a heading, and a 10-digit code as it is', async () => {
    expect((await providerOn(fake).duties('1103', 'gb'))?.code).toBe('1103111000');
    // The fake has no answer for it: the tariff's 404 is null, after asking for that very code.
    expect(await providerOn(fake).duties('1103119000', 'GB')).toBeNull();
    expect(fake.calls.at(-1)?.path).toBe('/api/v2/commodities/1103119000');
    // A subheading padded with zeros names the same node.
    expect((await providerOn(fake).duties('1103110000', 'GB'))?.code).toBe('1103111000');
  });

  it('reads a heading without subdivisions from its own answer, through a group with Jordan', async () => {
    const duties = await providerOn(fake).duties('1109', 'GB');
    expect(duties).toMatchObject({
      code: '1109000000',
      mfn: { text: '428.00 GBP / 1000 kg', measure: 'Third country duty' },
      // The group whose measure excludes Jordan is passed over.
      preferential: {
        text: '0.00 % + 2.50 GBP / 100 kg',
        measure: 'Tariff preference',
        agreement: 'Test group including Jordan',
      },
      source: { url: 'https://www.trade-tariff.service.gov.uk/headings/1109' },
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/v2/headings/1109']);
  });

  it('covers the UK and, through XI, the EU’s member states: another partner is null without a call', async () => {
    expect(providerOn(fake).partners).toHaveLength(28);
    expect(providerOn(fake).partners).toEqual(expect.arrayContaining(['GB', 'DE', 'FR']));
    expect(await providerOn(fake).duties('110311', 'US')).toBeNull();
    expect(await providerOn(fake).duties('110311', 'JO')).toBeNull();
    expect(await providerOn(fake).duties('11', 'GB')).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it('answers null for a code the tariff does not know, and keeps that answer', async () => {
    expect(await providerOn(fake).duties('9999', 'GB')).toBeNull();
    // A subheading the heading does not have: no commodity is asked for.
    expect(await providerOn(fake).duties('110320', 'GB')).toBeNull();
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/v2/headings/9999',
      '/api/v2/headings/1103',
    ]);
    expect(await providerOn(fake).duties('999999', 'GB')).toBeNull();
    expect(fake.calls).toHaveLength(2);
  });

  it('keeps an answer in the cache: a second call does not reach the API', async () => {
    const first = await providerOn(fake).duties('110311', 'GB');
    expect(fake.calls).toHaveLength(2);
    const second = await providerOn(fake).duties('110311', 'GB');
    expect(second).toEqual(first);
    expect(fake.calls).toHaveLength(2);
    expect(fake.cache.size()).toBe(2);
  });

  it('gives up at the deadline when the API does not answer', async () => {
    fake.settings.timeoutMs = 200;
    const held: ServerResponse[] = [];
    fake.handler = (_request, response) => held.push(response);
    const error = await failureOn(fake, '110311');
    expect(error.reason).toBe('timeout');
    expect(error.address).toBe(`${fake.base}/headings/1103`);
    for (const response of held) response.destroy();
  });

  it('gives up at the deadline when the body does not come (the body is within the deadline)', async () => {
    fake.settings.timeoutMs = 200;
    const held: ServerResponse[] = [];
    fake.handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"data":');
      held.push(response);
    };
    expect((await failureOn(fake, '110311')).reason).toBe('timeout');
    for (const response of held) response.destroy();
  });

  it('fails with the status when the API answers 5xx', async () => {
    fake.handler = (_request, response) => send(response, 502, '<html>Bad gateway</html>');
    const error = await failureOn(fake, '110311');
    expect(error).toMatchObject({ reason: 'status', status: 502 });
    expect(fake.cache.size()).toBe(0);
  });

  it('fails when the answer does not parse or is not the API’s shape', async () => {
    fake.handler = (_request, response) => send(response, 200, '<html>maintenance</html>');
    expect(await failureOn(fake, '110311')).toMatchObject({ reason: 'answer', status: 200 });
    fake.handler = (_request, response) => send(response, 200, JSON.stringify({ data: null }));
    expect((await failureOn(fake, '110311')).reason).toBe('answer');
    // Still JSON:API, but a heading where a commodity was asked: the heading's answer is kept.
    fake.handler = (request, response, path) =>
      path.includes('commodities')
        ? send(response, 200, ANSWERS['/api/v2/headings/1103']!)
        : answerFixtures(request, response, path);
    const error = await failureOn(fake, '110311');
    expect(error).toMatchObject({
      reason: 'answer',
      address: `${fake.base}/commodities/1103111000`,
    });
    expect(fake.cache.size()).toBe(1);
    // A duty without its text.
    fake.handler = (request, response, path) =>
      path.includes('commodities')
        ? send(
            response,
            200,
            ANSWERS[path]!.replaceAll('"base": "223.00 GBP / 1000 kg"', '"base": 223'),
          )
        : answerFixtures(request, response, path);
    expect((await failureOn(fake, '110311')).reason).toBe('answer');
  });

  it('refuses a redirect', async () => {
    fake.handler = (_request, response) => {
      response.writeHead(301, { Location: '/api/v2/headings/1109' });
      response.end();
    };
    expect((await failureOn(fake, '1109000000')).reason).toBe('network');
  });

  it('fails with network when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    fake.settings.url = `http://127.0.0.1:${port}/api/v2`;
    expect((await failureOn(fake, '110311')).reason).toBe('network');
  });
});
