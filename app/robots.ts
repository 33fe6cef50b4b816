import type { MetadataRoute } from 'next';

import { buildRobots } from '@/lib/seo/robots';

// SITE_URL is read when the file is requested, not frozen by `next build`.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return buildRobots();
}
