'use client';

import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';

import { NEWS_SORTS, parseNewsSort, type NewsSort } from '../news-list';

import styles from './news-browser.module.css';

type Props = {
  value: NewsSort;
  label: string;
  options: Record<NewsSort, string>;
  onChange: (sort: NewsSort) => void;
};

// part 1 §2.4: newest first (date-desc, the default) or oldest first (date-asc).
export function NewsSortSelect({ value, label, options, onChange }: Props) {
  const selectRef = useTypedBeforeHydration<HTMLSelectElement>(value, (sort) =>
    onChange(parseNewsSort(sort)),
  );
  return (
    <div className={styles.sort}>
      <label htmlFor="news-sort" className={styles.sortLabel}>
        {label}
      </label>
      <select
        id="news-sort"
        ref={selectRef}
        name="sort"
        value={value}
        onChange={(event) => onChange(parseNewsSort(event.target.value))}
        className={styles.select}
      >
        {NEWS_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {options[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
