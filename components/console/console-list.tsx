import type { ComponentProps, ReactNode } from 'react';

import styles from './console-list.module.css';
import { DataTable } from './data-table';
import { FilterBar } from './filter-bar';
import { type FilterField, FilterFieldView } from './filter-fields';
import { ListPager } from './list-pager';
import { ListTotal } from './list-total';

type Props<Row> = {
  /** The filter form: its address and name, the values it keeps, and its fields as data. */
  filters?: Omit<ComponentProps<typeof FilterBar>, 'children'> & { fields: FilterField[] };
  /** A word about the filters (one the list could not apply), under the form. */
  notice?: ReactNode;
  /** How many were found, in words. */
  total: { text: string; testId?: string };
  /** The list's own tools beside the total (an export of what the filters found). */
  tools?: ReactNode;
  table: ComponentProps<typeof DataTable<Row>>;
  /** The pages; none for a list shown whole (the HS nomenclature's 21 sections). */
  pager?: ComponentProps<typeof ListPager>;
};

/**
 * A console list page's body (issue 24): the filter form, how many were found, the table and its
 * pages, in that order, each from the kit. A list names its filters, columns and pages; the markup
 * is this one.
 */
export async function ConsoleList<Row>({
  filters,
  notice,
  total,
  tools,
  table,
  pager,
}: Props<Row>) {
  return (
    <>
      {filters && (
        <FilterBar
          action={filters.action}
          label={filters.label}
          keep={filters.keep}
          clearHref={filters.clearHref}
        >
          {filters.fields.map((field) => (
            <FilterFieldView key={field.name} field={field} />
          ))}
        </FilterBar>
      )}
      {notice}
      {tools ? (
        <div className={styles.toolbar}>
          <ListTotal text={total.text} testId={total.testId} />
          {tools}
        </div>
      ) : (
        <ListTotal text={total.text} testId={total.testId} />
      )}
      <DataTable {...table} />
      {pager && <ListPager {...pager} />}
    </>
  );
}
