import { consolePage } from '@/features/console/server/console-page';
import { AddMenuEntryButton } from '@/features/content/components/console/add-menu-entry-button';
import { MenusConsole } from '@/features/content/components/console/menus-console';
import { listStaffMenus } from '@/features/content/server/staff-menu-store';

// /admin/pages (issue 29): editors keep the menus' entries and their pages, in both languages.
const route = consolePage({
  area: 'menus',
  namespace: 'MenusAdmin',
  read: (db, { locale }) => listStaffMenus(db, locale),
  view: (menus, { locale }) => ({
    actions: <AddMenuEntryButton />,
    body: <MenusConsole locale={locale} menus={menus} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
