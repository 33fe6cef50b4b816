import { searchAgreements } from '@/features/agreements/agreement-list';
import { AddAgreementButton } from '@/features/agreements/components/console/agreement-buttons';
import { AgreementsConsoleList } from '@/features/agreements/components/console/agreements-list';
import { agreementConsoleQuerySchema } from '@/features/agreements/schemas';
import { listAllAgreements, listAllCountries } from '@/features/agreements/server/queries';
import { consolePage, readTogether } from '@/features/console/server/console-page';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/agreements (issue 27): editors keep Jordan's trade agreements; the map's country pages
// are on /admin/agreements/countries.
const route = consolePage({
  area: 'agreements',
  namespace: 'AgreementsAdmin',
  query: (search) => lenientQuery(agreementConsoleQuerySchema, search),
  read: (db) => readTogether(db, { agreements: listAllAgreements, countries: listAllCountries }),
  view: ({ agreements, countries }, { locale, query, shown }, t) => {
    const rows = searchAgreements(agreements, query.q).map((agreement) => ({
      ...agreement,
      pages: countries.filter((country) => country.agreement_ids.includes(agreement.id)).length,
    }));
    const page = listPage(rows, query.page, query.page_size);
    return {
      actions: (
        <>
          <a href={consolePath('/agreements/countries', locale)} className="button button-outlined">
            {t('countriesLink')}
          </a>
          <a href={consolePath('/agreements/coverage', locale)} className="button button-outlined">
            {t('coverageLink')}
          </a>
          <AddAgreementButton />
        </>
      ),
      body: <AgreementsConsoleList {...shown(page)} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
