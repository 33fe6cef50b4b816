import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddBarrierButton } from '@/features/trade-barriers/components/console/barrier-buttons';
import { BarrierChoicesProvider } from '@/features/trade-barriers/components/console/barrier-choices';
import { BarriersList } from '@/features/trade-barriers/components/console/barriers-list';
import { staffBarriersQuerySchema, type BarrierPrefill } from '@/features/trade-barriers/schemas';
import { listBarrierFormChoices } from '@/features/trade-barriers/server/queries';
import {
  barrierPrefillOf,
  listStaffBarriers,
  staffBarrierMatches,
} from '@/features/trade-barriers/server/staff-reads';
import type { Db } from '@/lib/db/types';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';
import { MAX_ID } from '@/lib/validation/limits';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' });
  return { title: t('title') };
}

/** `?from=<enquiry id>`: the barrier report a new entry starts from (none when it is not one). */
function reportIdOf(search: SearchParams): number | null {
  const value = search.from;
  const text = Array.isArray(value) ? value[0] : value;
  const id = text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
}

async function prefillOf(db: Db, reportId: number | null): Promise<BarrierPrefill | null> {
  if (reportId === null) return null;
  try {
    return await barrierPrefillOf(db, reportId);
  } catch {
    return null;
  }
}

// /admin/trade-barriers (issue 39 part 3): the register's entries whatever their publication, a
// new one from scratch, or from a barrier report (?from=, the enquiry page's link).
export default async function TradeBarriersAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('tradeBarriers', { params });
  const search = await searchParams;
  const query = lenientQuery(staffBarriersQuerySchema, search);
  const reportId = reportIdOf(search);
  const [t, { entries, choices, prefill }] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' }),
    readConsoleData(async (db) => {
      const [entries, choices, prefill] = await Promise.all([
        listStaffBarriers(db),
        listBarrierFormChoices(db),
        prefillOf(db, reportId),
      ]);
      return { entries, choices, prefill };
    }),
  ]);
  const found = entries.filter((entry) => staffBarrierMatches(entry, query));
  const page = listPage(found, query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <BarrierChoicesProvider choices={choices}>
        <ConsolePageTitle
          title={t('title')}
          description={t('description')}
          actions={<AddBarrierButton prefill={prefill} />}
        />
        <ChangeStatus />
        <BarriersList locale={locale} query={{ ...query, page: page.page }} page={page} />
      </BarrierChoicesProvider>
    </ConsoleChanges>
  );
}
