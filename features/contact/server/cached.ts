import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { listOffices } from './list-offices';

// part 2 "Contact page": the offices list (GET contact-us), cached until the contact tag changes.
export const getOffices = cachedQuery('contact-offices', CACHE_TAGS.contact, listOffices);
