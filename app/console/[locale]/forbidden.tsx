import { getTranslations } from 'next-intl/server';

import styles from '@/features/console/components/console-message.module.css';
import { consoleRequestLocale } from '@/features/console/server/console-locale';
import { localePath } from '@/lib/i18n/locale-path';
import { directionOf } from '@/lib/i18n/routing';

// 403 for a member (or a staff role the page is not for) opening the console, in the language of
// the address asked for: Next renders this boundary without the segment's params.
export default async function ConsoleForbidden() {
  const locale = await consoleRequestLocale();
  const t = await getTranslations({ locale, namespace: 'Console.forbidden' });
  return (
    <main className={styles.page} lang={locale} dir={directionOf(locale)} data-testid="forbidden">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <a href={localePath('/', locale)}>{t('home')}</a>
    </main>
  );
}
