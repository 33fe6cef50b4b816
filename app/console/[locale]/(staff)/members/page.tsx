import { consolePage, readPageOrLast } from '@/features/console/server/console-page';
import { MembersList } from '@/features/members/components/console/members-list';
import { memberQueryOf } from '@/features/members/list-queries';
import { listMembers } from '@/features/members/server/list-members';

// Issue 13 "Members": officers and administrators search the members; the address keeps the search.
const route = consolePage({
  area: 'members',
  namespace: 'MembersAdmin.list',
  readOnly: true,
  query: memberQueryOf,
  // A page past the end (the list shrank) shows the last page.
  read: (db, { query: asked }) =>
    readPageOrLast((page) => listMembers(db, { ...asked, page }), asked.page),
  view: (list, { locale, query: asked }) => ({
    body: <MembersList locale={locale} query={{ ...asked, page: list.page }} list={list} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
