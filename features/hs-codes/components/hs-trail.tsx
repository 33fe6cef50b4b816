import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import type { TrailStep } from '../code-trail';

import { HsLevelLabel, HsName } from './hs-code-parts';
import styles from './hs-trail.module.css';

type Props = {
  steps: readonly TrailStep[];
  locale: Locale;
  /** The list's accessible name ("Place of 15.09 in the nomenclature"). */
  label: string;
  /** One step a line with its whole name (a node's page); else one wrapping line (a result). */
  full?: boolean;
};

/** A code's path, section → chapter → heading, each step a link to the tree at that level. */
export function HsTrail({ steps, locale, label, full = false }: Props) {
  if (steps.length === 0) return null;
  return (
    <ol className={full ? styles.full : styles.trail} aria-label={label} data-testid="hs-trail">
      {steps.map((step) => (
        <li key={step.href}>
          <a className={styles.step} href={localePath(step.href, locale)}>
            <span className={styles.level}>
              <HsLevelLabel step={step} locale={locale} plain />
            </span>
            <span className={styles.name}>
              <HsName name={step.name} locale={locale} />
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
