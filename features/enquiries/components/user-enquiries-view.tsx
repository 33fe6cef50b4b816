'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { lazyComponent } from '@/components/ui/lazy-component';
import type { UserEnquiry } from '@/features/enquiries/schemas';
import { statusOf } from '@/lib/http/error-text';
import { countValues } from '@/lib/i18n/format-number';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { setCurrentUser } from '@/lib/session/current-user';
import { loginHrefFor } from '@/lib/session/member-routes';

import { useUserEnquiries } from '../api/use-user-enquiries';
import {
  clampPage,
  filterEnquiries,
  USER_ENQUIRIES_PATH,
  type EnquiryFilter,
} from '../filter-user-enquiries';

import { EnquiriesTable } from './enquiries-table';
import { EnquiryFilters } from './enquiry-filters';

/** The detail dialog's code, fetched when the pointer or the focus first reaches the list. */
export const enquiryDetailDialog = lazyComponent(() =>
  import('./enquiry-detail-dialog').then((module) => module.EnquiryDetailDialog),
);

// part 3 "User enquiries": the member's own enquiries, filtered in the browser. A session that
// ended while the page was open (401) goes to login and comes back here (spec README).
export function UserEnquiriesView({ userId }: { userId: number }) {
  const t = useTranslations('UserEnquiries');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const enquiries = useUserEnquiries(userId);
  const [filter, setFilter] = useState<EnquiryFilter>({ statuses: [], query: '' });
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<UserEnquiry | null>(null);
  // Mounted from the first opening on, so closing keeps the exit transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const sessionEnded = statusOf(enquiries.error) === 401;

  useEffect(() => {
    if (!sessionEnded) return;
    setCurrentUser(null);
    router.replace(loginHrefFor(USER_ENQUIRIES_PATH, locale));
  }, [sessionEnded, locale, router]);

  if (sessionEnded) return <Alert severity="info">{t('sessionExpired')}</Alert>;
  if (enquiries.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (enquiries.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void enquiries.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }

  const all = enquiries.data;
  const rows = filterEnquiries(all, filter);
  const shownPage = clampPage(page, rows.length);
  const changeFilter = (next: EnquiryFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0, gap: 3 }}
      data-testid="user-enquiries"
      onPointerEnter={() => void enquiryDetailDialog.preload()}
      onFocus={() => void enquiryDetailDialog.preload()}
    >
      {all.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <>
          <EnquiryFilters filter={filter} onChange={changeFilter} />
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {t('count', countValues(rows.length, locale))}
          </Typography>
          {rows.length === 0 ? (
            <Alert severity="info">{t('noMatch')}</Alert>
          ) : (
            <EnquiriesTable rows={rows} page={shownPage} onPageChange={setPage} onOpen={setOpen} />
          )}
        </>
      )}
      {opened && <enquiryDetailDialog.Component enquiry={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
