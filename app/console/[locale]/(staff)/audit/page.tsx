import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { openStaffPage } from '@/features/console/server/staff-page';
import { AuditBrowser } from '@/features/members/components/audit-browser';
import { auditQueryOf, type SearchParams } from '@/features/members/list-queries';
import { listAudit } from '@/features/members/server/list-audit';
import { readConsoleData } from '@/features/members/server/read-console-data';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.audit' });
  return { title: t('title') };
}

// Issue 13 "Audit log": administrators read every staff action, filtered; nothing here changes it.
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await openStaffPage({ params }, ['admin']);
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.audit' });
  const asked = auditQueryOf(await searchParams);
  const list = await readConsoleData(async (db) => {
    const found = await listAudit(db, asked);
    return asked.page > found.page_count
      ? listAudit(db, { ...asked, page: found.page_count })
      : found;
  });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <AuditBrowser query={{ ...asked, page: list.page }} list={list} />
    </>
  );
}
