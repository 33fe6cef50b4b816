import { getTranslations } from 'next-intl/server';

import { ConsoleTabs } from '@/components/console/console-tabs';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

export type ScreeningTab = 'lists' | 'hits';

const PATHS: Record<ScreeningTab, string> = {
  lists: '/screening',
  hits: '/screening/hits',
};

/** The screening area's pages: the lists' status and the hit queue (issue 47). */
export async function ScreeningTabs({
  locale,
  current,
}: {
  locale: Locale;
  current: ScreeningTab;
}) {
  const t = await getTranslations({ locale, namespace: 'ScreeningHitsAdmin' });
  const tabs = (Object.keys(PATHS) as ScreeningTab[]).map((tab) => ({
    key: tab,
    href: consolePath(PATHS[tab], locale),
    label: t(`tabs.${tab}`),
    current: tab === current,
  }));
  return <ConsoleTabs label={t('tabsLabel')} tabs={tabs} />;
}
