import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';

import { accountRoutes } from '@/features/account/server/routes';
import { agreementRoutes } from '@/features/agreements/server/routes';
import { ALERT_UNSUBSCRIBE_API_PATH } from '@/features/alerts/constants';
import { noteAlertItems } from '@/features/alerts/server/note-alert-items';
import { alertRoutes } from '@/features/alerts/server/routes';
import { approvalRoutes } from '@/features/approvals/server/routes';
import { authRoutes } from '@/features/auth/server/routes';
import { buyerMessageRoutes } from '@/features/buyer-messages/server/routes';
import { buyerRoutes } from '@/features/buyers/server/routes';
import { companyRoutes } from '@/features/companies/server/routes';
import { contactRoutes } from '@/features/contact/server/routes';
import { staffContactRoutes } from '@/features/contact/server/staff-routes';
import { navigationRoutes } from '@/features/content/server/routes';
import { staffMenuPageRoutes } from '@/features/content/server/staff-page-routes';
import { staffMenuRoutes } from '@/features/content/server/staff-routes';
import { contentImageRoutes } from '@/features/content-tools/server/content-image-routes';
import { previewRoutes } from '@/features/content-tools/server/preview-routes';
import { credentialRoutes } from '@/features/credentials/server/routes';
import { enquiryRoutes } from '@/features/enquiries/server/routes';
import { staffEnquiryPageRoutes } from '@/features/enquiries/server/staff-page-routes';
import { enquiryStaffRoutes } from '@/features/enquiries/server/staff-routes';
import { eventRoutes } from '@/features/events/server/routes';
import { expertRoutes } from '@/features/experts/server/routes';
import { faqRoutes } from '@/features/faq/server/routes';
import { staffFaqFileRoutes } from '@/features/faq/server/staff-file-routes';
import { staffFaqRoutes } from '@/features/faq/server/staff-routes';
import { guideFileRule } from '@/features/guide/server/file-access';
import { guideRoutes } from '@/features/guide/server/routes';
import { staffGuideFileRoutes } from '@/features/guide/server/staff-file-routes';
import { staffGuideRoutes } from '@/features/guide/server/staff-routes';
import { homeRoutes } from '@/features/home/server/routes';
import { consultationStaffRoutes } from '@/features/home/server/staff-consultation-routes';
import { staffHomeContentRoutes } from '@/features/home/server/staff-home-content-routes';
import { refreshOfferingSynonyms } from '@/features/hs-codes/server/offering-synonyms';
import { hsCodeRoutes } from '@/features/hs-codes/server/routes';
import { institutionRoutes } from '@/features/institutions/server/routes';
import { lookupRoutes } from '@/features/lookups/server/routes';
import { marketAccessRoutes } from '@/features/market-access/server/routes';
import { membersRoutes } from '@/features/members/server/routes';
import { newsRoutes } from '@/features/news/server/routes';
import { newsStaffRoutes } from '@/features/news/server/staff-routes';
import { publicationFileRule } from '@/features/publications/server/file-access';
import { publicationRoutes } from '@/features/publications/server/routes';
import { searchRoutes } from '@/features/search/server/routes';
import { searchIndexHook } from '@/features/search/server/search-hook';
import { sponsorRoutes } from '@/features/sponsors/server/routes';
import { staffSponsorRoutes } from '@/features/sponsors/server/staff-routes';
import { staffAuthRoutes } from '@/features/staff-auth/server/routes';
import { statisticRoutes } from '@/features/statistics/server/routes';
import { tradeBarrierRoutes } from '@/features/trade-barriers/server/routes';
import { tradeFlowRoutes } from '@/features/trade-flows/server/routes';
import { tradeLeadRoutes } from '@/features/trade-leads/server/routes';
import { conditionalGet } from '@/lib/api/conditional-get';
import { renderDocsPage } from '@/lib/api/docs-page';
import { ApiError, notFound } from '@/lib/api/errors';
import { gatedFileRoutes } from '@/lib/api/gated-file-routes';
import { handleError } from '@/lib/api/handle-errors';
import { guardInput } from '@/lib/api/input-guard';
import { describeOpenData } from '@/lib/api/open-data-docs';
import { readyRoutes } from '@/lib/api/ready-routes';
import { noStoreForSessions, refuseCrossSiteWrites } from '@/lib/api/request-guards';
import { createRouter } from '@/lib/api/router';
import { STAFF_API_PATTERN, staffGuard } from '@/lib/api/staff-guard';
import { localeOfRequest } from '@/lib/api/translate';
import type { ApiDeps, AppEnv } from '@/lib/api/types';
import type { SearchIndexHook } from '@/lib/search/index-hook';
import { securityRoutes } from '@/lib/security/csp-report-routes';

