import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsoleLanguageLink } from '@/features/console/components/console-language-link';
import { ConsoleLogin } from '@/features/staff-auth/components/console/console-login';
import styles from '@/features/staff-auth/components/console/console-login.module.css';
import { openConsoleLogin } from '@/features/staff-auth/server/login-page';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ConsoleAuth' });
  return { title: t('title') };
}

// /admin/login and /ar/admin/login (issue 13): outside the signed-in shell, no menu.
export default async function ConsoleLoginPage(props: Props) {
  const { locale, initialStep, email, target } = await openConsoleLogin(props);
  const t = await getTranslations({ locale, namespace: 'Console' });
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.brand}>{t('title')}</span>
        <ConsoleLanguageLink
          locale={other}
          label={t('otherLanguage')}
          className={styles.language}
        />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <ConsoleLogin initialStep={initialStep} email={email} target={target} />
        </div>
      </main>
    </div>
  );
}
