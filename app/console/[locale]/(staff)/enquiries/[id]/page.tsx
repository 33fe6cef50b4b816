import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { pathIdOf } from '@/features/console/path-id';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { EnquiryActions } from '@/features/enquiries/components/console/enquiry-actions';
import { EnquiryHistory } from '@/features/enquiries/components/console/enquiry-history';
import styles from '@/features/enquiries/components/console/enquiry-page.module.css';
import { EnquirySent } from '@/features/enquiries/components/console/enquiry-sent';
import { EnquirySummary } from '@/features/enquiries/components/console/enquiry-summary';
import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import { consoleStaffContext } from '@/features/enquiries/server/staff-context';
import { getStaffEnquiry, listOwners } from '@/features/enquiries/server/staff-reads';
import { REGISTER_CONSOLE_PATH } from '@/features/trade-barriers/constants';
import { canOpenArea } from '@/lib/auth/staff-areas';
import { consolePath } from '@/lib/navigation/console-path';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.detail' });
  return { title: t('title', { id: pathIdOf(id) ?? id }) };
}

// Issue 13: one enquiry — what the member sent, the member, owner, status, reply and history.
export default async function EnquiryPage({ params }: Props) {
  const { locale, session } = await openConsoleArea('enquiries', { params });
  const id = pathIdOf((await params).id);
  if (id === null) notFound();
  const context = consoleStaffContext(session.user.id, locale);
  const [detail, owners] = await readConsoleData((db) =>
    Promise.all([getStaffEnquiry(db, id, context), listOwners(db)]),
  );
  if (!detail) notFound();
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.detail' });
  // Issue 39: a barrier report becomes an entry of the public register (its reporter stays here).
  const register = await getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' });
  const toRegister =
    detail.type.code === ENQUIRY_TYPES.tradeBarrier &&
    canOpenArea(session.user.role, 'tradeBarriers') ? (
      <a
        href={consolePath(`${REGISTER_CONSOLE_PATH}?from=${detail.id}`, locale)}
        className="button button-outlined"
        data-testid="add-to-register"
      >
        {register('fromEnquiry')}
      </a>
    ) : undefined;
  return (
    <>
      <Link href={consolePath('/enquiries', locale)} className={styles.back}>
        {t('back')}
      </Link>
      <ConsolePageTitle
        title={t('title', { id: detail.id })}
        description={detail.type.name}
        actions={toRegister}
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <EnquirySent detail={detail} locale={locale} />
          <EnquiryHistory detail={detail} locale={locale} />
        </div>
        <div className={styles.column}>
          <EnquirySummary detail={detail} locale={locale} />
          <EnquiryActions
            id={detail.id}
            ownerId={detail.owner?.id ?? null}
            owners={owners}
            me={session.user.id}
            moves={detail.moves}
            memberLocale={detail.member.locale}
            version={detail.version}
          />
        </div>
      </div>
    </>
  );
}
