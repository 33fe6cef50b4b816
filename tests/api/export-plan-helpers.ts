import { expect } from 'vitest';

import type { ExportPlan } from '@/features/export-plan/schemas';
import { companies } from '@/lib/db/schema';

import { createMember, type TestMember } from './helpers/accounts';
import { companyRow } from './helpers/company-row';
import { saveLikelyQualifying, SHIRTS_TO_SA_AND_US } from './helpers/saved-work';
import { json, type TestApi } from './helpers/test-api';

// Issue 59: an exporter with a company, a saved landed cost (T-shirts to Saudi Arabia and the US)
// and a saved self-assessment (the US agreement), as the export plan's API tests need them.

let sequence = 0;

export const planCall = (
  api: TestApi,
  method: string,
  path: string,
  member?: TestMember,
  body?: unknown,
  language = 'en',
) =>
  api.request(path, {
    method,
    headers: {
      'Accept-Language': language,
      ...(member?.bearer ?? {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function exporter(api: TestApi): Promise<TestMember> {
  sequence += 1;
  const member = await createMember(api, { name: 'Rana', last_name: 'Khoury' });
  await api.db.insert(companies).values(
    companyRow(member.user.id, {
      company_registered_name: `Khoury Textiles Co. ${sequence}`,
      company_trading_name: `Khoury Textiles ${sequence}`,
      logo: '',
      status: 20,
    }),
  );
  await saveLikelyQualifying(api, member.user.id);
  const saved = await planCall(api, 'POST', '/api/landed-costs', member, {
    inputs: SHIRTS_TO_SA_AND_US,
    label: '',
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  return member;
}

export async function createdPlan(
  api: TestApi,
  member: TestMember,
  locale: 'en' | 'ar' = 'en',
): Promise<ExportPlan> {
  const response = await planCall(api, 'POST', '/api/export-plans', member, { locale }, locale);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ExportPlan>(response);
}

export const sectionOf = (plan: ExportPlan, name: string) =>
  plan.sections.find((section) => section.section === name)!;
