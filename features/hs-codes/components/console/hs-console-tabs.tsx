import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import styles from './hs-console.module.css';

export type HsConsoleTab = 'codes' | 'sections' | 'synonyms';

const PATHS: Record<HsConsoleTab, string> = {
  codes: '/hs-codes',
  sections: '/hs-codes/sections',
  synonyms: '/hs-codes/synonyms',
};

/** Codes, Sections, Synonyms: a link each, the current one marked for screen readers too. */
export async function HsConsoleTabs({
  locale,
  current,
}: {
  locale: Locale;
  current: HsConsoleTab;
}) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  return (
    <nav aria-label={t('tabsLabel')} className={styles.tabs}>
      <ul>
        {(Object.keys(PATHS) as HsConsoleTab[]).map((tab) => (
          <li key={tab}>
            <a
              href={consolePath(PATHS[tab], locale)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`tabs.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
