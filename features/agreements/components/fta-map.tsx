import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { FTA_COUNTRY_PATH } from '../constants';
import type { MapDrawing, MappedCountry } from '../map-geometry';

import styles from './fta-map.module.css';
import { MapViewport, type MapViewportLabels } from './map-viewport';

type Props = {
  drawing: MapDrawing;
  locale: Locale;
  describedBy: string;
  labels: MapViewportLabels & { newTab: string };
};

/** A coloured country: a link to its page in a new tab, named by the country (part 2). */
function CountryLink({
  country,
  locale,
  newTab,
}: {
  country: MappedCountry;
  locale: Locale;
  newTab: string;
}) {
  const name = locale === 'ar' ? country.name_ara || country.name_eng : country.name_eng;
  return (
    <a
      href={localePath(`${FTA_COUNTRY_PATH}/${country.id}`, locale)}
      target="_blank"
      rel="noopener"
      aria-label={`${name} (${newTab})`}
      className={styles.country}
      data-colour={country.colour}
      data-country={country.code}
      data-small={country.marker ? 'true' : undefined}
    >
      <title>{name}</title>
      {country.d && <path d={country.d} />}
      {country.marker && (
        <g
          transform={`translate(${country.marker.x} ${country.marker.y})`}
          className={styles.marker}
        >
          <circle className={styles.pulse} r={6} />
          <circle className={styles.dot} r={4} />
        </g>
      )}
    </a>
  );
}

// part 2 "Free trade agreements map", drawn on the server: every country grey, those with a
// visible agreement coloured and linked; the island around it only zooms and pans.
export function FtaMap({ drawing, locale, describedBy, labels }: Props) {
  return (
    <MapViewport
      width={drawing.width}
      height={drawing.height}
      describedBy={describedBy}
      labels={labels}
    >
      <g className={styles.land} aria-hidden="true">
        {drawing.land.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </g>
      <g>
        {drawing.countries
          .filter((country) => country.d)
          .map((country) => (
            <CountryLink
              key={country.id}
              country={country}
              locale={locale}
              newTab={labels.newTab}
            />
          ))}
      </g>
      {/* Small countries last, so their rings lie above their neighbours. */}
      <g>
        {drawing.countries
          .filter((country) => !country.d)
          .map((country) => (
            <CountryLink
              key={country.id}
              country={country}
              locale={locale}
              newTab={labels.newTab}
            />
          ))}
      </g>
    </MapViewport>
  );
}