import {
  OPEN_DATA_API_ROUTES,
  OPEN_DATA_DOCUMENT_PATHS,
  openDataLicenceLink,
  openDataNote,
} from './open-data-api';

export const JSON_BODY_LIMIT_BYTES = 100 * 1024;
// Uploads are checked per file by their route (the avatar 2 MB, company files 9 MB each); the whole
// body is cut off as it streams in past this size, before anything is stored.
export const UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
// A company form carries a logo, a profile PDF and up to 10 certificates.
export const COMPANY_BODY_LIMIT_BYTES = 60 * 1024 * 1024;
// Only the routes that take files get a larger limit; any other body, multipart or not, 100 KB.
const UPLOAD_ROUTES = [
  /^\/api\/edit-profile\/[^/]+$/,
  /^\/api\/(products|services)$/,
  /^\/api\/edit-(products|services)\/[^/]+$/,
  // A picture for rich-text content (issue 29).
  /^\/api\/staff\/content-images$/,
  // A FAQ's or the export guide's PDF, one per request (issue 29).
  /^\/api\/staff\/faqs\/[^/]+\/file\/[^/]+$/,
  /^\/api\/staff\/guide\/files\/[^/]+$/,
  // An agreement's headings' terms as a CSV file of up to 1 MB, checked by its route (issue 37).
  /^\/api\/staff\/agreements\/[^/]+\/headings-csv$/,
];
const COMPANY_ROUTES = [/^\/api\/international-buyers(-update)?$/];
// A publication's form carries a cover and two PDFs of at most 9 MB each (issue 26).
export const PUBLICATION_BODY_LIMIT_BYTES = 30 * 1024 * 1024;
const PUBLICATION_ROUTES = [/^\/api\/staff\/publications(\/[^/]+)?$/];

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
 * The write path's hook (issues 28, 37 and 39): the records a change names get their search
 * documents and, for products, services and companies, the HS finder's synonyms of their names;
 * those of the alerts' content types that became public are noted for the digests (at the
 * request's clock), all in the change's transaction.
 */
const writePathHook = (now: () => Date): SearchIndexHook => ({
  reindex: async (tx, records) => {
    await refreshOfferingSynonyms(tx, records);
    await noteAlertItems(tx, records, now());
    return searchIndexHook.reindex(tx, records);
  },
});

