import { getTranslations } from 'next-intl/server';

import { formatYear } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { CoverageAnswer, CoverageCell } from '../../coverage';

import styles from './coverage-grid.module.css';

// Issue 46: the console's coverage grid, an accessible table: a row an agreement (its name a row
// heading kept in view), a column an HS chapter; each cell says which figures are known (letters
// seen, words read) and the year of its oldest source.

type Props = { locale: Locale; grid: CoverageAnswer };

export async function CoverageGrid({ locale, grid }: Props) {
  const t = await getTranslations({ locale, namespace: 'DutyFactsAdmin.coverage' });
  const cell = (item: CoverageCell) => {
    const known = grid.kinds.filter((kind) => item.known[kind]);
    const year = item.oldest_source
      ? formatYear(Number(item.oldest_source.slice(0, 4)), locale)
      : null;
    if (known.length === 0) {
      return (
        <span className={styles.empty}>
          <span aria-hidden="true">·</span>
          <span className="visually-hidden">{t('nothing')}</span>
        </span>
      );
    }
    return (
      <>
        <span aria-hidden="true" className={styles.known}>
          {known.map((kind) => t(`abbr.${kind}`)).join(' ')}
        </span>
        <span className="visually-hidden">
          {known.map((kind) => t(`kind.${kind}`)).join(locale === 'ar' ? '، ' : ', ')}
        </span>
        {year && (
          <span className={styles.year}>
            <span className="visually-hidden">{t('oldest')} </span>
            {year}
          </span>
        )}
      </>
    );
  };
  return (
    <>
      <p className={styles.legend}>
        {t('legend', {
          duty: t('abbr.duty'),
          rule: t('abbr.rule'),
          specific: t('abbr.specific'),
          mfn: t('abbr.mfn'),
        })}
      </p>
      <div
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-labelledby="coverage-caption"
        data-testid="coverage-grid"
      >
        <table className={styles.table}>
          <caption id="coverage-caption" className="visually-hidden">
            {t('caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.agreement}>
                {t('agreement')}
              </th>
              {grid.chapters.map((chapter) => (
                <th key={chapter} scope="col" data-chapter={chapter}>
                  <span className="visually-hidden">{t('chapter')} </span>
                  <bdi dir="ltr">{chapter}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.agreements.map((agreement) => (
              <tr key={agreement.id} data-agreement={agreement.id}>
                <th scope="row" className={styles.agreement}>
                  {pick(agreement, 'title', locale)}
                </th>
                {agreement.cells.map((item) => (
                  <td
                    key={item.chapter}
                    data-chapter={item.chapter}
                    data-known={grid.kinds.filter((kind) => item.known[kind]).join(' ')}
                  >
                    {cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
