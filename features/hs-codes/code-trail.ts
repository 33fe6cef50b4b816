import { formatHsCode } from '@/lib/hs/hs-code';
import type { Locale } from '@/lib/i18n/routing';

import { hsNodePath } from './hs-paths';
import type { HsPathStep } from './schemas';
import { shownName, type ShownName } from './shown-name';

// A code's place in the nomenclature as a page shows it (issue 37): its level's name, its code
// as customs write it, and a link to the tree at that node.

export type HsLevelName = 'section' | 'chapter' | 'heading' | 'subheading';

const LEVEL_NAMES: Record<number, HsLevelName> = {
  0: 'section',
  2: 'chapter',
  4: 'heading',
  6: 'subheading',
};

export const levelNameOf = (level: number): HsLevelName => LEVEL_NAMES[level] ?? 'subheading';

export type TrailStep = {
  level: HsLevelName;
  /** A section's numeral (XV) or the code as written (15, 15.09, 1509.20). */
  code: string;
  /** The tree's page of the step, without the locale prefix. */
  href: string;
  name: ShownName;
};

/** One node as a step: what its label, link and name are (a found code's name may be its heading's). */
export function trailStepOf(
  node: HsPathStep & { name_ar_of_heading?: boolean },
  locale: Locale,
  options?: { underHeading?: boolean },
): TrailStep {
  const level = levelNameOf(node.level);
  return {
    level,
    code: level === 'section' ? node.code : formatHsCode(node.code),
    href: hsNodePath(node.code),
    name: shownName(node, locale, options),
  };
}

/** A code's path (section → chapter → heading) as steps, each linking to the tree. */
export const codeTrail = (path: readonly HsPathStep[], locale: Locale): TrailStep[] =>
  path.map((step) => trailStepOf(step, locale));
