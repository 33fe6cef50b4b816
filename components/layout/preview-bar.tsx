import { getTranslations } from 'next-intl/server';

import { isPreview } from '@/lib/preview/preview-mode';

import styles from './preview-bar.module.css';

/**
 * Issue 29: on a page rendered as an editor's preview, a bar above everything says it is not
 * published, with the way out (the preview routes: lib/preview/). Nothing on a visitor's page.
 */
export async function PreviewBar({ locale }: { locale: string }) {
  if (!(await isPreview())) return null;
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <div role="region" aria-label={t('label')} className={styles.bar}>
      <p className={styles.text}>
        <strong>{t('title')}</strong> <span>{t('description')}</span>
      </p>
      {/* A plain form (no script): the route reads the page it came from and returns to its
          published version. */}
      <form action="/api/staff/preview/exit" method="get" className={styles.form}>
        <button type="submit" className={styles.exit}>
          {t('exit')}
        </button>
      </form>
    </div>
  );
}
