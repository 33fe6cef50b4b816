'use client';

import { useLocale, useTranslations } from 'next-intl';

import { Notice } from '@/components/ui/notice';
import { countValues } from '@/lib/i18n/format-number';
import { isLocale } from '@/lib/i18n/routing';

import type { StatisticItem } from '../schemas';

import { StatisticCard } from './statistic-card';
import styles from './statistics.module.css';

type Props = {
  items: StatisticItem[] | undefined;
  /** The list is being asked for (again): the old one is cleared (part 2 "Interactive data"). */
  loading: boolean;
  /** The server's message when the list could not be loaded. */
  failure: string | null;
  onRetry: () => void;
  onOpen: (item: StatisticItem) => void;
  testId: string;
};

/** The answer's items as cards, how many there are, or why there are none. */
export function StatisticList({ items, loading, failure, onRetry, onOpen, testId }: Props) {
  const t = useTranslations('Statistics');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  return (
    <div className={styles.results} aria-busy={loading} data-testid={testId}>
      <p className={styles.count} role="status">
        {loading ? t('loading') : items ? t('count', countValues(items.length, locale)) : ''}
      </p>
      {failure !== null && !loading && (
        <Notice severity="error" role="alert">
          <span>{failure || t('failed')}</span>{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        </Notice>
      )}
      {!loading && items?.length === 0 && (
        <Notice severity="info" data-testid={`${testId}-empty`}>
          {t('empty')}
        </Notice>
      )}
      {!loading && items && items.length > 0 && (
        <ul className={styles.cards}>
          {items.map((item) => (
            <StatisticCard key={`${item.type}-${item.identifier}`} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
