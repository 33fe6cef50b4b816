import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';

import { accountRoutes } from '@/features/account/server/routes';
import { agreementRoutes } from '@/features/agreements/server/routes';
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
import { exportPlanRoutes } from '@/features/export-plan/server/routes';
import { exportPlanStaffRoutes } from '@/features/export-plan/server/staff-routes';
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
import { hsCodeRoutes } from '@/features/hs-codes/server/routes';
import { institutionRoutes } from '@/features/institutions/server/routes';
import { landedCostRoutes } from '@/features/landed-cost/server/routes';
import { lookupRoutes } from '@/features/lookups/server/routes';
import { marketAccessRoutes } from '@/features/market-access/server/routes';
import { marketComparisonRoutes } from '@/features/market-comparison/server/routes';
import { readMarketIndicators } from '@/features/market-indicators/server/read-indicators';
import { marketIndicatorRoutes } from '@/features/market-indicators/server/routes';
import { membersRoutes } from '@/features/members/server/routes';
import { newsRoutes } from '@/features/news/server/routes';
import { newsStaffRoutes } from '@/features/news/server/staff-routes';
import { openDataRoutes } from '@/features/open-data/server/routes';
import { publicationFileRule } from '@/features/publications/server/file-access';
import { publicationRoutes } from '@/features/publications/server/routes';
import { staffScreeningHitRoutes } from '@/features/screening/server/hit-routes';
import { screeningRoutes } from '@/features/screening/server/routes';
import { staffScreeningListRoutes } from '@/features/screening/server/staff-routes';
import { searchRoutes } from '@/features/search/server/routes';
import { sponsorRoutes } from '@/features/sponsors/server/routes';
import { staffSponsorRoutes } from '@/features/sponsors/server/staff-routes';
import { staffAuthRoutes } from '@/features/staff-auth/server/routes';
import { statisticRoutes } from '@/features/statistics/server/routes';
import { tradeBarrierRoutes } from '@/features/trade-barriers/server/routes';
import { tradeFlowRoutes } from '@/features/trade-flows/server/routes';
import { tradeLeadRoutes } from '@/features/trade-leads/server/routes';
import { gatedFileRoutes } from '@/lib/api/gated-file-routes';
import type { AppEnv } from '@/lib/api/types';
import { securityRoutes } from '@/lib/security/csp-report-routes';

import { exportPlanSources } from './export-plan-sources';
import { landedCostSources } from './landed-cost-sources';

/**
 * Every domain's routes on the API (`/api` is the app's base path). The open data's middleware
 * (the licence's `Link`, the ETag and 304) is mounted first: it wraps the endpoints of the domains
 * mounted after it.
 */
export function mountDomainRoutes(app: OpenAPIHono<AppEnv>): void {
  app.route('/', openDataRoutes);
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
  app.route('/', staffScreeningHitRoutes);
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
  app.route('/', marketIndicatorRoutes);
  app.route('/', tradeFlowRoutes);
  app.route('/', landedCostRoutes(landedCostSources));
  // GET /api/market-comparison – markets side by side; the indicators' reader given from here
  app.route('/', marketComparisonRoutes(readMarketIndicators));
  app.route('/', publicationRoutes);
  // GET /api/files/… – member-only and VIP-only files, by the rule of the area that names them
  app.route('/', gatedFileRoutes({ publications: publicationFileRule, guide: guideFileRule }));
  app.route('/', eventRoutes);
  app.route('/', tradeBarrierRoutes);
  app.route('/', alertRoutes);
  app.route('/', tradeLeadRoutes);
  // /api/export-plans… – the member's plan; what it reads and sends given from here
  app.route('/', exportPlanRoutes(exportPlanSources));
  app.route('/', exportPlanStaffRoutes(exportPlanSources));
  app.route('/', statisticRoutes);
  app.route('/', searchRoutes);
  app.route('/', screeningRoutes);
  app.route('/', staffScreeningListRoutes);
}
