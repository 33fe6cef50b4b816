import { catalogAnswer } from '@/features/open-data/server/catalog-answer';

// /data.json (issue 39): the open data's catalogue (features/open-data). Rendered per request
// from cached reads, so SITE_URL is read where it runs.
export const dynamic = 'force-dynamic';

export const GET = (request: Request): Promise<Response> => catalogAnswer(request);
