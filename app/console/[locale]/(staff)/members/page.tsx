import { consolePage } from '@/features/console/server/console-page';
import { MembersList } from '@/features/members/components/console/members-list';
import { memberQueryOf } from '@/features/members/list-queries';
import { listMembers } from '@/features/members/server/list-members';

// Issue 13 "Members": officers and administrators search the members; the address keeps the search.
const route = consolePage({
  area: 'members',
  namespace: 'MembersAdmin.list',
  readOnly: true,
  query: memberQueryOf,
  read: async (db, { query: asked }) => {
    const found = await listMembers(db, asked);
    // A page past the end (the list shrank) shows the last page.
    return asked.page > found.page_count
      ? listMembers(db, { ...asked, page: found.page_count })
      : found;
  },
  view: (list, { locale, query: asked }) => ({
    body: <MembersList locale={locale} query={{ ...asked, page: list.page }} list={list} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
