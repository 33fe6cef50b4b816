import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

import { expect, type Page } from '@playwright/test';

import type enMessages from '../messages/en.json';

import { axeViolations } from './axe-check';

export type Messages = typeof enMessages;

/** A language's message catalogue, read as data: Playwright's loader does not import JSON. */
export const messagesOf = (lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label exactly, with or without the required-field asterisk. */
export const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

/** No serious or critical WCAG A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog or snackbar fading in or out has colours between its two states: check once settled.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  let serious = await seriousViolations(page);
  // A client navigation swaps the <title> for the new page's: for a moment the document has none,
  // even after the old title passed the check before axe.
  for (let retry = 0; retry < 3 && serious.some(({ id }) => id === 'document-title'); retry++) {
    await page.waitForFunction(() => document.title.trim() !== '');
    serious = await seriousViolations(page);
  }
  expect(serious).toEqual([]);
}

async function seriousViolations(page: Page) {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export async function expectDocumentDirection(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The two widths every page is checked at: a phone in portrait and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** The document's width and the screen's: nothing may make the page scroll sideways. */
export const pageWidths = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));

export async function expectFitsTheScreen(page: Page) {
  const widths = await pageWidths(page);
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
}

const SHOTS = process.env.E2E_SHOTS_DIR;

/** With E2E_SHOTS_DIR set, a full-page screenshot `{name}.png` there. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page's direction and no serious WCAG violation (`checkPage` without the widths). */
export async function checkDirectionAndAxe(page: Page, lang: 'en' | 'ar') {
  await expectDocumentDirection(page, lang);
  // After a client navigation the page's <title> streams in with its metadata, a moment after the
  // page itself: axe would report a page without a title.
  await expect(page).toHaveTitle(/\S/);
  await expectNoSeriousA11yViolations(page);
  await expectNoMissingMessages(page);
}

/**
 * No text of the page is a message's key: next-intl draws a message missing from the page's
 * catalogue (a namespace left out of <PageMessages>) as its dotted key, 'EnquiryForm.honeypot' (a
 * namespace's capital, then a small letter: 'EUR.1' is a certificate's name).
 */
export async function expectNoMissingMessages(page: Page) {
  const keys = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/^[A-Z][a-z][A-Za-z]*(\.[A-Za-z][A-Za-z0-9_]*)+$/.test(text)) found.push(text);
    }
    return found;
  });
  expect(keys, 'texts drawn as their message keys').toEqual([]);
}

/**
 * A page as every journey checks it: its direction, axe, and the page within a 390 px screen; with
 * `shot` and E2E_SHOTS_DIR set, full-page screenshots at 390 and 1440 px (`{shot}-{lang}-{width}`).
 * The viewport is given back as it was.
 */
export async function checkPage(page: Page, lang: 'en' | 'ar', shot?: string) {
  await checkDirectionAndAxe(page, lang);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expectFitsTheScreen(page);
  if (SHOTS && shot) {
    await shoot(page, `${shot}-${lang}-390`);
    await page.setViewportSize(DESKTOP);
    await shoot(page, `${shot}-${lang}-1440`);
  }
  if (size) await page.setViewportSize(size);
}

/** Waits until the page is hydrated (the header marks itself once its client code runs). */
export async function waitForInteractive(page: Page) {
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-scroll-ready', 'true');
}

let setupCalls = 0;
/**
 * Headers for a journey's set-up call (register, log in through the API). The whole suite comes
 * from one address, so each set-up call names its own (X-Forwarded-For, as a reverse proxy would;
 * the e2e server trusts one hop, TRUSTED_PROXIES=1) and the per-address limits stay for the
 * browser steps under test.
 */
export function setupHeaders(): Record<string, string> {
  setupCalls += 1;
  return {
    'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(setupCalls / 250) % 250}.${setupCalls % 250}`,
  };
}
