import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';

import { EVENT_SEARCH_MAX } from '../constants';

import styles from './events-directory.module.css';

export type FilterOption = { id: number; label: string };

export type EventFilterLabels = {
  legend: string;
  q: string;
  qHint: string;
  country: string;
  type: string;
  mode: string;
  industry: string;
  year: string;
  all: string;
  submit: string;
  clear: string;
};

type Props = {
  /** The public address (with its locale) the form sends its query to. */
  action: string;
  values: Record<string, string>;
  /** The choices of each select; a select with none (the local list's countries) is left out. */
  options: Record<'country' | 'type' | 'mode' | 'industry' | 'year', FilterOption[]>;
  labels: EventFilterLabels;
  /** Shown when a filter is set: the list without filters. */
  clearHref: string | null;
};

const SELECTS = ['country', 'type', 'mode', 'industry', 'year'] as const;

/**
 * part 2 "Events": country, type, mode, industry and year, plus a text search, as a plain GET form
 * (works without JavaScript; native controls for the keyboard and screen readers): sending it
 * loads the list's address with the filters in its query.
 */
export function EventFilters({ action, values, options, labels, clearHref }: Props) {
  return (
    <form action={action} method="get" className={styles.filters} role="search">
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        <div className={`${styles.field} ${styles.text}`}>
          <label htmlFor="events-q">{labels.q}</label>
          <input
            id="events-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ''}
            maxLength={EVENT_SEARCH_MAX}
            placeholder={labels.qHint}
            dir="auto"
          />
        </div>
        {SELECTS.filter((name) => options[name].length > 0).map((name) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`events-${name}`}>{labels[name]}</label>
            <select id={`events-${name}`} name={name} defaultValue={values[name] ?? ''}>
              <option value="">{labels.all}</option>
              {options[name].map((option) => (
                <option key={option.id} value={option.id}>
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
