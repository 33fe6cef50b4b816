import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { sessionOf } from '@/lib/auth/middleware';

import { requireOwnCompany, type CompanyDeps } from './save-company';

export const successText = {
  description: 'Done',
  content: { 'text/plain': { schema: z.string().openapi({ example: 'Success' }) } },
};

export const companyDeps = (c: Context<AppEnv>): CompanyDeps => ({
  db: c.get('db'),
  storage: c.get('services').storage,
  log: c.get('log'),
  now: c.get('services').now(),
});

/** The member's company when `{companyId}` names it; another company's id is refused (403). */
export async function ownCompanyNamed(c: Context<AppEnv>, companyId: number) {
  const company = await requireOwnCompany(c.get('db'), sessionOf(c).user);
  if (company.id !== companyId) throw new ApiError(403, 'Api.forbidden');
  return company;
}
