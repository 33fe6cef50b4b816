import cardKit from '@/components/directory/card.module.css';
import { BidiText } from '@/components/ui/bidi-text';
import { Icon } from '@/components/ui/icon';
import {
  EmailOutlinedIcon,
  HomeIcon,
  LanguageIcon,
  OpenInNewIcon,
  PhoneOutlinedIcon,
} from '@/components/ui/icon-shapes';
import { webHref } from '@/features/companies/web-address';
import type { Locale } from '@/lib/i18n/routing';

import { serviceLines } from '../institution-list';
import type { Institution } from '../schemas';

import styles from './institution-card.module.css';

export type CardLabels = {
  types: string;
  mode: string;
  gov: string;
  services: string;
  contacts: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  newTab: string;
};

type Props = { institution: Institution; locale: Locale; labels: CardLabels; headingLevel: 3 | 4 };

/** One institution: its name, types as chips, mode and governorate, services, contacts, website. */
export function InstitutionCard({ institution, locale, labels, headingLevel }: Props) {
  const ar = locale === 'ar';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const description = ar ? institution.description_ara : institution.description_eng;
  const services = serviceLines(ar ? institution.services_ara : institution.services_eng);
  const address = ar ? institution.address_ara : institution.address_eng;
  const website = webHref(institution.website);
  const hasContacts = address || institution.phone || institution.email || website;
  return (
    <article className={cardKit.card} data-testid="institution-card">
      <Heading className={cardKit.cardTitle}>
        {ar ? institution.name_ara : institution.name}
      </Heading>
      <ul className={cardKit.chips} aria-label={labels.types}>
        {institution.types.map((type) => (
          <li key={type.id}>{ar ? type.type_ara : type.type_eng}</li>
        ))}
      </ul>
      <dl className={cardKit.facts}>
        <div>
          <dt>{labels.mode}</dt>
          <dd>{ar ? institution.mode_ara : institution.mode_eng}</dd>
        </div>
        <div>
          <dt>{labels.gov}</dt>
          <dd>{ar ? institution.gov_name_ara : institution.gov_name}</dd>
        </div>
      </dl>
      {description && <p className={styles.description}>{description}</p>}
      {services.length > 0 && (
        <div>
          <p className={styles.sectionTitle}>{labels.services}</p>
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
      )}
      {hasContacts && (
        <ul className={styles.contacts} aria-label={labels.contacts}>
          {address && (
            <li>
              <Icon shape={HomeIcon} size={20} />
              <span className="visually-hidden">{labels.address}: </span>
              {address}
            </li>
          )}
          {institution.phone && (
            <li>
              <Icon shape={PhoneOutlinedIcon} size={20} />
              <a href={`tel:${institution.phone.replace(/[^\d+]/g, '')}`}>
                <span className="visually-hidden">{labels.phone}: </span>
                <BidiText latin>{institution.phone}</BidiText>
              </a>
            </li>
          )}
          {institution.email && (
            <li>
              <Icon shape={EmailOutlinedIcon} size={20} />
              <a href={`mailto:${institution.email}`}>
                <span className="visually-hidden">{labels.email}: </span>
                <BidiText latin>{institution.email}</BidiText>
              </a>
            </li>
          )}
          {website && (
            <li>
              <Icon shape={LanguageIcon} size={20} />
              <a href={website} target="_blank" rel="noopener noreferrer">
                <span className="visually-hidden">{labels.website}: </span>
                <BidiText latin>
                  {institution.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                </BidiText>
                <Icon shape={OpenInNewIcon} size={16} />
                <span className="visually-hidden"> ({labels.newTab})</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
