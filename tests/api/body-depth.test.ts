import { beforeAll, describe, expect, it } from 'vitest';

import { JSON_MAX_DEPTH } from '@/lib/api/json-depth';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 25, item 3: JSON nested 20,000 deep overflowed the stack ("Maximum call stack size
// exceeded", a 500) on /api/login, /api/all-enquiries, /api/buyer-messages and
// /api/staff/institutions. The input guard reads the depth from the text before anything parses
// it, for every JSON route the OpenAPI document lists, whoever asks.

type ErrorBody = { message: string; errors: Record<string, string[]> };
type Operation = { requestBody?: { content?: Record<string, unknown> } };

const api = testApiForFile();
let admin: TestMember;
let jsonRoutes: { method: string; path: string }[] = [];

beforeAll(async () => {
  admin = await createStaff(api, 'admin');
  const doc = await json<{ paths: Record<string, Record<string, Operation>> }>(
    await api.request('/api/openapi.json'),
  );
  jsonRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Any id will do: the body is refused before the route looks anything up.
        path: path.replace(/\{[^}]+\}/g, '1'),
        operation,
      })),
  );
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

let socket = 0;
const send = (
  method: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> => {
  socket += 1;
  return api.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      [CLIENT_SOCKET_HEADER]: `198.51.100.${socket % 250}`,
      ...headers,
    },
    body,
  });
};

describe('a JSON body nested 20,000 deep', () => {
  it('the OpenAPI document lists the JSON routes this test covers', () => {
    const paths = jsonRoutes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/all-enquiries',
        'POST /api/buyer-messages',
        'POST /api/staff/institutions',
      ]),
    );
    expect(paths.length).toBeGreaterThan(30);
  });

  it('answers 400 in the error shape on every JSON route, signed in or not, never a 500', async () => {
    const answers: string[] = [];
    for (const route of jsonRoutes) {
      for (const headers of [{}, admin.bearer]) {
        const response = await send(route.method, route.path, nested(20_000), headers);
        const body = await json<ErrorBody>(response);
        if (response.status !== 400 || body.message !== en.Api.tooDeep)
          answers.push(`${route.method} ${route.path}: ${response.status} ${body.message}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it.each([
    ['POST', '/api/login'],
    ['POST', '/api/all-enquiries'],
    ['POST', '/api/buyer-messages'],
    ['POST', '/api/staff/institutions'],
  ])(
    '%s %s: an object nested 15,000 deep (within 100 KB) too, and in Arabic',
    async (method, path) => {
      const response = await send(method, path, deepObject(15_000), {
        ...admin.bearer,
        'Accept-Language': 'ar',
      });
      expect(response.status).toBe(400);
      expect(await json<ErrorBody>(response)).toEqual({
        message: ar.Api.tooDeep,
        errors: {},
        request_id: expect.any(String),
      });
    },
  );

  it(`a body exactly ${JSON_MAX_DEPTH} deep passes the guard and is the route's to judge`, async () => {
    const response = await send('POST', '/api/login', nested(JSON_MAX_DEPTH));
    expect(response.status).toBe(422);
    const tooDeep = await send('POST', '/api/login', nested(JSON_MAX_DEPTH + 1));
    expect(tooDeep.status).toBe(400);
  });

  it('brackets inside strings do not count', async () => {
    const password = `${'['.repeat(200)}"\\"{{{`;
    const response = await send(
      'POST',
      '/api/login',
      JSON.stringify({ email: 'nobody@example.jo', password }),
    );
    expect(response.status).toBe(422);
  });
});
