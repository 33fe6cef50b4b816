// Market access for a product and a partner (issue 37): the partner's general (MFN) duty and
// Jordan's preferential duty, from a tariff provider when TARIFF_PROVIDER is set.

/** How long a visitor waits before asking again when the tariff provider is away (Retry-After). */
export const TARIFF_RETRY_SECONDS = 60;

/**
 * How long the provider's "no such code" answer is kept: a code the provider does not know yet may
 * be added at its next update, so it is asked again sooner than a known code (TARIFF_CACHE_SECONDS).
 */
export const TARIFF_NOT_FOUND_CACHE_SECONDS = 600;
