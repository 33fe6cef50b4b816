// Issue 47, the staff hold: the decisions on a screening hit and their reason's length, shared by
// the console's dialog (in the browser) and the API's schema.

export const HIT_DECISIONS = ['clear', 'confirm'] as const;
export type HitDecision = (typeof HIT_DECISIONS)[number];

/** A decision's reason: a sentence or a paragraph. */
export const HIT_REASON_MAX = 2000;