/** The /api backend: middleware, every domain's routes, health and the OpenAPI reference. */
export function buildApi(deps: ApiDeps): OpenAPIHono<AppEnv> {
  const app = createRouter().basePath('/api');

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('locale', localeOfRequest(c.req.header('accept-language')));
    const services = deps.getServices();
    c.set('services', services);
    c.set('searchIndex', writePathHook(services.now));
    await next();
  });
  app.use(async (c, next) => {
    const log = deps.log.child({ request_id: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'Api.tooLarge');
      },
    });
  const jsonLimit = limitBody(JSON_BODY_LIMIT_BYTES);
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT_BYTES);
  const companyLimit = limitBody(COMPANY_BODY_LIMIT_BYTES);
  const publicationLimit = limitBody(PUBLICATION_BODY_LIMIT_BYTES);
  app.use((c, next) => {
    if (COMPANY_ROUTES.some((route) => route.test(c.req.path))) return companyLimit(c, next);
    if (PUBLICATION_ROUTES.some((route) => route.test(c.req.path))) {
      return publicationLimit(c, next);
    }
    if (UPLOAD_ROUTES.some((route) => route.test(c.req.path))) return uploadLimit(c, next);
    return jsonLimit(c, next);
  });
  app.use(noStoreForSessions);
  // RFC 8058: a mail client's one-click unsubscribe may post from anywhere; its token is its key.
  app.use((c, next) =>
    c.req.path === ALERT_UNSUBSCRIBE_API_PATH ? next() : refuseCrossSiteWrites(c, next),
  );
  app.use(guardInput);

  // GET /api/health – 200 when the database answers, 503 when it does not
  app.get('/health', async (c) => {
    try {
      const db = await deps.getDb();
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'up' }, 200);
    } catch (error) {
      c.get('log').error({ err: error }, 'health check failed');
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
  });

  // Before the database middleware below: a database that cannot be reached is a report, not a 503.
  app.route('/', readyRoutes(deps.getDb));

  // The generated document with the open-data endpoints' licence, ETag and 304 (issue 39).
  const openApiDocument = (siteUrl: string) =>
    describeOpenData(
      app.getOpenAPI31Document(OPENAPI_CONFIG),
      OPEN_DATA_DOCUMENT_PATHS,
      openDataNote(siteUrl),
    );
  app.get('/openapi.json', (c) => c.json(openApiDocument(c.get('services').auth.siteUrl)));
  app.get('/docs', (c) => c.html(renderDocsPage(openApiDocument(c.get('services').auth.siteUrl))));

  app.use(async (c, next) => {
    c.set('db', await deps.getDb());
    await next();
  });
  app.use(STAFF_API_PATTERN, staffGuard);
  // The open data (issue 39): the licence in a Link header, an ETag and 304 to If-None-Match.
  for (const route of OPEN_DATA_API_ROUTES) app.use(route, openDataLicenceLink, conditionalGet);
  app.route('/', navigationRoutes);
  app.route('/', staffMenuRoutes);
  app.route('/', staffMenuPageRoutes);
  app.route('/', contactRoutes);
  app.route('/', securityRoutes);
  app.route('/', homeRoutes);
  app.route('/', newsRoutes);
  app.route('/', newsStaffRoutes);
  app.route('/', contentImageRoutes);
  app.route('/', previewRoutes);
  app.route('/', approvalRoutes);
  app.route('/', sponsorRoutes);
  app.route('/', staffSponsorRoutes);
  app.route('/', staffContactRoutes);
  app.route('/', faqRoutes);
  app.route('/', staffFaqRoutes);
  app.route('/', staffFaqFileRoutes);
  app.route('/', guideRoutes);
  app.route('/', staffGuideRoutes);
  app.route('/', staffGuideFileRoutes);
  app.route('/', authRoutes);
  app.route('/', accountRoutes);
  app.route('/', companyRoutes);
  app.route('/', buyerRoutes);
  app.route('/', enquiryRoutes);
  app.route('/', enquiryStaffRoutes);
  app.route('/', staffEnquiryPageRoutes);
  app.route('/', consultationStaffRoutes);
  app.route('/', staffHomeContentRoutes);
  app.route('/', lookupRoutes);
  app.route('/', membersRoutes);
  app.route('/', staffAuthRoutes);
  app.route('/', buyerMessageRoutes);
  app.route('/', expertRoutes);
  app.route('/', institutionRoutes);
  app.route('/', credentialRoutes);
  app.route('/', agreementRoutes);
  app.route('/', hsCodeRoutes);
  app.route('/', marketAccessRoutes);
  app.route('/', tradeFlowRoutes);
  app.route('/', publicationRoutes);
  // GET /api/files/… – member-only and VIP-only files, by the rule of the area that names them
  app.route('/', gatedFileRoutes({ publications: publicationFileRule, guide: guideFileRule }));
  app.route('/', eventRoutes);
  app.route('/', tradeBarrierRoutes);
  app.route('/', alertRoutes);
  app.route('/', tradeLeadRoutes);
  app.route('/', statisticRoutes);
  app.route('/', searchRoutes);

  app.notFound((c) => handleError(notFound(), c));
  app.onError(handleError);
  return app;
}
