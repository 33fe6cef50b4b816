import type { Locale } from '@/lib/i18n/routing';

import type { NewsItem } from '../schemas';

import { NewsCard } from './news-card';
import styles from './news-grid.module.css';

type Props = {
  items: NewsItem[];
  locale: Locale;
  readMoreLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** Load the first card's image first (the list page, where it may be the largest paint). */
  priorityFirst?: boolean;
};

// Cards in one, two or three columns as the screen widens.
export function NewsGrid({
  items,
  locale,
  readMoreLabel,
  headingLevel = 'h2',
  priorityFirst = false,
}: Props) {
  return (
    <ul data-testid="news-grid" className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard
            item={item}
            locale={locale}
            readMoreLabel={readMoreLabel}
            headingLevel={headingLevel}
            priority={priorityFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
