'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';

import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import type { StatisticInput } from '../../staff-schemas';
import { treeOrder, type StoredNode } from '../../statistic-tree';

import styles from './statistics-console.module.css';

type Props = {
  control: Control<StatisticInput>;
  name: 'industries' | 'geolocations';
  nodes: StoredNode[];
};

/** The industries or geolocations of a statistic: a checkbox per node, indented under its parent. */
export function TreeChoices({ control, name, nodes }: Props) {
  const t = useTranslations('StatisticsAdmin.form');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const {
    field: { ref, value, onChange },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const errorId = useId();
  const ordered = treeOrder(
    nodes.map((node) => ({
      id: node.id,
      name: pick(node, 'name', shown),
      parent_id: node.parent_id,
    })),
  );
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset
      className={`${styles.group} ${styles.tree}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.groupTitle}>{t(name)}</legend>
      <div className={styles.treeList}>
        {ordered.map((node, index) => (
          <label key={node.id} className={styles.check} data-depth={Math.min(node.depth, 4)}>
            <input
              type="checkbox"
              ref={index === 0 ? ref : undefined}
              checked={value.includes(node.id)}
              onChange={(event) => toggle(node.id, event.target.checked)}
            />
            <span>{node.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={`${fieldStyles.helper} ${fieldStyles.error}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
