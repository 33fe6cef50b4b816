import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';
import type { Locale } from '@/lib/i18n/routing';

import { INSTITUTION_SEARCH_MAX } from '../constants';
import type { ReferenceLists } from '../institution-list';

import styles from './institutions-directory.module.css';

export type FilterLabels = {
  legend: string;
  q: string;
  qHint: string;
  type: string;
  mode: string;
  gov: string;
  all: string;
  submit: string;
  clear: string;
};

type Props = {
  /** The public address (with its locale) the form sends its query to. */
  action: string;
  values: Record<string, string>;
  lists: ReferenceLists;
  locale: Locale;
  labels: FilterLabels;
  /** Shown when a filter is set: the list without filters. */
  clearHref: string | null;
};

/**
 * A plain GET form (works without JavaScript; keyboard and screen reader use native controls):
 * sending it loads the list's address with the filters in its query.
 */
export function InstitutionFilters({ action, values, lists, locale, labels, clearHref }: Props) {
  const ar = locale === 'ar';
  const select = (name: string, label: string, options: { id: number; label: string }[]) => (
    <div className={styles.field}>
      <label htmlFor={`institutions-${name}`}>{label}</label>
      <select id={`institutions-${name}`} name={name} defaultValue={values[name] ?? ''}>
        <option value="">{labels.all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form action={action} method="get" className={styles.filters} role="search">
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        <div className={`${styles.field} ${styles.text}`}>
          <label htmlFor="institutions-q">{labels.q}</label>
          <input
            id="institutions-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ''}
            maxLength={INSTITUTION_SEARCH_MAX}
            placeholder={labels.qHint}
            dir="auto"
          />
        </div>
        {select(
          'type',
          labels.type,
          lists.types.map((type) => ({ id: type.id, label: ar ? type.type_ara : type.type_eng })),
        )}
        {select(
          'mode',
          labels.mode,
          lists.modes.map((mode) => ({ id: mode.id, label: ar ? mode.mode_ara : mode.mode_eng })),
        )}
        {select(
          'gov',
          labels.gov,
          lists.govs.map((gov) => ({ id: gov.id, label: ar ? gov.name_ara : gov.name })),
        )}
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
