import type { experts, poolExperts, pools } from '@/lib/db/schema';

// The pool of experts (SAMPLE DATA: invented people), bilingual; filled by issue 14.
export const expertsSeed: (typeof experts.$inferInsert)[] = [];
export const poolsSeed: (typeof pools.$inferInsert)[] = [];
export const poolExpertsSeed: (typeof poolExperts.$inferInsert)[] = [];
