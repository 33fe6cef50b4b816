import { useLocale, useTranslations } from 'next-intl';

import { approvalsPath } from '@/features/approvals/approval-types';
import { consolePath } from '@/features/console/console-route';
import { isLocale } from '@/lib/i18n/routing';

// An address under /admin/approvals that names no record (an unknown type or id): 404 in the shell.
export default function ApprovalNotFound() {
  const t = useTranslations('Approvals.missing');
  const locale = useLocale();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <a href={consolePath(approvalsPath(), isLocale(locale) ? locale : 'en')} className="link">
        {t('back')}
      </a>
    </>
  );
}
