import { z } from 'zod';

import { optionalText } from '@/lib/validation/content-fields';
import { versionField, versionSchema } from '@/lib/validation/version';

import { landedCostAnswerSchema } from './answer-schema';
import { landedCostQuerySchema } from './query-schema';

// A member's saved landed costs (issue 58): what POST, GET, PATCH and DELETE /api/landed-costs
// read and answer, and the member's list shows.

export const SAVED_LABEL_MAX = 120;

/** A save: the form's inputs (the server computes the answer again) and an optional label. */
export const saveLandedCostSchema = z.object({
  inputs: landedCostQuerySchema,
  label: optionalText(SAVED_LABEL_MAX).default(''),
});

/** A new label, with the version the member started from. */
export const renameLandedCostSchema = z.object({
  label: optionalText(SAVED_LABEL_MAX),
  version: versionField.optional(),
});

export const savedLandedCostSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  hs: z.string(),
  countries: z.array(z.string()),
  /** The query as the server read it (the page re-opens it as a link). */
  inputs: z.record(z.string(), z.unknown()),
  /** The answer as the portal gave it on the day. */
  answer: landedCostAnswerSchema,
  version: versionSchema,
  saved_at: z.string(),
});
export type SavedLandedCost = z.infer<typeof savedLandedCostSchema>;

export const savedLandedCostListSchema = z.object({ data: z.array(savedLandedCostSchema) });
