import { z } from 'zod';

// part 1 §3 "Guide content record": string fields, step_1 … step_7 with names and files.
export const guideSchema = z.record(z.string(), z.union([z.string(), z.number()]));

// part 1 §2.6: the seven steps in the diagram's order.
export const GUIDE_STEPS = [
  'readiness',
  'market',
  'developing',
  'financing',
  'freight',
  'visiting',
  'legal',
] as const;
export type GuideStepKey = (typeof GUIDE_STEPS)[number];
