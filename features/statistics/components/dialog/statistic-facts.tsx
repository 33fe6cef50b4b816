'use client';

import { useLocale, useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { isLocale } from '@/lib/i18n/routing';

import { localizedDigits } from '../../localized-digits';
import type { Place, StatisticItem } from '../../schemas';

import styles from './statistic-dialog.module.css';

/** A place or an industry with its parents, from the widest: "World › Asia › India". */
const chainOf = (place: Place) =>
  [...place.parents]
    .reverse()
    .map((parent) => parent.name)
    .concat(place.name);

function Chains({ places }: { places: Place[] }) {
  return (
    <ul className={styles.chains}>
      {places.map((place) => (
        <li key={place.id}>
          {chainOf(place).map((name, index) => (
            <span key={index}>
              {index > 0 && <span aria-hidden="true"> › </span>}
              <BidiText>{name}</BidiText>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** part 2 §3: the statistic's date, survey period, publishers, places, industries and HS codes. */
export function StatisticFacts({ item }: { item: StatisticItem }) {
  const t = useTranslations('Statistics.dialog');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const separator = locale === 'ar' ? '، ' : ', ';
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('date')}</dt>
        <dd>
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
        </dd>
      </div>
      {item.survey_period && (
        <div>
          <dt>{t('period')}</dt>
          <dd>{localizedDigits(item.survey_period, locale)}</dd>
        </div>
      )}
      {item.publishers.length > 0 && (
        <div>
          <dt>{t('publisher')}</dt>
          <dd>
            {item.publishers.map((publisher, index) => (
              <span key={index}>
                {index > 0 && separator}
                <BidiText>{publisher.title}</BidiText>
              </span>
            ))}
          </dd>
        </div>
      )}
      {item.geolocations.length > 0 && (
        <div>
          <dt>{t('geolocations')}</dt>
          <dd>
            <Chains places={item.geolocations} />
          </dd>
        </div>
      )}
      {item.industries.length > 0 && (
        <div>
          <dt>{t('industries')}</dt>
          <dd>
            <Chains places={item.industries} />
          </dd>
        </div>
      )}
      {item.hs_codes.length > 0 && (
        <div>
          <dt>{t('hsCodes')}</dt>
          <dd>
            {item.hs_codes.map((code, index) => (
              <span key={code}>
                {index > 0 && separator}
                <BidiText latin>{code}</BidiText>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
