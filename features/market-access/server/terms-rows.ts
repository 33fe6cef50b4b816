import 'server-only';

import { agreementOriginRules, tradeAgreements } from '@/lib/db/schema';

import { sourceOf } from '../applicable-terms';
import type { GeneralOriginRule } from '../schemas';

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
};

/** A stored general rule of origin as the API answers it. */
export const originRuleOf = (row: typeof agreementOriginRules.$inferSelect): GeneralOriginRule => ({
  agreement_id: row.agreement_id,
  value_kind: row.value_kind,
  value_percent: row.value_percent,
  tariff_shift: row.tariff_shift,
  cumulation_en: row.cumulation_en,
  cumulation_ar: row.cumulation_ar,
  cumulation_partners: row.cumulation_partners,
  proofs: row.proofs,
  notes_en: row.notes_en,
  notes_ar: row.notes_ar,
  source: sourceOf(row),
  version: row.version,
});
