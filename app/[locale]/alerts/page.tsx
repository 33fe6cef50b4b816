import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import styles from '@/features/alerts/components/alerts.module.css';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { ALERTS_PATH } from '@/features/alerts/constants';
import { alertPageMetadata } from '@/features/alerts/server/alert-page-metadata';
import { getCachedAlertOptions } from '@/features/alerts/server/cached';
import { routing } from '@/lib/i18n/routing';

// /alerts (issue 39): subscribe to e-mail alerts. The same page for every visitor, rendered on its
// first request and then served from the full-route cache.
type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export const generateMetadata = alertPageMetadata(null, ALERTS_PATH);

export default async function AlertsPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    getCachedAlertOptions(locale),
  ]);
  return (
    <>
      <PageBanner title={t('title')} />
      <PageContainer component="div">
        <div className={styles.page}>
          <p className={styles.intro}>{t('intro')}</p>
          <PageMessages namespaces={['Alerts', 'rules']}>
            <CaptchaBoundary>
              <SubscribeForm options={options} />
            </CaptchaBoundary>
          </PageMessages>
        </div>
      </PageContainer>
    </>
  );
}
