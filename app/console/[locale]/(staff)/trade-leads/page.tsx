import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddLeadButton } from '@/features/trade-leads/components/console/lead-buttons';
import { LeadChoicesProvider } from '@/features/trade-leads/components/console/lead-choices';
import { LeadsList } from '@/features/trade-leads/components/console/leads-list';
import { listLeadFormChoices, listStaffLeads } from '@/features/trade-leads/server/staff-reads';
import { staffTradeLeadsQuerySchema } from '@/features/trade-leads/staff-schemas';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { ammanDay } from '@/lib/time/amman-day';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TradeLeadsAdmin' });
  return { title: t('title') };
}

// /admin/trade-leads (issue 39): officers and editors add leads as drafts in both languages,
// publish and close them, remove drafts, and open each lead's interested members.
export default async function TradeLeadsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('tradeLeads', { params });
  const query = lenientQuery(staffTradeLeadsQuerySchema, await searchParams);
  const today = ammanDay(new Date());
  const [t, { first, choices }] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeadsAdmin' }),
    readConsoleData(async (db) => {
      const [first, choices] = await Promise.all([
        listStaffLeads(db, query, today),
        listLeadFormChoices(db),
      ]);
      return { first, choices };
    }),
  ]);
  // A page past the end (the list shrank) shows the last page.
  const page =
    first.page_count > 0 && query.page > first.page_count
      ? await readConsoleData((db) =>
          listStaffLeads(db, { ...query, page: first.page_count }, today),
        )
      : first;
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <LeadChoicesProvider choices={choices}>
        <ConsolePageTitle
          title={t('title')}
          description={t('description')}
          actions={<AddLeadButton />}
        />
        <ChangeStatus />
        <LeadsList locale={locale} query={{ ...query, page: page.page }} page={page} />
      </LeadChoicesProvider>
    </ConsoleChanges>
  );
}
