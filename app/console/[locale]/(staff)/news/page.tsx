import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddNewsButton } from '@/features/news/components/console/news-buttons';
import { NewsConsoleList } from '@/features/news/components/console/news-console-list';
import { staffNewsQuerySchema } from '@/features/news/schemas';
import { listStaffNews } from '@/features/news/server/staff-reads';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { ammanDay } from '@/lib/time/amman-day';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NewsAdmin' });
  return { title: t('title') };
}

// /admin/news (issue 29): editors write, preview, publish and unpublish the news in both languages.
export default async function NewsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('news', { params });
  const query = lenientQuery(staffNewsQuerySchema, await searchParams);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'NewsAdmin' }),
    readConsoleData((db) => listStaffNews(db, query)),
  ]);
  const today = ammanDay(new Date());
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddNewsButton today={today} />}
      />
      <ChangeStatus />
      <NewsConsoleList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        today={today}
      />
    </ConsoleChanges>
  );
}
