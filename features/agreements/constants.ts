// part 2 "Free trade agreements map" and §9, part 3 §5 and "Client processing"; the choices the
// specification leaves open are in docs/decisions/credentials-and-agreements.md ("Credentials and free trade agreements").

/** The map (part 1 §2.1 site list; page 810's entry leads here). */
export const FTA_MAP_PATH = '/fta-map';
/** A partner country's page: `${FTA_COUNTRY_PATH}/{id}` (part 1 §2.1). */
export const FTA_COUNTRY_PATH = '/fta-country-agreement';
/** The agreements list with its title search (part 1 §2.1, part 3 "Global search": trade). */
export const AGREEMENTS_PATH = '/free-trade-agreements';

/** part 2 §9: zoom from 1 to 20 in steps of 0.5. */
export const MAP_ZOOM = { min: 1, max: 20, step: 0.5 } as const;
/** part 2: these countries are highlighted and pulse, whatever their size on the map. */
export const SMALL_COUNTRIES = [
  'SG', 'MT', 'BH', 'MU', 'CY', 'LU', 'AD', 'MC', 'LI', 'SM', 'VA',
] as const; // prettier-ignore
/** part 2 §9: a shape whose bounding area is under this is small (and highlighted) too. */
export const SMALL_SHAPE_AREA = 100;

/** part 3 "Client processing": only agreements with status 1 are shown. */
export const VISIBLE_AGREEMENT_STATUS = 1;
/** The statuses an editor chooses from: shown, or hidden (suspended, ended, a draft). */
export const AGREEMENT_STATUSES = [1, 0] as const;
/**
 * Where an agreement stands in law (issue 37, market access), apart from whether it is shown:
 * the Jordan–Turkey FTA is suspended and hidden, and its market access says so.
 */
export const LEGAL_STATUSES = ['in_force', 'signed', 'suspended', 'terminated'] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];
/** part 3 §9: a search text is at most 200 characters. */
export const AGREEMENT_SEARCH_MAX = 200;
/** The longest title of an agreement or a country page. */
export const AGREEMENT_TITLE_MAX = 300;
/** The longest rich content of a country page (HTML), in each language: both fit the API's 100 KB body. */
export const COUNTRY_CONTENT_MAX = 20_000;
/** The most agreements one country page may name. */
export const COUNTRY_AGREEMENTS_MAX = 20;
/** The banner picture a country page shows when it names none. */
export const DEFAULT_COUNTRY_IMAGE = '/images/banners/agreements.svg';
