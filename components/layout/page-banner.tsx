import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Artwork } from '@/components/ui/artwork';
import { BidiText } from '@/components/ui/bidi-text';
import { Link } from '@/lib/i18n/navigation';

import styles from './page-banner.module.css';

/** `userWritten`: a company's or product's name as its owner wrote it, isolated (BidiText). */
export type Crumb = { label: string; href?: string; userWritten?: boolean };

type Props = {
  title: string;
  /** The title is a user-written value (a company's or product's name): isolated. */
  titleUserWritten?: boolean;
  /** A line under the title: text, or a rich message with an isolated value (the search's keyword). */
  subSubtitle?: ReactNode;
  image?: string;
  /** How the image loads (Artwork): `lazy` where the banner is rendered ahead of need. */
  imageLoad?: 'first-paint' | 'lazy';
  crumbs?: Crumb[];
};

// Breadcrumb Home / page title, the title and the sub-subtitle over the page's image (part 1 §2.2).
export async function PageBanner({
  title,
  titleUserWritten = false,
  subSubtitle,
  image,
  imageLoad,
  crumbs = [],
}: Props) {
  const t = await getTranslations('Banner');
  const trail: Crumb[] = [
    { label: t('home'), href: '/' },
    ...crumbs,
    { label: title, userWritten: titleUserWritten },
  ];
  const text = (crumb: Crumb) =>
    crumb.userWritten ? <BidiText>{crumb.label}</BidiText> : crumb.label;
  return (
    <div
      data-testid="page-banner"
      className={`${styles.banner} ${subSubtitle ? styles.withIntro : ''} on-dark`}
    >
      {image && <Artwork className={styles.art} src={image} sizes="100vw" load={imageLoad} />}
      <div className={`container ${styles.inner}`}>
        <nav aria-label={t('breadcrumb')}>
          <ol className={styles.trail}>
            {trail.map((crumb, index) => (
              <li key={index}>
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href}>{text(crumb)}</Link>
                ) : (
                  <span aria-current={index === trail.length - 1 ? 'page' : undefined}>
                    {text(crumb)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={`h1 ${styles.title}`}>
          {titleUserWritten ? <BidiText>{title}</BidiText> : title}
        </h1>
        {subSubtitle && <p className={styles.subtitle}>{subSubtitle}</p>}
      </div>
    </div>
  );
}
