import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { pathIdOf } from '@/features/console/path-id';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { PlanReadOnly } from '@/features/export-plan/components/console/plan-read-only';
import { readSentPlan } from '@/features/export-plan/server/staff-routes';

import { exportPlanSources } from '../../../../../api/export-plan-sources';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ExportPlan.console' });
  return { title: t('title') };
}

// Issue 59: a plan its member sent to the agency, read-only for the enquiry desk; the reading is
// written to the audit log, as the API's.
export default async function ConsoleExportPlanPage({ params }: Props) {
  const { locale, session } = await openConsoleArea('enquiries', { params });
  const id = pathIdOf((await params).id);
  if (id === null) notFound();
  const plan = await readConsoleData((db) =>
    readSentPlan(db, exportPlanSources, { id, actor: session.user, now: new Date() }),
  );
  if (!plan) notFound();
  const t = await getTranslations({ locale, namespace: 'ExportPlan.console' });
  return (
    <>
      <ConsolePageTitle title={`${t('title')} · ${plan.company.name}`} />
      <PlanReadOnly plan={plan} locale={locale} />
    </>
  );
}
