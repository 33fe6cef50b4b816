import { count, desc } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { STAFF_PUBLIC_PATHS } from '@/lib/api/staff-guard';
import { SIGN_IN_AREA, STAFF_AREA_EXTENSION } from '@/lib/api/staff-route';
import { createSession } from '@/lib/auth/sessions';
import { isStaffArea, rolesOf } from '@/lib/auth/staff-areas';
import { auditLog } from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { buildApiWith, json, testApiForFile } from './helpers/test-api';
import { STAFF_WRITES } from './staff-writes-fixtures';

// Issue 24: every operation under /staff in the OpenAPI document is walked, and every operation
// declared with staffRoute elsewhere (issue 27: the specification's POST /api/credentials, PUT and
// DELETE /api/credentials/{id}, which the staff guard does not cover). Each must be declared with
// staffRoute (its console area in the document), refuse a visitor (401), a member (403), a staff
// role outside its area (403) and a session before the second factor (401); every write must have
// a fixture here and, run as an administrator, write its audit entry. A route added without
// staffRoute, or a write without staffChange, fails this file.

type Operation = { method: string; path: string; area: string | undefined };
type OpenApi = { paths: Record<string, Record<string, Record<string, unknown>>> };

const documentApi = buildApiWith(async () => {
  throw new Error('the OpenAPI document needs no database');
});
const documentAnswer = await documentApi.request('/api/openapi.json');
const openapi = (await documentAnswer.json()) as OpenApi;

const operations: Operation[] = Object.entries(openapi.paths)
  .filter(([path]) => !STAFF_PUBLIC_PATHS.includes(path))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      area: operation[STAFF_AREA_EXTENSION] as string | undefined,
    })),
  )
  .filter(({ path, area }) => path.startsWith('/api/staff/') || area !== undefined);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writes = operations.filter((operation) => WRITES.has(operation.method));
const keyOf = ({ method, path }: Operation) => `${method} ${path}`;

const api = testApiForFile();

/** A concrete address: ids the permission checks never reach (they answer before validation). */
const addressOf = (path: string) =>
  path.replace('{type}', 'company').replace(/\{[a-zA-Z]+\}/g, '1');

const call = (operation: Operation, headers: Record<string, string> = {}) =>
  api.request(addressOf(operation.path), {
    method: operation.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(operation.method === 'GET' ? {} : { body: '{}' }),
  });

/** The staff roles (never admin, who opens every area) that an area is not for. */
function rolesOutside(area: string): ('officer' | 'editor')[] {
  if (!isStaffArea(area)) return [];
  const allowed: readonly string[] = rolesOf(area);
  return (['officer', 'editor'] as const).filter((role) => !allowed.includes(role));
}

async function codeOf(secret: string) {
  return generate({ secret, epoch: Math.floor(api.services.now().getTime() / 1000) });
}

describe('the staff operations of /api/openapi.json', () => {
  it('are there, every one with its console area', () => {
    expect(documentAnswer.status).toBe(200);
    expect(operations.length).toBeGreaterThan(40);
    const undeclared = operations.filter(
      ({ area }) => area === undefined || (area !== SIGN_IN_AREA && !isStaffArea(area)),
    );
    expect(undeclared.map(keyOf), 'declare these with staffRoute (lib/api/staff-route.ts)').toEqual(
      [],
    );
  });

  it.each(operations.map((operation) => [keyOf(operation), operation] as const))(
    '%s refuses a visitor, a member, a role outside its area and a session before the second factor',
    async (_key, operation) => {
      expect((await call(operation)).status).toBe(401);
      const member = await createMember(api);
      expect((await call(operation, member.bearer)).status).toBe(403);
      if (operation.area === SIGN_IN_AREA) return;
      for (const role of rolesOutside(operation.area!)) {
        const outsider = await createStaff(api, role);
        expect((await call(operation, outsider.bearer)).status, role).toBe(403);
      }
      const halfway = await createStaff(api, 'admin', { secondFactor: false });
      const answer = await call(operation, halfway.bearer);
      expect(answer.status).toBe(401);
      expect((await json<{ message: string }>(answer)).message).toMatch(/second factor/);
    },
  );

  it('have a fixture for every write (add one to staff-writes-fixtures.ts with a new route)', () => {
    expect(writes.map(keyOf).filter((key) => !(key in STAFF_WRITES))).toEqual([]);
  });

  it.each(writes.map((operation) => [keyOf(operation), operation] as const))(
    '%s writes its audit entry when it succeeds',
    async (key) => {
      const fixture = STAFF_WRITES[key];
      if (!fixture) throw new Error(`no fixture for ${key}`);
      const admin = await createStaff(api, 'admin');
      const before = await auditCount();
      const response = await fixture({ api, admin, codeOf, newSession: sessionFor });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      expect(await auditCount()).toBeGreaterThan(before);
      const [newest] = await api.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(newest!.action).toMatch(/^[a-z-]+\.[a-z.-]+$/);
      expect(newest!.actor_role).not.toBe('user');
    },
  );
});

async function auditCount(): Promise<number> {
  const [row] = await api.db.select({ value: count() }).from(auditLog);
  return row!.value;
}

/** Another session of a staff member, as after a new password sign-in (no second factor yet). */
async function sessionFor(staff: TestMember): Promise<Record<string, string>> {
  const { token } = await createSession(api.db, staff.user, api.services.auth, api.services.now());
  return { Authorization: `Bearer ${token}` };
}
