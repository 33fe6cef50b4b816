import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dropInternalHeaders } from '@/scripts/server/internal-headers.mjs';

// Issue 36: Next left `x-middleware-rewrite` (the internal path, the request's query included) on
// every rewritten answer, and `Refresh` on its 308s: more copies of the address in the headers.
describe('dropInternalHeaders', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      dropInternalHeaders(res);
      const rewrite = `/en/views/institutions/all${req.url}`;
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.url?.startsWith('/permanent')) {
        // As Next's trailing-slash redirect: Location, and Refresh for browsers from before 308.
        res.setHeader('Location', '/news/x');
        res.setHeader('Refresh', '0;url=/news/x');
        res.setHeader('x-nextjs-rewritten-path', '/en/news/x');
        res.statusCode = 308;
        res.end();
        return;
      }
      if (req.url?.startsWith('/refresh-page')) {
        res.setHeader('Refresh', '30');
        res.setHeader('x-nextjs-rewritten-path', '/en/views/news/all');
        res.end('page');
        return;
      }
      if (req.url?.startsWith('/given')) {
        res.writeHead(307, { Location: '/there', 'X-Middleware-Rewrite': rewrite });
        res.end();
        return;
      }
      res.setHeader('x-middleware-rewrite', rewrite);
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('leaves the rewrite header out of an answer, set before or given to writeHead', async () => {
    const page = await fetch(`${base}/set?q=${'a'.repeat(3000)}`);
    expect(page.headers.get('x-middleware-rewrite')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toBe('page');
    const redirect = await fetch(`${base}/given`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('x-middleware-rewrite')).toBeNull();
    expect(redirect.headers.get('location')).toBe('/there');
  });

  it('leaves out of a redirect what copies its address, and only there', async () => {
    const permanent = await fetch(`${base}/permanent`, { redirect: 'manual' });
    expect(permanent.status).toBe(308);
    expect(permanent.headers.get('location')).toBe('/news/x');
    expect(permanent.headers.get('refresh')).toBeNull();
    expect(permanent.headers.get('x-nextjs-rewritten-path')).toBeNull();
    const page = await fetch(`${base}/refresh-page`);
    expect(page.headers.get('refresh')).toBe('30');
    // The router reads it on the answer of its data request.
    expect(page.headers.get('x-nextjs-rewritten-path')).toBe('/en/views/news/all');
  });
});
