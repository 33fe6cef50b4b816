import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { ConsultationList } from '@/features/home/components/console/consultation-list';
import { listConsultations } from '@/features/home/server/staff-consultations';
import { staffConsultationQuerySchema } from '@/features/home/staff-consultation-schemas';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ConsultationsAdmin' });
  return { title: t('title') };
}

// Issue 13: the home page's consultation requests, to be marked handled; the view is the address's.
export default async function ConsultationsPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('consultations', { params });
  const t = await getTranslations({ locale, namespace: 'ConsultationsAdmin' });
  const asked = lenientQuery(staffConsultationQuerySchema, await searchParams);
  const page = await readConsoleData(async (db) => {
    const found = await listConsultations(db, asked);
    // A page past the end (the list shrank) shows the last page.
    return (asked.page ?? 1) > found.page_count
      ? listConsultations(db, { ...asked, page: found.page_count })
      : found;
  });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ConsultationList locale={locale} query={{ ...asked, page: page.page }} page={page} />
    </>
  );
}
