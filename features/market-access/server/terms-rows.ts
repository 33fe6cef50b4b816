import 'server-only';

import { agreementOriginRules, tradeAgreements } from '@/lib/db/schema';
import { fieldsOf } from '@/lib/db/table-schemas';

import { sourceOf } from '../applicable-terms';
import { type GeneralOriginRule, generalOriginRuleSchema } from '../schemas';

// Issue 37: the stored terms as the public reads and the console's read them.

/** An agreement's legal status, its note and its source (the columns under the API's names). */
export const LEGAL_STATUS_COLUMNS = {
  legal_status: tradeAgreements.legal_status,
  note_en: tradeAgreements.legal_status_note_eng,
  note_ar: tradeAgreements.legal_status_note_ara,
  source_name_en: tradeAgreements.legal_status_source_eng,
  source_name_ar: tradeAgreements.legal_status_source_ara,
  source_url: tradeAgreements.legal_status_source_url,
  source_date: tradeAgreements.legal_status_source_date,
  checked_on: tradeAgreements.legal_status_checked_on,
  review_by: tradeAgreements.legal_status_review_by,
};

/** A stored general rule of origin as the API answers it. */
const ruleFields = generalOriginRuleSchema.omit({ source: true });
export const originRuleOf = (row: typeof agreementOriginRules.$inferSelect): GeneralOriginRule => ({
  ...fieldsOf(ruleFields, row),
  source: sourceOf(row),
});
