import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { LeadInterests } from '@/features/trade-leads/components/console/lead-interests';
import styles from '@/features/trade-leads/components/console/trade-leads-console.module.css';
import { findStaffLead, listLeadInterests } from '@/features/trade-leads/server/staff-reads';
import { formatDate } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { ammanDay } from '@/lib/time/amman-day';
import { MAX_ID } from '@/lib/validation/rules';

type Props = { params: Promise<{ locale: string; id: string }> };

const idOf = (value: string) => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TradeLeadsAdmin.interestsPage' });
  return { title: t('pageTitle') };
}

// /admin/trade-leads/{id}/interests (issue 39): the members interested in a lead, each one's
// state marked here, and the list as a CSV file.
export default async function TradeLeadInterestsAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('tradeLeads', { params });
  const id = idOf((await params).id);
  if (id === null) notFound();
  const [lead, interests] = await readConsoleData((db) =>
    Promise.all([findStaffLead(db, id, ammanDay(new Date())), listLeadInterests(db, id)]),
  );
  if (!lead) notFound();
  const [t, admin] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeadsAdmin.interestsPage' }),
    getTranslations({ locale, namespace: 'TradeLeadsAdmin' }),
  ]);
  return (
    <ConsoleChanges failed={admin('errors.failed')}>
      <a href={consolePath('/trade-leads', locale)} className={styles.backLink}>
        {t('back')}
      </a>
      <ConsolePageTitle
        title={t('title', { name: isolate(pick(lead, 'title', locale), locale) })}
        description={`${admin(`status.${lead.status}`)} · ${admin('columns.deadline')}: ${formatDate(lead.deadline, locale)}`}
        actions={
          <a
            href={`/api/staff/trade-leads/${lead.id}/interests.csv?lang=${locale}`}
            className="button button-outlined"
            download
          >
            {t('csv')}
          </a>
        }
      />
      <ChangeStatus />
      <LeadInterests locale={locale} interests={interests} />
    </ConsoleChanges>
  );
}
