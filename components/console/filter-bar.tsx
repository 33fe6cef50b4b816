import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import styles from './filter-bar.module.css';

type Props = {
  /** The list's address (locale prefix included): the form sends its fields there as a query. */
  action: string;
  /** The form's accessible name ("Filter the members"). */
  label: string;
  /** Values the form keeps that it does not show (the order, the page size). */
  keep?: Record<string, string | number | undefined>;
  /** Where Clear goes, when it is not the bare `action` (a tab the list keeps). */
  clearHref?: string;
  children: ReactNode;
};

/**
 * The console's one filter form (issue 24): a GET form whose fields become the list's address, so
 * filters can be shared and work without scripts (next/form navigates without a reload once the
 * scripts run). Search starts again from page 1 (the form sends no page); Clear goes to the list's
 * address without a query.
 */
export async function FilterBar({ action, label, keep, clearHref, children }: Props) {
  const t = await getTranslations('Console.kit');
  return (
    <Form action={action} role="search" aria-label={label} className={styles.bar}>
      {Object.entries(keep ?? {}).map(([name, value]) =>
        value === undefined || value === '' ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('search')}
        </button>
        <a href={clearHref ?? action} className="button button-outlined">
          {t('clear')}
        </a>
      </div>
    </Form>
  );
}
