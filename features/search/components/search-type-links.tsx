import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { SearchType } from '../constants';
import { searchPath } from '../search-route';

import styles from './search-type-chips.module.css';
import { typeChips } from './type-chips';

type Props = {
  keyword: string;
  counts: Record<SearchType, number>;
  current: SearchType | null;
  locale: Locale;
};

/** The type chips of the results page: links to every type and to each type that has results. */
export async function SearchTypeLinks({ keyword, counts, current, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const chips = typeChips(counts, current, (type) => t(type ? `types.${type}` : 'all'));
  if (chips[0].count === 0) return null;
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
