'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ReplayIcon } from '@/components/ui/icon-shapes';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { MAX_POINTS_PER_ANSWER } from '../../readiness-constants';
import type { ReadinessResult as Result } from '../../score-readiness';

import styles from './readiness-result.module.css';

type Props = {
  result: Result;
  /** The enquiry page's result_description, already sanitised and rendered on the server. */
  description?: ReactNode;
  onRestart: () => void;
};

// part 2 "Initial export readiness assessment": the total out of 5 × the number of answers, each
// section's sum and average, and the page's result description.
export function ReadinessResult({ result, description, onRestart }: Props) {
  const t = useTranslations('Readiness.result');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const decimal = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The survey the visitor was using is gone: take them to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div data-testid="readiness-result">
      <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('title')}
      </h2>
      <p data-testid="readiness-total" className={styles.total}>
        {t('total', {
          points: decimal(result.total),
          maximum: decimal(result.maximum),
        })}
      </p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('sectionsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('section')}</th>
              <th scope="col" className={styles.number}>
                {t('sum')}
              </th>
              <th scope="col" className={styles.number}>
                {t('average')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.sections.map((section) => (
              <tr key={section.section_eng || section.section_ara}>
                <th scope="row">{pick(section, 'section', locale)}</th>
                <td className={styles.number}>
                  {t('sumOf', {
                    sum: decimal(section.sum),
                    maximum: decimal(section.count * MAX_POINTS_PER_ANSWER),
                  })}
                </td>
                <td className={styles.number}>{decimal(section.average)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {description && <div className={styles.description}>{description}</div>}
      <button
        type="button"
        className={`button button-outlined ${styles.again}`}
        onClick={onRestart}
      >
        <Icon shape={ReplayIcon} size={20} />
        {t('again')}
      </button>
    </div>
  );
}
