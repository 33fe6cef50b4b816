'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';

import { consolePath } from '@/features/console/console-route';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { recordPath } from '../audit-values';
import { AUDIT_PAGE_SIZES } from '../constants';
import type { AuditEntry, AuditList, AuditQuery } from '../schemas';

import { AuditChanges } from './audit-changes';

type Props = {
  query: AuditQuery;
  list: AuditList;
  actionLabel: (action: string) => string;
  typeLabel: (type: string) => string;
  onChange: (changes: Partial<AuditQuery>) => void;
};

const SMALL = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } as const;
const CODE = {
  ...SMALL,
  direction: 'ltr',
  unicodeBidi: 'isolate',
  overflowWrap: 'anywhere',
} as const;

/** One page of the audit log, newest first; each entry's before and after open under it. */
export function AuditTable({ query, list, actionLabel, typeLabel, onChange }: Props) {
  const t = useTranslations('MembersAdmin.audit');
  const tList = useTranslations('MembersAdmin.list');
  const tRoles = useTranslations('Console.roles');
  const locale = useLocale() as Locale;
  const number = useNumberFormat();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const role = (value: string) => (tRoles.has(value as never) ? tRoles(value as never) : value);
  const record = (entry: AuditEntry) => {
    const text = t('record', { type: typeLabel(entry.entity_type), id: entry.entity_id });
    const path = recordPath(entry.action, entry.entity_type, entry.entity_id);
    return path ? (
      <Link component={NextLink} href={consolePath(path, locale)}>
        {text}
      </Link>
    ) : (
      text
    );
  };
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="audit-table">
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
            {list.data.map((entry) => {
              const expanded = open.has(entry.id);
              const panel = `audit-entry-${entry.id}`;
              return (
                <Fragment key={entry.id}>
                  <TableRow
                    data-entry={entry.id}
                    data-action={entry.action}
                    sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.created_at, locale)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <bdi>{entry.actor_name ?? entry.actor_email}</bdi>
                      <Box component="span" sx={SMALL}>
                        {role(entry.actor_role)}
                      </Box>
                      <Box component="span" sx={CODE}>
                        {entry.actor_email}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>
                      {actionLabel(entry.action)}
                      <Box component="span" sx={CODE}>
                        {entry.action}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ minWidth: 120 }}>{record(entry)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-expanded={expanded}
                        aria-controls={panel}
                        onClick={() => toggle(entry.id)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('showChanges')}
                      </Button>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell
                      colSpan={5}
                      sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}
                    >
                      <Collapse in={expanded} unmountOnExit>
                        <Box id={panel} sx={{ py: 1.5 }}>
                          <AuditChanges entry={entry} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
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
      />
    </Paper>
  );
}
