import { getTranslations } from 'next-intl/server';

import { latinChunks } from '@/components/ui/bidi-text';
import { countValues, formatNumber, formatYear } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { trailStepOf } from '../code-trail';
import { HS_EDITION, HS_SECTION_COUNT } from '../constants';
import type { HsSectionSummary } from '../schemas';

import { HsBrowseEnd } from './hs-browse-end';
import styles from './hs-browse.module.css';
import { HsLevelLabel, HsName } from './hs-code-parts';

/** The tree's root: the 21 sections, each a link with its chapters' range and count. */
export async function HsSectionList({
  sections,
  locale,
}: {
  sections: readonly HsSectionSummary[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  return (
    <div className={styles.browse}>
      <p className={styles.intro}>
        {t('browse.intro', {
          year: formatYear(HS_EDITION, locale),
          sections: formatNumber(HS_SECTION_COUNT, locale),
        })}
      </p>
      <section aria-labelledby="hs-sections">
        <h2 id="hs-sections" className={styles.heading}>
          {t('browse.sectionsTitle')}
        </h2>
        <ol className={styles.sections} data-testid="hs-sections">
          {sections.map((section) => {
            const step = trailStepOf(section, locale);
            const first = section.chapters[0];
            const last = section.chapters.at(-1);
            return (
              <li key={section.code} className={styles.section}>
                <h3>
                  <a className={styles.sectionLink} href={localePath(step.href, locale)}>
                    <span className={styles.level}>
                      <HsLevelLabel step={step} locale={locale} />
                    </span>
                    <span className={styles.sectionName}>
                      <HsName name={step.name} locale={locale} />
                    </span>
                  </a>
                </h3>
                {first && last && (
                  <p className={styles.meta}>
                    {first === last ? (
                      <HsLevelLabel
                        step={{ level: 'chapter', code: first }}
                        locale={locale}
                        plain
                      />
                    ) : (
                      <>
                        {t.rich('browse.chapterRange', {
                          from: first,
                          to: last,
                          code: latinChunks,
                        })}
                        {' · '}
                        {t('browse.chapters', countValues(section.chapters.length, locale))}
                      </>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <HsBrowseEnd locale={locale} />
    </div>
  );
}
