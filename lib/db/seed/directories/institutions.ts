import type { exportModes, exportTypes, institutions } from '@/lib/db/schema';

// Export trade support institutions of Jordan (public facts), bilingual; filled by issue 14.
export const exportTypesSeed: (typeof exportTypes.$inferInsert)[] = [];
export const exportModesSeed: (typeof exportModes.$inferInsert)[] = [];
export const institutionsSeed: (typeof institutions.$inferInsert)[] = [];
