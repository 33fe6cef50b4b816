import 'server-only';
import { unstable_cache } from 'next/cache';

import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';

import { listOffices } from './list-offices';

// part 2 "Contact page": the offices list (GET contact-us), cached until the contact tag changes.
export const getOffices = unstable_cache(
  async () => listOffices(await getDb()),
  ['contact-offices'],
  { tags: [CACHE_TAGS.contact], revalidate: CONTENT_REVALIDATE_SECONDS },
);
