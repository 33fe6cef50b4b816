import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { MemberAccount } from '@/features/members/components/console/member-account';
import { MemberCompany } from '@/features/members/components/console/member-company';
import { MemberEnquiries } from '@/features/members/components/console/member-enquiries';
import styles from '@/features/members/components/console/member-page.module.css';
import { MemberProfile } from '@/features/members/components/console/member-profile';
import { fullName } from '@/features/members/components/console/members-list';
import { getMember } from '@/features/members/server/get-member';
import { canOpenArea } from '@/lib/auth/staff-areas';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { consolePath } from '@/lib/navigation/console-path';
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
  const { locale, session } = await openConsoleArea('members', { params });
  const id = idOf((await params).id);
  const member = id === null ? null : await readConsoleData((db) => getMember(db, id));
  if (!member) notFound();
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const number = (value: number) => formatNumber(value, locale);
  const { counts } = member;
  return (
    <>
      <p className={styles.backLine}>
        <a className={styles.back} href={consolePath('/members', locale)}>
          {t('back')}
        </a>
      </p>
      <ConsolePageTitle
        title={fullName(member)}
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
            canReadAudit={canOpenArea(session.user.role, 'audit')}
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
                <MemberEnquiries enquiries={member.enquiries} locale={locale} />
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
