import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { APPROVALS_ROLES } from '@/features/approvals/approval-types';
import { ApprovalsQueue } from '@/features/approvals/components/approvals-queue';
import { readQueueQuery } from '@/features/approvals/queue-query';
import { listWaiting } from '@/features/approvals/server/queue';
import { openStaffPage } from '@/features/console/server/staff-page';
import { getDb } from '@/lib/db/client';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  return { title: t('title') };
}

// /admin/approvals: the queue of one type, its filters and page in the address.
export default async function ApprovalsPage({ params, searchParams }: Props) {
  const { locale } = await openStaffPage({ params }, APPROVALS_ROLES);
  const query = readQueueQuery(await searchParams);
  const answer = await listWaiting(await getDb(), query);
  return <ApprovalsQueue locale={locale} query={query} answer={answer} />;
}
