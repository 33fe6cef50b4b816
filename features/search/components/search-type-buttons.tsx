'use client';

import { useTranslations } from 'next-intl';

import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { SearchType } from '../constants';

import styles from './search-type-chips.module.css';
import { typeChips } from './type-chips';

type Props = {
  counts: Record<SearchType, number>;
  current: SearchType | null;
  onChange: (type: SearchType | null) => void;
};

/** The dialog's type chips (part 3 "Global search"): every type, then each type with results. */
export function SearchTypeButtons({ counts, current, onChange }: Props) {
  const t = useTranslations('Search');
  const format = useNumberFormat();
  const chips = typeChips(counts, current, (type) => t(type ? `types.${type}` : 'all'));
  if (chips[0].count === 0 && current === null) return null;
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
