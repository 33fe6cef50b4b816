import { getTranslations } from 'next-intl/server';

import { DirectoryFilters } from '@/components/directory/directory-filters';
import { directoryLinks } from '@/components/directory/directory-links';
import { pagerLabels, textsOf } from '@/components/directory/directory-text';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { PageLinks } from '@/components/ui/page-links';
import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, type ListView } from '@/lib/navigation/list-views';

import { EXPERTS_SEARCH_MAX } from '../constants';
import { languageNames, sectorNames } from '../expert-labels';
import { EXPERTS_PATH } from '../experts-path';
import type { DirectoryPage } from '../pool-directory';
import type { Pool } from '../schemas';

import { ExpertCard } from './expert-card';
import styles from './experts-directory.module.css';
import { PoolSection } from './pool-section';

type Sector = { iid: number; name_eng: string; name_ara: string };

type Props = {
  locale: Locale;
  view: ListView;
  listing: DirectoryPage;
  pools: Pool[];
  sectors: Sector[];
};

// Issue 14 "Pool of experts": the pools newest first, each with its experts' cards, a text and a
// pool filter in the address, pages of 20 experts, and the empty state of a filter.
export async function ExpertsDirectory({ locale, view, listing, pools, sectors }: Props) {
  const t = await getTranslations({ locale, namespace: 'Experts' });
  const links = directoryLinks({
    path: localePath(EXPERTS_PATH, locale),
    view,
    keys: LIST_VIEW_KEYS.experts,
  });
  const labels = textsOf(t, 'card', ['expertise', 'sectors', 'languages']);
  return (
    <>
      <PageBanner
        title={t('title')}
        subSubtitle={t('subtitle')}
        image="/images/banners/exporters.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <div className={styles.stack}>
          <p className={styles.intro}>{t('intro')}</p>
          <DirectoryFilters
            action={links.action}
            idPrefix="experts"
            values={view}
            clearHref={links.clearHref}
            labels={{
              legend: t('filter.legend'),
              submit: t('filter.submit'),
              clear: t('filter.clear'),
            }}
            fields={[
              {
                kind: 'text',
                name: 'search',
                label: t('filter.search'),
                hint: t('filter.searchHint'),
                maxLength: EXPERTS_SEARCH_MAX,
                autoComplete: 'off',
              },
              {
                kind: 'select',
                name: 'pool',
                label: t('filter.pool'),
                all: t('filter.allPools'),
                choices: [...pools]
                  .reverse()
                  .map((pool) => ({ value: pool.id, label: pick(pool, 'NAME', locale) })),
              },
            ]}
          />
          <p className={styles.summary} role="status" data-testid="experts-count">
            {t('count', countValues(listing.total, locale))}
          </p>
          {listing.groups.length === 0 ? (
            <div className={styles.empty} data-testid="experts-empty">
              <p className="h4">{t('empty')}</p>
              <p>{t('emptyHint')}</p>
            </div>
          ) : (
            listing.groups.map((group) => (
              <PoolSection
                key={group.pool?.id ?? 'other'}
                group={group}
                locale={locale}
                otherExperts={t('otherExperts')}
              >
                {group.experts.map((expert) => (
                  <ExpertCard
                    key={expert.id}
                    expert={expert}
                    locale={locale}
                    sectors={sectorNames(expert.sectors, sectors, locale)}
                    languages={languageNames(expert.languages, locale)}
                    labels={labels}
                  />
                ))}
              </PoolSection>
            ))
          )}
          <PageLinks
            page={listing.page}
            pageCount={listing.pageCount}
            hrefFor={links.hrefFor}
            locale={locale}
            labels={pagerLabels(t)}
          />
        </div>
      </PageContainer>
    </>
  );
}
