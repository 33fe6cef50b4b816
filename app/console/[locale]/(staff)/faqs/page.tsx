import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddFaqButton } from '@/features/faq/components/console/faq-buttons';
import { FaqsConsoleList } from '@/features/faq/components/console/faqs-list';
import { faqConsoleQuerySchema, filterFaqs } from '@/features/faq/faq-console-query';
import { listStaffFaqs } from '@/features/faq/server/staff-faqs';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'FaqsAdmin' });
  return { title: t('title') };
}

// /admin/faqs (issue 29): editors keep the FAQs of both audiences, their order within each tab,
// whether they are published and whether the home page shows them.
export default async function FaqsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('faqs', { params });
  const query = lenientQuery(faqConsoleQuerySchema, await searchParams);
  const [t, all] = await Promise.all([
    getTranslations({ locale, namespace: 'FaqsAdmin' }),
    readConsoleData(listStaffFaqs),
  ]);
  const page = listPage(filterFaqs(all, query), query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddFaqButton />}
      />
      <ChangeStatus />
      <FaqsConsoleList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        all={all}
      />
    </ConsoleChanges>
  );
}
