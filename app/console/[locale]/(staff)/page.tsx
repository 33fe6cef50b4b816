import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import styles from '@/components/console/dashboard-tiles.module.css';
import { OutboxTile } from '@/components/console/outbox-tile';
import { ApprovalsTile } from '@/features/approvals/components/console/approvals-tile';
import { countWaiting } from '@/features/approvals/server/queue';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { EnquiryTile } from '@/features/enquiries/components/console/enquiry-tile';
import { currentEnquirySummary } from '@/features/enquiries/server/staff-reads';
import { canOpenArea } from '@/lib/auth/staff-areas';
import { isolate } from '@/lib/i18n/isolate';
import { OUTBOX_IN_DOUBT_DELAY_MS } from '@/lib/mail/outbox';
import { readOutboxCounts } from '@/lib/mail/outbox-counts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Console' });
  return { title: t('nav.dashboard') };
}

// The console's first page: a tile per area the staff member's role opens.
export default async function ConsoleDashboard({ params }: Props) {
  const { locale, session } = await openConsoleArea('dashboard', { params });
  const t = await getTranslations({ locale, namespace: 'Console' });
  // How many records of each type wait for a decision (issue 24), for the roles that decide.
  const waiting = canOpenArea(session.user.role, 'approvals')
    ? await readConsoleData(countWaiting)
    : null;
  // The mail outbox (issue 48), for administrators: waiting, given up, in doubt after a crash.
  const outbox = session.user.role === 'admin' ? await readConsoleData(readOutboxCounts) : null;
  return (
    <>
      <ConsolePageTitle
        title={t('dashboard.title')}
        description={t('dashboard.welcome', { name: isolate(session.user.name, locale) })}
      />
      <div className={styles.tiles} data-testid="console-dashboard">
        {waiting && <ApprovalsTile locale={locale} counts={waiting} />}
        {outbox && (
          <OutboxTile
            locale={locale}
            counts={outbox}
            inDoubtDelayMinutes={OUTBOX_IN_DOUBT_DELAY_MS / 60_000}
          />
        )}
        {canOpenArea(session.user.role, 'enquiries') && (
          <EnquiryTile locale={locale} summary={currentEnquirySummary(locale)} />
        )}
      </div>
    </>
  );
}
