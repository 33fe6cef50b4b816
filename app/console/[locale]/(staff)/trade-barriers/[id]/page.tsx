import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { BarrierChoicesProvider } from '@/features/trade-barriers/components/console/barrier-choices';
import { BarrierDetailView } from '@/features/trade-barriers/components/console/barrier-detail';
import { REGISTER_CONSOLE_PATH } from '@/features/trade-barriers/constants';
import { listBarrierFormChoices } from '@/features/trade-barriers/server/queries';
import { findStaffBarrier } from '@/features/trade-barriers/server/staff-reads';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { ammanDay } from '@/lib/time/amman-day';
import { MAX_ID } from '@/lib/validation/limits';

type Props = { params: Promise<{ locale: string; id: string }> };

const idOf = (value: string) => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' });
  return { title: t('detail.pageTitle') };
}

// /admin/trade-barriers/{id} (issue 39 part 3): one entry, its publication in two steps and its
// public updates.
export default async function TradeBarrierAdminPage({ params }: Props) {
  const { locale, session } = await openConsoleArea('tradeBarriers', { params });
  const id = idOf((await params).id);
  if (id === null) notFound();
  const [entry, choices] = await readConsoleData((db) =>
    Promise.all([findStaffBarrier(db, id), listBarrierFormChoices(db)]),
  );
  if (!entry) notFound();
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' });
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <BarrierChoicesProvider choices={choices}>
        <a href={consolePath(REGISTER_CONSOLE_PATH, locale)}>{t('detail.back')}</a>
        <ConsolePageTitle
          title={pick(entry, 'title', locale)}
          description={t('detail.description')}
        />
        <ChangeStatus />
        <BarrierDetailView
          entry={entry}
          locale={locale}
          me={session.user.id}
          today={ammanDay(new Date())}
        />
      </BarrierChoicesProvider>
    </ConsoleChanges>
  );
}
