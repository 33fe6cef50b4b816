import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe on a page as the journeys check it (WCAG 2.1 A and AA), in the page itself: the source is
// injected once per document, and one call runs it.
//
// The shell (site header and footer) is the same on most pages a run checks, and was about half of
// each check's work: it is checked once per run for each form it takes (its markup, the width, the
// pointer and the focus within it), in a folder the run's workers share (E2E_AXE_DIR, made by the
// global set-up); the rest of the page every time.

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const SHELL = ['[data-testid="site-header"]', '[data-testid="site-footer"]'];
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are read: axe then keeps one node per passed or inapplicable rule, not all.
  resultTypes: ['violations'],
};

type Context = { include?: string[][]; exclude?: string[][] };

async function runAxe(page: Page, context: Context): Promise<AxeResults['violations']> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([ctx, options]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(ctx as never, options)
        .then((results) => results.violations),
    [context, RUN_OPTIONS] as const,
  );
}

/** The shell's present form: its markup, the width, and what the pointer and focus rest on. */
const shellForm = (page: Page) =>
  page.evaluate((selectors) => {
    // Where the links lead does not change what axe finds; the language link names the page.
    const markup = (element: Element | null) =>
      element?.outerHTML.replace(/ href="[^"]*"/g, ' href') ?? '';
    const parts = selectors.map((selector) => markup(document.querySelector(selector)));
    const within = (element: Element | null) =>
      element && selectors.some((selector) => element.closest(selector)) ? markup(element) : '';
    const hovered = [...document.querySelectorAll(':hover')].pop() ?? null;
    return JSON.stringify([
      parts,
      window.innerWidth,
      within(hovered),
      within(document.activeElement),
      document.documentElement.lang,
    ]);
  }, SHELL);

/** True the first time the run meets this form of the shell (one file per form; always without a folder). */
async function firstTimeOf(form: string): Promise<boolean> {
  const folder = process.env.E2E_AXE_DIR;
  if (!folder) return true;
  const name = createHash('sha256').update(form).digest('hex');
  try {
    await (await open(path.join(folder, name), 'wx')).close();
    return true;
  } catch {
    return false;
  }
}

/** The WCAG A/AA violations of the page as it is now: the page, and the shell when new. */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const present = await page.evaluate(
    (selectors) => selectors.filter((selector) => document.querySelector(selector)),
    SHELL,
  );
  const violations = await runAxe(page, {
    include: [['html']],
    exclude: present.map((selector) => [selector]),
  });
  if (present.length === 0 || !(await firstTimeOf(await shellForm(page)))) return violations;
  return [...violations, ...(await runAxe(page, { include: present.map((s) => [s]) }))];
}
