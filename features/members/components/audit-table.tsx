'use client';

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { AUDIT_PAGE_SIZES } from '../constants';
import type { AuditList, AuditQuery } from '../schemas';

import { AuditRow } from './audit-row';
import { PAGINATION } from './table-sx';

type Props = {
  query: AuditQuery;
  list: AuditList;
  actionLabel: (action: string) => string;
  typeLabel: (type: string) => string;
  onChange: (changes: Partial<AuditQuery>) => void;
};

// On a phone each entry is a block of labelled lines instead of a row of five columns.
const STACKED = {
  '& > thead': { display: { xs: 'none', md: 'table-header-group' } },
  '& > tbody > tr': { display: { xs: 'block', md: 'table-row' } },
  '& > tbody > tr[data-entry]': { pt: { xs: 1, md: 0 } },
  '& > tbody > tr > td': { display: { xs: 'block', md: 'table-cell' } },
  '& > tbody > tr[data-entry] > td': { borderBottom: { xs: 'none' }, py: { xs: 0.5, md: 1 } },
} as const;

/** One page of the audit log, newest first; each entry's before and after open under it. */
export function AuditTable({ query, list, actionLabel, typeLabel, onChange }: Props) {
  const t = useTranslations('MembersAdmin.audit');
  const tList = useTranslations('MembersAdmin.list');
  const number = useNumberFormat();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="audit-table" sx={STACKED}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.when')}</TableCell>
              <TableCell>{t('columns.who')}</TableCell>
              <TableCell>{t('columns.action')}</TableCell>
              <TableCell>{t('columns.record')}</TableCell>
              <TableCell>{t('columns.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((entry) => (
              <AuditRow
                key={entry.id}
                entry={entry}
                expanded={open.has(entry.id)}
                onToggle={() => toggle(entry.id)}
                actionLabel={actionLabel}
                typeLabel={typeLabel}
              />
            ))}
            {list.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.total}
        page={Math.min(query.page, list.page_count) - 1}
        rowsPerPage={query.page_size}
        rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
        onPageChange={(_event, page) => onChange({ page: page + 1 })}
        onRowsPerPageChange={(event) =>
          onChange({ page_size: Number(event.target.value), page: 1 })
        }
        labelRowsPerPage={tList('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          tList('range', { from: number(from), to: number(to), count: number(count) })
        }
        getItemAriaLabel={(type) =>
          type === 'previous' ? tList('previousPage') : tList('nextPage')
        }
        sx={PAGINATION}
      />
    </Paper>
  );
}
