import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { CREDENTIALS_PATH } from '../constants';
import type { Credential } from '../schemas';

import { CredentialBadges } from './credential-badges';
import styles from './credential-details.module.css';

type Props = { credential: Credential; locale: Locale; listTitle: string };

// /credentials/{id} (part 1 §2.1): the credential's name in the banner under Home / Credentials,
// its badges, type, partner, country and date, what it brings, and the partner's site.
export async function CredentialDetails({ credential, locale, listTitle }: Props) {
  const t = await getTranslations({ locale, namespace: 'Credentials' });
  const issuer = pick(credential, 'issuer', locale);
  const description = pick(credential, 'description', locale);
  const external = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {label}
      <span className="visually-hidden"> ({t('card.newTab')})</span>
    </a>
  );
  return (
    <>
      <PageBanner
        title={pick(credential, 'name', locale)}
        subSubtitle={pick(credential, 'type', locale)}
        image="/images/banners/events.svg"
        crumbs={[{ label: listTitle, href: CREDENTIALS_PATH }]}
      />
      <PageContainer>
        <div className={styles.layout}>
          <CredentialBadges
            status={credential.status}
            recent={credential.recent}
            labels={{
              active: t('status.active'),
              inactive: t('status.inactive'),
              recent: t('recent'),
              recentHint: t('recentHint'),
            }}
          />
          <dl className={styles.facts} data-testid="credential-facts">
            <div>
              <dt>{t('card.type')}</dt>
              <dd>{pick(credential, 'type', locale)}</dd>
            </div>
            {issuer && (
              <div>
                <dt>{t('card.issuer')}</dt>
                <dd>
                  <BidiText>{issuer}</BidiText>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('card.country')}</dt>
              <dd>{pick(credential, 'country_name', locale)}</dd>
            </div>
            <div>
              <dt>{t('card.date')}</dt>
              <dd>
                <time dateTime={credential.date}>{formatDate(credential.date, locale)}</time>
              </dd>
            </div>
          </dl>
          {description && <p className={styles.description}>{description}</p>}
          {(credential.link || credential.document) && (
            <p className={styles.links}>
              {credential.link && external(credential.link, t('detail.website'))}
              {credential.document && external(credential.document, t('detail.document'))}
            </p>
          )}
          <p>
            <a href={localePath(CREDENTIALS_PATH, locale)} className={styles.back}>
              {t('detail.back')}
            </a>
          </p>
        </div>
      </PageContainer>
    </>
  );
}
