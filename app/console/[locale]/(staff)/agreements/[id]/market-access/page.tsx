import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { ImportCsvButton } from '@/features/market-access/components/console/csv-import';
import { AddDutyFactButton } from '@/features/market-access/components/console/duty-fact-buttons';
import { DutyFactsConsoleList } from '@/features/market-access/components/console/duty-facts-list';
import { HeadingsConsoleList } from '@/features/market-access/components/console/headings-list';
import { MfnSourcesSummary } from '@/features/market-access/components/console/mfn-sources';
import { AddHeadingButton } from '@/features/market-access/components/console/terms-buttons';
import styles from '@/features/market-access/components/console/terms-console.module.css';
import {
  LegalStatusSummary,
  RuleSummary,
} from '@/features/market-access/components/console/terms-summary';
import { DUTY_FACTS_CSV_HREF } from '@/features/market-access/duty-fact-schemas';
import { mfnCoverage } from '@/features/market-access/server/mfn-lines';
import { readStaffTerms } from '@/features/market-access/server/staff-terms-page';
import { headingsCsvHref, staffHeadingsQuerySchema } from '@/features/market-access/staff-schemas';
import { isolate } from '@/lib/i18n/isolate';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  return { title: t('title') };
}

// /admin/agreements/{id}/market-access (issue 37): an agreement's legal status note and source, its
// general rule of origin and its terms per heading, with a CSV export and import.
export default async function AgreementTermsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('agreements', { params });
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const query = lenientQuery(staffHeadingsQuerySchema, await searchParams);
  const [t, tf, terms, mfnSources] = await Promise.all([
    getTranslations({ locale, namespace: 'MarketAccessAdmin' }),
    getTranslations({ locale, namespace: 'DutyFactsAdmin' }),
    readConsoleData((db) => readStaffTerms(db, id, query)),
    readConsoleData(mfnCoverage),
  ]);
  if (!terms) notFound();
  const name = isolate(locale === 'ar' ? terms.title_ara : terms.title_eng, locale);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('pageTitle', { name })}
        description={t('description')}
        actions={
          <>
            <a
              href={consolePath('/agreements/coverage', locale)}
              className="button button-outlined"
            >
              {tf('coverageLink')}
            </a>
            <a href={consolePath('/agreements', locale)} className="button button-outlined">
              {t('back')}
            </a>
          </>
        }
      />
      <ChangeStatus />
      <LegalStatusSummary locale={locale} status={terms.legalStatus} />
      <RuleSummary locale={locale} agreementId={id} rule={terms.rule} />
      {/* Issue 46: the agreement-wide duty facts with their scope; the CSV file holds every agreement's. */}
      <section className={styles.section} aria-labelledby="duty-facts-title">
        <div className={styles.sectionHead}>
          <h2 id="duty-facts-title">{tf('title')}</h2>
          <div className={styles.actions}>
            <a href={DUTY_FACTS_CSV_HREF} className="button button-outlined" download>
              {tf('csv.export')}
            </a>
            <ImportCsvButton agreementId={id} facts />
            <AddDutyFactButton agreementId={id} />
          </div>
        </div>
        <p className={styles.hint}>{tf('intro')}</p>
        <DutyFactsConsoleList locale={locale} facts={terms.facts} />
      </section>
      <section className={styles.section} aria-labelledby="headings-title">
        <div className={styles.sectionHead}>
          <h2 id="headings-title">{t('headingsTitle')}</h2>
          <div className={styles.actions}>
            <a href={headingsCsvHref(id)} className="button button-outlined" download>
              {t('csv.export')}
            </a>
            <ImportCsvButton agreementId={id} />
            <AddHeadingButton agreementId={id} />
          </div>
        </div>
        <p className={styles.hint}>{t('csv.hint')}</p>
        <HeadingsConsoleList
          locale={locale}
          agreementId={id}
          query={{ ...query, page: terms.headings.page }}
          page={terms.headings}
        />
      </section>
      <MfnSourcesSummary locale={locale} sources={mfnSources} />
    </ConsoleChanges>
  );
}
