import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';

import { REGISTER_SEARCH_MAX } from '../constants';

import styles from './register.module.css';

export type FilterOption = { value: string; label: string };
type SelectName = 'country' | 'sector' | 'status';

type Props = {
  /** The public address (with its locale) the form sends its query to. */
  action: string;
  values: Record<string, string>;
  options: Record<SelectName, FilterOption[]>;
  labels: Record<SelectName | 'legend' | 'q' | 'qHint' | 'all' | 'submit' | 'clear', string>;
  /** Shown when a filter is set: the register without filters. */
  clearHref: string | null;
};

const SELECTS: readonly SelectName[] = ['country', 'sector', 'status'];

/**
 * The register's filters (issue 39 part 3): country, sector, status and a text, as a plain GET
 * form that works without JavaScript; sending it loads the register's address with its query.
 */
export function RegisterFilters({ action, values, options, labels, clearHref }: Props) {
  return (
    <form action={action} method="get" className={styles.filters} role="search">
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        <div className={`${styles.field} ${styles.text}`}>
          <label htmlFor="barriers-q">{labels.q}</label>
          <input
            id="barriers-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ''}
            maxLength={REGISTER_SEARCH_MAX}
            placeholder={labels.qHint}
            dir="auto"
          />
        </div>
        {SELECTS.map((name) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`barriers-${name}`}>{labels[name]}</label>
            <select id={`barriers-${name}`} name={name} defaultValue={values[name] ?? ''}>
              <option value="">{labels.all}</option>
              {options[name].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            <Icon shape={SearchIcon} size={20} />
            {labels.submit}
          </button>
          {clearHref && (
            <a href={clearHref} className={styles.clear}>
              {labels.clear}
            </a>
          )}
        </div>
      </fieldset>
    </form>
  );
}
