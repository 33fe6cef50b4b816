'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { RecordStatus } from '@/features/companies/components/record-status';
import { consolePath } from '@/features/console/console-route';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { MEMBER_PAGE_SIZES, type MemberSort } from '../constants';
import type { MemberList, MemberListQuery } from '../schemas';

import { MemberBadges } from './member-badges';
import { PAGINATION } from './table-sx';

type SortColumn = 'name' | 'email' | 'enquiries' | 'created';
type Props = {
  query: MemberListQuery;
  list: MemberList;
  onChange: (changes: Partial<MemberListQuery>) => void;
};

/** Cells a phone has no room for: the name (with the e-mail under it) and the company stay. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const SMALL_UP = { display: { xs: 'none', sm: 'table-cell' } } as const;
const LTR = { direction: 'ltr', unicodeBidi: 'isolate' } as const;

export const fullName = (row: { name: string; last_name: string | null }) =>
  [row.name, row.last_name].filter(Boolean).join(' ');

/** One page of members: sortable columns, a link to each member, pages chosen on the server. */
export function MembersTable({ query, list, onChange }: Props) {
  const t = useTranslations('MembersAdmin.list');
  const locale = useLocale() as Locale;
  const number = useNumberFormat();
  const column = query.sort.replace('-', '') as SortColumn;
  const descending = query.sort.startsWith('-');
  const header = (key: SortColumn, sx?: object) => {
    const active = column === key;
    const next = (active && !descending ? `-${key}` : key) as MemberSort;
    return (
      <TableCell sortDirection={active ? (descending ? 'desc' : 'asc') : false} sx={sx}>
        <TableSortLabel
          active={active}
          direction={active && descending ? 'desc' : 'asc'}
          onClick={() => onChange({ sort: next, page: 1 })}
        >
          {t(`columns.${key}`)}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="members-table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <TableHead>
            <TableRow>
              {header('name')}
              {header('email', WIDE_ONLY)}
              <TableCell sx={WIDE_ONLY}>{t('columns.phone')}</TableCell>
              <TableCell>{t('columns.company')}</TableCell>
              {header('enquiries', SMALL_UP)}
              {header('created', WIDE_ONLY)}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((row) => (
              <TableRow key={row.id} hover data-member={row.id}>
                <TableCell sx={{ minWidth: { md: 140 } }}>
                  <Link
                    component={NextLink}
                    href={consolePath(`/members/${row.id}`, locale)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {fullName(row)}
                  </Link>
                  <MemberBadges isVip={row.is_vip} suspended={row.suspended_at !== null} />
                  <NarrowEmail email={row.email} />
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>
                  <span style={LTR}>{row.email}</span>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <span style={LTR}>{row.phone ?? ''}</span>
                </TableCell>
                <TableCell sx={{ minWidth: { md: 140 } }}>
                  {row.company ? (
                    <>
                      <bdi>
                        {row.company.company_trading_name || row.company.company_registered_name}
                      </bdi>
                      <RecordStatus code={row.company.status} />
                    </>
                  ) : (
                    <span style={{ color: 'var(--text-secondary)' }}>{t('noCompany')}</span>
                  )}
                </TableCell>
                <TableCell sx={SMALL_UP}>{number(row.enquiries_count)}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                  {formatDate(row.created_at, locale)}
                </TableCell>
              </TableRow>
            ))}
            {list.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('empty')}</TableCell>
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
        rowsPerPageOptions={[...MEMBER_PAGE_SIZES]}
        onPageChange={(_event, page) => onChange({ page: page + 1 })}
        onRowsPerPageChange={(event) =>
          onChange({ page_size: Number(event.target.value), page: 1 })
        }
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('range', { from: number(from), to: number(to), count: number(count) })
        }
        getItemAriaLabel={(type) => (type === 'previous' ? t('previousPage') : t('nextPage'))}
        sx={PAGINATION}
      />
    </Paper>
  );
}

/** On a phone the e-mail column is hidden: the address shows under the name. */
function NarrowEmail({ email }: { email: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: { xs: 'block', md: 'none' },
        color: 'text.secondary',
        fontSize: '0.8125rem',
        overflowWrap: 'anywhere',
        unicodeBidi: 'isolate',
        direction: 'ltr',
        textAlign: 'start',
      }}
    >
      {email}
    </Box>
  );
}
