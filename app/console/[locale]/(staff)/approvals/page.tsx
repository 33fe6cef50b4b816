import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ApprovalsQueue } from '@/features/approvals/components/console/approvals-queue';
import { queueQuerySchema } from '@/features/approvals/schemas';
import { listWaiting } from '@/features/approvals/server/queue';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  return { title: t('title') };
}

// /admin/approvals: the queue of one type, its filters, order and page in the address (a value
// the API would refuse is dropped); a page past the end shows the last one.
export default async function ApprovalsPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('approvals', { params });
  const asked = lenientQuery(queueQuerySchema, await searchParams);
  const answer = await readConsoleData((db) => listWaiting(db, asked));
  return <ApprovalsQueue locale={locale} query={{ ...asked, page: answer.page }} answer={answer} />;
}
