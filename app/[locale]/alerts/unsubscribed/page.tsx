import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from '@/features/alerts/components/alerts.module.css';
import { ALERT_UNSUBSCRIBED_PATH, ALERTS_PATH } from '@/features/alerts/constants';
import { alertPageMetadata } from '@/features/alerts/server/alert-page-metadata';
import { routing } from '@/lib/i18n/routing';

// /alerts/unsubscribed (issue 39): where the mails' unsubscribe link lands once it has stopped the
// subscription. The same page for everyone, cached; kept out of search engines.
type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export const generateMetadata = alertPageMetadata('unsubscribed', ALERT_UNSUBSCRIBED_PATH, {
  personal: true,
});

export default async function AlertsUnsubscribedPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return (
    <>
      <PageBanner title={t('unsubscribed.title')} />
      <PageContainer component="div">
        <div className={styles.notice} data-testid="alerts-unsubscribed">
          <p>{t('unsubscribed.text')}</p>
          <LocaleLink href={ALERTS_PATH} className="button button-outlined">
            {t('unsubscribed.again')}
          </LocaleLink>
        </div>
      </PageContainer>
    </>
  );
}
