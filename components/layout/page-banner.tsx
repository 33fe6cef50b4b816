import { getTranslations } from 'next-intl/server';

import { Artwork } from '@/components/ui/artwork';
import { Link } from '@/lib/i18n/navigation';

import styles from './page-banner.module.css';

export type Crumb = { label: string; href?: string };

type Props = { title: string; subSubtitle?: string; image?: string; crumbs?: Crumb[] };

// Breadcrumb Home / page title, the title and the sub-subtitle over the page's image (part 1 §2.2).
export async function PageBanner({ title, subSubtitle, image, crumbs = [] }: Props) {
  const t = await getTranslations('Banner');
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs, { label: title }];
  return (
    <div data-testid="page-banner" className={`${styles.banner} on-dark`}>
      {image && <Artwork className={styles.art} src={image} sizes="100vw" />}
      <div className={`container ${styles.inner}`}>
        <nav aria-label={t('breadcrumb')}>
          <ol className={styles.trail}>
            {trail.map((crumb, index) => (
              <li key={index}>
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current={index === trail.length - 1 ? 'page' : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={`h1 ${styles.title}`}>{title}</h1>
        {subSubtitle && <p className={styles.subtitle}>{subSubtitle}</p>}
      </div>
    </div>
  );
}
