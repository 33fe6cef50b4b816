import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddMenuEntryButton } from '@/features/content/components/console/add-menu-entry-button';
import { MenusConsole } from '@/features/content/components/console/menus-console';
import { listStaffMenus } from '@/features/content/server/staff-menu-store';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'MenusAdmin' });
  return { title: t('title') };
}

// /admin/pages (issue 29): editors keep the menus' entries and their pages, in both languages.
export default async function MenusAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('menus', { params });
  const [t, menus] = await Promise.all([
    getTranslations({ locale, namespace: 'MenusAdmin' }),
    readConsoleData((db) => listStaffMenus(db, locale)),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddMenuEntryButton />}
      />
      <ChangeStatus />
      <MenusConsole locale={locale} menus={menus} />
    </ConsoleChanges>
  );
}
