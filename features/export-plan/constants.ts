// Issue 59 "An export plan built from what the portal already knows": the plan's sections, adapted
// from great.gov.uk's "Make an export plan" to a Jordanian exporter, and their fields.

/** The plan's page in the member area (without locale). */
export const EXPORT_PLAN_PATH = '/export-plan';

export const PLAN_SECTIONS = [
  'business',
  'product',
  'markets',
  'access',
  'costs',
  'payment',
  'logistics',
  'buyers',
  'risks',
  'actions',
] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

/** Incoterms 2020, the ICC's eleven rules. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

export const PAYMENT_TERMS = [
  'advance',
  'letter_of_credit',
  'documentary_collection',
  'open_account',
] as const;

export const EXPORT_EXPERIENCE = ['not_yet', 'occasionally', 'regularly'] as const;
export const TRANSPORT_MODES = ['sea', 'air', 'road', 'rail'] as const;

/** A field's kind: long text, one line, a choice of `options`, a day, an amount in dinars. */
export type FieldKind = 'text' | 'line' | 'choice' | 'date' | 'amount';
export type PlanField = {
  name: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly string[];
};

const f = (name: string, kind: FieldKind, required = false, options?: readonly string[]) =>
  ({ name, kind, required, options }) satisfies PlanField;

/** Each section's fields; a section is complete when its required fields are filled. */
export const SECTION_FIELDS: Record<PlanSection, readonly PlanField[]> = {
  business: [
    f('summary', 'text', true),
    f('experience', 'choice', true, EXPORT_EXPERIENCE),
    f('objectives', 'text'),
  ],
  product: [f('product', 'line', true), f('hs_code', 'line', true), f('adaptation', 'text')],
  markets: [f('markets', 'text', true), f('reasons', 'text')],
  access: [f('origin', 'text', true), f('duties', 'text'), f('documents', 'text')],
  costs: [f('unit_cost', 'amount', true), f('export_price', 'amount', true), f('landed', 'text')],
  payment: [
    f('incoterm', 'choice', true, INCOTERMS),
    f('payment_terms', 'choice', true, PAYMENT_TERMS),
    f('notes', 'text'),
  ],
  logistics: [
    f('transport', 'choice', true, TRANSPORT_MODES),
    f('forwarder', 'line'),
    f('notes', 'text'),
  ],
  buyers: [f('buyers', 'text', true), f('screening', 'text')],
  risks: [f('risks', 'text', true), f('mitigation', 'text')],
  actions: [
    f('step1', 'line', true),
    f('due1', 'date', true),
    f('step2', 'line'),
    f('due2', 'date'),
    f('step3', 'line'),
    f('due3', 'date'),
  ],
};

export const TEXT_MAX = 2000;
export const LINE_MAX = 200;
/** Dinars, three decimals (the fils). */
export const AMOUNT_MAX = 100_000_000;
