// A page's scripts run after its first contentful paint (issue 11), and on a slow network they
// download while it paints (issues 31 and 36). Next names a page's chunks as `<script
// src="/_next/static/…js" async="">` elements, which the browser runs as soon as they arrive: often
// before the first frame, whose layout and paint then wait for the framework's evaluation and the
// start of hydration. This rewrites each of them, and Next's own script preloads, into inert
// `<link data-deferred-script>` elements (no `rel`: the browser fetches nothing for them) and puts one
// small inline loader at the start of the head, before the style sheets (an inline script after
// them would wait for them). The loader adds the same scripts (with `async`, where React's and
// Turbopack's runtimes look for them) once the page has painted its first content and the document
// is parsed. When the page's first byte came late (a slow network: the paint will wait a while for
// the style sheets and the font) or the paint has not come within a second, it first adds them as
// low-priority preloads, so that they download while the page paints and run from the preload
// cache. On a fast network the page paints first and the scripts follow at once. Until then the
// page is server HTML: links and GET forms work, and the text and pictures are on screen.
// The loader is deferred-script-loader.mjs. docs/decisions/look-and-speed.md, "Scripts after the
// first paint".
import { DEFERRED_SCRIPT_ATTRIBUTE, loaderElement } from './deferred-script-loader.mjs';

/**
 * DEFER_SCRIPTS from the environment: `on` (the default) rewrites a page's chunk scripts, `off`
 * serves Next's HTML as it is (the switch for a Next upgrade whose chunk tags the rewrite no longer
 * recognises: e2e/scripts-after-paint.spec.ts fails loudly then). Any other value throws.
 */
export function deferScriptsEnabled(env = process.env) {
  const value = (env.DEFER_SCRIPTS ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(
    `Invalid configuration: DEFER_SCRIPTS: must be "on" or "off", not "${env.DEFER_SCRIPTS}"`,
  );
}

// What the rewrite changes: the head's start tag, a script element, a script preload.
const REWRITTEN = /<head\b[^>]*>|<script\b([^>]*)><\/script>|<link\b([^>]*?)\/?>/g;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;
const CHUNK_SOURCE = /^\/_next\/static\/[\w./-]+\.js$/;
const NONCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;
// The head is held back until it is whole, so that the loader can go at its start; a head longer
// than this is sent as it comes (the loader then goes before the first chunk).
const HEAD_HOLD_LIMIT = 256 * 1024;

const attributesOf = (text) => {
  const found = new Map();
  for (const [, name, value] of text.matchAll(ATTRIBUTE))
    found.set(name.toLowerCase(), value ?? '');
  return found;
};

/**
 * The attributes of `<script …></script>` when it is one of Next's chunk scripts (a `src` under
 * /_next/static, `async`, at most a nonce besides), else null.
 */
function chunkScriptSource(attributes) {
  const found = attributesOf(attributes);
  const src = found.get('src');
  if (!src || !CHUNK_SOURCE.test(src) || found.get('async') !== '') return null;
  for (const name of found.keys()) if (!['src', 'async', 'nonce'].includes(name)) return null;
  return src;
}

/** The chunk a `<link …>` preloads as a script (rel, as, href, at most a priority and a nonce). */
function chunkPreloadSource(attributes) {
  const found = attributesOf(attributes);
  const src = found.get('href');
  if (found.get('rel') !== 'preload' || found.get('as') !== 'script') return null;
  if (!src || !CHUNK_SOURCE.test(src)) return null;
  for (const name of found.keys()) {
    if (!['rel', 'as', 'href', 'fetchpriority', 'nonce'].includes(name)) return null;
  }
  return src;
}

/** A chunk's inert link: `kind` '' for a script the loader adds, 'preload' for a preload only. */
const inertLink = (src, kind) =>
  `<link as="script" fetchpriority="low" href="${src}" ${DEFERRED_SCRIPT_ATTRIBUTE}="${kind}">`;

/**
 * Where the end of `text` stops being complete (text.length when it is): an unclosed tag, or a
 * script element whose end tag has not arrived, waits for the next piece.
 */
function unfinishedTail(text) {
  let cut = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen >= 0 && text.indexOf('>', lastOpen) < 0) cut = lastOpen;
  const lastScript = text.lastIndexOf('<script');
  if (lastScript >= 0 && text.indexOf('</script>', lastScript) < 0) cut = Math.min(cut, lastScript);
  return cut;
}

