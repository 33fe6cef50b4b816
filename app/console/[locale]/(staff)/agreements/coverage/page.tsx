import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { CoverageGrid } from '@/features/market-access/components/console/coverage-grid';
import { FactsToReview } from '@/features/market-access/components/console/facts-to-review';
import { readCoverage } from '@/features/market-access/server/coverage';
import { readFactsToReview } from '@/features/market-access/server/fact-review';
import { consolePath } from '@/lib/navigation/console-path';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'DutyFactsAdmin.coverage' });
  return { title: t('title') };
}

// /admin/agreements/coverage (issue 46): what the portal knows per agreement and HS chapter (the
// duty, the rule of origin, the partner's MFN duty) and how old its oldest source is; first, the
// legal and duty facts past their review date (issue 57).
export default async function CoverageAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('agreements', { params });
  const [t, grid, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'DutyFactsAdmin.coverage' }),
    readConsoleData((db) => readCoverage(db)),
    readConsoleData((db) => readFactsToReview(db)),
  ]);
  return (
    <>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={
          <a href={consolePath('/agreements', locale)} className="button button-outlined">
            {t('back')}
          </a>
        }
      />
      <FactsToReview locale={locale} facts={facts} />
      <CoverageGrid locale={locale} grid={grid} />
    </>
  );
}
