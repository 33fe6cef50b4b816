import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { openStaffPage } from '@/features/console/server/staff-page';
import { MembersBrowser } from '@/features/members/components/members-browser';
import { memberQueryOf, type SearchParams } from '@/features/members/list-queries';
import { listMembers } from '@/features/members/server/list-members';
import { readConsoleData } from '@/features/members/server/read-console-data';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.list' });
  return { title: t('title') };
}

// Issue 13 "Members": officers and administrators search the members; the address keeps the search.
export default async function MembersPage({ params, searchParams }: Props) {
  const { locale } = await openStaffPage({ params }, ['officer']);
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
      <MembersBrowser query={query} list={list} />
    </>
  );
}
