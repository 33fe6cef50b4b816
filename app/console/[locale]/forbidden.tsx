import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import styles from '@/features/console/components/console-message.module.css';

// 403 for a member (or a staff role the page is not for) opening the console.
export default function ConsoleForbidden() {
  const t = useTranslations('Console.forbidden');
  const home = useLocale() === 'ar' ? '/ar' : '/';
  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href={home}>{t('home')}</Link>
    </main>
  );
}
