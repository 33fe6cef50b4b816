import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';

import { TRADE_LEAD_FILTER_KEYS } from '../lead-list-view';

import styles from './trade-leads.module.css';

export type FilterOption = { value: string; label: string };
type FilterKey = (typeof TRADE_LEAD_FILTER_KEYS)[number];

type Props = {
  /** The public address (with its locale) the form sends its query to. */
  action: string;
  values: Record<string, string>;
  options: Record<FilterKey, FilterOption[]>;
  labels: Record<FilterKey | 'legend' | 'all' | 'submit' | 'clear', string>;
  /** Shown when a filter is set: the list without filters. */
  clearHref: string | null;
};

/**
 * Issue 39: country, sector, HS chapter and open or closed as a plain GET form (works without
 * JavaScript; native selects for the keyboard and screen readers); sending it loads the list's
 * address with the filters in its query.
 */
export function LeadFilters({ action, values, options, labels, clearHref }: Props) {
  return (
    <form action={action} method="get" className={styles.filters} role="search">
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        {TRADE_LEAD_FILTER_KEYS.map((name) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`trade-leads-${name}`}>{labels[name]}</label>
            <select id={`trade-leads-${name}`} name={name} defaultValue={values[name] ?? ''}>
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
