'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocale, useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import type { UserEnquiry } from '@/features/enquiries/schemas';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { useEnquiryDetail } from '../api/use-enquiry-detail';
import { typeNameOf } from '../filter-user-enquiries';

import { EnquiryConversation } from './enquiry-conversation';
import { EnquiryDetailBody } from './enquiry-detail-body';
import { EnquiryStatusChip } from './enquiry-status-chip';
import { Term, TermList } from './term-list';

type Props = { enquiry: UserEnquiry | null; onClose: () => void };

// Beyond the specification (issue 5): "what did I send?", the enquiry as stored and its status.
export function EnquiryDetailDialog({ enquiry, onClose }: Props) {
  const t = useTranslations('UserEnquiries.detail');
  const locale = useLocale() as Locale;
  const detail = useEnquiryDetail(enquiry?.id ?? null);
  const shown = detail.data ?? enquiry;
  return (
    <Dialog
      open={enquiry !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="enquiry-detail-title"
    >
      {shown && (
        <>
          <DialogTitle id="enquiry-detail-title">{t('title', { id: shown.id })}</DialogTitle>
          {/* A long survey scrolls: the keyboard must be able to reach it (focusable region). */}
          <DialogContent dividers tabIndex={0} sx={{ display: 'grid', gap: 3 }}>
            <TermList>
              <Term term={t('type')}>{typeNameOf(shown, locale)}</Term>
              <Term term={t('date')}>
                <BidiText>{formatDateTime(shown.date, locale)}</BidiText>
              </Term>
              <Term term={t('updatedAt')}>
                <BidiText>{formatDateTime(shown.updated_at, locale)}</BidiText>
              </Term>
              <Term term={t('status')}>
                <EnquiryStatusChip enquiry={shown} />
              </Term>
            </TermList>
            {detail.isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <CircularProgress size={32} aria-label={t('loading')} />
              </Box>
            )}
            {detail.isError && <Alert severity="error">{t('loadError')}</Alert>}
            {detail.data && <EnquiryConversation replies={detail.data.conversation} />}
            {detail.data && <EnquiryDetailBody detail={detail.data} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              {t('close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
