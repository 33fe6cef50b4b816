import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { codeTrail, trailStepOf } from '../code-trail';
import type { HsCodeResult } from '../schemas';

import { HsBrowseEnd } from './hs-browse-end';
import styles from './hs-browse.module.css';
import { HsCode, HsName } from './hs-code-parts';
import { HsTrail } from './hs-trail';

type Props = {
  node: HsCodeResult;
  codes: readonly HsCodeResult[];
  locale: Locale;
  /** The tools for the code (issue 45: where to sell, market access), from the page. */
  tools?: ReactNode;
};

/**
 * A node of the tree under its banner: its path, then its children, each a link one level down;
 * a heading's subheadings are the last level, listed without links.
 */
export async function HsNodeView({ node, codes, locale, tools }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  const { level } = trailStepOf(node, locale);
  // On a heading's page its Arabic name is the title: its subheadings show their own text.
  const underHeading = level === 'heading';
  const children = codes.map((code) => trailStepOf(code, locale, { underHeading }));
  const englishOnly = locale === 'ar' && underHeading && codes.some((c) => c.name_ar_of_heading);
  return (
    <div className={styles.browse}>
      {node.path.length > 0 && (
        <section aria-labelledby="hs-path">
          <h2 id="hs-path" className={styles.heading}>
            {t('browse.pathTitle')}
          </h2>
          <HsTrail
            steps={codeTrail(node.path, locale)}
            locale={locale}
            label={t('browse.pathTitle')}
            full
          />
        </section>
      )}
      {tools}
      {level === 'subheading' ? (
        <p className={styles.leaf}>{t('browse.leaf')}</p>
      ) : (
        <section aria-labelledby="hs-children">
          <h2 id="hs-children" className={styles.heading}>
            {t(`browse.children.${level}`)}
          </h2>
          {englishOnly && <p className={styles.note}>{t('browse.subheadingsInEnglish')}</p>}
          <ol className={styles.children} data-testid="hs-children">
            {children.map((child) => {
              const content = (
                <>
                  <HsCode code={child.code} />
                  <span className={styles.childName}>
                    <HsName name={child.name} locale={locale} />
                  </span>
                </>
              );
              return (
                <li key={child.href}>
                  {child.level === 'subheading' ? (
                    <div className={styles.child}>{content}</div>
                  ) : (
                    <a className={styles.child} href={localePath(child.href, locale)}>
                      {content}
                    </a>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <HsBrowseEnd locale={locale} />
    </div>
  );
}
