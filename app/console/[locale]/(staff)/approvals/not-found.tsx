import { useLocale, useTranslations } from 'next-intl';

import { queuePath } from '@/features/approvals/queue-paths';
import { isLocale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

// An address under /admin/approvals that names no record (an unknown type or id): 404 in the shell.
export default function ApprovalNotFound() {
  const t = useTranslations('Approvals.missing');
  const locale = useLocale();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <a href={consolePath(queuePath(), isLocale(locale) ? locale : 'en')} className="link">
        {t('back')}
      </a>
    </>
  );
}
