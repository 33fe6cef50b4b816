import { getTranslations } from 'next-intl/server';

import { ConsoleTabs } from '@/components/console/console-tabs';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

export type HsConsoleTab = 'codes' | 'sections' | 'synonyms';

const PATHS: Record<HsConsoleTab, string> = {
  codes: '/hs-codes',
  sections: '/hs-codes/sections',
  synonyms: '/hs-codes/synonyms',
};

/** Codes, Sections, Synonyms: a link each, the current one marked for screen readers too. */
export async function HsConsoleTabs({
  locale,
  current,
}: {
  locale: Locale;
  current: HsConsoleTab;
}) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  const tabs = (Object.keys(PATHS) as HsConsoleTab[]).map((tab) => ({
    key: tab,
    href: consolePath(PATHS[tab], locale),
    label: t(`tabs.${tab}`),
    current: tab === current,
  }));
  return <ConsoleTabs label={t('tabsLabel')} tabs={tabs} />;
}
