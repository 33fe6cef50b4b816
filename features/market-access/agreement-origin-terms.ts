import { CA_TERMS, SG_TERMS } from './fta-origin-terms';
import type { OriginScheme, OriginTerm } from './origin-terms-schemas';
import { EFTA_PEM_TERMS, EU_PEM_TERMS } from './pem-origin-terms';
import type { AppliedRule } from './schemas';
import { isTextileChapter } from './us-fta-terms';

// Issue 57: the origin terms of the EU, EFTA, Singapore and Canada agreements go on the general
// rule answered for them, with the scheme the self-assessment reads them by. The agreements are
// the seed's (lib/db/seed/agreements/trade-agreements.ts: 3 EU, 4 EFTA, 5 Singapore, 8 Canada),
// whose ids every database shares; a rule staff entered keeps its figures, the terms are added.

type AgreementTerms = { scheme: OriginScheme; terms: OriginTerm[] };

export const AGREEMENT_ORIGIN_TERMS: Readonly<Record<number, AgreementTerms>> = {
  3: { scheme: 'pem_revised', terms: EU_PEM_TERMS },
  4: { scheme: 'pem_efta', terms: EFTA_PEM_TERMS },
  5: { scheme: 'sg_fta', terms: SG_TERMS },
  8: { scheme: 'ca_fta', terms: CA_TERMS },
};

/** The general rule with its agreement's origin terms; any other rule, or agreement, as it is. */
export function withAgreementTerms(
  rule: AppliedRule | null,
  agreementId: number,
  code: string,
): AppliedRule | null {
  const terms = AGREEMENT_ORIGIN_TERMS[agreementId];
  if (rule?.kind !== 'general' || !terms) return rule;
  // Singapore's textile and apparel goods follow Article 3.3's process rules, not the 35 %.
  const scheme =
    terms.scheme === 'sg_fta' && isTextileChapter(code) ? 'sg_fta_textile' : terms.scheme;
  return { ...rule, scheme, origin_terms: terms.terms };
}
