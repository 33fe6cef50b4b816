import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';

import styles from './credentials.module.css';

export type CredentialFilterLabels = {
  legend: string;
  type: string;
  country: string;
  year: string;
  all: string;
  submit: string;
  clear: string;
};

type Option = { value: string; label: string };

type Props = {
  /** The public address (with its locale) the form sends its query to. */
  action: string;
  values: Record<string, string>;
  types: Option[];
  countries: Option[];
  years: Option[];
  labels: CredentialFilterLabels;
  /** Shown when a filter is set: the list without filters. */
  clearHref: string | null;
};

/**
 * part 2 "Credentials": type, country and year, as a plain GET form (works without JavaScript,
 * native controls for the keyboard and screen readers).
 */
export function CredentialFilters({
  action,
  values,
  types,
  countries,
  years,
  labels,
  clearHref,
}: Props) {
  const select = (name: string, label: string, options: Option[]) => (
    <div className={styles.field}>
      <label htmlFor={`credentials-${name}`}>{label}</label>
      <select id={`credentials-${name}`} name={name} defaultValue={values[name] ?? ''}>
        <option value="">{labels.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      action={action}
      method="get"
      className={styles.filters}
      role="search"
      aria-label={labels.legend}
    >
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        {select('type', labels.type, types)}
        {select('country', labels.country, countries)}
        {select('year', labels.year, years)}
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
