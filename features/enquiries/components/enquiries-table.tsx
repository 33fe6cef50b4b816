'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useLocale, useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import type { UserEnquiry } from '@/features/enquiries/schemas';
import { formatDateTime } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { ENQUIRIES_PAGE_SIZE, pageOf, typeNameOf } from '../filter-user-enquiries';

import { EnquiryStatusChip } from './enquiry-status-chip';

type Props = {
  rows: readonly UserEnquiry[];
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (enquiry: UserEnquiry) => void;
};

// The API's "2026-03-02 10:11:12" (Amman time), shown as the page's language writes a date and time;
// on a phone it may wrap after the date, so the row's status stays on the screen.
const Timestamp = ({ value, locale }: { value: string; locale: Locale }) => (
  <Box component="span" sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, unicodeBidi: 'isolate' }}>
    {formatDateTime(value, locale)}
  </Box>
);

// part 3 "User enquiries": id, type name, date, updated at and status, 10 rows per page. The id is
// a button so the detail opens from the keyboard; a click anywhere on the row opens it too.
export function EnquiriesTable({ rows, page, onPageChange, onOpen }: Props) {
  const t = useTranslations('UserEnquiries');
  const locale = useLocale() as Locale;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table
          aria-label={t('table.label')}
          data-testid="user-enquiries-table"
          // On a phone the five columns fit its width with narrower padding.
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.id')}</TableCell>
              <TableCell>{t('columns.type')}</TableCell>
              <TableCell>{t('columns.date')}</TableCell>
              <TableCell>{t('columns.updatedAt')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageOf(rows, page).map((enquiry) => (
              <TableRow
                key={enquiry.id}
                hover
                onClick={() => onOpen(enquiry)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <Button
                    size="small"
                    aria-label={t('viewDetails', { id: enquiry.id })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(enquiry);
                    }}
                    sx={{ minWidth: 0, fontWeight: 700 }}
                  >
                    {/* The request number is an identifier a member quotes: Western digits. */}
                    <BidiText latin>#{enquiry.id}</BidiText>
                  </Button>
                </TableCell>
                <TableCell>{typeNameOf(enquiry, locale)}</TableCell>
                <TableCell>
                  <Timestamp value={enquiry.date} locale={locale} />
                </TableCell>
                <TableCell>
                  <Timestamp value={enquiry.updated_at} locale={locale} />
                </TableCell>
                <TableCell>
                  <EnquiryStatusChip enquiry={enquiry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, next) => onPageChange(next)}
        rowsPerPage={ENQUIRIES_PAGE_SIZE}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to, count }) =>
          t('pagination.displayed', {
            from: formatNumber(from, locale),
            to: formatNumber(to, locale),
            count: formatNumber(count, locale),
          })
        }
        getItemAriaLabel={(type) => t(`pagination.${type}`)}
        showFirstButton
        showLastButton
      />
    </Paper>
  );
}
