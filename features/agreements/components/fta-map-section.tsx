import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { FTA_COUNTRY_PATH } from '../constants';
import type { MapDrawing } from '../map-geometry';
import type { Agreement } from '../schemas';

import { FtaMap } from './fta-map';
import styles from './fta-map-section.module.css';

type Props = { drawing: MapDrawing; agreements: Agreement[]; locale: Locale };

const HELP_ID = 'fta-map-help';

// part 2 "Free trade agreements map" (issue 27): the map with its legend in words, and beside it
// the same agreements as a list of links (a map alone is not accessible), each country opening its
// page in a new tab. In Arabic the list and the buttons mirror; the map does not.
export async function FtaMapSection({ drawing, agreements, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Agreements' });
  const mapped = new Set(drawing.countries.map((country) => country.id));
  return (
    <section className={styles.section} aria-labelledby="fta-map-heading">
      <h2 id="fta-map-heading" className={styles.heading}>
        {t('map.title')}
      </h2>
      <p id={HELP_ID} className={styles.help}>
        {t('map.help')}
      </p>
      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          <FtaMap
            drawing={drawing}
            locale={locale}
            describedBy={HELP_ID}
            labels={{
              region: t('map.region'),
              zoomIn: t('map.zoomIn'),
              zoomOut: t('map.zoomOut'),
              reset: t('map.reset'),
              level: t.raw('map.level') as string,
              newTab: t('newTab'),
            }}
          />
          <ul className={styles.legend} aria-label={t('map.legend.label')}>
            <li>
              <span className={styles.swatch} data-colour="agreement" aria-hidden="true" />
              {t('map.legend.agreement')}
            </li>
            <li>
              <span className={styles.swatch} data-colour="us" aria-hidden="true" />
              {t('map.legend.us')}
            </li>
            <li>
              <span className={styles.swatch} data-colour="ca" aria-hidden="true" />
              {t('map.legend.ca')}
            </li>
            <li>
              <span className={styles.ring} aria-hidden="true" />
              {t('map.legend.small')}
            </li>
            <li>
              <span className={styles.swatch} data-colour="none" aria-hidden="true" />
              {t('map.legend.none')}
            </li>
          </ul>
        </div>
        <nav className={styles.list} aria-labelledby="fta-list-heading" data-testid="fta-list">
          <h3 id="fta-list-heading" className={styles.listHeading}>
            {t('map.listTitle')}
          </h3>
          {agreements.map((agreement) => {
            const partners = agreement.partners.filter((partner) => mapped.has(partner.id));
            if (partners.length === 0) return null;
            return (
              <div key={agreement.id} className={styles.group}>
                <h4 className={styles.groupTitle}>{pick(agreement, 'title', locale)}</h4>
                {agreement.in_force_on && (
                  <p className={styles.since}>
                    {t('inForceSince', { date: formatDate(agreement.in_force_on, locale) })}
                  </p>
                )}
                <ul className={styles.countries}>
                  {partners
                    .map((partner) => ({ ...partner, name: pick(partner, 'title', locale) }))
                    .sort((a, b) => a.name.localeCompare(b.name, locale))
                    .map((partner) => (
                      <li key={partner.id}>
                        <a
                          href={localePath(`${FTA_COUNTRY_PATH}/${partner.id}`, locale)}
                          target="_blank"
                          rel="noopener"
                          data-country={partner.country_code}
                        >
                          {partner.name}
                          <span className="visually-hidden"> ({t('newTab')})</span>
                        </a>
                      </li>
                    ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>
    </section>
  );
}