/**
 * Rewrites an HTML document given in pieces: `push` returns what can be sent of the text so far
 * (an element cut between two pieces, and the head until it is whole, wait for the next), `end` the
 * rest.
 */
export function createScriptDeferrer({ nonce } = {}) {
  let carry = '';
  let loaderWritten = false;
  let headSettled = false;
  const loader = loaderElement(nonce);
  const rewrite = (text) =>
    text.replace(REWRITTEN, (element, scriptAttributes, linkAttributes) => {
      if (scriptAttributes === undefined && linkAttributes === undefined) return element;
      const src =
        scriptAttributes === undefined
          ? chunkPreloadSource(linkAttributes)
          : chunkScriptSource(scriptAttributes);
      if (!src) return element;
      const link = inertLink(src, scriptAttributes === undefined ? 'preload' : '');
      if (loaderWritten) return link;
      loaderWritten = true;
      return loader + link;
    });
  // The whole head at once: the loader goes just after its start tag when the head names a chunk.
  const rewriteHead = (text) => {
    headSettled = true;
    const head = /<head\b[^>]*>/.exec(text);
    const headEnd = head ? text.indexOf('</head>', head.index) : -1;
    if (!head || headEnd < 0) return rewrite(text);
    const start = head.index + head[0].length;
    const inside = text.slice(start, headEnd);
    loaderWritten = true;
    const rewritten = rewrite(inside);
    if (rewritten === inside) loaderWritten = false;
    return (
      text.slice(0, start) +
      (loaderWritten ? loader : '') +
      rewritten +
      rewrite(text.slice(headEnd))
    );
  };
  return {
    push(text) {
      const all = carry + text;
      const cut = unfinishedTail(all);
      if (!headSettled && !all.slice(0, cut).includes('</head>') && all.length < HEAD_HOLD_LIMIT) {
        carry = all;
        return '';
      }
      carry = all.slice(cut);
      const ready = all.slice(0, cut);
      return headSettled ? rewrite(ready) : rewriteHead(ready);
    },
    end() {
      const rest = carry;
      carry = '';
      return headSettled ? rewrite(rest) : rewriteHead(rest);
    },
  };
}

/** The nonce a Content-Security-Policy header allows scripts with, if any. */
export function nonceOfPolicy(policy) {
  return typeof policy === 'string' ? (NONCE.exec(policy)?.[1] ?? undefined) : undefined;
}

/**
 * Rewrites the HTML a response sends (text/html) as it is written; any other response passes
 * through untouched. Call before Next writes (and after compression wraps the response, so the
 * rewrite sees the text).
 * @param {import('node:http').ServerResponse} res
 */
export function deferScriptsOfHtmlResponses(res) {
  const { write, end, writeHead } = res;
  let deferrer;
  let decided = false;

  // Before the headers go out (writeHead, flushHeaders or the first write): a rewritten body has
  // another length.
  const decide = (headers) => {
    if (decided) return;
    decided = true;
    const given =
      headers && typeof headers === 'object' && !Array.isArray(headers)
        ? Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
        : undefined;
    const type = String(res.getHeader('content-type') ?? given ?? '');
    if (!type.startsWith('text/html') || res.headersSent) return;
    res.removeHeader('content-length');
    if (given) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-length') delete headers[name];
      }
    }
    deferrer = createScriptDeferrer({
      nonce: nonceOfPolicy(res.getHeader('content-security-policy')),
    });
  };
  // The rewrite reads and writes ASCII only (tags, attributes, chunk paths, the loader), so it works
  // on the bytes as latin1, one character a byte: nothing to decode or encode as UTF-8 (some 1.8 ms
  // of a cached Arabic page's answer, issue 56), and a character cut between two pieces is two
  // bytes passed on unchanged.
  const toText = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8').toString('latin1')
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
  const toBytes = (text) => Buffer.from(text, 'latin1');

  res.writeHead = function writeHeadDeferred(status, ...rest) {
    decide(rest.find((item) => typeof item === 'object'));
    return writeHead.call(this, status, ...rest);
  };
  res.write = function writeDeferred(chunk, encoding, callback) {
    decide();
    if (!deferrer || chunk == null) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, toBytes(deferrer.push(toText(chunk, encoding))), done);
  };
  res.end = function endDeferred(chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    decide();
    if (!deferrer) return end.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const text = chunk == null ? '' : toText(chunk, encoding);
    return end.call(this, toBytes(deferrer.push(text) + deferrer.end()), done);
  };
}
