// Market access for a product and a partner (issue 37): the partner's general (MFN) duty and
// Jordan's preferential duty, from a tariff provider when TARIFF_PROVIDER is set, and the rules of
// origin of Jordan's agreements as staff entered them.

/** How long a visitor waits before asking again when the tariff provider is away (Retry-After). */
export const TARIFF_RETRY_SECONDS = 60;

/**
 * How long the provider's "no such code" answer is kept: a code the provider does not know yet may
 * be added at its next update, so it is asked again sooner than a known code (TARIFF_CACHE_SECONDS).
 */
export const TARIFF_NOT_FOUND_CACHE_SECONDS = 600;

/** The public page (`/market-access/{hs}/{country}`) and its entry page with the code box. */
export const MARKET_ACCESS_PATH = '/market-access';
export const marketAccessPath = (code: string, country: string) =>
  `${MARKET_ACCESS_PATH}/${code}/${country}`;

/** How a general rule of origin measures the work done in Jordan. */
export const VALUE_KINDS = [
  'value_added',
  'regional_value_content',
  'max_non_originating',
] as const;
/** The change of tariff classification a rule asks for, or none, or a substantial transformation. */
export const TARIFF_SHIFTS = [
  'none',
  'substantial_transformation',
  'chapter',
  'heading',
  'subheading',
] as const;
/** The proofs of origin an agreement accepts; `importer_claim`: no certificate, the importer claims. */
export const ORIGIN_PROOFS = [
  'eur1',
  'eur_med',
  'certificate_of_origin',
  'statement_on_origin',
  'importer_claim',
] as const;

/** The longest text of a rule (cumulation, notes), a source's name and a duty as written. */
export const RULE_TEXT_MAX = 4000;
export const SOURCE_NAME_MAX = 300;
export const DUTY_TEXT_MAX = 200;
/** The most partners a cumulation may name (the pan-Euro-Mediterranean zone is about 40). */
export const CUMULATION_PARTNERS_MAX = 80;

/** The rules-of-origin self-assessment of a product under one agreement with the partner. */
export const assessmentPath = (code: string, country: string, agreementId: number) =>
  `${marketAccessPath(code, country)}/assessment?agreement=${agreementId}`;

/** The member's saved self-assessments (`/profile/origin-assessments`). */
export const SAVED_ASSESSMENTS_PATH = '/profile/origin-assessments';
/**
 * The most self-assessments a member keeps (docs/decisions/market-access.md, "Saved self-assessments"): enough
 * for every product under every agreement a small exporter ships under, small enough to read as
 * one list without pages; past it, a save is refused until one is deleted.
 */
export const SAVED_ASSESSMENTS_MAX = 50;
