import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from '@/features/alerts/components/alerts.module.css';
import { ALERT_CONFIRM_PATH, ALERT_MANAGE_PATH, ALERTS_PATH } from '@/features/alerts/constants';
import { alertPageMetadata } from '@/features/alerts/server/alert-page-metadata';
import { confirmSubscription } from '@/features/alerts/server/subscriptions';
import { getAppSecret } from '@/lib/auth/app-secret';
import { getConfig } from '@/lib/config';
import { routing } from '@/lib/i18n/routing';

import { readMemberData } from '../../_compositions/member-company/member-data';

// /alerts/confirm?token= (issue 39): the double opt-in's link. Personal: rendered per request,
// never cached, kept out of search engines. An expired or unknown link says so, in the page's
// language, with the way to subscribe again.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = alertPageMetadata('confirm', ALERT_CONFIRM_PATH, {
  personal: true,
});

export default async function AlertConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  const settings = { dailyMinutes: getConfig().ALERT_DAILY_DIGEST_MINUTES };
  const confirmed =
    token.length >= 16 && token.length <= 200
      ? await readMemberData((db) =>
          confirmSubscription(db, token, { now: new Date(), settings, secret: getAppSecret() }),
        )
      : { outcome: 'unknown' as const };
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return (
    <>
      <PageBanner title={t('confirm.title')} />
      <PageContainer component="div">
        <div className={styles.notice} data-testid="alert-confirm" data-outcome={confirmed.outcome}>
          {confirmed.outcome === 'confirmed' ? (
            <>
              <p>{t('confirm.confirmed')}</p>
              <LocaleLink
                href={`${ALERT_MANAGE_PATH}/${encodeURIComponent(confirmed.token)}`}
                className="button button-outlined"
              >
                {t('confirm.manage')}
              </LocaleLink>
            </>
          ) : (
            <>
              <p role="alert">
                {confirmed.outcome === 'expired' ? t('confirm.expired') : t('confirm.unknown')}
              </p>
              <LocaleLink href={ALERTS_PATH} className="button button-primary">
                {t('confirm.subscribeAgain')}
              </LocaleLink>
            </>
          )}
        </div>
      </PageContainer>
    </>
  );
}
