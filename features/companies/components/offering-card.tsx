import Image from 'next/image';
import { useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import { Icon } from '@/components/ui/icon';
import { EditOutlinedIcon } from '@/components/ui/icon-shapes';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { OfferingAnswer } from '../answer-schemas';
import { offeringEditPath } from '../offering-limits';
import type { OfferingKind } from '../offering-schemas';

import { DeleteOfferingButton } from './delete-offering-button';
import styles from './offering-card.module.css';
import { RecordStatus } from './record-status';

type Props = { kind: OfferingKind; offering: OfferingAnswer; locale: Locale };

// part 3 "My products and My services": image, name, gs1_code (products), hs_code (products, and
// services that name one: issue 37), sector and subsector, status; Edit and Delete. Rendered on the
// server; Delete is the one island.
export function OfferingCard({ kind, offering, locale }: Props) {
  const t = useTranslations('Offerings');
  const name = pick(offering, 'name', locale);
  const sector = offering.industry_belongs ? pick(offering.industry_belongs, 'name', locale) : '';
  const subsector = offering.sub_industry_belongs
    ? pick(offering.sub_industry_belongs, 'SUB_NAME', locale)
    : '';
  const gs1 = 'gs1_code' in offering ? offering.gs1_code : null;
  return (
    <article className={styles.card} data-testid="offering-card">
      {/* The name is the card's heading: the picture needs no text of its own. */}
      <Image
        src={offering.image}
        alt=""
        width={400}
        height={300}
        sizes="(min-width: 1260px) 300px, (min-width: 600px) 45vw, 100vw"
        loading="lazy"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={`h4 ${styles.name}`}>
          <BidiText>{name}</BidiText>
        </h3>
        <dl className={styles.facts}>
          {gs1 && (
            <div>
              <dt>{t('fields.gs1_code')}</dt>
              <dd>
                <BidiText latin>{gs1}</BidiText>
              </dd>
            </div>
          )}
          {offering.hs_code && (
            <div>
              <dt>{t('fields.hs_code')}</dt>
              <dd>
                <BidiText latin>{offering.hs_code}</BidiText>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('fields.industry')}</dt>
            <dd>{sector}</dd>
          </div>
          <div>
            <dt>{t('fields.sub_ind')}</dt>
            <dd>{subsector}</dd>
          </div>
        </dl>
        <RecordStatus code={offering.status_belongs.iid} note={offering.status_note} />
        <div className={styles.actions}>
          <Link href={offeringEditPath(kind, offering.id)} className="button button-outlined">
            <Icon shape={EditOutlinedIcon} size={20} />
            {t('edit')} <span className="visually-hidden">{name}</span>
          </Link>
          <DeleteOfferingButton
            kind={kind}
            id={offering.id}
            version={offering.version}
            name={name}
          />
        </div>
      </div>
    </article>
  );
}
