import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { StatusChip } from '@/components/console/status-chip';
import { Icon } from '@/components/ui/icon';
import { ArrowBackIcon } from '@/components/ui/icon-shapes';
import { Notice } from '@/components/ui/notice';
import { RecordStatus } from '@/features/companies/components/record-status';
import { isWaiting } from '@/features/companies/review-status';
import { hitsOfSubjectPath } from '@/features/screening/components/console/held-mark';
import { formatDateTime } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { itemName } from '../../item-name';
import { queuePath } from '../../queue-paths';
import type { Review } from '../../schemas';

import { DecisionButtons } from './decision-buttons';
import styles from './review.module.css';
import { VersionTable } from './version-table';

type Props = { locale: Locale; review: Review };

/** issue 13: one record to decide on: who sent it and when, its values, the decision. */
export async function ReviewView({ locale, review }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const name = itemName(review.item, review.company, locale);
  const queueHref = consolePath(queuePath({ type: review.type }), locale);
  const member = [review.member.name, review.member.last_name].filter(Boolean).join(' ');
  const waiting = isWaiting(review.status);
  return (
    <>
      <a href={queueHref} className={`link ${styles.back}`}>
        <Icon shape={ArrowBackIcon} size={18} mirror />
        {t('detail.back')}
      </a>
      <ConsolePageTitle
        title={t(`detail.title.${review.type}`)}
        description={isolate(name, locale)}
        actions={
          waiting ? (
            <DecisionButtons
              type={review.type}
              id={review.id}
              version={review.version}
              change={review.kind === 'changed'}
              name={isolate(name, locale)}
              memberLocale={review.member.locale}
              held={review.company.held}
              queueHref={queueHref}
            />
          ) : undefined
        }
      />
      {review.company.held && (
        <div className={styles.notWaiting}>
          <Notice severity="warning">
            {t('detail.heldByScreening')}{' '}
            <a className="link" href={hitsOfSubjectPath('company', review.company.id, locale)}>
              {t('detail.screeningHits')}
            </a>
          </Notice>
        </div>
      )}
      {!waiting && (
        <div className={styles.notWaiting}>
          <Notice severity="info">{t('detail.notWaiting')}</Notice>
        </div>
      )}
      <h2 className="visually-hidden">{t('detail.facts')}</h2>
      <dl className={styles.facts}>
        {review.item && (
          <div>
            <dt>{t('detail.company')}</dt>
            <dd>
              <bdi dir="auto">{review.company.registered_name}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('detail.member')}</dt>
          <dd>
            <bdi dir="auto">{member}</bdi>
            <br />
            <bdi dir="ltr">{review.member.email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('detail.language')}</dt>
          <dd>{t(`languages.${review.member.locale}`)}</dd>
        </div>
        <div>
          <dt>{waiting ? t('detail.waitingSince') : t('detail.lastChanged')}</dt>
          <dd>
            <time dateTime={review.waiting_since}>
              {formatDateTime(review.waiting_since, locale)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('detail.kind')}</dt>
          <dd>
            <StatusChip tone="info" label={t(`kinds.${review.kind}`)} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <RecordStatus code={review.status} />
          </dd>
        </div>
        {review.status_note && (
          <div className={styles.note}>
            <dt>{t('detail.lastRefusal')}</dt>
            <dd dir="auto">{review.status_note}</dd>
          </div>
        )}
      </dl>
      <VersionTable locale={locale} review={review} />
    </>
  );
}
