import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { CountriesConsoleList } from '@/features/agreements/components/console/countries-list';
import { AddCountryButton } from '@/features/agreements/components/console/country-buttons';
import { agreementConsoleQuerySchema } from '@/features/agreements/schemas';
import { listAllAgreements, listAllCountryRows } from '@/features/agreements/server/queries';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { listCountries } from '@/features/lookups/server/queries';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';
import { normalizeText } from '@/lib/search/normalize-text';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AgreementsAdmin' });
  return { title: t('countries.title') };
}

// /admin/agreements/countries (issue 27): the map's country pages (part 2 §3 "FTA agreement").
export default async function CountryPagesAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('agreements', { params });
  const query = lenientQuery(agreementConsoleQuerySchema, await searchParams);
  const [t, { pages, agreements, countries }] = await Promise.all([
    getTranslations({ locale, namespace: 'AgreementsAdmin' }),
    readConsoleData(async (db) => {
      const [pages, agreements, countries] = await Promise.all([
        listAllCountryRows(db),
        listAllAgreements(db),
        listCountries(db),
      ]);
      return { pages, agreements, countries };
    }),
  ]);
  const choices = {
    countries: countries
      .flatMap((country) => {
        const code = alpha2OfNumeric(country.id);
        return code ? [{ value: code, label: `${pick(country, 'name', locale)} (${code})` }] : [];
      })
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
    agreements: agreements.map((agreement) => ({
      id: agreement.id,
      label: pick(agreement, 'title', locale),
    })),
  };
  const text = normalizeText(query.q ?? '');
  const found = pages.filter(
    (row) =>
      text === '' ||
      normalizeText(`${row.title_eng}\n${row.title_ara}\n${row.country_code}`).includes(text),
  );
  const page = listPage(found, query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('countries.title')}
        description={t('countries.description')}
        actions={
          <>
            <a href={consolePath('/agreements', locale)} className="button button-outlined">
              {t('countries.backToAgreements')}
            </a>
            <AddCountryButton choices={choices} />
          </>
        }
      />
      <ChangeStatus />
      <CountriesConsoleList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        agreements={agreements}
        choices={choices}
      />
    </ConsoleChanges>
  );
}
