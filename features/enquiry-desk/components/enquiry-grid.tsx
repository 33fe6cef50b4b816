'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { consolePath } from '@/features/console/console-route';
import {
  STAFF_PAGE_SIZES,
  STAFF_SORTS,
  type StaffEnquiryRow,
  type StaffOwner,
  type StaffSort,
} from '@/features/enquiries/staff-schemas';
import { intlLocale } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { useStaffEnquiries } from '../api/use-staff-enquiries';
import { csvHref, deskHref, type DeskQuery } from '../desk-query';

import { DeskFilters } from './desk-filters';
import { OverdueMark, StatusBadge } from './status-badge';

type Props = { initial: DeskQuery; owners: readonly StaffOwner[]; basePath: string };

const ARABIC_TEXT = arSD.components.MuiDataGrid.defaultProps.localeText;

/**
 * The enquiries in an MUI X Data Grid, filtered, sorted and paginated by the API; the state lives
 * in the address (replaced, not pushed), so it can be shared and survives a reload.
 */
export function EnquiryGrid({ initial, owners, basePath }: Props) {
  const t = useTranslations('EnquiryDesk');
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState(initial);
  const enquiries = useStaffEnquiries(query);

  const update = (next: DeskQuery) => {
    setQuery(next);
    window.history.replaceState(null, '', deskHref(basePath, next));
  };

  const columns = useMemo<GridColDef<StaffEnquiryRow>[]>(() => {
    // Received: the date and the hour in Amman, short enough for a column.
    const received = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Amman',
    });
    return [
      {
        field: 'id',
        headerName: t('grid.id'),
        width: 80,
        renderCell: ({ row }) => (
          <Link
            href={consolePath(`/enquiries/${row.id}`, locale)}
            aria-label={t('grid.open', { id: row.id })}
          >
            {row.id}
          </Link>
        ),
      },
      {
        field: 'type',
        headerName: t('grid.type'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => row.type.name,
      },
      {
        field: 'status',
        headerName: t('grid.status'),
        width: 120,
        renderCell: ({ row }) => <StatusBadge code={row.status.code} name={row.status.name} />,
      },
      {
        field: 'member',
        headerName: t('grid.member'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75, overflow: 'hidden' }}>
            <bdi>{row.member.name}</bdi>
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
              <bdi>{row.member.email}</bdi>
            </Box>
          </Box>
        ),
      },
      {
        field: 'owner',
        headerName: t('grid.owner'),
        width: 130,
        valueGetter: (_value, row) => row.owner?.name ?? t('grid.noOwner'),
      },
      {
        field: 'created',
        headerName: t('grid.created'),
        width: 170,
        valueGetter: (_value, row) => received.format(new Date(row.created_at)),
      },
      {
        field: 'age',
        headerName: t('grid.age'),
        width: 235,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
            <span>
              {row.age === null ? t('grid.closed') : t('grid.ageValue', { count: row.age })}
            </span>
            {row.overdue && <OverdueMark label={t('grid.overdue')} />}
          </Box>
        ),
      },
    ];
  }, [t, locale]);

  const sortModel: GridSortModel =
    query.sort === 'created' && query.order === 'desc'
      ? []
      : [{ field: query.sort, sort: query.order }];
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    const field = first?.field;
    update({
      ...query,
      sort:
        field && (STAFF_SORTS as readonly string[]).includes(field)
          ? (field as StaffSort)
          : 'created',
      order: first?.sort === 'asc' ? 'asc' : 'desc',
      page: 1,
    });
  };
  const paginationModel: GridPaginationModel = { page: query.page - 1, pageSize: query.pageSize };
  const onPaginationModelChange = (model: GridPaginationModel) =>
    update({
      ...query,
      page: model.pageSize === query.pageSize ? model.page + 1 : 1,
      pageSize: model.pageSize,
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <DeskFilters query={query} owners={owners} onChange={update} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {enquiries.data ? t('target', { days: enquiries.data.target_days }) : null}
        </Box>
        <Button href={csvHref(query, locale)} variant="outlined" download data-testid="export-csv">
          {t('exportCsv')}
        </Button>
      </Box>
      {enquiries.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void enquiries.refetch()}>
              {t('grid.retry')}
            </Button>
          }
        >
          {t('grid.loadError')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <DataGrid
          aria-label={t('grid.label')}
          rows={enquiries.data?.rows ?? []}
          columns={columns}
          rowCount={enquiries.data?.total ?? 0}
          loading={enquiries.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={[...STAFF_PAGE_SIZES]}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          disableColumnFilter
          disableRowSelectionOnClick
          rowHeight={60}
          getRowClassName={({ row }) => (row.overdue ? 'enquiry-overdue' : '')}
          localeText={{
            ...(locale === 'ar' ? ARABIC_TEXT : {}),
            noRowsLabel: t('grid.empty'),
          }}
          sx={{
            bgcolor: 'background.paper',
            '& .enquiry-overdue': { bgcolor: '#fff7ed' },
            '& .enquiry-overdue:hover': { bgcolor: '#ffedd5' },
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          }}
          data-testid="enquiry-grid"
        />
      </Box>
    </Box>
  );
}
