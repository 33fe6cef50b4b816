import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { menuLinksFor } from '@/lib/auth/staff-areas';
import type { StaffRole } from '@/lib/auth/staff-roles';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { ConsoleLanguageLink } from './console-language-link';
import { ConsoleNav } from './console-nav';
import styles from './console-shell.module.css';
import { SignOutButton } from './sign-out-button';

type Props = {
  locale: Locale;
  user: { name: string; last_name: string | null; role: StaffRole };
  children: ReactNode;
};

/** The console's frame: the bar (who is signed in, language, sign out), the menu and the page. */
export async function ConsoleShell({ locale, user, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Console' });
  const otherLocale: Locale = locale === 'ar' ? 'en' : 'ar';
  const links = menuLinksFor(user.role).map((link) => ({
    key: link.key,
    href: consolePath(link.page, locale),
    label: t(`nav.${link.key}`),
  }));
  return (
    <div className={styles.shell}>
      <a href="#console-main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className={styles.bar}>
        <a href={consolePath('/', locale)} className={styles.brand}>
          {t('title')}
        </a>
        <div className={styles.tools}>
          <span className={styles.user}>
            {[user.name, user.last_name].filter(Boolean).join(' ')}
            <span className={styles.role}>{t(`roles.${user.role}`)}</span>
          </span>
          <ConsoleLanguageLink
            locale={otherLocale}
            label={t('otherLanguage')}
            className={styles.barLink}
          />
          <SignOutButton locale={locale} className={styles.barButton} />
        </div>
      </header>
      <ConsoleNav links={links} label={t('menu')} />
      <main id="console-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
