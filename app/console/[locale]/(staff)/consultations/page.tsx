import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { openStaffPage } from '@/features/console/server/staff-page';
import { ConsultationList } from '@/features/enquiry-desk/components/consultation-list';
import { listConsultations } from '@/features/home/server/staff-consultations';
import { staffConsultationQuerySchema } from '@/features/home/staff-consultation-schemas';
import { getDb } from '@/lib/db/client';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.consultations' });
  return { title: t('title') };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// Issue 13: the home page's consultation requests, to be marked handled.
export default async function ConsultationsPage({ params, searchParams }: Props) {
  const { locale } = await openStaffPage({ params }, ['officer']);
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.consultations' });
  const raw = await searchParams;
  // A value the API would refuse is dropped: the page shows the unfiltered list instead.
  const parsed = staffConsultationQuerySchema.safeParse({
    handled: first(raw.handled),
    q: first(raw.q),
    page: first(raw.page),
  });
  const query = parsed.success ? parsed.data : {};
  const page = await listConsultations(await getDb(), query);
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ConsultationList page={page} query={query} locale={locale} />
    </>
  );
}
