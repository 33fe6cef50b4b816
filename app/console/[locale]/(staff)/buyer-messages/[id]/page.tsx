import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { StaffMessageDetail } from '@/features/buyer-messages/components/console/staff-message-detail';
import { getStaffMessage } from '@/features/buyer-messages/server/staff-list';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { MAX_ID } from '@/lib/validation/rules';

type Props = { params: Promise<{ locale: string; id: string }> };

function idOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'BuyerMessages.staff' });
  return { title: t('title') };
}

// Issue 14: one relayed message with both sides and its answer.
export default async function BuyerMessageConsolePage({ params }: Props) {
  const { locale } = await openConsoleArea('buyerMessages', { params });
  const id = idOf((await params).id);
  const message = id === null ? null : await readConsoleData((db) => getStaffMessage(db, id));
  if (!message) notFound();
  const t = await getTranslations({ locale, namespace: 'BuyerMessages.staff' });
  return (
    <>
      <ConsolePageTitle title={t('detailTitle', { id: String(message.id) })} />
      <StaffMessageDetail message={message} locale={locale} />
    </>
  );
}
