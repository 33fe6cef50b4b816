import { localePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import { EXPERTS_SEARCH_MAX } from '../constants';

import styles from './experts-filter-form.module.css';

export type FilterLabels = {
  legend: string;
  search: string;
  searchHint: string;
  pool: string;
  allPools: string;
  submit: string;
  clear: string;
};

type Props = {
  path: string;
  locale: Locale;
  search: string;
  pool: string;
  pools: { id: number; name: string }[];
  labels: FilterLabels;
};

// A plain GET form: it works without JavaScript and leads to the list's public address.
export function ExpertsFilterForm({ path, locale, search, pool, pools, labels }: Props) {
  const filtered = search !== '' || pool !== '';
  return (
    <form
      action={localePath(path, locale)}
      method="get"
      role="search"
      aria-label={labels.legend}
      className={styles.form}
    >
      <div className={styles.field}>
        <label htmlFor="experts-search">{labels.search}</label>
        <input
          id="experts-search"
          name="search"
          type="search"
          defaultValue={search}
          maxLength={EXPERTS_SEARCH_MAX}
          aria-describedby="experts-search-hint"
          autoComplete="off"
        />
        <span id="experts-search-hint" className={styles.hint}>
          {labels.searchHint}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor="experts-pool">{labels.pool}</label>
        <select id="experts-pool" name="pool" defaultValue={pool}>
          <option value="">{labels.allPools}</option>
          {pools.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {labels.submit}
        </button>
        {filtered && (
          <Link href={path} className="button button-outlined">
            {labels.clear}
          </Link>
        )}
      </div>
    </form>
  );
}
