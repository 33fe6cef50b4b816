import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { AlertLinkNotValid } from '@/features/alerts/components/alert-link-not-valid';
import styles from '@/features/alerts/components/alerts.module.css';
import { EditChoicesForm } from '@/features/alerts/components/edit-choices-form';
import { UnsubscribeButton } from '@/features/alerts/components/unsubscribe-button';
import { ALERT_MANAGE_PATH } from '@/features/alerts/constants';
import { alertPageMetadata } from '@/features/alerts/server/alert-page-metadata';
import { getCachedAlertOptions } from '@/features/alerts/server/cached';
import { findByToken, subscriptionView } from '@/features/alerts/server/subscriptions';
import { isolate } from '@/lib/i18n/isolate';
import { routing } from '@/lib/i18n/routing';

import { readMemberData } from '../../../_compositions/member-company/member-data';

// /alerts/manage/{token} (issue 39): every mail's link to change the choices or stop. Personal:
// rendered per request, never cached, kept out of search engines. A token that names no
// subscription (and the unsubscribe link of one, issue 48) says the link is not valid.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export const generateMetadata = alertPageMetadata('manage', ALERT_MANAGE_PATH, { personal: true });

export default async function AlertManagePage({ params }: Props) {
  const { locale, token } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const secret = decodeURIComponent(token);
  const [t, row, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    secret.length >= 16 && secret.length <= 200
      ? readMemberData((db) => findByToken(db, secret))
      : null,
    getCachedAlertOptions(locale),
  ]);
  return (
    <>
      <PageBanner title={t('manage.title')} />
      <PageContainer component="div">
        {row ? (
          <div className={styles.page} data-testid="alert-manage">
            <p className={styles.intro}>
              {t('manage.address', { email: isolate(row.email, locale, { latin: true }) })}
            </p>
            {row.status === 'unsubscribed' && (
              <p className={styles.notice}>{t('manage.stopped')}</p>
            )}
            {row.status === 'pending' && <p className={styles.notice}>{t('manage.pending')}</p>}
            <PageMessages namespaces={['Alerts', 'Modals', 'rules']}>
              <EditChoicesForm
                target={{ token: secret }}
                subscription={subscriptionView(row)}
                options={options}
              />
              {row.status !== 'unsubscribed' && <UnsubscribeButton token={secret} />}
            </PageMessages>
          </div>
        ) : (
          <AlertLinkNotValid />
        )}
      </PageContainer>
    </>
  );
}
