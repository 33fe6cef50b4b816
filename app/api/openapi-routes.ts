import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';

import { describeOpenData } from '@/features/open-data/server/openapi-note';
import { renderDocsPage } from '@/lib/api/docs-page';
import type { AppEnv } from '@/lib/api/types';

const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Jordan Exports portal API',
    version: '1.0.0',
    description:
      'The backend of the export-promotion portal: content, navigation, accounts and enquiries.',
  },
};

/**
 * GET /api/openapi.json and /api/docs: the document generated from every route `app` holds when
 * asked, with the open-data endpoints' licence, ETag and 304 (issue 39).
 */
export function serveOpenApi(app: OpenAPIHono<AppEnv>): void {
  const documentFor = (siteUrl: string) =>
    describeOpenData(app.getOpenAPI31Document(OPENAPI_CONFIG), siteUrl);
  app.get('/openapi.json', (c) => c.json(documentFor(c.get('services').auth.siteUrl)));
  app.get('/docs', (c) => c.html(renderDocsPage(documentFor(c.get('services').auth.siteUrl))));
}
