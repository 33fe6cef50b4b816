import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import {
  alertChoicesOfQuery,
  queryChoseFilters,
  type PageQuery,
} from '@/features/alerts/alert-me-query';
import styles from '@/features/alerts/components/alerts.module.css';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { ALERTS_PATH } from '@/features/alerts/constants';
import { verifiedAddressOf } from '@/features/alerts/server/alert-form-start';
import { alertPageMetadata } from '@/features/alerts/server/alert-page-metadata';
import { getCachedAlertOptions } from '@/features/alerts/server/cached';
import { getPageSession } from '@/lib/auth/session-user';
import { routing } from '@/lib/i18n/routing';

// /alerts (issue 39): subscribe to e-mail alerts. Issue 45: the form starts with the choices of
// the list whose "Alert me about this" link led here (?type&industry&country&chapter, each read by
// its zod rule, others ignored) and, for a signed-in member, their verified address written on the
// server. So the page renders per request (it reads the session: never a shared cache); its lists
// still come from the data cache.
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageQuery>;
};

export const dynamic = 'force-dynamic';

export const generateMetadata = alertPageMetadata(null, ALERTS_PATH);

export default async function AlertsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, chosen, options, session, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    getTranslations({ locale, namespace: 'AlertMe' }),
    getCachedAlertOptions(locale),
    getPageSession(),
    searchParams,
  ]);
  const email = verifiedAddressOf(session);
  return (
    <>
      <PageBanner title={t('title')} />
      <PageContainer component="div">
        <div className={styles.page}>
          <p className={styles.intro}>{t('intro')}</p>
          {queryChoseFilters(query) && (
            <p className={styles.intro} data-testid="alerts-chosen">
              {chosen('chosen')}
            </p>
          )}
          {email && <p className={styles.intro}>{chosen('member')}</p>}
          <PageMessages namespaces={['Alerts', 'EnquiryForm.honeypot', 'rules']}>
            <CaptchaBoundary>
              <SubscribeForm
                options={options}
                start={{ email, choices: alertChoicesOfQuery(query, options) }}
              />
            </CaptchaBoundary>
          </PageMessages>
        </div>
      </PageContainer>
    </>
  );
}
