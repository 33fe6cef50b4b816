import { consolePage } from '@/features/console/server/console-page';
import { AddStaffButton } from '@/features/staff-auth/components/console/add-staff-button';
import { StaffAccountsList } from '@/features/staff-auth/components/console/staff-accounts-list';
import {
  listStaffAccounts,
  toStaffAccountJson,
} from '@/features/staff-auth/server/staff-accounts-store';

// /admin/staff (issue 13): administrators manage the staff accounts and their roles.
const route = consolePage({
  area: 'staff',
  namespace: 'StaffAccounts',
  read: async (db) => (await listStaffAccounts(db)).map(toStaffAccountJson),
  view: (accounts, { locale, session }) => ({
    actions: <AddStaffButton />,
    body: <StaffAccountsList locale={locale} accounts={accounts} currentUserId={session.user.id} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
