import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AuditLog } from '@/features/members/components/console/audit-log';
import {
  auditQueryOf,
  auditRangeIgnored,
  type SearchParams,
} from '@/features/members/list-queries';
import { listAudit } from '@/features/members/server/list-audit';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.audit' });
  return { title: t('title') };
}

// Issue 13 "Audit log": administrators read every staff action, filtered; nothing here changes it.
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('audit', { params });
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.audit' });
  const raw = await searchParams;
  const asked = auditQueryOf(raw);
  const list = await readConsoleData(async (db) => {
    const found = await listAudit(db, asked);
    // A page past the end (the log was filtered further) shows the last page.
    return asked.page > found.page_count
      ? listAudit(db, { ...asked, page: found.page_count })
      : found;
  });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <AuditLog
        locale={locale}
        query={{ ...asked, page: list.page }}
        list={list}
        rangeIgnored={auditRangeIgnored(raw, asked)}
      />
    </>
  );
}
