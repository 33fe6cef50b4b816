import { getTranslations } from 'next-intl/server';

import { consolePath } from '@/features/console/console-route';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { MEMBER_ENTITY } from '../constants';
import { auditSearch } from '../list-urls';
import type { MemberDetail } from '../schemas';

import { MemberActions } from './member-actions';
import styles from './member-page.module.css';

type Props = { member: MemberDetail; locale: Locale; canReadAudit: boolean };

/** The account's state (active, or suspended since when, by whom and why) and its actions. */
export async function MemberAccount({ member, locale, canReadAudit }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const { suspension } = member;
  return (
    <section className={styles.card} aria-labelledby="member-account">
      <h2 id="member-account">{t('account')}</h2>
      <div
        className={styles.status}
        data-testid="member-status"
        data-suspended={Boolean(suspension)}
      >
        {suspension ? (
          <>
            <p className={styles.suspended}>
              {t('suspendedSince', { date: formatDateTime(suspension.suspended_at, locale) })}
            </p>
            {suspension.by && <p>{t('suspendedBy', { email: suspension.by })}</p>}
            {suspension.reason && (
              <p className={styles.reason}>{t('reason', { reason: suspension.reason })}</p>
            )}
          </>
        ) : (
          <p className={styles.active}>{t('active')}</p>
        )}
      </div>
      <MemberActions
        member={{
          id: member.id,
          name: [member.name, member.last_name].filter(Boolean).join(' '),
          is_vip: member.is_vip,
          suspended_at: member.suspended_at,
        }}
      />
      {canReadAudit && (
        <p style={{ marginBlockEnd: 0 }}>
          <a
            className={styles.link}
            href={`${consolePath('/audit', locale)}${auditSearch({ entity_type: MEMBER_ENTITY, entity_id: String(member.id) })}`}
          >
            {t('auditLink')}
          </a>
        </p>
      )}
    </section>
  );
}
