import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import compression from 'compression';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  loaderElement,
  PAINT_WAIT_MS,
  SLOW_FIRST_BYTE_MS,
} from '@/scripts/server/deferred-script-loader.mjs';
import {
  createScriptDeferrer,
  deferScriptsEnabled,
  deferScriptsOfHtmlResponses,
  nonceOfPolicy,
} from '@/scripts/server/deferred-scripts.mjs';

// The shape of a page as Next writes it: chunk scripts in the head, the entry after React's
// bootstrap data at the end of the body, inline data scripts, and scripts that are not chunks.
const PAGE = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script src="https://www.google.com/recaptcha/api.js" async=""></script>',
  '</head><body><p>مرحباً بكم في بوابة الصادرات</p>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  '<script>self.__next_f.push([1,"a\\u003cb"])</script>',
  '</body></html>',
].join('');

const DEFERRED = /<link as="script" fetchpriority="low" href="(\S+?)" data-deferred-script="">/g;
const linkOf = (src: string, kind = '') =>
  `<link as="script" fetchpriority="low" href="${src}" data-deferred-script="${kind}">`;
const NEXT_PRELOAD =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>';

const rewriteWhole = (html: string, nonce?: string) => {
  const deferrer = createScriptDeferrer({ nonce });
  return deferrer.push(html) + deferrer.end();
};

describe('createScriptDeferrer: chunk scripts wait for the first paint (issue 11)', () => {
  const out = rewriteWhole(PAGE);

  it('turns each chunk script into an inert link, in document order', () => {
    expect([...out.matchAll(DEFERRED)].map((m) => m[1])).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/entry.js',
    ]);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/);
  });

  it('puts the loader once, at the start of the head, before the style sheets', () => {
    expect(out.split(loaderElement()).length).toBe(2);
    expect(out).toContain(`<head>${loaderElement()}<meta charSet="utf-8"/>`);
  });

  it('makes Next’s script preloads inert too: nothing downloads before the loader says so', () => {
    expect(out).not.toContain(NEXT_PRELOAD);
    expect(out).toContain(linkOf('/_next/static/chunks/entry.js', 'preload'));
    expect(out).not.toMatch(/rel="preload" as="script"/);
  });

  it('puts the loader before the first chunk when the head names none', () => {
    const bodyOnly =
      '<html><head><title>x</title></head><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(rewriteWhole(bodyOnly)).toBe(
      `<html><head><title>x</title></head><body>${loaderElement()}${linkOf('/_next/static/chunks/a.js')}</body></html>`,
    );
  });

  it('leaves every other script and the rest of the page as it was', () => {
    for (const kept of [
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script src="https://www.google.com/recaptcha/api.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"a\\u003cb"])</script>',
      '<p>مرحباً بكم في بوابة الصادرات</p>',
    ]) {
      expect(out).toContain(kept);
    }
    const withoutChanges = out
      .replace(loaderElement(), '')
      .replace(linkOf('/_next/static/chunks/entry.js', 'preload'), NEXT_PRELOAD)
      .replace(DEFERRED, '<script src="$1" async=""></script>');
    expect(withoutChanges).toBe(PAGE);
  });

  it('leaves a page without chunk scripts unchanged, with no loader', () => {
    const plain = '<html><head></head><body><script>var a = 1;</script></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
  });

  it('gives the loader and the preloads the policy nonce', () => {
    const withNonce = PAGE.replaceAll('async=""></script>', 'async="" nonce="r4nd0m"></script>');
    const rewritten = rewriteWhole(withNonce, 'r4nd0m');
    expect(rewritten).toContain(
      '<script data-deferred-scripts="" nonce="r4nd0m">(function loadDeferredScripts',
    );
    expect(rewritten).toContain(
      `(document,"r4nd0m","data-deferred-script",${SLOW_FIRST_BYTE_MS},${PAINT_WAIT_MS})`,
    );
    expect(rewritten).toContain(linkOf('/_next/static/chunks/entry.js'));
  });

  it('gives the same page whatever pieces the HTML arrives in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: PAGE.length - 1 }), { maxLength: 12 }),
        (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), PAGE.length];
          const deferrer = createScriptDeferrer();
          let result = '';
          for (let i = 1; i < points.length; i += 1) {
            result += deferrer.push(PAGE.slice(points[i - 1], points[i]));
          }
          result += deferrer.end();
          expect(result).toBe(out);
        },
      ),
    );
  });
});

