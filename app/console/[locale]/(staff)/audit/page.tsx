import { consolePage, readPageOrLast } from '@/features/console/server/console-page';
import { AuditLog } from '@/features/members/components/console/audit-log';
import { auditQueryOf, auditRangeIgnored } from '@/features/members/list-queries';
import { listAudit } from '@/features/members/server/list-audit';

// Issue 13 "Audit log": administrators read every staff action, filtered; nothing here changes it.
const route = consolePage({
  area: 'audit',
  namespace: 'MembersAdmin.audit',
  readOnly: true,
  query: auditQueryOf,
  // A page past the end (the log was filtered further) shows the last page.
  read: (db, { query: asked }) =>
    readPageOrLast((page) => listAudit(db, { ...asked, page }), asked.page),
  view: (list, { locale, query: asked, search }) => ({
    body: (
      <AuditLog
        locale={locale}
        query={{ ...asked, page: list.page }}
        list={list}
        rangeIgnored={auditRangeIgnored(search, asked)}
      />
    ),
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
