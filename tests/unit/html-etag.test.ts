import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deferScriptsOfHtmlResponses } from '@/scripts/server/deferred-scripts.mjs';
import { etagOf, etagWholeHtmlResponses, ifNoneMatchHolds } from '@/scripts/server/html-etag.mjs';

const PAGE =
  '<!DOCTYPE html><html lang="ar"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>صفحة</p></body></html>';

describe('ifNoneMatchHolds', () => {
  it('finds the tag among several, weak or strong, and * for any', () => {
    expect(ifNoneMatchHolds('"a", "b"', '"b"')).toBe(true);
    expect(ifNoneMatchHolds('W/"b"', '"b"')).toBe(true);
    expect(ifNoneMatchHolds('*', '"b"')).toBe(true);
    expect(ifNoneMatchHolds('"a"', '"b"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, '"b"')).toBe(false);
    expect(ifNoneMatchHolds('', '"b"')).toBe(false);
  });
});

describe('etagWholeHtmlResponses, as the portal server runs it (compression, ETag, rewrite)', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const compress = compression({ threshold: 0 });
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {});
      etagWholeHtmlResponses(req, res);
      deferScriptsOfHtmlResponses(res);
      const body = Buffer.from(PAGE);
      res.setHeader('Content-Type', req.url === '/data' ? 'application/json' : 'text/html');
      if (req.url === '/missing') res.statusCode = 404;
      if (req.url === '/streamed') {
        res.write(body.subarray(0, 40));
        res.end(body.subarray(40));
        return;
      }
      const sent = req.url === '/data' ? Buffer.from('{"a":1}') : body;
      res.setHeader('Content-Length', sent.length);
      res.end(sent);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .request(`${base}${path}`, { method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject)
          .end();
      },
    );

  it('gives a page sent whole the ETag of the bytes sent (after the rewrite), in either encoding', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toContain('data-deferred-script');
    expect(plain.headers.etag).toBe(etagOf(plain.body));
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(etagOf(gunzipSync(gzip.body)));
  });

  it('answers 304 without a body when the browser holds it, and 200 when it holds another', async () => {
    const { headers } = await get('/', { 'accept-encoding': 'gzip' });
    const again = await get('/', {
      'accept-encoding': 'gzip',
      'if-none-match': headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(headers.etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    const other = await get('/', { 'if-none-match': '"another"' });
    expect(other.status).toBe(200);
    expect(other.body.length).toBeGreaterThan(0);
  });

  it('leaves alone a streamed page, an error page, other types and other methods', async () => {
    for (const path of ['/streamed', '/missing', '/data']) {
      expect((await get(path)).headers.etag, path).toBeUndefined();
    }
    const head = await get('/', {}, 'HEAD');
    expect(head.headers.etag).toBeUndefined();
  });
});
