// The inline loader of a page's deferred scripts (deferred-scripts.mjs rewrites Next's chunk
// scripts into inert links and puts this at the start of the head): it adds the scripts once the
// page has painted its first content and the document is parsed, and on a slow network preloads
// them first, so that they download while the page paints. docs/decisions/look-and-speed.md,
// "Scripts after the first paint".

/**
 * The attribute of the inert links the loader reads: empty on a chunk it turns into a script,
 * `preload` on one of Next's script preloads (fetched early on a slow network, never run by the loader).
 */
export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-deferred-script';
/** A first byte later than this (ms after navigation) means a slow network: download while painting. */
export const SLOW_FIRST_BYTE_MS = 300;
/** Without a first paint this long after navigation, the scripts start downloading anyway. */
export const PAINT_WAIT_MS = 1000;

/**
 * The loader, run inline at the start of the head (as source text: it must not use anything outside
 * itself). It adds the scripts when both hold: the document is parsed (every chunk's link is there)
 * and the first contentful paint has been reported, or the page is not visible (nothing to paint
 * for), or the browser has no paint timing (then after the first frame), or 3 s have passed since
 * parsing. One script a task: each element sends its request, and a page's sixteen in one task are
 * a long task on a slow phone. Before that, on a slow network (a first byte after `slowFirstByteMs`)
 * or when no paint has come `paintWaitMs` after navigation, it preloads them at low priority, each
 * as soon as the parser has read its link. Its element's `data-deferred-scripts` says how far it is:
 * empty (it has not run: scripts are off), "waiting", "preloading", then "started".
 */
function loadDeferredScripts(document, nonce, attribute, slowFirstByteMs, paintWaitMs) {
  const loader = document.currentScript;
  loader.dataset.deferredScripts = 'waiting';
  let started = false;
  let painted = false;
  let preloading = false;
  let watcher;
  let waitTimer;
  const preloaded = new Set();
  const links = () => [...document.querySelectorAll(`link[${attribute}]`)];
  const preload = () => {
    for (const link of links()) {
      const href = link.getAttribute('href');
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const hint = document.createElement('link');
      hint.rel = 'preload';
      hint.as = 'script';
      hint.href = href;
      hint.setAttribute('fetchpriority', 'low');
      if (nonce) hint.nonce = nonce;
      document.head.appendChild(hint);
    }
  };
  const preloadNow = () => {
    if (preloading || started) return;
    preloading = true;
    loader.dataset.deferredScripts = 'preloading';
    preload();
    if (document.readyState !== 'loading') return;
    watcher = new MutationObserver(preload);
    watcher.observe(document, { childList: true, subtree: true });
  };
  const start = () => {
    if (started || document.readyState === 'loading') return;
    if (!painted && document.visibilityState === 'visible') return;
    started = true;
    clearTimeout(waitTimer);
    watcher?.disconnect();
    loader.dataset.deferredScripts = 'started';
    const sources = links()
      .filter((link) => link.getAttribute(attribute) === '')
      .map((link) => link.getAttribute('href'));
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
  const navigation = performance.getEntriesByType?.('navigation')[0];
  if (navigation && navigation.responseStart > slowFirstByteMs) preloadNow();
  else waitTimer = setTimeout(preloadNow, Math.max(0, paintWaitMs - performance.now()));
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
    if (watcher) preload();
    watcher?.disconnect();
    start();
    setTimeout(paint, 3000);
  });
  document.addEventListener('visibilitychange', start);
}

/** The loader as an inline script element, with the page's nonce where its policy has one. */
export function loaderElement(nonce) {
  const call = `(${loadDeferredScripts})(document,${JSON.stringify(nonce ?? '')},${JSON.stringify(DEFERRED_SCRIPT_ATTRIBUTE)},${SLOW_FIRST_BYTE_MS},${PAINT_WAIT_MS})`;
  return `<script data-deferred-scripts=""${nonce ? ` nonce="${nonce}"` : ''}>${call}</script>`;
}
