import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  NOT_FOUND_VIEW_HEADER as VIEW_HEADER_OF_PROXY,
  NOT_FOUND_VIEW_TOKEN_ENV as VIEW_TOKEN_ENV_OF_PROXY,
} from '@/lib/navigation/not-found-view';
import { deferScriptsOfHtmlResponses } from '@/scripts/server/deferred-scripts.mjs';
import {
  fillBlankNotFoundPages,
  isBlankNotFoundPage,
  NOT_FOUND_VIEW_HEADER,
  NOT_FOUND_VIEW_TOKEN_ENV,
  notFoundViewOverLoopback,
} from '@/scripts/server/not-found-pages.mjs';

// What Next 16 sends when a page throws notFound() (vercel/next.js#62228): status 404, no text.
const BLANK =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body>' +
  '<script>self.__next_f.push([1,"…"])</script></body></html>';
// The 404 view, as the proxy renders it for the server's own request (its scripts already deferred).
const viewOf = (path: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head></head>` +
  `<body><h1>404 Not Found</h1><p>${path}</p><link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/a.js" data-deferred-script=""></body></html>`;
const TOKEN = 'token-of-this-server-0123456789';

describe('the 404 page is written in full in the server HTML (issue 25)', () => {
  let server: http.Server;
  let base: string;
  const viewRequests: http.IncomingHttpHeaders[] = [];

  // Next, as far as these answers go: each path answers as a page of the portal would.
  function next(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = req.url ?? '/';
    if (req.headers[NOT_FOUND_VIEW_HEADER] === TOKEN) {
      viewRequests.push(req.headers);
      if (path.startsWith('/view-fails')) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end('<html>error</html>');
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(viewOf(path, path.startsWith('/ar') ? 'ar' : 'en'));
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('Set-Cookie', 'NEXT_LOCALE=ar; Path=/');
    if (path === '/page') {
      res.end('<!DOCTYPE html><html lang="en"><body>A page</body></html>');
      return;
    }
    res.statusCode = 404;
    if (path === '/other-404') {
      res.end('<!DOCTYPE html><html lang="en"><body>Not here</body></html>');
      return;
    }
    if (path.startsWith('/cached')) {
      // A cached 404 (an ISR page): the whole body at once, with its length and tag.
      res.setHeader('Content-Length', Buffer.byteLength(BLANK));
      res.setHeader('ETag', '"blank"');
      res.end(BLANK);
      return;
    }
    // Streamed, as Next pipes a page: headers flushed first, then pieces.
    res.flushHeaders();
    res.write(BLANK.slice(0, 40));
    res.write(Buffer.from(BLANK.slice(40, 90)));
    res.end(BLANK.slice(90));
  }

  beforeAll(async () => {
    const compress = compression({ threshold: 0 });
    const renderView = notFoundViewOverLoopback({
      address: () => server.address(),
      token: TOKEN,
    });
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {});
      deferScriptsOfHtmlResponses(res);
      fillBlankNotFoundPages(req, res, renderView);
      next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        http
          .request(`${base}${path}`, { method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const raw = Buffer.concat(chunks);
              const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
            });
          })
          .on('error', reject)
          .end();
      },
    );

  it.each(['/ar/no-such-page?tab=5', '/cached/news/999999'])(
    'sends the 404 view of %s with the status and headers Next gave',
    async (path) => {
      const { status, headers, body } = await get(path, { 'accept-language': 'ar' });
      expect(status).toBe(404);
      expect(body).toBe(viewOf(path, path.startsWith('/ar') ? 'ar' : 'en'));
      expect(headers['cache-control']).toBe(
        'private, no-cache, no-store, max-age=0, must-revalidate',
      );
      expect(headers['set-cookie']).toEqual(['NEXT_LOCALE=ar; Path=/']);
      expect(headers.etag).toBeUndefined();
      if (headers['content-length']) expect(Number(headers['content-length'])).toBe(body.length);
    },
  );

  it('asks for the same address, with the token, the language and no compression', async () => {
    viewRequests.length = 0;
    await get('/ar/no-such-page', { 'accept-language': 'ar', 'user-agent': 'Googlebot/2.1' });
    expect(viewRequests).toHaveLength(1);
    expect(viewRequests[0]).toMatchObject({
      [NOT_FOUND_VIEW_HEADER]: TOKEN,
      'accept-language': 'ar',
      'user-agent': 'Googlebot/2.1',
      'accept-encoding': 'identity',
      host: new URL(base).host,
    });
  });

  it('compresses the filled page for a client that asks', async () => {
    const { status, headers, body } = await get('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(status).toBe(404);
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toBe(viewOf('/no-such-page', 'en'));
  });

  it("sends Next's own answer when the view cannot be had", async () => {
    const { status, body } = await get('/view-fails/x');
    expect(status).toBe(404);
    expect(body).toBe(BLANK);
  });

  it('leaves every other answer as it was', async () => {
    viewRequests.length = 0;
    expect((await get('/page')).body).toBe(
      '<!DOCTYPE html><html lang="en"><body>A page</body></html>',
    );
    const other = await get('/other-404');
    expect(other.status).toBe(404);
    expect(other.body).toContain('Not here');
    // HEAD has no body to fill; a client that sends the header itself gets Next's answer.
    expect((await get('/no-such-page', {}, 'HEAD')).status).toBe(404);
    const forged = await get('/no-such-page', { [NOT_FOUND_VIEW_HEADER]: 'guess' });
    expect(forged.body).toBe(BLANK);
    expect(viewRequests).toHaveLength(0);
  });

  it('recognises the empty document only', () => {
    expect(isBlankNotFoundPage(404, 'text/html; charset=utf-8', BLANK)).toBe(true);
    expect(isBlankNotFoundPage(200, 'text/html', BLANK)).toBe(false);
    expect(isBlankNotFoundPage(404, 'text/x-component', BLANK)).toBe(false);
    expect(isBlankNotFoundPage(404, 'text/html', viewOf('/x', 'en'))).toBe(false);
  });

  it('names the header and the variable as the proxy does', () => {
    expect(NOT_FOUND_VIEW_HEADER).toBe(VIEW_HEADER_OF_PROXY);
    expect(NOT_FOUND_VIEW_TOKEN_ENV).toBe(VIEW_TOKEN_ENV_OF_PROXY);
  });
});
