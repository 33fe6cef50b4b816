import { pathIdOf } from '@/features/console/path-id';
import { consolePage } from '@/features/console/server/console-page';
import { LeadInterests } from '@/features/trade-leads/components/console/lead-interests';
import styles from '@/features/trade-leads/components/console/trade-leads-console.module.css';
import { findStaffLead, listLeadInterests } from '@/features/trade-leads/server/staff-reads';
import { formatDate } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { ammanDay } from '@/lib/time/amman-day';

// /admin/trade-leads/{id}/interests (issue 39): the members interested in a lead, each one's
// state marked here, and the list as a CSV file.
const route = consolePage({
  area: 'tradeLeads',
  namespace: 'TradeLeadsAdmin',
  title: 'interestsPage.pageTitle',
  read: async (db, { segments }) => {
    const id = pathIdOf(segments.id);
    if (id === null) return null;
    const [lead, interests] = await Promise.all([
      findStaffLead(db, id, ammanDay(new Date())),
      listLeadInterests(db, id),
    ]);
    return lead ? { lead, interests } : null;
  },
  view: ({ lead, interests }, { locale }, admin) => ({
    back: (
      <a href={consolePath('/trade-leads', locale)} className={styles.backLink}>
        {admin('interestsPage.back')}
      </a>
    ),
    title: admin('interestsPage.title', { name: isolate(pick(lead, 'title', locale), locale) }),
    description: `${admin(`status.${lead.status}`)} · ${admin('columns.deadline')}: ${formatDate(lead.deadline, locale)}`,
    actions: (
      <a
        href={`/api/staff/trade-leads/${lead.id}/interests.csv?lang=${locale}`}
        className="button button-outlined"
        download
      >
        {admin('interestsPage.csv')}
      </a>
    ),
    body: <LeadInterests locale={locale} interests={interests} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
