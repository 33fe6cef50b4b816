'use client';

import Chip from '@mui/material/Chip';
import { useLocale, useTranslations } from 'next-intl';

import { enquiryStatusOf } from '@/features/enquiries/enquiry-status';
import type { UserEnquiry } from '@/features/enquiries/schemas';

type Props = { enquiry: Pick<UserEnquiry, 'status' | 'status_name' | 'status_name_ara'> };

// part 3 §4: each status in its colour; a code outside the seven keeps the server's name, in grey.
export function EnquiryStatusChip({ enquiry }: Props) {
  const t = useTranslations('Enquiries');
  const locale = useLocale();
  const status = enquiryStatusOf(enquiry.status.iid);
  const fallback =
    (locale === 'ar' ? enquiry.status_name_ara : enquiry.status_name) || t('unknownStatus');
  return (
    <Chip
      size="small"
      label={status ? t(`status.${status.code}`) : fallback}
      data-status={enquiry.status.iid}
      sx={{ color: '#fff', fontWeight: 600, bgcolor: status?.color ?? 'grey.700' }}
    />
  );
}
