import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { Multipart } from '@/lib/api/multipart';
import { sentVersion } from '@/lib/api/record-version';
import type { AppEnv } from '@/lib/api/types';
import { sessionOf } from '@/lib/auth/middleware';

import { requireOwnCompany, type CompanyDeps } from './save-company';

export const successText = {
  description: 'Done',
  content: { 'text/plain': { schema: z.string().openapi({ example: 'Success' }) } },
};

/** What a company change needs; `form` names the version it started from (or `If-Match`). */
export const companyDeps = (c: Context<AppEnv>, form?: Multipart): CompanyDeps => ({
  db: c.get('db'),
  storage: c.get('services').storage,
  log: c.get('log'),
  now: c.get('services').now(),
  version: sentVersion(c, form?.text('version')),
  searchIndex: c.get('searchIndex'),
});

/** The member's company when `{companyId}` names it; another company's id is refused (403). */
export async function ownCompanyNamed(c: Context<AppEnv>, companyId: number) {
  const company = await requireOwnCompany(c.get('db'), sessionOf(c).user);
  if (company.id !== companyId) throw new ApiError(403, 'Api.forbidden');
  return company;
}
