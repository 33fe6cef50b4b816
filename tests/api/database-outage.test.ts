import { afterAll, describe, expect, it } from 'vitest';

import { connect, type Connection } from '@/lib/db/connect';
import en from '@/messages/en.json';

import { buildApiWith, json } from './helpers/test-api';

// The database cannot be reached: a pool pointed at a port where nothing listens (issue 10).
let connection: Connection | undefined;
const unreachable = async () => {
  connection ??= await connect({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable',
    pgliteDir: '',
  });
  return connection.db;
};
const api = buildApiWith(unreachable);

afterAll(async () => {
  await connection?.close();
});

type ErrorBody = { message: string; errors: Record<string, string[]>; request_id?: string };

describe('a database outage answers 503 with Retry-After, never 500', () => {
  const calls: [string, RequestInit][] = [
    ['/api/news', {}],
    ['/api/news/1', {}],
    ['/api/countries', {}],
    ['/api/menu-1-pages/1', {}],
    ['/api/contact-us', {}],
    ['/api/user', { headers: { Authorization: 'Bearer some-token' } }],
    [
      '/api/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'lina@example.jo', password: 'Olive-Grove-2026' }),
      },
    ],
    [
      '/api/all-enquiries',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer some-token' },
        body: JSON.stringify({ submitData: {} }),
      },
    ],
  ];

  it.each(calls)('%s', async (path, init) => {
    const response = await api.request(path, init);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe(en.Api.unavailable);
    expect(body.request_id).toBeTruthy();
  });

  it('GET /api/health says the database is down', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'unused',
      mode: 'single',
    });
  });
});
