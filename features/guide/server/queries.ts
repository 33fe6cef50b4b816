import 'server-only';
import { asc } from 'drizzle-orm';

import { guide } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

export const listGuide = (db: Db) => db.select().from(guide).orderBy(asc(guide.id)).limit(1);
