'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';

import { StatusMessage } from '@/components/layout/status-message';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Error');
  return (
    <StatusMessage title={t('title')} text={t('text')} homeLabel={t('home')}>
      <Button variant="outlined" onClick={reset}>
        {t('retry')}
      </Button>
    </StatusMessage>
  );
}
