import type { ReactNode } from 'react';

import styles from './data-table.module.css';

/** One column of a console table: its heading, what each row shows in it, and its sort key. */
export type Column<Row> = {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** The list's sort key for this column; the heading becomes a link that sorts by it. */
  sort?: string;
  /** The heading is read by screen readers only (a column of buttons). */
  hiddenLabel?: boolean;
  nowrap?: boolean;
};

/** The list's order: the active sort key and direction, and the address of another order. */
export type TableSort = {
  key: string;
  descending: boolean;
  /** The address that sorts by `key` in that direction (page 1, the filters kept). */
  href: (key: string, descending: boolean) => string;
  labels: { ascending: string; descending: string };
};

type Props<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of the table when there are no rows (a filter's own text when one is set). */
  empty: string;
  sort?: TableSort;
  /** Extra attributes of a row: a test id, a class for a row that needs attention. */
  rowProps?: (row: Row) => { className?: string; [data: `data-${string}`]: string | number };
  testId?: string;
};

/**
 * The console's one table (issue 24): rendered on the server, sorted by links in its headings and
 * paged by `ListPager`, so a list works before (and without) its scripts and its address can be
 * shared. On a phone each row becomes a card whose cells carry their column's name.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  rowProps,
  testId,
}: Props<Row>) {
  if (rows.length === 0) {
    return (
      <div className={styles.box}>
        <p
          className={styles.empty}
          role="status"
          data-testid={testId ? `${testId}-empty` : undefined}
        >
          {empty}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.hiddenLabel ? undefined : column.label}
                  className={column.nowrap ? styles.nowrap : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort?: TableSort }) {
  if (column.hiddenLabel) {
    return (
      <th scope="col">
        <span className="visually-hidden">{column.label}</span>
      </th>
    );
  }
  if (!sort || !column.sort) return <th scope="col">{column.label}</th>;
  const active = sort.key === column.sort;
  // A second click on the active column turns its direction; another column starts ascending.
  const nextDescending = active ? !sort.descending : false;
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <a
        href={sort.href(column.sort, nextDescending)}
        className={styles.sortLink}
        data-active={active || undefined}
      >
        {column.label}
        <span aria-hidden className={styles.arrow}>
          {active ? (sort.descending ? '↓' : '↑') : '↕'}
        </span>
        <span className="visually-hidden">
          {' '}
          ({nextDescending ? sort.labels.descending : sort.labels.ascending})
        </span>
      </a>
    </th>
  );
}
