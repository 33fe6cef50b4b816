import 'server-only';

import type { UserRow } from '@/lib/auth/sessions';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import type { PortalFacts } from '../portal-facts';

// Issue 59: what the export plan reads from the features below it and the enquiry it sends, given
// by `app/api/export-plan-sources.ts` (a feature never imports another's server/).

export type PlanEnquiry = {
  user: UserRow;
  planId: number;
  company: string;
  phone: string;
  progress: string;
  consolePath: string;
  locale: Locale;
  now: Date;
};

export type ExportPlanSources = {
  /** What the portal knows of the member's company; null when the member has no company. */
  facts: (db: Db, userId: number) => Promise<PortalFacts | null>;
  /** Stores the plan's enquiry to the agency (with its e-mails queued); its id. */
  sendEnquiry: (db: Db, enquiry: PlanEnquiry, siteUrl: string, inbox: string) => Promise<number>;
};
