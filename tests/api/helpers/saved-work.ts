import { originAssessments } from '@/lib/db/schema';

import type { TestApi } from './test-api';

// A member's saved work as the landed cost's and the export plan's API tests need it (issues 58
// and 59): T-shirts (6109.10) to Saudi Arabia and the United States, and a self-assessment under the
// US agreement that says they likely qualify.

/** A landed cost's inputs: 1,000 JOD CIF with freight and insurance, to Saudi Arabia and the US. */
export const SHIRTS_TO_SA_AND_US = {
  hs: '6109.10',
  country: 'SA,US',
  value: '1000',
  incoterm: 'CIF',
  freight: '80',
  insurance: '5',
};

/** Stores the member's self-assessment: T-shirts to the US likely qualify (a change of chapter). */
export async function saveLikelyQualifying(api: TestApi, userId: number) {
  await api.db.insert(originAssessments).values({
    user_id: userId,
    hs_code: '6109',
    country_code: 'US',
    agreement_id: 2,
    answers: {
      non_originating_percent: 10,
      cumulation_percent: 0,
      cumulation_countries: [],
      classification_change: 'chapter',
    },
    outcome: 'likely_qualifies',
    reasons: [],
  });
}
