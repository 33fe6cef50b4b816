// "Not sure? Ask the agency" (issue 55, item 5): the HS finder's results link to the contact
// page's enquiry form with what was typed and the candidate codes in the address; the form opens
// with a classification question filled in from them. The form's page loads zod only when the form
// is first validated, so the address is checked here by hand: a text and codes the finder could
// have given, or nothing.

/** The address's keys. */
export const CLASSIFICATION_KEYS = { q: 'hs_q', codes: 'hs_codes' } as const;
/** The candidate codes carried at most. */
export const CLASSIFICATION_CODES_MAX = 5;
/** The longest text carried (the finder's own limit). */
const Q_MAX = 200;
const CODE = /^\d{2,10}$/;

export type ClassificationQuestion = { q: string; codes: string[] };

/** The finder's question in an address's query string; null when it holds none or a bad one. */
export function classificationQuestionOf(search: string): ClassificationQuestion | null {
  const params = new URLSearchParams(search);
  const q = params.get(CLASSIFICATION_KEYS.q)?.trim() ?? '';
  if (q === '' || q.length > Q_MAX) return null;
  const codes = (params.get(CLASSIFICATION_KEYS.codes) ?? '').split(',').filter(Boolean);
  if (codes.length > CLASSIFICATION_CODES_MAX || !codes.every((code) => CODE.test(code)))
    return null;
  return { q, codes };
}

/** The query string that carries the question (the codes in the finder's order). */
export function classificationSearch(q: string, codes: readonly string[]): string {
  return new URLSearchParams({
    [CLASSIFICATION_KEYS.q]: q.trim().slice(0, Q_MAX),
    [CLASSIFICATION_KEYS.codes]: codes.slice(0, CLASSIFICATION_CODES_MAX).join(','),
  }).toString();
}
