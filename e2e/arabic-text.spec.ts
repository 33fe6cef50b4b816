import { waitForInteractive } from './support';
import { expect, test } from './test';

// Issue 11: no Latin-script interface text on Arabic pages. What may stay Latin: e-mail addresses,
// web addresses, brand and product names the portal does not translate, and data in the
// page's content written in English by its author (marked lang="en").
const ARABIC_PAGES = [
  '/ar',
  '/ar/news',
  '/ar/pages/120',
  '/ar/pages/130',
  '/ar/pages/100',
  '/ar/pages/190',
  '/ar/pages/150',
  '/ar/pages/800',
  '/ar/menu-1/32',
  '/ar/menu-3/53',
  '/ar/search/تصدير',
  '/ar/auth/login',
  '/ar/auth/register',
  '/ar/no-such-page',
];

const ALLOWED = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /https?:\/\/\S+/g, // web addresses
  /\bwww\.[\w-]+(\.[\w-]+)+(\/\S*)?/g, // web addresses shown without their scheme
  // Trade terms and codes written the same in every language: FOB, CIF, EUR.1, ISO, GMP, LCL…
  /\b[A-Z][A-Z0-9]+(\.[A-Z0-9]+)*\b/g,
  /\b(Incoterms|reCAPTCHA|Google)\b®?/g,
];

/** The page's visible text and the labels a screen reader reads, outside lang="en" content. */
async function interfaceText(page: import('@playwright/test').Page) {
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

for (const path of ARABIC_PAGES) {
  test(`${decodeURI(path)} has no Latin-script interface text`, async ({ page }) => {
    await page.goto(path);
    await waitForInteractive(page);
    const offending = (await interfaceText(page))
      .map((text) => ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ''), text))
      .filter((text) => /[A-Za-z]{2,}/.test(text));
    expect(offending).toEqual([]);
  });
}
