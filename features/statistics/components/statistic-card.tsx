'use client';

import { useLocale, useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { isLocale } from '@/lib/i18n/routing';

import { localizedDigits } from '../localized-digits';
import type { StatisticItem } from '../schemas';

import styles from './statistics.module.css';

type Props = { item: StatisticItem; onOpen: (item: StatisticItem) => void };

/** One item of a list: its title, subject, date and source, premium marked, and its dialog. */
export function StatisticCard({ item, onOpen }: Props) {
  const t = useTranslations('Statistics');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const publisher = item.publishers[0]?.title;
  const action = item.locked ? t('vipOnly') : t('open');
  return (
    <li className={styles.card} data-statistic={item.identifier}>
      {item.type === 'infographics' && item.image_url && (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn from the numbers
        <img src={item.image_url} alt="" className={styles.thumbnail} loading="lazy" />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <BidiText>{item.title}</BidiText>
        </h3>
        {item.subject && (
          <p className={styles.subject}>
            <BidiText>{item.subject}</BidiText>
          </p>
        )}
        <p className={styles.meta}>
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
          {item.survey_period && <span>{localizedDigits(item.survey_period, locale)}</span>}
          {publisher && (
            <span>
              <BidiText>{publisher}</BidiText>
            </span>
          )}
        </p>
        <div className={styles.cardActions}>
          {item.premium && (
            <span className={styles.premium} title={t('premiumHint')}>
              {t('premium')}
            </span>
          )}
          <button
            type="button"
            className={item.locked ? `${styles.open} ${styles.vip}` : styles.open}
            onClick={() => onOpen(item)}
            // The visible words first (WCAG 2.5.3), then which item they open.
            aria-label={t('openLabel', { action, title: item.title })}
          >
            {action}
          </button>
        </div>
      </div>
    </li>
  );
}
