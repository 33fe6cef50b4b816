import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import { SEARCH_TYPES, type SearchType } from '../constants';
import { searchPath } from '../search-route';

import styles from './search-type-chips.module.css';

type Props = {
  keyword: string;
  counts: Record<SearchType, number>;
  current: SearchType | null;
  locale: Locale;
};

/** The type chips of the results page: links to every type and to each type that has results. */
export async function SearchTypeLinks({ keyword, counts, current, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
  if (total === 0) return null;
  const chips: { type: SearchType | null; label: string; count: number }[] = [
    { type: null, label: t('all'), count: total },
    ...SEARCH_TYPES.filter((type) => counts[type] > 0 || type === current).map((type) => ({
      type,
      label: t(`types.${type}`),
      count: counts[type],
    })),
  ];
  return (
    <nav aria-label={t('filters')} className={styles.chips}>
      <ul>
        {chips.map(({ type, label, count }) => (
          <li key={type ?? 'all'}>
            <Link
              href={searchPath(keyword, { type, page: 1 })}
              className={styles.chip}
              aria-current={type === current ? 'page' : undefined}
            >
              {t('chip', { label, shown: formatNumber(count, locale) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
