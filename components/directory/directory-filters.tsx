import type { CSSProperties } from 'react';

import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';

import styles from './directory.module.css';

export type FilterChoice = { value: string | number; label: string };

/** A text box: the list's search words. */
export type TextFilter = {
  kind: 'text';
  name: string;
  label: string;
  maxLength: number;
  placeholder?: string;
  /** A line between the label and the box that describes it (aria-describedby). */
  hint?: string;
  autoComplete?: 'off';
};

/** A select of one value; "all" (the empty value) first. */
export type SelectFilter = {
  kind: 'select';
  name: string;
  label: string;
  /** The empty choice's text where it is not the form's `labels.all` ("All pools"). */
  all?: string;
  choices: FilterChoice[];
  /** Choices in labelled groups (optgroup) rather than `choices`. */
  groups?: { label: string; choices: FilterChoice[] }[];
};

export type FilterField = TextFilter | SelectFilter;

export type FilterFormLabels = {
  legend: string;
  /** The selects' empty choice ("All"), where a select does not name its own. */
  all?: string;
  submit: string;
  clear: string;
};

type Props = {
  /** The public address (with its locale and the list's anchor) the form sends its query to. */
  action: string;
  /** Each box's id is `${idPrefix}-${name}` (the journeys find them by it). */
  idPrefix: string;
  /** The boxes in their order. */
  fields: FilterField[];
  /** The list's current filters (the boxes' starting values). */
  values: Record<string, string>;
  labels: FilterFormLabels;
  /** Shown when a filter is set: the list without filters. */
  clearHref: string | null;
  /** The boxes' widths to start from before they grow (pixels): narrower for a list of many. */
  widths?: { select?: number; text?: number };
  /** The form's place on its page (a margin), beside the kit's own class. */
  className?: string;
  'data-testid'?: string;
};

const widthStyle = (widths: Props['widths']): CSSProperties | undefined =>
  widths &&
  ({
    ...(widths.select && { '--filter-width': `${widths.select}px` }),
    ...(widths.text && { '--text-filter-width': `${widths.text}px` }),
  } as CSSProperties);

function TextBox({ field, id, value }: { field: TextFilter; id: string; value: string }) {
  const hintId = `${id}-hint`;
  return (
    <div className={`${styles.field} ${styles.text}`}>
      <label htmlFor={id}>{field.label}</label>
      {/* Between the label and the box, so the boxes of a row stay level with each other. */}
      {field.hint && (
        <span id={hintId} className={styles.hint}>
          {field.hint}
        </span>
      )}
      <input
        id={id}
        name={field.name}
        type="search"
        defaultValue={value}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        aria-describedby={field.hint ? hintId : undefined}
        autoComplete={field.autoComplete}
        dir="auto"
      />
    </div>
  );
}

function SelectBox(props: { field: SelectFilter; id: string; value: string; all?: string }) {
  const { field, id, value, all } = props;
  const options = (choices: FilterChoice[]) =>
    choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      <select id={id} name={field.name} defaultValue={value}>
        <option value="">{field.all ?? all}</option>
        {options(field.choices)}
        {field.groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {options(group.choices)}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/**
 * A list's filters as a plain GET form (works without JavaScript; native controls for the keyboard
 * and screen readers): sending it loads the list's address with the filters in its query. A search
 * landmark named by its legend; Search, and Clear once a filter is set.
 */
export function DirectoryFilters(props: Props) {
  const { action, idPrefix, fields, values, labels, clearHref, widths, className } = props;
  return (
    <form
      action={action}
      method="get"
      className={className ? `${styles.filters} ${className}` : styles.filters}
      role="search"
      aria-label={labels.legend}
      style={widthStyle(widths)}
      data-testid={props['data-testid']}
    >
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const value = values[field.name] ?? '';
          return field.kind === 'text' ? (
            <TextBox key={field.name} field={field} id={id} value={value} />
          ) : (
            <SelectBox key={field.name} field={field} id={id} value={value} all={labels.all} />
          );
        })}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            <Icon shape={SearchIcon} size={20} />
            {labels.submit}
          </button>
          {clearHref && (
            <a href={clearHref} className={styles.textLink}>
              {labels.clear}
            </a>
          )}
        </div>
      </fieldset>
    </form>
  );
}
