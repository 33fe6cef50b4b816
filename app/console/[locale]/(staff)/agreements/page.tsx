import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { searchAgreements } from '@/features/agreements/agreement-list';
import { AddAgreementButton } from '@/features/agreements/components/console/agreement-buttons';
import { AgreementsConsoleList } from '@/features/agreements/components/console/agreements-list';
import { agreementConsoleQuerySchema } from '@/features/agreements/schemas';
import { listAllAgreements, listAllCountries } from '@/features/agreements/server/queries';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AgreementsAdmin' });
  return { title: t('title') };
}

// /admin/agreements (issue 27): editors keep Jordan's trade agreements; the map's country pages
// are on /admin/agreements/countries.
export default async function AgreementsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('agreements', { params });
  const query = lenientQuery(agreementConsoleQuerySchema, await searchParams);
  const [t, { agreements, countries }] = await Promise.all([
    getTranslations({ locale, namespace: 'AgreementsAdmin' }),
    readConsoleData(async (db) => {
      const [agreements, countries] = await Promise.all([
        listAllAgreements(db),
        listAllCountries(db),
      ]);
      return { agreements, countries };
    }),
  ]);
  const rows = searchAgreements(agreements, query.q).map((agreement) => ({
    ...agreement,
    pages: countries.filter((country) => country.agreement_ids.includes(agreement.id)).length,
  }));
  const page = listPage(rows, query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <a
              href={consolePath('/agreements/countries', locale)}
              className="button button-outlined"
            >
              {t('countriesLink')}
            </a>
            <AddAgreementButton />
          </>
        }
      />
      <ChangeStatus />
      <AgreementsConsoleList locale={locale} query={{ ...query, page: page.page }} page={page} />
    </ConsoleChanges>
  );
}
