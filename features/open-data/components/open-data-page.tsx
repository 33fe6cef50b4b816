import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { feedPath } from '@/lib/feeds/feed-paths';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { DATA_CATALOG_PATH } from '../collection-paths';
import {
  DATASETS,
  LICENCE_ANCHOR,
  OPEN_DATA_LICENCE,
  OPEN_DATA_LICENCE_VERSION,
  type Dataset,
} from '../datasets';
import { FEED_ENTRY_COUNT } from '../feed-rows';

import { DatasetFields } from './dataset-fields';
import { Code, openDataTags } from './open-data-tags';
import styles from './open-data.module.css';
import { SOURCED_ANCHOR, SourcedDatasetsSection } from './sourced-datasets-section';
import { UsageExample } from './usage-example';

// /open-data (issue 39): what each dataset holds, its fields, its JSON and feed addresses, how to
// page and poll it, and the licence. A server component: nothing here runs in the browser.

// The API's reference page (Hono's, not a page of the site).
const API_DOCS_PATH = '/api/docs';

const AddressLink = ({ href }: { href: string }) => (
  <a href={href}>
    <Code>{href}</Code>
  </a>
);

async function DatasetSection({ dataset, locale }: { dataset: Dataset; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  const { key, feed } = dataset;
  return (
    <section id={key} className={styles.dataset} aria-labelledby={`${key}-title`}>
      <h2 id={`${key}-title`}>{t(`datasets.${key}.title`)}</h2>
      <p className={styles.intro}>{t(`datasets.${key}.description`)}</p>
      <dl className={styles.addresses}>
        <dt>{t('json')}</dt>
        <dd>
          <AddressLink href={dataset.apiPath} />
        </dd>
        {feed ? (
          <>
            <dt>{t('feedEn')}</dt>
            <dd>
              <AddressLink href={feedPath(feed, 'en')} />
            </dd>
            <dt>{t('feedAr')}</dt>
            <dd>
              <AddressLink href={feedPath(feed, 'ar')} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t('feedsTitle')}</dt>
            <dd>{t('noFeed')}</dd>
          </>
        )}
      </dl>
      <DatasetFields dataset={dataset} locale={locale} />
    </section>
  );
}

export async function OpenDataPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  return (
    <>
      <PageBanner title={t('title')} image="/images/banners/market.svg" />
      <PageContainer>
        <p className={styles.intro}>{t('intro')}</p>
        <ul className={styles.links}>
          <li>
            {t.rich('catalogue', {
              ...openDataTags,
              standard: 'DCAT-US 1.1',
              url: DATA_CATALOG_PATH,
              link: (chunks) => (
                <a href={DATA_CATALOG_PATH} data-testid="open-data-catalogue">
                  <Code>{chunks}</Code>
                </a>
              ),
            })}
          </li>
          <li>
            {t.rich('apiDocs', {
              ...openDataTags,
              url: API_DOCS_PATH,
              link: (chunks) => (
                <a href={API_DOCS_PATH}>
                  <Code>{chunks}</Code>
                </a>
              ),
            })}
          </li>
        </ul>
        <nav aria-label={t('contents')}>
          <ul className={styles.contents}>
            {DATASETS.map(({ key }) => (
              <li key={key}>
                <a href={`#${key}`}>{t(`datasets.${key}.title`)}</a>
              </li>
            ))}
            <li>
              <a href={`#${SOURCED_ANCHOR}`}>{t('sourcedTitle')}</a>
            </li>
            <li>
              <a href={`#${LICENCE_ANCHOR}`}>{t('licenceTitle')}</a>
            </li>
          </ul>
        </nav>
        <p>{t('feedsIntro', { count: formatNumber(FEED_ENTRY_COUNT, locale) })}</p>
        {DATASETS.map((dataset) => (
          <DatasetSection key={dataset.key} dataset={dataset} locale={locale} />
        ))}
        <SourcedDatasetsSection locale={locale} />
        <UsageExample locale={locale} />
        <section id={LICENCE_ANCHOR} className={styles.section} aria-labelledby="licence-title">
          <h2 id="licence-title">{t('licenceTitle')}</h2>
          <p className={styles.intro}>
            {t.rich('licence', {
              ...openDataTags,
              version: OPEN_DATA_LICENCE_VERSION,
              licenceLink: (chunks) => (
                <a href={OPEN_DATA_LICENCE.url} rel="license">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p className={styles.intro}>
            {t.rich('thirdParty', {
              ...openDataTags,
              baciLicence: 'Etalab Open Licence 2.0',
              hsLicence: 'ODC PDDL 1.0',
            })}
          </p>
        </section>
      </PageContainer>
    </>
  );
}
