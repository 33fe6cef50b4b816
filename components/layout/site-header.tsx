import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link } from '@/lib/i18n/navigation';

import { AccountButtons } from './account-buttons';
import { HeaderFrame } from './header-frame';
import { HeaderNavigation } from './header-navigation';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import type { NavItem } from './nav-types';
import styles from './site-header.module.css';

type Props = {
  navigation: NavItem[];
  secondaryNavigation: NavItem[];
  /** The Search dialog's button (part 3 "Global search"), from the search domain (app/ composes). */
  quickSearch?: ReactNode;
};

// The dark bar (search, language, account) over the logo and the navigation (part 1 §2.2).
// Server-rendered; only the search box, the Search dialog's button, the switch, the account, the
// menus and the drawer are small client islands, and each works before hydration too: the box and
// the Search button are GET forms, the switch and the account are links, and the drawer opens by an
// invoker command (issue 31). No Suspense boundary around them: React would stream their HTML out
// of order behind an inline script, and without scripts they would stay hidden.
export async function SiteHeader({ navigation, secondaryNavigation, quickSearch }: Props) {
  const t = await getTranslations('Header');
  return (
    <HeaderFrame>
      <div className={`${styles.topBar} on-dark`}>
        <div className={`container ${styles.topRow}`}>
          <HeaderSearch />
          {quickSearch}
          <LanguageSwitch />
          <div className={styles.accountDesktop}>
            <AccountButtons />
          </div>
        </div>
      </div>
      <div className={`container ${styles.mainRow}`}>
        <Link href="/" aria-label={t('home')} className={styles.logo}>
          <Image src="/images/logo.svg" alt="" width={190} height={48} priority />
        </Link>
        <HeaderNavigation top={navigation} secondary={secondaryNavigation} />
      </div>
    </HeaderFrame>
  );
}
