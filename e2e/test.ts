import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

// The journeys' `test`: Playwright's, with one change. A page's scripts load after its first paint
// (scripts/server/deferred-scripts.mjs), which often comes after the load event `goto` waits for;
// so every navigation (goto, reload, back, forward), in every page of the run, also waits until the
// page has hydrated (`<html data-hydrated>`, components/providers/hydration-mark.tsx), as a
// visitor's tap before that would be lost. Pages without deferred scripts, and pages whose scripts
// are off, are ready at once.

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
// A page's scripts load after its first paint and hydrate in seconds; 20 s on a busy machine.
const HYDRATION_TIMEOUT_MS = 20_000;

/** Runs in the page: true once it has hydrated, or when there is nothing to wait for. */
function hydratedOrStatic() {
  const loader = document.querySelector<HTMLScriptElement>('script[data-deferred-scripts]');
  if (!loader || !loader.dataset.deferredScripts) return true;
  return document.documentElement.dataset.hydrated === 'true';
}

/**
 * Waits until the page has hydrated (at once where there is nothing to wait for): after a page load
 * the journey did not start with a navigation of its own, such as a button that assigns a location.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(hydratedOrStatic, undefined, { timeout: HYDRATION_TIMEOUT_MS });
}

async function untilHydrated(page: Page, response: Response | null) {
  const type = response?.headers()['content-type'] ?? '';
  if (type.startsWith('text/html')) await waitForHydration(page);
  return response;
}

type Navigate = (this: Page, ...args: unknown[]) => Promise<Response | null>;
const WAITS = Symbol('waits for hydration');

export const test = base.extend<object, { navigationsWaitForHydration: void }>({
  navigationsWaitForHydration: [
    async ({ browser }, use) => {
      // The class every page of this worker is made from, whichever context opens it.
      const probe = await browser.newPage();
      const prototype = Object.getPrototypeOf(probe) as Record<
        string,
        Navigate & { [WAITS]?: true }
      >;
      await probe.close();
      for (const name of NAVIGATIONS) {
        const navigate = prototype[name]!;
        if (navigate[WAITS]) continue;
        const waiting = async function (this: Page, ...args: unknown[]) {
          return untilHydrated(this, await navigate.apply(this, args));
        } as Navigate & { [WAITS]?: true };
        waiting[WAITS] = true;
        prototype[name] = waiting;
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
