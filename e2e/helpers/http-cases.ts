import { expect } from '../test';

// HTTP checks that never open a page (issue 54): one Playwright test per subject runs its cases in
// a loop, using only the `request` fixture (no browser context), instead of one test per case with
// a test's set-up each. A case is its usual assertions; a failing one does not stop the others, and
// the test fails at the end naming every failed case and what went wrong in it.

/** A case's name and what went wrong, its error's message without the terminal's colours. */
export type CaseFailure = { name: string; error: string };

const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Runs `check` for every case, `concurrency` at a time (2: as the two workers ran them before),
 * and fails once all have run if any failed, listing their names and errors.
 */
export async function expectEveryCase<T>(
  cases: readonly T[],
  name: (item: T) => string,
  check: (item: T) => Promise<void>,
  { concurrency = 2 }: { concurrency?: number } = {},
) {
  const failures: (CaseFailure | undefined)[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const item = cases[index]!;
      try {
        await check(item);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures[index] = { name: name(item), error: message.replace(COLOURS, '') };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  const failed = failures.filter((failure): failure is CaseFailure => failure !== undefined);
  const details = failed.map(({ name: failedName, error }) => `✘ ${failedName}\n${error}`);
  expect(
    failed.map((failure) => failure.name),
    `${failed.length} of ${cases.length} cases failed:\n\n${details.join('\n\n')}`,
  ).toEqual([]);
}

/** A case written as its name and its check. */
export type NamedCase = { name: string; check: () => Promise<void> };

/** `expectEveryCase` for cases that carry their name and check. */
export const expectEveryNamedCase = (
  cases: readonly NamedCase[],
  options?: { concurrency?: number },
) =>
  expectEveryCase(
    cases,
    ({ name }) => name,
    ({ check }) => check(),
    options,
  );
