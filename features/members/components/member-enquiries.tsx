'use client';

import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { MuiIsland } from '@/components/providers/mui-island';
import { consolePath } from '@/features/console/console-route';
import { EnquiryStatusChip } from '@/features/enquiries/components/enquiry-status-chip';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { MemberEnquiry } from '../schemas';

type Props = { enquiries: MemberEnquiry[] };

/** The member's enquiries, newest first, each opening in the enquiry desk. */
export function MemberEnquiries({ enquiries }: Props) {
  const t = useTranslations('MembersAdmin.detail');
  const tEnquiries = useTranslations('Enquiries');
  const locale = useLocale() as Locale;
  const typeName = (code: number) =>
    tEnquiries.has(`types.${code}`) ? tEnquiries(`types.${code}`) : tEnquiries('unknownType');
  return (
    <MuiIsland>
      <TableContainer>
        <Table size="small" data-testid="member-enquiries">
          <caption className="visually-hidden">{t('enquiries')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('enquiryColumns.id')}</TableCell>
              <TableCell>{t('enquiryColumns.type')}</TableCell>
              <TableCell>{t('enquiryColumns.status')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('enquiryColumns.date')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {enquiries.map((enquiry) => (
              <TableRow key={enquiry.id}>
                <TableCell>
                  <Link
                    component={NextLink}
                    href={consolePath(`/enquiries/${enquiry.id}`, locale)}
                    sx={{ fontWeight: 700 }}
                  >
                    #{enquiry.id}
                  </Link>
                </TableCell>
                <TableCell>{typeName(enquiry.enq_type)}</TableCell>
                <TableCell>
                  <EnquiryStatusChip
                    enquiry={{
                      status: { iid: enquiry.status },
                      status_name: '',
                      status_name_ara: '',
                    }}
                  />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {formatDateTime(enquiry.date, locale)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </MuiIsland>
  );
}
