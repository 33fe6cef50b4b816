import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { consolePath } from '@/features/console/console-route';
import { openStaffPage } from '@/features/console/server/staff-page';
import { getStaffEnquiry, listOwners } from '@/features/enquiries/server/staff-reads';
import { EnquiryActions } from '@/features/enquiry-desk/components/enquiry-actions';
import styles from '@/features/enquiry-desk/components/enquiry-desk.module.css';
import { EnquiryHistory } from '@/features/enquiry-desk/components/enquiry-history';
import { EnquirySent } from '@/features/enquiry-desk/components/enquiry-sent';
import { EnquirySummary } from '@/features/enquiry-desk/components/enquiry-summary';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { MAX_ID } from '@/lib/validation/rules';

type Props = { params: Promise<{ locale: string; id: string }> };

const idOf = (value: string) => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.detail' });
  return { title: t('title', { id: idOf(id) ?? id }) };
}

// Issue 13: one enquiry — what the member sent, the member, owner, status, reply and history.
export default async function EnquiryPage({ params }: Props) {
  const { locale, session } = await openStaffPage({ params }, ['officer']);
  const id = idOf((await params).id);
  if (id === null) notFound();
  const db = await getDb();
  const [detail, owners] = await Promise.all([
    getStaffEnquiry(db, id, {
      userId: session.user.id,
      now: new Date(),
      targetDays: getConfig().ENQUIRY_RESPONSE_TARGET_DAYS,
      locale,
    }),
    listOwners(db),
  ]);
  if (!detail) notFound();
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.detail' });
  return (
    <>
      <Link href={consolePath('/enquiries', locale)} className={styles.back}>
        {t('back')}
      </Link>
      <ConsolePageTitle title={t('title', { id: detail.id })} description={detail.type.name} />
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
          />
        </div>
      </div>
    </>
  );
}
