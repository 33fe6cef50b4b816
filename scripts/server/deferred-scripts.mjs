// A page's scripts run after its first contentful paint (issue 11) and download while it paints
// (issue 31). Next names a page's chunks as `<script src="/_next/static/…js" async="">` elements,
// which the browser runs as soon as they arrive: often before the first frame, whose layout and
// paint then wait for the framework's evaluation and the start of hydration. This rewrites each of
// them into a low-priority preload (`<link rel="preload" as="script" fetchpriority="low"
// data-deferred-script>`), which the browser fetches after the style sheets, the font and the
// largest picture but without waiting for the paint, and puts one small inline loader before the
// first; the loader adds the same scripts (with `async`, where React's and Turbopack's runtimes look
// for them) once the page has painted its first content and the document is parsed, and they run
// from the preload cache. Until then the page is server HTML: links and GET forms work, and the
// text and pictures are on screen. docs/decisions.md, "Scripts after the first paint".
import { StringDecoder } from 'node:string_decoder';

/** The attribute that marks a chunk's preload as one the loader turns into a script. */
export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-deferred-script';

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

const SCRIPT_ELEMENT = /<script\b([^>]*)><\/script>/g;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;
const CHUNK_SOURCE = /^\/_next\/static\/[\w./-]+\.js$/;
const NONCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/**
 * The attributes of `<script …></script>` when it is one of Next's chunk scripts (a `src` under
 * /_next/static, `async`, at most a nonce besides), else null.
 */
function chunkScriptSource(attributes) {
  const found = new Map();
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) found.set(name, value ?? '');
  const src = found.get('src');
  if (!src || !CHUNK_SOURCE.test(src) || found.get('async') !== '') return null;
  for (const name of found.keys()) if (!['src', 'async', 'nonce'].includes(name)) return null;
  return src;
}

/**
 * The loader, run inline in the page (as source text: it must not use anything outside itself).
 * It adds the scripts when both hold: the document is parsed (every preload is there) and the first
 * contentful paint has been reported, or the page is not visible (nothing to paint for), or the
 * browser has no paint timing (then after the first frame), or 3 s have passed since parsing. One
 * script a task: each element sends its request, and a page's sixteen in one task are a long task
 * on a slow phone. Its element's `data-deferred-scripts` says how far it is: empty (it has not run:
 * scripts are off), "waiting", then "started".
 */
function loadDeferredScripts(document, nonce, attribute) {
  const loader = document.currentScript;
  loader.dataset.deferredScripts = 'waiting';
  let started = false;
  let painted = false;
  const start = () => {
    if (started || document.readyState === 'loading') return;
    if (!painted && document.visibilityState === 'visible') return;
    started = true;
    loader.dataset.deferredScripts = 'started';
    const sources = [...document.querySelectorAll(`link[${attribute}]`)].map((link) =>
      link.getAttribute('href'),
    );
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const script = document.createElement('script');
      script.src = sources.shift();
      script.setAttribute('async', '');
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
      if (sources.length > 0) channel.port2.postMessage(0);
    };
    if (sources.length > 0) channel.port2.postMessage(0);
  };
  const paint = () => {
    painted = true;
    start();
  };
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      paint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(paint));
  }
  document.addEventListener('DOMContentLoaded', () => {
    start();
    setTimeout(paint, 3000);
  });
  document.addEventListener('visibilitychange', start);
}

/** The loader as an inline script element, with the page's nonce where its policy has one. */
export function loaderElement(nonce) {
  const call = `(${loadDeferredScripts})(document,${JSON.stringify(nonce ?? '')},${JSON.stringify(DEFERRED_SCRIPT_ATTRIBUTE)})`;
  return `<script data-deferred-scripts=""${nonce ? ` nonce="${nonce}"` : ''}>${call}</script>`;
}

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
 * (an element cut between two pieces waits for the next), `end` the rest.
 */
export function createScriptDeferrer({ nonce } = {}) {
  let carry = '';
  let loaderWritten = false;
  const rewrite = (text) =>
    text.replace(SCRIPT_ELEMENT, (element, attributes) => {
      const src = chunkScriptSource(attributes);
      if (!src) return element;
      // A page whose policy has a nonce gives it to the preload too: script-src applies to it.
      const preload = `<link rel="preload" as="script" fetchpriority="low" href="${src}"${nonce ? ` nonce="${nonce}"` : ''} ${DEFERRED_SCRIPT_ATTRIBUTE}="">`;
      if (loaderWritten) return preload;
      loaderWritten = true;
      return loaderElement(nonce) + preload;
    });
  return {
    push(text) {
      const all = carry + text;
      const cut = unfinishedTail(all);
      carry = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    end() {
      const rest = carry;
      carry = '';
      return rewrite(rest);
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
  let decoder;
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
    decoder = new StringDecoder('utf8');
    deferrer = createScriptDeferrer({
      nonce: nonceOfPolicy(res.getHeader('content-security-policy')),
    });
  };
  const toText = (chunk, encoding) =>
    typeof chunk === 'string'
      ? decoder.write(Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      : decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

  res.writeHead = function writeHeadDeferred(status, ...rest) {
    decide(rest.find((item) => typeof item === 'object'));
    return writeHead.call(this, status, ...rest);
  };
  res.write = function writeDeferred(chunk, encoding, callback) {
    decide();
    if (!deferrer || chunk == null) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, deferrer.push(toText(chunk, encoding)), 'utf8', done);
  };
  res.end = function endDeferred(chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    decide();
    if (!deferrer) return end.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const text = chunk == null ? '' : toText(chunk, encoding);
    return end.call(this, deferrer.push(text + decoder.end()) + deferrer.end(), 'utf8', done);
  };
}
