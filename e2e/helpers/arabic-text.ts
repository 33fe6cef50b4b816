import type { Page } from '@playwright/test';

// What an Arabic page may and may not show (issues 11 and 25; docs/decisions/look-and-speed.md "Digits in
// Arabic", "Latin values in Arabic text"): no Latin-script interface text, and numbers in
// Arabic-Indic digits outside identifiers and text people wrote.

/** Latin text an Arabic page may show: addresses, and names and codes written alike in every language. */
const ALLOWED_LATIN = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /https?:\/\/\S+/g, // web addresses
  /\bwww\.[\w-]+(\.[\w-]+)+(\/\S*)?/g, // web addresses shown without their scheme
  // Trade terms and codes written the same in every language: FOB, CIF, EUR.1, ISO, GMP, LCL…
  /\b[A-Z][A-Z0-9]+(\.[A-Z0-9]+)*\b/g,
  /\b(Incoterms|reCAPTCHA|Google)\b®?/g,
];

/** The page's visible text and the labels a screen reader reads, outside lang="en" content. */
function interfaceText(page: Page) {
  return page.evaluate(() => {
    const texts: string[] = [];
    const latin = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || latin(parent) || parent.closest('script, style, noscript, [hidden]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (latin(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts;
  });
}

/** The interface text of an Arabic page written in Latin letters beyond what may be (none, expected). */
export async function latinInterfaceText(page: Page) {
  return (await interfaceText(page))
    .map((text) => ALLOWED_LATIN.reduce((rest, pattern) => rest.replace(pattern, ''), text))
    .filter((text) => /[A-Za-z]{2,}/.test(text));
}

/**
 * Text in the page's main content with a digit of `digits`, outside identifiers (data-latin, a
 * bdi: names people wrote), Latin names and citations in the text, and the news cards' titles and
 * excerpts (other journeys edit them).
 */
export async function textsWithDigits(page: Page, digits: 'western' | 'arabic-indic') {
  return page.evaluate((kind) => {
    // Names and citations in Latin script keep their digits ("ISO 22000", "19 CFR 10.704"): the
    // runs lib/i18n/isolate.ts `latinParts` isolates.
    const LATIN_RUN =
      /[A-Za-z0-9][A-Za-z0-9.,:/&'’+-]*(?:[ \u00a0]+[A-Za-z0-9][A-Za-z0-9.,:/&'’+-]*)*/g;
    const withoutLatinRuns = (text: string) =>
      text.replace(LATIN_RUN, (run) => (/[A-Za-z]/.test(run) ? '' : run));
    const pattern = kind === 'western' ? /[0-9]/ : /[\u0660-\u0669]/;
    const skipped = [
      'script',
      'style',
      'noscript',
      'template',
      '[hidden]',
      '[data-latin]',
      'bdi',
      '[data-testid="news-card"] :is(h2, h3, h4, p)',
    ].join(', ');
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped)) continue;
      if (getComputedStyle(parent).display === 'none') continue;
      const text = node.textContent?.trim() ?? '';
      if (pattern.test(kind === 'western' ? withoutLatinRuns(text) : text)) found.push(text);
    }
    // What a screen reader says of the page links ("الصفحة ٢") counts too.
    for (const element of main.querySelectorAll('[aria-label]')) {
      if (element.closest(skipped)) continue;
      const name = element.getAttribute('aria-label') ?? '';
      // A Latin name's own digits ("Event K86") are its own, in a label as in the text.
      if (pattern.test(kind === 'western' ? withoutLatinRuns(name) : name)) {
        found.push(`aria-label: ${name}`);
      }
    }
    return found;
  }, digits);
}

/**
 * The markers the page's visible list items show that break its digit rule, with the item's text:
 * Western-digit counters on an Arabic page, Arabic-Indic ones on an English page, and any marker at
 * all in a list styled without one (the breadcrumb, the menus: their class sets `list-style: none`,
 * which the Arabic pages' ordered-list rule once outweighed).
 */
export async function wrongListMarkers(page: Page, lang: 'en' | 'ar') {
  return page.evaluate((language) => {
    const wrong = language === 'ar' ? ['decimal'] : ['arabic-indic'];
    const found: string[] = [];
    for (const item of document.querySelectorAll('li')) {
      const style = getComputedStyle(item);
      if (style.display !== 'list-item' || !item.checkVisibility()) continue;
      const marker = style.listStyleType;
      const inBreadcrumb = Boolean(item.closest('[data-testid="page-banner"] nav'));
      if (wrong.includes(marker) || (inBreadcrumb && marker !== 'none')) {
        found.push(`${marker}: ${item.textContent?.trim().slice(0, 40)}`);
      }
    }
    return found;
  }, lang);
}
