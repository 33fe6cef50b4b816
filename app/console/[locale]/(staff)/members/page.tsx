import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { MembersList } from '@/features/members/components/console/members-list';
import { memberQueryOf, type SearchParams } from '@/features/members/list-queries';
import { listMembers } from '@/features/members/server/list-members';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.list' });
  return { title: t('title') };
}

// Issue 13 "Members": officers and administrators search the members; the address keeps the search.
export default async function MembersPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('members', { params });
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.list' });
  const asked = memberQueryOf(await searchParams);
  const list = await readConsoleData(async (db) => {
    const found = await listMembers(db, asked);
    // A page past the end (the list shrank) shows the last page.
    return asked.page > found.page_count
      ? listMembers(db, { ...asked, page: found.page_count })
      : found;
  });
  const query = { ...asked, page: list.page };
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <MembersList locale={locale} query={query} list={list} />
    </>
  );
}
