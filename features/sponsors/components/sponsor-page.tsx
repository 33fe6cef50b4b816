import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { Icon } from '@/components/ui/icon';
import { DownloadIcon, OpenInNewIcon } from '@/components/ui/icon-shapes';
import { RichContent } from '@/components/ui/rich-content';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { Sponsor } from '../schemas';
import { sponsorLinks } from '../sponsor-links';

import styles from './sponsor-page.module.css';

// part 1 §2.5: the sponsor's description and tariff html, with its logo, website and file.
export async function SponsorPage({ sponsor, locale }: { sponsor: Sponsor; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Sponsor' });
  const title = pick(sponsor, 'DESCRIPTION', locale);
  const { website, file } = sponsorLinks(sponsor, locale);
  return (
    <>
      <PageBanner title={title} />
      <PageContainer
        component="div"
        spacing="roomy"
        data-testid="sponsor-page"
        className={styles.layout}
      >
        <aside aria-label={t('details')} className={styles.aside}>
          <span className={styles.label}>{t('label')}</span>
          {sponsor.image && (
            <div className={styles.logo}>
              <Image src={sponsor.image} alt={title} width={480} height={320} />
            </div>
          )}
          {(website || file) && (
            <div className={styles.actions}>
              {website && (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="button button-primary"
                >
                  {t('visitWebsite')}
                  <Icon shape={OpenInNewIcon} size={20} />
                  <span className="visually-hidden"> {t('newTab')}</span>
                </a>
              )}
              {file && (
                <a href={file} download className="button button-outlined">
                  <Icon shape={DownloadIcon} size={20} />
                  {t('download')}
                </a>
              )}
            </div>
          )}
        </aside>
        <article className={styles.body}>
          <h2 className={`h2 ${styles.about}`}>{t('about')}</h2>
          <RichContent html={pick(sponsor, 'TARIFF', locale)} />
        </article>
      </PageContainer>
    </>
  );
}
