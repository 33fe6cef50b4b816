import type { NewNewsItem } from '@/lib/db/schema';

import { newsPart1 } from './news-part-1';
import { newsPart2 } from './news-part-2';
import { newsPart3 } from './news-part-3';

// Twelve news items (ids 1–12) dated January–November 2026. Id 11 holds deliberate stored XSS
// attempts for the sanitiser test; id 12 is an unpublished draft (status 0).
export const newsSeed: NewNewsItem[] = [...newsPart1, ...newsPart2, ...newsPart3];
