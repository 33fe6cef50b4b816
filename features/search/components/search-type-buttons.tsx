'use client';

import { useTranslations } from 'next-intl';

import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { SEARCH_TYPES, type SearchType } from '../constants';

import styles from './search-type-chips.module.css';

type Props = {
  counts: Record<SearchType, number>;
  current: SearchType | null;
  onChange: (type: SearchType | null) => void;
};

/** The dialog's type chips (part 3 "Global search"): every type, then each type with results. */
export function SearchTypeButtons({ counts, current, onChange }: Props) {
  const t = useTranslations('Search');
  const format = useNumberFormat();
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
  if (total === 0 && current === null) return null;
  const chips = [
    { type: null, label: t('all'), count: total },
    ...SEARCH_TYPES.filter((type) => counts[type] > 0 || type === current).map((type) => ({
      type,
      label: t(`types.${type}`),
      count: counts[type],
    })),
  ];
  return (
    <div role="group" aria-label={t('filters')} className={`${styles.chips} ${styles.compact}`}>
      {chips.map(({ type, label, count }) => (
        <button
          key={type ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={type === current}
          onClick={() => onChange(type)}
        >
          {t('chip', { label, shown: format(count) })}
        </button>
      ))}
    </div>
  );
}
