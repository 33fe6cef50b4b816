'use client';

import { useTranslations } from 'next-intl';

import { Notice } from '@/components/ui/notice';

type Props = { message: string };

/**
 * A change refused because the record changed since the form was opened (issue 24): the server's
 * message, and a reload the visitor chooses, so what they typed stays until they do.
 */
export function StaleVersionNotice({ message }: Props) {
  const t = useTranslations('Modals');
  return (
    <Notice severity="warning" role="alert" data-testid="stale-version">
      <p style={{ margin: 0 }}>{message}</p>
      <button type="button" className="link" onClick={() => window.location.reload()}>
        {t('reloadPage')}
      </button>
    </Notice>
  );
}
