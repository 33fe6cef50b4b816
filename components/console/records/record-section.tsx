import type { ComponentProps, ReactNode } from 'react';

import { DataTable } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';

import styles from './records.module.css';

type Props<Row> = {
  /** The section's id (a link target, the journey's handle) and heading. */
  id: string;
  title: string;
  /** Its Add button, or a single record's Edit. */
  actions?: ReactNode;
  /** The list (absent for a single record, whose summary is `children`). */
  table?: ComponentProps<typeof DataTable<Row>>;
  children?: ReactNode;
};

/**
 * One kind of content record on a console page (issue 29): its heading and Add, then its rows in
 * the kit's table (their order, state and controls in columns the page names), rendered on the
 * server; the controls are client islands that render the rows again after a change.
 */
export function RecordSection<Row>({ id, title, actions, table, children }: Props<Row>) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {table && <DataTable {...table} />}
      {children}
    </section>
  );
}

/** A row's picture (decorative: the row names the record). */
export function RecordImage({ src }: { src: string }) {
  // A console thumbnail of a stored picture: no layout shift to avoid, no optimisation needed.
  // eslint-disable-next-line @next/next/no-img-element
  return src ? <img className={styles.thumb} src={src} alt="" loading="lazy" /> : <span>—</span>;
}

/** Shown or hidden, as a word in colour. */
export function RecordStatus({
  status,
  labels,
}: {
  status: number;
  labels: { shown: string; hidden: string };
}) {
  return status === 1 ? (
    <StatusChip tone="success" label={labels.shown} />
  ) : (
    <StatusChip tone="neutral" label={labels.hidden} />
  );
}

/** Where each row stands in an ordered list: the first cannot go up, the last not down. */
export const placeOf = (index: number, count: number) => ({
  first: index === 0,
  last: index === count - 1,
});
