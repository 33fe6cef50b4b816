import { z } from 'zod';

// part 1 §3 "Guide content record": string fields, step_1 … step_7 with names and files.
export const guideSchema = z.record(z.string(), z.union([z.string(), z.number()]));