describe('nonceOfPolicy', () => {
  it('reads the nonce of a script-src', () => {
    expect(
      nonceOfPolicy("default-src 'self'; script-src 'self' 'nonce-AbC+/9=' 'strict-dynamic'"),
    ).toBe('AbC+/9=');
  });
  it('finds none in a policy without one, or no policy', () => {
    expect(nonceOfPolicy("script-src 'self' 'unsafe-inline'")).toBeUndefined();
    expect(nonceOfPolicy(undefined)).toBeUndefined();
  });
});

describe('deferScriptsOfHtmlResponses behind compression, as the portal server runs it', () => {
  let server: http.Server;
  let base: string;
  const SCRIPT = 'console.log("chunk")';

  beforeAll(async () => {
    const compress = compression({ threshold: 0 });
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {});
      deferScriptsOfHtmlResponses(res);
      if (req.url === '/script.js') {
        res.setHeader('Content-Type', 'application/javascript');
        res.setHeader('Content-Length', Buffer.byteLength(SCRIPT));
        res.end(SCRIPT);
        return;
      }
      const body = Buffer.from(PAGE);
      if (req.url === '/string') {
        // The document written as text, not bytes.
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.write(PAGE.slice(0, 200), 'utf8');
        res.end(PAGE.slice(200));
        return;
      }
      if (req.url === '/head-object') {
        // Headers given to writeHead itself, length included.
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': body.length });
        res.end(body);
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url === '/cached') {
        // A cached page: the whole document with its length, as Next sends it.
        res.setHeader('Content-Length', body.length);
        res.end(body);
        return;
      }
      // A streamed page: headers flushed first, then pieces cut inside a tag and inside a letter.
      res.flushHeaders();
      const cuts = [0, 150, PAGE.indexOf('مرحباً') + 1, body.length - 20, body.length];
      const letterCut = Buffer.byteLength(PAGE.slice(0, cuts[2])) + 1;
      const byteCuts = [0, 150, letterCut, body.length - 20, body.length];
      for (let i = 1; i < byteCuts.length - 1; i += 1) {
        res.write(body.subarray(byteCuts[i - 1], byteCuts[i]));
      }
      res.end(body.subarray(byteCuts[byteCuts.length - 2]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it.each(['/cached', '/streamed'])(
    'rewrites %s before gzip, without a stale length',
    async (path) => {
      const { headers, body } = await get(path, 'gzip');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['content-length']).toBeUndefined();
      expect(gunzipSync(body).toString('utf8')).toBe(rewriteWhole(PAGE));
    },
  );

  it.each(['/cached', '/head-object', '/string'])(
    'rewrites %s sent uncompressed, with the length of what it sends',
    async (path) => {
      const { headers, body } = await get(path, 'identity');
      expect(headers['content-encoding']).toBeUndefined();
      expect(body.toString('utf8')).toBe(rewriteWhole(PAGE));
      if (headers['content-length']) expect(Number(headers['content-length'])).toBe(body.length);
    },
  );

  it('writes only ASCII of its own, since it rewrites the bytes as latin1 (no UTF-8 decoding)', () => {
    const written = loaderElement('n0nce') + linkOf('/_next/static/chunks/a.js', 'preload');
    expect(written).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('passes any other answer through untouched', async () => {
    const { headers, body } = await get('/script.js', 'identity');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(body.toString('utf8')).toBe(SCRIPT);
  });
});

describe('DEFER_SCRIPTS, the switch of the rewrite', () => {
  it('is on unless set to off, and refuses any other value', () => {
    expect(deferScriptsEnabled({})).toBe(true);
    expect(deferScriptsEnabled({ DEFER_SCRIPTS: 'on' })).toBe(true);
    expect(deferScriptsEnabled({ DEFER_SCRIPTS: ' OFF ' })).toBe(false);
    expect(() => deferScriptsEnabled({ DEFER_SCRIPTS: 'no' })).toThrow(/DEFER_SCRIPTS/);
  });
});
