'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';

/** The form's submit button: disabled with a progress ring while the enquiry is on its way. */
export function EnquirySubmitButton({ submitting }: { submitting: boolean }) {
  const t = useTranslations('EnquiryForm');
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={submitting}
      aria-busy={submitting}
      startIcon={
        submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
      }
      sx={{ alignSelf: 'flex-start', minWidth: 160 }}
    >
      {submitting ? t('sending') : t('submit')}
    </Button>
  );
}
