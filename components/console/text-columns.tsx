import type { ReactNode } from 'react';

import type { Column } from './data-table';

// Columns many console lists share (issue 37: the HS codes' lists): a text in one language, marked
// with its language and direction whatever the console's, and a row's buttons.

type LanguageColumn<Row> = {
  key: string;
  label: string;
  lang: 'en' | 'ar';
  text: (row: Row) => string;
  className?: string;
};

/** A column of text in English or Arabic (a name, a phrase), read in its own direction. */
export function languageColumn<Row>({
  key,
  label,
  lang,
  text,
  className,
}: LanguageColumn<Row>): Column<Row> {
  return {
    key,
    label,
    cell: (row) => (
      <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className={className}>
        {text(row)}
      </span>
    ),
  };
}

/** The row's buttons: a heading for screen readers only, never wrapped. */
export function actionsColumn<Row>(label: string, cell: (row: Row) => ReactNode): Column<Row> {
  return { key: 'actions', label, hiddenLabel: true, nowrap: true, cell };
}
