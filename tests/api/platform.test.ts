import { describe, expect, it } from 'vitest';

import { buildApiWith, json, testApiForFile } from './helpers/test-api';

type ErrorBody = { message: string; errors: Record<string, string[]>; request_id?: string };

const api = testApiForFile();

const postJson = (body: string, headers: Record<string, string> = {}) =>
  api.request('/api/csp-report', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
      mode: 'single',
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = buildApiWith(() => Promise.reject(new Error('connection refused')));
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'unused',
      mode: 'single',
    });
  });
});

describe('API documentation', () => {
  const documented = [
    '/api/menu-1-pages/{menu}',
    '/api/menu-1-children/{id}',
    '/api/menu-1-children-by-page/{page}',
    '/api/menu-1-children-all',
    '/api/menu-1-tree/{menu}',
    '/api/social-media',
    '/api/contact-us',
  ];

  it('serves an OpenAPI 3.1 document listing every endpoint', async () => {
    const response = await api.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = await json<{ openapi: string; paths: Record<string, unknown> }>(response);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(documented));
  });

  it('serves a readable reference page at /api/docs', async () => {
    const response = await api.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    for (const path of documented) expect(html).toContain(path);
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the error shape and a request id', async () => {
    const response = await api.request('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    const body = await json<ErrorBody>(response);
    expect(body).toMatchObject({ message: 'Not found.', errors: {} });
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
  });

  it('answers 500 with a request id and without internals for an unexpected failure', async () => {
    const broken = buildApiWith(() =>
      Promise.reject(new Error('relation "secret_table" does not exist at /srv/app/db.ts:12')),
    );
    const response = await broken.request('/api/contact-us');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret_table|\/srv\/app|at .*\.ts/);
    const body = JSON.parse(text) as ErrorBody;
    expect(body.message).toBe('Server error. Please try again later.');
    expect(body.request_id).toMatch(/.+/);
  });
});

describe('POST /api/csp-report (JSON body handling)', () => {
  it('accepts a violation report', async () => {
    const report = {
      'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': 'inline' },
    };
    expect((await postJson(JSON.stringify(report))).status).toBe(204);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await postJson('{"csp-report": {');
    expect(response.status).toBe(400);
    expect(await json<ErrorBody>(response)).toMatchObject({
      message: 'Malformed request body.',
      errors: {},
    });
  });

  it('answers a body of the wrong shape with 422 and errors by field', async () => {
    const response = await postJson(JSON.stringify({ 'csp-report': { 'line-number': 'ten' } }));
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toEqual([
      'csp-report.line-number',
    ]);
  });

  it('refuses a body over 100 KB with 413', async () => {
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(101 * 1024) } });
    const response = await postJson(big);
    expect(response.status).toBe(413);
    expect((await json<ErrorBody>(response)).message).toBe('The request body is too large.');
  });

  it('keeps the 100 KB limit for a multipart body sent to a route that takes no file', async () => {
    const body = new FormData();
    body.set('email', 'lina@example.jo');
    body.set('password', 'x'.repeat(101 * 1024));
    const response = await api.request('/api/login', { method: 'POST', body });
    expect(response.status).toBe(413);
  });
});
