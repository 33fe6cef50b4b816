import { useId } from 'react';

import styles from './filter-bar.module.css';

type FieldProps = { name: string; label: string; hint?: string };

/** A text search of a filter bar; `dir="auto"` so Arabic and Latin queries read their own way. */
export function FilterSearch({
  name,
  label,
  hint,
  defaultValue,
  maxLength,
}: FieldProps & { defaultValue?: string; maxLength?: number }) {
  const id = useId();
  return (
    <div className={`${styles.field} ${styles.search}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        dir="auto"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

export type FilterOption = { value: string; label: string };

/** A choice of a filter bar; the first option ("Any") sends nothing. */
export function FilterSelect({
  name,
  label,
  hint,
  options,
  anyLabel,
  defaultValue,
}: FieldProps & {
  options: readonly FilterOption[];
  /** The option that sets no filter; none when the list always has a value here. */
  anyLabel?: string;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue ?? ''}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}

/** A day of a filter bar (a date range's end). */
export function FilterDate({
  name,
  label,
  defaultValue,
  min,
  max,
}: FieldProps & { defaultValue?: string; min?: string; max?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" name={name} defaultValue={defaultValue} min={min} max={max} />
    </div>
  );
}

/** A filter bar's field as data: a list names its filters without writing their markup. */
export type FilterField =
  | ({ kind: 'search' } & Parameters<typeof FilterSearch>[0])
  | ({ kind: 'select' } & Parameters<typeof FilterSelect>[0])
  | ({ kind: 'date' } & Parameters<typeof FilterDate>[0]);

/** The field a `FilterField` names. */
export function FilterFieldView({ field }: { field: FilterField }) {
  const { kind, ...props } = field;
  if (kind === 'search') return <FilterSearch {...(props as Parameters<typeof FilterSearch>[0])} />;
  if (kind === 'select') return <FilterSelect {...(props as Parameters<typeof FilterSelect>[0])} />;
  return <FilterDate {...(props as Parameters<typeof FilterDate>[0])} />;
}
