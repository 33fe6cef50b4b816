'use client';

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocale, useTranslations } from 'next-intl';

import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { changeRows, isInstant } from '../audit-values';
import type { AuditEntry } from '../schemas';

const VALUE = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  unicodeBidi: 'plaintext',
} as const;

/** An entry's values before and after, field by field, as text (never HTML). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('MembersAdmin.audit');
  const locale = useLocale() as Locale;
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return <p style={{ margin: 0 }}>{t('noChanges')}</p>;
  const cell = (value: string | null) => {
    if (value === null) {
      return <span style={{ color: 'var(--text-secondary)' }}>{t('empty_value')}</span>;
    }
    // An instant in Amman time, as the entry's own time; the stored value in its title.
    return isInstant(value) ? <span title={value}>{formatDateTime(value, locale)}</span> : value;
  };
  return (
    <Table size="small" data-testid={`audit-changes-${entry.id}`}>
      <caption className="visually-hidden">{t('changesOf', { id: String(entry.id) })}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row" sx={{ ...VALUE, fontWeight: 600 }}>
              {row.field}
            </TableCell>
            <TableCell sx={VALUE}>{cell(row.before)}</TableCell>
            <TableCell sx={VALUE}>{cell(row.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
