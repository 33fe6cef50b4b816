import { CountriesConsoleList } from '@/features/agreements/components/console/countries-list';
import { AddCountryButton } from '@/features/agreements/components/console/country-buttons';
import { agreementConsoleQuerySchema } from '@/features/agreements/schemas';
import { listAllAgreements, listAllCountryRows } from '@/features/agreements/server/queries';
import { consolePage, readTogether } from '@/features/console/server/console-page';
import { listCountries } from '@/features/lookups/server/queries';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';
import { normalizeText } from '@/lib/search/normalize-text';

// /admin/agreements/countries (issue 27): the map's country pages (part 2 §3 "FTA agreement").
const route = consolePage({
  area: 'agreements',
  namespace: 'AgreementsAdmin',
  title: 'countries.title',
  description: 'countries.description',
  query: (search) => lenientQuery(agreementConsoleQuerySchema, search),
  read: (db) =>
    readTogether(db, {
      pages: listAllCountryRows,
      agreements: listAllAgreements,
      countries: listCountries,
    }),
  view: ({ pages, agreements, countries }, { locale, query, shown }, t) => {
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
    return {
      actions: (
        <>
          <a href={consolePath('/agreements', locale)} className="button button-outlined">
            {t('countries.backToAgreements')}
          </a>
          <AddCountryButton choices={choices} />
        </>
      ),
      body: <CountriesConsoleList {...shown(page)} agreements={agreements} choices={choices} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
