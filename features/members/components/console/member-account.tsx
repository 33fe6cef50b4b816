import { getTranslations } from 'next-intl/server';

import { formatDateTime } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { MEMBER_ENTITY } from '../../constants';
import { auditSearch } from '../../list-urls';
import type { MemberDetail } from '../../schemas';

import { MemberActions } from './member-actions';
import { MemberBadges } from './member-badges';
import styles from './member-page.module.css';
import { fullName } from './members-list';

type Props = { member: MemberDetail; locale: Locale; canReadAudit: boolean };

/** The account's state (active, or suspended since when, by whom and why) and its actions. */
export async function MemberAccount({ member, locale, canReadAudit }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const { suspension } = member;
  const auditHref = `${consolePath('/audit', locale)}${auditSearch({
    entity_type: MEMBER_ENTITY,
    entity_id: String(member.id),
  })}`;
  return (
    <section className={styles.card} aria-labelledby="member-account">
      <h2 id="member-account">{t('account')}</h2>
      <div
        className={styles.status}
        data-testid="member-status"
        data-suspended={Boolean(suspension)}
      >
        <MemberBadges
          locale={locale}
          isVip={member.is_vip}
          suspended={member.suspended_at !== null}
          showActive
        />
        {suspension ? (
          <>
            <p className={styles.suspended}>
              {t('suspendedSince', { date: formatDateTime(suspension.suspended_at, locale) })}
            </p>
            {suspension.by && (
              <p>{t('suspendedBy', { email: isolate(suspension.by, locale, { latin: true }) })}</p>
            )}
            {suspension.reason && (
              <p className={styles.reason}>
                {t('reason', { reason: isolate(suspension.reason, locale) })}
              </p>
            )}
          </>
        ) : (
          <p className={styles.active}>{t('active')}</p>
        )}
      </div>
      <MemberActions
        member={{
          id: member.id,
          name: fullName(member),
          is_vip: member.is_vip,
          suspended_at: member.suspended_at,
          version: member.version,
        }}
      />
      {canReadAudit && (
        <p className={styles.auditLink}>
          <a className={styles.link} href={auditHref}>
            {t('auditLink')}
          </a>
        </p>
      )}
    </section>
  );
}
