import { z } from 'zod';

// How the API answers a code of an older HS edition (issue 45): with one 2022 successor, the
// answer is the successor's and says what was asked (`requested`); with several, a 200 naming
// them (`hsSuccessorsAnswerSchema`), never a 422.

/** Who the successors come from, cited wherever they are shown. */
export const HS_CORRELATION_SOURCE = 'United Nations Statistics Division, HS correlation tables';

export const hsEditionSchema = z
  .union([z.literal(2017), z.literal(2012)])
  .describe('The older HS edition the code was found in (2017 first, then 2012)');

/** An older code the answer stands for: its only 2022 successor is the answer's code. */
export const hsRequestedSchema = z
  .object({ code: z.string(), edition: hsEditionSchema })
  .describe(
    'Present when the code asked is a subheading of an older HS edition whose only 2022 ' +
      'successor is the answer’s code (United Nations Statistics Division, HS correlation tables)',
  );

export const hsSuccessorSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  /** Its own Arabic name or, without one, its heading's (`name_ar_of_heading`). */
  name_ar: z.string(),
  name_ar_of_heading: z.boolean(),
});

/** The answer for an older code that became several 2022 codes: choose one and ask again. */
export const hsSuccessorsAnswerSchema = z
  .object({
    edition: hsEditionSchema,
    code: z.string().describe('The older code asked, as 6 digits'),
    successors: z.array(hsSuccessorSchema).describe('Its 2022 successors, by code'),
    source: z.literal(HS_CORRELATION_SOURCE),
  })
  .describe(
    'The code asked is a subheading of an older HS edition that became several 2022 codes: ' +
      'choose one of them and ask again',
  );
export type HsSuccessorsAnswer = z.infer<typeof hsSuccessorsAnswerSchema>;
