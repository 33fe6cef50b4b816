import 'server-only';

// The tariff provider (issue 37, "market access for a product and a partner"): for an HS code and a
// partner country, the partner's general (MFN) duty and its preferential duty for goods of
// Jordanian origin, as the provider publishes them. TARIFF_PROVIDER chooses one; unset, the portal
// shows only the figures its staff entered.

/** One duty as the provider writes it. */
export type DutyFigure = {
  /** The duty as the provider writes it: "0.00 %", "12.00 % + 2.50 GBP / 100 kg". */
  text: string;
  /** The measure's name: "Third country duty", "Tariff preference". */
  measure: string;
  /** The preference's legal base, or the geographical area it is given to, when the answer says. */
  agreement?: string;
};

export type TariffDuties = {
  /** The partner (importing) country, ISO 3166 alpha-2. */
  partner: string;
  /** The code the provider answered for (a 10-digit commodity chosen under the HS code asked). */
  code: string;
  /** The duty on goods of any origin (MFN), or null when the answer has none. */
  mfn: DutyFigure | null;
  /** The duty on goods of Jordanian origin under a preference, or null when there is none. */
  preferential: DutyFigure | null;
  source: { name_en: string; name_ar: string; url: string };
  /** When the provider gave this answer (ISO 8601); a cached answer keeps its time. */
  retrievedAt: string;
};

export interface TariffProvider {
  /** The partner countries (ISO alpha-2) whose tariff this provider publishes. */
  readonly partners: readonly string[];
  /** The duties of `hs` in `partner`'s tariff; null when it does not cover the partner or code. */
  duties(hs: string, partner: string): Promise<TariffDuties | null>;
}

export type TariffProviderFailure = 'timeout' | 'network' | 'status' | 'answer';

/** The provider could not answer: why, the address asked, and its status when it answered. */
export class TariffProviderError extends Error {
  constructor(
    readonly reason: TariffProviderFailure,
    readonly address: string,
    readonly status?: number,
  ) {
    super(`tariff provider ${reason}${status ? ` ${status}` : ''}: ${address}`);
  }
}
