'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon } from '@/components/ui/icon-shapes';

import styles from './multi-select-filter.module.css';

export type MultiSelectOption = { value: string; label: string };

type Props = {
  /** The query key each chosen value is sent under (a GET form sends them as they are). */
  name: string;
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** What the button says is chosen: "All countries", "Jordan, Iraq", "3 chosen". */
  summary: string;
  'data-testid'?: string;
};

/**
 * A filter of several values (part 1 §2.7's multi-selects): a button that shows what is chosen and
 * opens a list of check boxes under it. Escape or a click elsewhere closes it; the boxes belong to
 * the form, so a plain GET form sends them without scripts.
 */
export function MultiSelectFilter({
  name,
  label,
  options,
  selected,
  onChange,
  summary,
  ...rest
}: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const panelId = `${id}-panel`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <div
      ref={root}
      className={styles.field}
      data-testid={rest['data-testid']}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${id}-summary`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-summary`} className={styles.summary}>
          {summary}
        </span>
        <Icon shape={ExpandMoreIcon} className={open ? styles.turned : undefined} />
      </button>
      <div
        id={panelId}
        role="group"
        aria-labelledby={labelId}
        hidden={!open}
        className={styles.panel}
      >
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
