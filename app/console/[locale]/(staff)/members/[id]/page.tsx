import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { canOpen } from '@/features/console/console-areas';
import { consolePath } from '@/features/console/console-route';
import { openStaffPage } from '@/features/console/server/staff-page';
import { MemberAccount } from '@/features/members/components/member-account';
import { MemberCompany } from '@/features/members/components/member-company';
import { MemberEnquiries } from '@/features/members/components/member-enquiries';
import styles from '@/features/members/components/member-page.module.css';
import { MemberProfile } from '@/features/members/components/member-profile';
import { getMember } from '@/features/members/server/get-member';
import { readConsoleData } from '@/features/members/server/read-console-data';
import { formatDate, intlLocale } from '@/lib/i18n/format-date';
import { MAX_ID } from '@/lib/validation/rules';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The member's id from the path: a whole number in the column's range, else none. */
function idOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.list' });
  return { title: t('title') };
}

// Issue 13 "Members": one member's profile, company and enquiries, with VIP, suspend and reinstate.
export default async function MemberPage({ params }: Props) {
  const { locale, session } = await openStaffPage({ params }, ['officer']);
  const id = idOf((await params).id);
  const member = id === null ? null : await readConsoleData((db) => getMember(db, id));
  if (!member) notFound();
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const name = [member.name, member.last_name].filter(Boolean).join(' ');
  const number = new Intl.NumberFormat(intlLocale(locale)).format;
  const { counts } = member;
  return (
    <>
      <p style={{ margin: '0 0 0.75rem' }}>
        <a className={styles.back} href={consolePath('/members', locale)}>
          {t('back')}
        </a>
      </p>
      <ConsolePageTitle
        title={name}
        description={t('description', {
          id: String(member.id),
          date: formatDate(member.created_at, locale),
        })}
      />
      <div className={styles.layout}>
        <div className={`${styles.column} ${styles.side}`}>
          <MemberAccount
            member={member}
            locale={locale}
            canReadAudit={canOpen(session.user.role, ['admin'])}
          />
        </div>
        <div className={`${styles.column} ${styles.main}`}>
          <MemberProfile member={member} locale={locale} />
          <MemberCompany member={member} locale={locale} />
          <section className={styles.card} aria-labelledby="member-enquiries">
            <h2 id="member-enquiries">{t('enquiries')}</h2>
            {counts.enquiries > 0 ? (
              <>
                <p className={styles.muted}>
                  {t('enquiryCounts', {
                    total: counts.enquiries,
                    totalShown: number(counts.enquiries),
                    open: number(counts.open_enquiries),
                  })}
                </p>
                <MemberEnquiries enquiries={member.enquiries} />
              </>
            ) : (
              <p className={styles.muted}>{t('noEnquiries')}</p>
            )}
            {counts.enquiries > member.enquiries.length && (
              <p className={styles.muted}>
                {t('shownOf', {
                  shown: number(member.enquiries.length),
                  total: number(counts.enquiries),
                })}
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
