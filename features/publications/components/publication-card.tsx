'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import cardKit from '@/components/directory/card.module.css';
import { useModals } from '@/components/feedback/modal-host';
import { BidiText } from '@/components/ui/bidi-text';
import { CleanedHtml } from '@/components/ui/cleaned-html';
import { Icon } from '@/components/ui/icon';
import { FileDownloadOutlinedIcon, WorkspacePremiumIcon } from '@/components/ui/icon-shapes';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { Publication } from '../schemas';

import styles from './publication-card.module.css';

type Props = { publication: Publication; isVip: boolean; locale: Locale };

/** The edition a page downloads: the Arabic PDF on an Arabic page when there is one. */
const fileFor = (publication: Publication, locale: Locale) =>
  (locale === 'ar' && publication.TARIFF_FILE_AR) || publication.TARIFF_FILE;

/**
 * part 1 §2.7: a publication's card: cover, title, published date, country, sectors, the html
 * summary and the PDF's download. A publication for VIP members offers a member without VIP the
 * "VIP users only" button, which opens the Premium Access Required dialog (part 3 §6).
 */
export function PublicationCard({ publication, isVip, locale }: Props) {
  const t = useTranslations('Publications.card');
  const modals = useModals();
  const titleId = useId();
  const title = pick(publication, 'DESCRIPTION', locale);
  const file = fileFor(publication, locale);
  const locked = publication.for_vip && !isVip;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="publication-card"
      data-publication={publication.id}
    >
      {publication.image && (
        <Image
          src={publication.image}
          alt=""
          width={400}
          height={300}
          sizes="(min-width: 1120px) 400px, (min-width: 728px) 50vw, 100vw"
          className={styles.image}
        />
      )}
      <div className={styles.body}>
        {publication.for_vip && (
          <span className={styles.vip}>
            <Icon shape={WorkspacePremiumIcon} size={18} />
            {t('vip')}
          </span>
        )}
        <h3 id={titleId} className={cardKit.cardTitle}>
          <BidiText>{title}</BidiText>
        </h3>
        <dl className={cardKit.facts}>
          <div>
            <dt>{t('published')}</dt>
            <dd>
              <time dateTime={publication.date_start}>{publication.formattedDate}</time>
            </dd>
          </div>
          {publication.country_belongs && (
            <div>
              <dt>{t('country')}</dt>
              <dd>{pick(publication.country_belongs, 'name', locale)}</dd>
            </div>
          )}
        </dl>
        {publication.sectors.length > 0 && (
          <ul className={cardKit.chips} aria-label={t('sectors')}>
            {publication.sectors.map((sector) => (
              <li key={sector.id}>{pick(sector, 'name', locale)}</li>
            ))}
          </ul>
        )}
        <CleanedHtml html={pick(publication, 'TARIFF', locale)} className={styles.summary} />
        <div className={styles.actions}>
          {locked ? (
            <button
              type="button"
              className="button button-outlined"
              aria-haspopup="dialog"
              onClick={() => modals.open('vip')}
            >
              <Icon shape={WorkspacePremiumIcon} size={20} />
              {t('vipOnly')}
            </button>
          ) : (
            file && (
              <a
                href={file}
                download
                className="button button-primary"
                aria-label={t('downloadLabel', { title })}
              >
                <Icon shape={FileDownloadOutlinedIcon} size={20} />
                {t('download')}
              </a>
            )
          )}
        </div>
      </div>
    </article>
  );
}
