import { feedAnswer } from '@/features/open-data/server/feed-answer';

// /feeds/{name}.atom and /ar/feeds/{name}.atom (issue 39): a collection's Atom feed
// (features/open-data). The proxy routes both here (its matcher names /feeds and /ar/feeds, which
// carry a dot); rendered per request from cached reads.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string; feed: string }> };

export async function GET(request: Request, { params }: Params): Promise<Response> {
  return feedAnswer(request, await params);
}
